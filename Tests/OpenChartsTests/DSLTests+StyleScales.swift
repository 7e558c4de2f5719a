import ChartEngine
import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// Follows a view's environment modifiers from the outside in, as layout does.
protocol EnvironmentStep {
    func apply(_ env: inout EnvironmentValues)
    var inner: Any { get }
}

extension EnvironmentModifiedView: EnvironmentStep {
    func apply(_ env: inout EnvironmentValues) { change(&env) }
    var inner: Any { content }
}

/// The chart options a view's modifiers set, in the environment given (en_US, UTC by default).
func chartOptions<V: View>(_ view: V, env: EnvironmentValues = AxisDSLTests.env) -> ChartOptions {
    var env = env
    var v: Any = view
    while let step = v as? any EnvironmentStep {
        step.apply(&env)
        v = step.inner
    }
    return env.chartOptions
}

@Suite("DSL to spec: style scales and legends")
struct StyleScaleDSLTests {
    var chart: some View {
        Chart(seriesRows, id: \.city) { row in
            PointMark(x: .value("Day", row.day), y: .value("Sales", row.sales))
                .foregroundStyle(by: .value("City", row.city))
        }
    }

    let purple = RGBA(hex: 0xAF52DE), green = RGBA(hex: 0x34C759)

    func categories(_ spec: StyleScaleSpec<Paint>) -> [String]? {
        if case .values(let v)? = spec.domain { return v.map(\.categoryKey) }
        return nil
    }

    @Test("chartForegroundStyleScale with key-value pairs keeps their order and resolves the colours")
    func pairs() {
        let o = chartOptions(chart.chartForegroundStyleScale(["San Francisco": .purple, "Cupertino": .green]))
        #expect(categories(o.styleScales.foreground) == ["San Francisco", "Cupertino"])
        guard case .values(let paints)? = o.styleScales.foreground.range else { Issue.record("no range"); return }
        #expect(paints == [.color(purple), .color(green)])
    }

