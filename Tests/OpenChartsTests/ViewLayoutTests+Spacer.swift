import ChartScene
import Foundation
@testable import OpenCharts
import Testing

@Suite("View layout: Spacer and Divider")
struct SpacerLayoutTests {
    @Test("a spacer in an HStack of a given width pushes the last view to the trailing edge")
    func pushesToTrailingEdge() {
        let d = DrawnView(HStack {
            Color.red.frame(width: 40, height: 10)
            Spacer()
            Color.blue.frame(width: 30, height: 10)
        }.frame(width: 300), width: 300, height: 100)
        #expect(d.size == SceneSize(width: 300, height: 10))
        #expect(close(d.shapes[0].bounds, 0, 0, 40, 10))
        #expect(close(d.shapes[1].bounds, 270, 0, 30, 10))
    }

    @Test("text before a spacer starts at the leading edge; text after it ends at the trailing edge")
    func pushesText() {
        let d = DrawnView(HStack {
            Text("Left")
            Spacer()
            Text("rate: 1").font(.caption)
        }.frame(width: 300))
        let left = try! #require(d.text("Left")), right = try! #require(d.text("rate: 1"))
        #expect(close(left.origin.x, 0))
        #expect(close(right.origin.x + Measure.size("rate: 1", .caption).width, 300))
    }

    @Test("a spacer takes no room across its stack")
    func noCrossSize() {
        let d = DrawnView(VStack {
            Spacer()
            Color.red.frame(width: 20, height: 20)
        }, width: 100, height: 100)
        // 100 tall: the spacer takes 100 − 20 − 8 = 72; only the square gives the stack width.
        #expect(d.size == SceneSize(width: 20, height: 100))
        #expect(close(d.shapes[0].bounds, 0, 80, 20, 20))
    }

    @Test("a spacer keeps its minimum length even when nothing is left")
    func minimumLength() {
        let d = DrawnView(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 5)
            Spacer(minLength: 30)
            Color.blue.frame(width: 50, height: 5)
        }, width: 100, height: 10)
        #expect(d.size == SceneSize(width: 130, height: 5))
        #expect(close(d.shapes[1].bounds, 80, 0, 50, 5))
    }

    @Test("two spacers share the free room equally, centring what lies between them")
    func twoSpacers() {
        let d = DrawnView(HStack(spacing: 0) {
            Spacer()
            Color.red.frame(width: 40, height: 5)
            Spacer()
        }, width: 200, height: 10)
        #expect(close(d.shapes[0].bounds, 80, 0, 40, 5))
    }

    @Test("a divider spans a VStack's width and an HStack's height as a half-point hairline")
    func divider() {
        let v = DrawnView(VStack(spacing: 0) {
            Color.red.frame(width: 120, height: 10)
            Divider()
        })
        #expect(close(v.shapes[1].bounds, 0, 10, 120, 0.5))
        #expect(v.shapes[1].shape.fill == .color(RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)))
        let h = DrawnView(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            Divider()
        })
        #expect(close(h.shapes[1].bounds, 10, 0, 0.5, 40))
        // Through modifiers the divider still stands upright in its HStack: offered the stack's
        // 40 points less 2 of padding above and below, it is a 0.5 × 36 hairline in a 4.5 × 40 cell.
        let padded = DrawnView(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            Divider().padding(2).opacity(0.5)
        })
        #expect(padded.size == SceneSize(width: 14.5, height: 40))
        #expect(close(padded.shapes[1].bounds, 12, 2, 0.5, 36))
    }

    @Test("a frame with only a minimum is its child's size, raised to the minimum, as in SwiftUI")
    func minimumOnlyFrame() {
        // The 20-point square is narrower than 50: the frame is 50 wide (the square centred in it),
        // not as wide as the stack could make it.
        let d = DrawnView(HStack {
            Color.red.frame(width: 20, height: 10).frame(minWidth: 50)
            Spacer()
        }.frame(width: 300), width: 300, height: 100)
        #expect(close(d.shapes[0].bounds, 15, 0, 20, 10))
        // A child wider than the minimum keeps its own width.
        let wide = DrawnView(HStack {
            Color.red.frame(width: 80, height: 10).frame(minWidth: 50)
            Spacer()
        }.frame(width: 300), width: 300, height: 100)
        #expect(close(wide.shapes[0].bounds, 0, 0, 80, 10))
    }
}
