import ChartEngine
import ChartScene
import Testing

@Suite("Style scales in rendered charts")
struct StyleScaleRenderTests {
    typealias F = EngineFixture

    static func point(_ x: Double, color: DataValue? = nil, symbol: String? = nil, size: DataValue? = nil) -> MarkSpec {
        var style = MarkStyle()
        style.foregroundBy = color.map { ValueSlot(label: "Heat", value: $0) }
        style.symbolBy = symbol.map { F.category("Kind", $0) }
        style.symbolSizeBy = size.map { ValueSlot(label: "Size", value: $0) }
        return MarkSpec(kind: .point, x: .value(F.number("X", x)), y: .value(F.number("Y", x)), style: style)
    }

    static func line(_ x: Double, _ city: String, dash: Bool = true) -> MarkSpec {
        var style = MarkStyle()
        style.foregroundBy = F.category("City", city)
        if dash { style.lineStyleBy = F.category("City", city) }
        return MarkSpec(kind: .line, x: .value(F.number("X", x)), y: .value(F.number("Y", x)), style: style)
    }

    @Test("numbers colour along the default gradient: 70% white over blue at the least, blue at the most, halfway between at the middle")
    func continuousDefault() throws {
        let d = F.render([Self.point(0, color: .number(0)), Self.point(1, color: .number(50)), Self.point(2, color: .number(100))])
        let fills = d.shapes("mark point").compactMap(\.fill)
        let b = F.blue
        let pale = RGBA(red: b.red + (1 - b.red) * 0.7, green: b.green + (1 - b.green) * 0.7, blue: b.blue + (1 - b.blue) * 0.7)
        let mid = RGBA(red: (pale.red + b.red) / 2, green: (pale.green + b.green) / 2, blue: (pale.blue + b.blue) / 2)
        #expect(fills == [.color(pale), .color(mid), .color(b)])
        // The legend is a colour bar labelled with the ends.
        #expect(d.shapes("legend-gradient").count == 1)
        #expect(d.texts("legend").map(\.string) == ["0", "100"])
    }

    @Test("a gradient range over a given domain: 25 on 0...50 from red to blue is half of each")
    func gradientRange() {
        var options = ChartOptions()
        options.styleScales.foreground = StyleScaleSpec(domain: .interval(0, 50), range: .gradient([
            GradientStop(color: RGBA(red: 1, green: 0, blue: 0), location: 0), GradientStop(color: RGBA(red: 0, green: 0, blue: 1), location: 1)]))
        let d = F.render([Self.point(0, color: .number(25)), Self.point(1, color: .number(80))], options: options)
        #expect(d.shapes("mark point").compactMap(\.fill) == [.color(RGBA(red: 0.5, green: 0, blue: 0.5)), .color(RGBA(red: 0, green: 0, blue: 1))])
    }

    @Test("type .category colours numbers as categories, with the palette in turn")
    func numbersAsCategories() {
        var options = ChartOptions()
        options.styleScales.foreground = StyleScaleSpec(kind: .category)
        let d = F.render([Self.point(0, color: .number(2021)), Self.point(1, color: .number(2022))], options: options)
        #expect(d.shapes("mark point").compactMap(\.fill) == [.color(F.blue), .color(F.green)])
        #expect(d.texts("legend").map(\.string) == ["2021", "2022"])
    }

    @Test("marks outside a given domain are not drawn, and the chart says so")
    func outsideDomain() {
        var options = ChartOptions()
        options.styleScales.foreground = StyleScaleSpec(pairs: [(.string("A"), .color(.black))])
        let d = F.render([Self.point(0, color: .string("A")), Self.point(1, color: .string("B")), Self.point(2, color: .string("C"))],
                         options: options)
        #expect(d.shapes("mark point").count == 1)
        #expect(d.output.warnings.map(\.message) == ["2 marks were not drawn: their Heat is not in the foreground style scale's domain."])
        #expect(d.texts("legend").map(\.string) == ["A"])
    }

    @Test("swatches follow the marks: dots for bars, symbols for symbol(by:), dashed segments for lineStyle(by:)")
    func swatches() throws {
        let bars = F.render([F.bar("Mon", 1, color: "A")])
        let dot = try #require(bars.shapes("legend-entry").first)
        #expect(dot.path == SymbolPath.path(.circle, at: ScenePoint(dot.path.controlPointBounds.midX, dot.path.controlPointBounds.midY), area: 16 * .pi))

        let points = F.render([Self.point(0, symbol: "a"), Self.point(1, symbol: "b")])
        let symbols = points.shapes("legend-entry")
        #expect(symbols.count == 2)
        let square = try #require(symbols.last?.path.controlPointBounds)
        #expect(abs(square.width - (64 * 0.8).squareRoot()) < 1e-9 && abs(square.width - square.height) < 1e-9)

        let lines = F.render([Self.line(0, "A"), Self.line(1, "A"), Self.line(0, "B"), Self.line(1, "B")])
        let strokes = lines.shapes("legend-entry").compactMap(\.stroke)
        #expect(strokes.map(\.dash) == [[], [6, 6]])
        #expect(lines.boxes("legend-entry").allSatisfy { $0.width == 18 && $0.height == 0 })
        #expect(lines.shapes("mark line").compactMap(\.stroke).map(\.dash) == [[], [6, 6]])
    }

    @Test("plain lines keep the dot, as iOS draws them")
    func plainLines() {
        let d = F.render([Self.line(0, "A", dash: false), Self.line(1, "A", dash: false)])
        #expect(d.shapes("legend-entry").allSatisfy { $0.stroke == nil && $0.fill != nil })
    }

    @Test("symbol sizes spread 16...256 square points over numbers; the legend shows grey circles at nice values under the name")
    func sizes() {
        let d = F.render([Self.point(0, size: .number(0)), Self.point(1, size: .number(50)), Self.point(2, size: .number(100))])
        let widths = d.boxes("mark point").map(\.width)
        // Circle diameters 2·√(area/π) for areas 16, 136 and 256.
        let expected = [16.0, 136, 256].map { 2 * ($0 / Double.pi).squareRoot() }
        #expect(zip(widths, expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(d.texts("legend").map(\.string) == ["Size", "0", "50", "100"])
        // systemGray, not the first series colour: a size says nothing about colour.
        #expect(d.shapes("legend-entry").allSatisfy { $0.fill == .color(RGBA(hex: 0x8E8E93)) })
    }

    @Test("symbol sizes for categories run evenly from 16 to 256 square points")
    func sizeCategories() {
        let d = F.render([Self.point(0, size: .string("S")), Self.point(1, size: .string("M")), Self.point(2, size: .string("L"))])
        let expected = [16.0, 136, 256].map { 2 * ($0 / Double.pi).squareRoot() }
        #expect(zip(d.boxes("mark point").map(\.width), expected).allSatisfy { abs($0 - $1) < 1e-9 })
    }
}
