import ChartScene
import Foundation
@testable import OpenCharts
import Testing

@Suite("View layout: ZStack, Group and zIndex")
struct ZStackLayoutTests {
    static let blue = RGBA.hex(0x007AFF), red = RGBA.hex(0xFF3B30)

    @Test("a ZStack is as big as its biggest child and places the others by its alignment", arguments: [
        (Alignment.bottomTrailing, 80.0, 50.0), (.topLeading, 0, 0), (.center, 40, 25), (.top, 40, 0),
        (.trailing, 80, 25), (.bottomLeading, 0, 50),
    ])
    func alignment(alignment: Alignment, x: Double, y: Double) {
        let d = DrawnView(ZStack(alignment: alignment) {
            Color.red.frame(width: 100, height: 60)
            Color.blue.frame(width: 20, height: 10)
        }, width: 300, height: 200)
        #expect(d.size == SceneSize(width: 100, height: 60))
        #expect(close(d.shapes[0].bounds, 0, 0, 100, 60))
        #expect(close(d.shapes[1].bounds, x, y, 20, 10))
    }

    @Test("a ZStack offers its whole proposal to every child: flexible ones fill it")
    func proposal() {
        let d = DrawnView(ZStack {
            Color.red
            Color.blue.frame(width: 20, height: 10)
        }, width: 300, height: 200)
        #expect(d.size == SceneSize(width: 300, height: 200))
        #expect(close(d.shapes[0].bounds, 0, 0, 300, 200))
        #expect(close(d.shapes[1].bounds, 140, 95, 20, 10))
    }

    @Test("zIndex draws a view over later siblings in a ZStack")
    func zIndexInZStack() {
        let d = DrawnView(ZStack {
            Color.red.zIndex(1)
            Color.blue
        }, width: 10, height: 10)
        #expect(d.fills == [Self.blue, Self.red])
    }

    @Test("zIndex changes the drawing order in a VStack but not the layout")
    func zIndexInVStack() {
        let d = DrawnView(VStack(spacing: 0) {
            Color.red.frame(height: 10).zIndex(2)
            Color.blue.frame(height: 10)
        }, width: 50, height: 100)
        #expect(d.fills == [Self.blue, Self.red])
        #expect(close(d.shapes[0].bounds, 0, 10, 50, 10))
        #expect(close(d.shapes[1].bounds, 0, 0, 50, 10))
    }

    @Test("zIndex inside ForEach lifts every element that carries it above the rest")
    func zIndexInForEach() {
        let d = DrawnView(ZStack {
            ForEach(0..<3) { i in
                Color.red.frame(width: 10, height: 10)
                Text("\(i)").zIndex(1)
            }
        })
        let kinds = d.items.map { item -> String in if case .text = item { return "t" } else { return "s" } }
        #expect(kinds == ["s", "s", "s", "t", "t", "t"])
    }

    @Test("zIndex survives the modifiers applied after it")
    func zIndexThroughModifiers() {
        let d = DrawnView(ZStack {
            Color.red.frame(width: 10, height: 10).zIndex(1).offset(x: 5).padding(2)
            Color.blue.frame(width: 10, height: 10)
        })
        #expect(d.fills == [Self.blue, Self.red])
    }

    @Test("a Group's children are laid out by the enclosing stack as its own")
    func group() {
        let d = DrawnView(VStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        })
        #expect(d.size == SceneSize(width: 10, height: 20))
        #expect(close(d.shapes[1].bounds, 0, 10, 10, 10))
    }
}
