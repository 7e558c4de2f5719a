import ChartScene
import Foundation
@testable import OpenCharts
@testable import OpenChartsGallery
import Testing

@Suite("The roulette screen")
struct RouletteScreenTests {
    // iPhone width; the screen is as tall as its content.
    /// The article's finished screen, from the gallery, before any spin.
    let d = DrawnView(RouletteView(), width: 390, height: 844)
    let spin = Measure.size("Spin")
    let title = Measure.size("当選結果", .title.bold())
    /// A legend row is as tall as its tallest part: the 16-point circle, or the body text.
    var row: Double { max(16, Measure.size("A").height) }
    var legendTop: Double { 300 + 8 + 30 + title.height + 8 }

    @Test("the screen is as wide as offered and as tall as the wheel, the result and the five legend rows")
    func size() {
        #expect(d.size.width == 390)
        #expect(close(d.size.height, legendTop + 5 * row + 4 * 8))
    }

    @Test("the pointer sits above the wheel's top edge, centred, tip down into the wheel")
    func pointer() throws {
        let triangle = try #require(d.shapes.first { $0.shape.fill == .color(.black) })
        // The wheel spans x 45…345, y 0…300; the pointer is centred 160 above the wheel's centre (195, 150).
        #expect(close(triangle.bounds, 180, -25, 30, 30))
        #expect(close(endPoints(triangle.path)[0], 195, 5))
        let chart = try #require(d.items.firstIndex { if case .shape(let s, _, _) = $0 { return s.semantics.classes?.contains("sector") == true } else { return false } })
        let pointer = try #require(d.items.firstIndex { if case .shape(let s, _, _) = $0 { return s.fill == .color(.black) } else { return false } })
        #expect(chart < pointer, "the pointer is drawn over the wheel")
    }

    @Test("the Spin button is centred on the wheel")
    func button() throws {
        let w = spin.width + 24, h = spin.height + 14
        let background = try #require(d.shapes.first { $0.shape.fill == .color(.hex(0x007AFF)) && close($0.bounds.width, w) })
        #expect(close(background.bounds, 195 - w / 2, 150 - h / 2, w, h))
        let label = try #require(d.text("Spin"))
        #expect(close(label.origin.x + spin.width / 2, 195))
    }

    @Test("the result text is below the wheel, centred, 30 points down, and clear until there is a result")
    func result() throws {
        let text = try #require(d.text("当選結果"))
        #expect(close(text.origin.x, (390 - title.width) / 2))
        #expect(close(text.origin.y, 300 + 8 + 30 + title.ascent))
        #expect(text.text.fill.representativeColor.alpha == 0)
        #expect(text.text.font.weight == .bold)
    }

    @Test("the legend lists each prize below the result: a dot and the name at the leading inset, the rate at the trailing one")
    func legend() throws {
        let names = ["A", "B", "C", "D", "E"]
        let dots = d.shapes.filter { close($0.bounds.width, 16) && close($0.bounds.height, 16) }
        try #require(dots.count == 5)
        for (i, name) in names.enumerated() {
            let top = legendTop + Double(i) * (row + 8)
            #expect(close(dots[i].bounds, 16, top + (row - 16) / 2, 16, 16))
            let label = try #require(d.texts.first { $0.text.string == name && $0.text.font.size == 17 })
            #expect(close(label.origin.x, 16 + 16 + 8))
            let rate = try #require(d.texts.filter { $0.text.string == "rate: 1" }.dropFirst(i).first)
            #expect(close(rate.origin.x + Measure.size("rate: 1", .caption).width, 390 - 16))
            #expect(rate.text.fill == .color(RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)))
        }
    }
}
