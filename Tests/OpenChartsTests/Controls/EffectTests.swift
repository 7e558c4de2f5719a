import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A dashboard whose designer fixed it to dark mode deep inside its body.
private struct NightDashboard: View {
    var body: some View {
        VStack {
            Text("Sleep")
            Chart {
                BarMark(x: .value("Night", "Mon"), y: .value("Hours", 7.5))
            }
            .frame(height: 120)
            .preferredColorScheme(.dark)
        }
    }
}

@Suite("View effects: aspect ratio, mask, colour scheme, shadow and colour filters")
struct EffectTests {
    @Test("aspectRatio fits a ratio inside the offer, or fills it")
    func aspectRatio() {
        #expect(DrawnView(Color.blue.aspectRatio(2, contentMode: .fit), width: 300, height: 100).size == SceneSize(width: 200, height: 100))
        let fitWide = DrawnView(Color.blue.aspectRatio(2, contentMode: .fit), width: 100, height: 300)
        #expect(fitWide.size == SceneSize(width: 100, height: 50))
        let filled = DrawnView(Color.blue.aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100))
        #expect(close(filled.shapes[0].bounds, -50, 0, 200, 100))
        let bySize = DrawnView(Color.blue.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit), width: 400, height: 400)
        #expect(bySize.size == SceneSize(width: 400, height: 300))
    }

    @Test("preferredColorScheme anywhere in the view makes the whole picture dark, page included")
    func preferredScheme() {
        let r = TestRender.renderer(NightDashboard(), width: 300, height: 200)
        let svg = r.svg()
        let scene = r.scene()
        #expect(scene.background == .black)
        #expect(DrawnView(NightDashboard(), width: 300, height: 200).text("Sleep")?.text.fill == .color(.white))
        #expect(svg.contains("#0A84FF") || svg.contains("#0a84ff"))
        let unchanged = TestRender.renderer(Text("Hi").preferredColorScheme(nil), width: 100, height: 40)
        #expect(unchanged.scene().background == .white)
    }

    @Test("a mask clips the view to the union of the mask's shapes")
    func maskClips() throws {
        let d = DrawnView(Color.orange.frame(width: 100, height: 40).mask { Capsule() })
        let shape = try #require(d.shapes.first)
        let clip = try #require(shape.clipPath)
        #expect(close(clip.controlPointBounds, 0, 0, 100, 40))
        let text = DrawnView(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)
            .frame(width: 200, height: 40)
            .mask { Text("Weekly") })
        let word = try #require(text.text("Weekly"))
        guard case .linearGradient = word.text.fill else { Issue.record("mask text is not painted with the gradient"); return }
    }

    @Test("a shadow is drawn first: faint copies of the view in the shadow colour, moved by x and y")
    func shadow() throws {
        let d = DrawnView(RoundedRectangle(cornerRadius: 8).fill(.white).frame(width: 100, height: 60)
            .shadow(color: .black.opacity(0.2), radius: 6, x: 0, y: 3))
        #expect(d.shapes.count == 4)
        #expect(d.shapes.last?.shape.fill == .color(.white))
        #expect(d.shapes.dropLast().allSatisfy { $0.shape.fill?.representativeColor == RGBA(red: 0, green: 0, blue: 0, alpha: 1) })
        #expect(d.shapes[0].bounds.midY > 30)
    }

    @Test("grayscale, saturation, brightness and contrast change the colours drawn")
    func colorFilters() {
        let red = RGBA.hex(0xFF3B30)
        let grey = 0.2126 * red.red + 0.7152 * red.green + 0.0722 * red.blue
        let g = DrawnView(Color.red.frame(width: 10, height: 10).grayscale(1)).fills.first ?? nil
        #expect(g.map { close($0.red, grey) && close($0.green, grey) && close($0.blue, grey) } == true)
        let s = DrawnView(Color.red.frame(width: 10, height: 10).saturation(1)).fills.first ?? nil
        #expect(s.map { close($0.red, red.red) && close($0.green, red.green) } == true)
        let b = DrawnView(Color(white: 0.5).frame(width: 10, height: 10).brightness(0.2)).fills.first ?? nil
        #expect(b.map { close($0.red, 0.7) } == true)
        let c = DrawnView(Color(white: 0.75).frame(width: 10, height: 10).contrast(2)).fills.first ?? nil
        #expect(c.map { close($0.red, 1) } == true)
        #expect(DrawnView(Color.blue.frame(width: 10, height: 10).blendMode(.multiply)).fills == [.hex(0x007AFF)])
    }
}