    @Test("every chartForegroundStyleScale form compiles and sets its parts")
    func foregroundForms() {
        let a = chartOptions(chart.chartForegroundStyleScale(domain: ["A", "B"], range: [Color.red, .blue], type: .category))
        #expect(categories(a.styleScales.foreground) == ["A", "B"] && a.styleScales.foreground.kind == .category)
        let b = chartOptions(chart.chartForegroundStyleScale(domain: 0...500, range: Gradient(colors: [.yellow, .red])))
        if case .interval(0, 500)? = b.styleScales.foreground.domain {} else { Issue.record("domain \(String(describing: b.styleScales.foreground.domain))") }
        if case .gradient(let stops)? = b.styleScales.foreground.range { #expect(stops.map(\.location) == [0, 1]) } else { Issue.record("no gradient") }
        let c = chartOptions(chart.chartForegroundStyleScale(domain: 0.0...1.0, range: Color.blue.gradient, type: .log))
        #expect(c.styleScales.foreground.kind == .log)
        let d = chartOptions(chart.chartForegroundStyleScale(domain: 0...10, range: [Color.green, .red]))
        if case .values(let p)? = d.styleScales.foreground.range { #expect(p.count == 2) } else { Issue.record("no range") }
        let e = chartOptions(chart.chartForegroundStyleScale(domain: ["B", "A"], type: nil))
        #expect(categories(e.styleScales.foreground) == ["B", "A"])
        let g = chartOptions(chart.chartForegroundStyleScale(domain: 1...9, type: .squareRoot))
        #expect(g.styleScales.foreground.kind == .squareRoot)
        let h = chartOptions(chart.chartForegroundStyleScale(domain: ["A", "B"], mapping: { (s: String) in s == "A" ? Color.red : .blue }))
        #expect(h.styleScales.foreground.mapping?.map(.string("A")) == .color(RGBA(hex: 0xFF3B30)))
        let i = chartOptions(chart.chartForegroundStyleScale(mapping: { (n: Int) in n > 2 ? Color.red : .blue }))
        #expect(i.styleScales.foreground.mapping?.map(.number(3)) == .color(RGBA(hex: 0xFF3B30)))
        #expect(i.styleScales.foreground.mapping?.map(.string("x")) == nil)
        let j = chartOptions(chart.chartForegroundStyleScale(range: [Color.pink, .mint]))
        if case .values(let p)? = j.styleScales.foreground.range { #expect(p.count == 2) } else { Issue.record("no range") }
        let k = chartOptions(chart.chartForegroundStyleScale(range: Gradient(colors: [.white, .black]), type: .linear))
        #expect(k.styleScales.foreground.kind == .linear)
        let l = chartOptions(chart.chartForegroundStyleScale(range: Color.orange.gradient))
        if case .gradient(let s)? = l.styleScales.foreground.range { #expect(s.count == 2) } else { Issue.record("no gradient") }
        let m = chartOptions(chart.chartForegroundStyleScale(type: .power(exponent: 2)))
        #expect(m.styleScales.foreground.kind == .power(2))
        let n = chartOptions(chart.chartForegroundStyleScale(domain: ["A"], range: Gradient(colors: [.red])))
        #expect(categories(n.styleScales.foreground) == ["A"])
    }

    @Test("every chartSymbolScale form compiles; shapes become the engine's symbols")
    func symbolForms() {
        let a = chartOptions(chart.chartSymbolScale(["A": .diamond, "B": .cross]))
        if case .values(let s)? = a.styleScales.symbol.range { #expect(s == [.diamond, .cross]) } else { Issue.record("no range") }
        _ = chartOptions(chart.chartSymbolScale(domain: ["A", "B"]))
        let c = chartOptions(chart.chartSymbolScale(domain: ["A", "B"], range: [BasicChartSymbolShape.pentagon, BasicChartSymbolShape.plus]))
        if case .values(let s)? = c.styleScales.symbol.range { #expect(s == [.pentagon, .plus]) } else { Issue.record("no range") }
        let d = chartOptions(chart.chartSymbolScale(domain: ["A"], mapping: { (_: String) in BasicChartSymbolShape.asterisk }))
        #expect(d.styleScales.symbol.mapping?.map(.string("A")) == .asterisk)
        _ = chartOptions(chart.chartSymbolScale(mapping: { (_: String) in BasicChartSymbolShape.square }))
        let f = chartOptions(chart.chartSymbolScale(range: [.triangle, .square]))
        if case .values(let s)? = f.styleScales.symbol.range { #expect(s == [.triangle, .square]) } else { Issue.record("no range") }
    }

    @Test("every chartSymbolSizeScale form compiles; areas are made finite")
    func symbolSizeForms() {
        let a = chartOptions(chart.chartSymbolSizeScale(["A": 20, "B": .nan]))
        if case .values(let s)? = a.styleScales.symbolSize.range { #expect(s == [20, 0]) } else { Issue.record("no range") }
        let b = chartOptions(chart.chartSymbolSizeScale(domain: 0...100, range: 10...400, type: .squareRoot))
        if case .values(let s)? = b.styleScales.symbolSize.range { #expect(s == [10, 400]) } else { Issue.record("no range") }
        _ = chartOptions(chart.chartSymbolSizeScale(domain: ["S", "M"], range: [10, 90]))
        _ = chartOptions(chart.chartSymbolSizeScale(domain: 0...5, type: .linear))
        _ = chartOptions(chart.chartSymbolSizeScale(domain: ["S"], type: nil))
        _ = chartOptions(chart.chartSymbolSizeScale(domain: ["S"], mapping: { (_: String) in CGFloat(30) }))
        _ = chartOptions(chart.chartSymbolSizeScale(mapping: { (n: Int) in CGFloat(n) }))
        _ = chartOptions(chart.chartSymbolSizeScale(range: 10...90))
        _ = chartOptions(chart.chartSymbolSizeScale(range: [10, 50, 90], type: .category))
        #expect(chartOptions(chart.chartSymbolSizeScale(type: .log)).styleScales.symbolSize.kind == .log)
    }

    @Test("every chartLineStyleScale form compiles; stroke styles become the engine's")
    func lineStyleForms() {
        let a = chartOptions(chart.chartLineStyleScale(["A": StrokeStyle(lineWidth: 3), "B": StrokeStyle(lineWidth: 1, dash: [2, 2])]))
        if case .values(let s)? = a.styleScales.lineStyle.range { #expect(s.map(\.dash) == [[], [2, 2]] && s[0].width == 3) } else { Issue.record("no range") }
        _ = chartOptions(chart.chartLineStyleScale(domain: ["A", "B"]))
        _ = chartOptions(chart.chartLineStyleScale(domain: ["A"], range: [StrokeStyle(dash: [4])]))
        _ = chartOptions(chart.chartLineStyleScale(range: [StrokeStyle(dash: [4])]))
        _ = chartOptions(chart.chartLineStyleScale(domain: ["A"], mapping: { (_: String) in StrokeStyle() }))
        _ = chartOptions(chart.chartLineStyleScale(mapping: { (_: String) in StrokeStyle() }))
    }

    @Test("chartLegend(position:alignment:spacing:) and its content form set the legend's options")
    func legendForms() {
        let a = chartOptions(chart.chartLegend(position: .top, alignment: .trailing, spacing: 4))
        #expect(a.legendOptions.position == .top && a.legendOptions.spacing == 4)
        #expect(a.legendOptions.alignment?.x == 1 && a.legendOptions.alignment?.y == 0.5)
        let b = chartOptions(chart.chartLegend())
        #expect(b.legendOptions.position == .automatic && b.legendOptions.alignment == nil && b.legendOptions.content == nil)
        let c = chartOptions(chart.chartLegend(position: .overlay) { Text("Legend") })
        #expect(c.legendOptions.position == .overlay && c.legendOptions.content != nil)
    }

    @Test("symbolSize(by:) and lineStyle(by:) record their values on every mark")
    func encodings() {
        let marks = collect {
            ForEach(seriesRows, id: \.day) { row in
                LineMark(x: .value("Day", row.day), y: .value("Sales", row.sales))
                    .lineStyle(by: .value("City", row.city))
                    .symbolSize(by: .value("Sales", row.sales))
            }
        }
        #expect(marks.map { $0.style.lineStyleBy?.value } == seriesRows.map { .string($0.city) })
        #expect(marks.map { $0.style.symbolSizeBy?.value } == seriesRows.map { .number(Double($0.sales)) })
    }

    @Test("a custom legend renders its text where the automatic legend would be, and the scale recolours the marks")
    func rendered() throws {
        var r = ChartRenderer(content: chart
            .chartForegroundStyleScale(["San Francisco": .purple, "Cupertino": .green])
            .chartLegend(position: .top) { Text("Cities") })
        r.proposedSize = ProposedViewSize(width: 300, height: 200)
        let svg = r.svg()
        #expect(svg.contains("Cities"))
        #expect(svg.contains("#AF52DE") || svg.lowercased().contains("#af52de"))
        #expect(r.warnings.isEmpty)
    }
}

struct SeriesRow { let day: Int; let sales: Int; let city: String }
let seriesRows = [SeriesRow(day: 1, sales: 10, city: "Cupertino"), SeriesRow(day: 2, sales: 20, city: "San Francisco"),
                  SeriesRow(day: 3, sales: 15, city: "Cupertino")]
