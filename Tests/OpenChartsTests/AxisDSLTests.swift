import ChartEngine
import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// The elements an `AxisMarks` draws for value `index` of `count`.
func elements(_ spec: AxisMarksSpec, _ value: DataValue, index: Int = 0, count: Int = 1) -> [AxisElementSpec] {
    spec.elements(for: AxisValueInfo(index: index, count: count, value: value))
}

func labelText(_ e: AxisElementSpec) -> String? {
    guard case .label(let l) = e else { return nil }
    switch l.text {
    case .automatic: return "<automatic>"
    case .string(let s): return s
    case .content: return "<view>"
    }
}

@Suite("DSL: axes, axis marks and scales")
struct AxisDSLTests {
    static let env: EnvironmentValues = {
        var e = EnvironmentValues()
        e.locale = Locale(identifier: "en_US")
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        e.calendar = c
        e.timeZone = c.timeZone
        return e
    }()

    let chart = Chart { BarMark(x: .value("Month", "Jan"), y: .value("Sales", 10)) }

    @Test("every AxisMarks initializer compiles and keeps its preset, position and values")
    func axisMarksInitializers() throws {
        let view = chart.chartYAxis {
            AxisMarks()
            AxisMarks(preset: .extended, position: .leading, values: .automatic(desiredCount: 3))
            AxisMarks(values: .stride(by: 10)) { _ in AxisGridLine() }
            AxisMarks(values: .stride(by: .month, count: 2)) { AxisTick() }
            AxisMarks(values: [0, 50, 100]) { value in AxisValueLabel("\(value.index)") }
            AxisMarks(position: .trailing, values: [1.5, 2.5]) { AxisGridLine(centered: true) }
            AxisMarks(values: .automatic(minimumStride: 5.0), stroke: StrokeStyle(lineWidth: 2))
            AxisMarks(values: ["a", "b"], stroke: StrokeStyle(lineWidth: 1, dash: [2]))
            AxisMarks(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1)), preset: .inset)
            AxisMarks(format: IntegerFormatStyle<Int>.number, values: [1, 2])
        }
        let marks = try #require(chartOptions(view).yAxis.marks)
        #expect(marks.count == 10)
        #expect(marks[0].content == nil)
        #expect(marks[0].preset == AxisPresetSpec.automatic && marks[0].position == AxisSideSpec.automatic)
        #expect(marks[1].preset == .extended && marks[1].position == .leading)
        guard case .automatic(3, nil) = marks[1].values else { Issue.record("desiredCount lost"); return }
        guard case .stride(10) = marks[2].values, case .dateStride(.month, 2, nil) = marks[3].values,
              case .explicit(let explicit) = marks[4].values else { Issue.record("values lost"); return }
        #expect(explicit == [.number(0), .number(50), .number(100)])
        #expect(elements(marks[4], .number(50), index: 1, count: 3).compactMap(labelText) == ["1"])
        #expect(marks[5].position == .trailing)
        // A stroke makes the default trio explicit, with that stroke on the line and tick.
        let stroked = elements(marks[6], .number(5))
        #expect(stroked.count == 3)
        guard case .gridLine(let g) = stroked[0], case .tick(let t) = stroked[1] else { Issue.record("trio expected"); return }
        #expect(g.stroke?.width == 2 && t.stroke?.width == 2)
        #expect(elements(marks[8], .number(2)).compactMap(labelText) == ["2.0"])
        #expect(marks[8].preset == .inset)
    }

    @Test("the talk's quarter example: first months get line, tick and label; the rest only a line")
    func conditionalContent() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let view = chart.chartXAxis {
            AxisMarks(values: .stride(by: .month)) { value in
                if utc.component(.month, from: value.as(Date.self)!) % 3 == 1 {
                    AxisGridLine().foregroundStyle(.black)
                    AxisTick().foregroundStyle(.black)
                    AxisValueLabel(format: .dateTime.month(.narrow))
                } else {
                    AxisGridLine()
                }
            }
        }
        let spec = try #require(chartOptions(view).xAxis.marks?.first)
        let january = elements(spec, .date(utc.date(from: DateComponents(year: 2022, month: 1, day: 1))!))
        let february = elements(spec, .date(utc.date(from: DateComponents(year: 2022, month: 2, day: 1))!))
        #expect(january.count == 3 && february.count == 1)
        #expect(january.compactMap(labelText) == ["J"])
        guard case .gridLine(let g) = january[0] else { Issue.record("grid line first"); return }
        #expect(g.style.paint == .color(.black))
    }

    @Test("formatted labels follow the chart's locale")
    func localizedFormat() throws {
        var ja = Self.env
        ja.locale = Locale(identifier: "ja_JP")
        let view = chart.chartXAxis {
            AxisMarks { _ in AxisValueLabel(format: .dateTime.month(.abbreviated)) }
        }
        let spec = try #require(chartOptions(view, env: ja).xAxis.marks?.first)
        let march = Self.env.calendar.date(from: DateComponents(year: 2024, month: 3, day: 10))!
        #expect(elements(spec, .date(march)).compactMap(labelText) == ["3月"])
        let numbers = try #require(chartOptions(chart.chartYAxis { AxisMarks(format: FloatingPointFormatStyle<Double>.number) }, env: ja).yAxis.marks?.first)
        #expect(elements(numbers, .number(2500)).compactMap(labelText) == ["2,500"])
    }

    @Test("AxisValue converts its value to the type asked for, or nil")
    func axisValueAs() {
        let n = AxisValue(AxisValueInfo(index: 2, count: 5, value: .number(50)))
        #expect(n.as(Int.self) == 50 && n.as(Double.self) == 50 && n.as(Float.self) == 50 && n.as(UInt8.self) == 50)
        #expect(n.as(String.self) == nil && n.as(Date.self) == nil)
        #expect(AxisValue(AxisValueInfo(index: 0, count: 1, value: .number(2.5))).as(Int.self) == nil)
        #expect(AxisValue(AxisValueInfo(index: 0, count: 1, value: .string("Crêpe"))).as(String.self) == "Crêpe")
        #expect(n.index == 2 && n.count == 5)
    }

    @Test("AxisValueLabel forms, AxisTick lengths, and the look modifiers of axis marks")
    func labelAndTickForms() throws {
        let view = chart.chartXAxis {
            AxisMarks { _ in
                AxisValueLabel()
                AxisValueLabel("Key", centered: true, anchor: .topLeading, collisionResolution: .disabled)
                AxisValueLabel(String("Plain"), orientation: .vertical, horizontalSpacing: 3, verticalSpacing: 5)
                AxisValueLabel(collisionResolution: .greedy(priority: 2, minimumSpacing: 8)) { Text("View") }
                AxisTick(length: .label)
                AxisTick(length: .longestLabel(extendPastBy: 4))
                AxisTick(length: 7)
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2], dashPhase: 2)).offset(x: 1, y: 2).font(.caption)
            }
        }
        let spec = try #require(chartOptions(view).xAxis.marks?.first)
        let e = elements(spec, .string("Jan"))
        #expect(e.compactMap(labelText) == ["<automatic>", "Key", "Plain", "<view>"])
        guard case .label(let key) = e[1], case .label(let plain) = e[2], case .label(let custom) = e[3] else { return }
        #expect(key.centered == true && key.anchor?.x == 0 && key.anchor?.y == 0 && key.collision == .disabled)
        #expect(plain.orientation == .vertical && plain.horizontalSpacing == 3 && plain.verticalSpacing == 5)
        #expect(custom.collision == .greedy(priority: 2, minimumSpacing: 8))
        guard case .tick(let t1) = e[4], case .tick(let t2) = e[5], case .tick(let t3) = e[6],
              case .gridLine(let g) = e[7] else { Issue.record("ticks and line expected"); return }
        #expect(t1.length == .label(extendPastBy: 0) && t2.length == .longestLabel(extendPastBy: 4) && t3.length == .fixed(7))
        #expect(g.stroke?.dash == [2] && g.stroke?.dashPhase == 2)
        #expect(g.style.offset.x == 1 && g.style.offset.y == 2 && g.style.font?.size == 12)
    }

    @Test("chartXScale and chartYScale in all four forms")
    func scaleForms() throws {
        let start = Date(timeIntervalSinceReferenceDate: 0), end = Date(timeIntervalSinceReferenceDate: 86_400)
        let o1 = chartOptions(chart.chartYScale(domain: 0...200))
        guard case .numbers(0, 200)? = o1.yAxis.scale.domain else { Issue.record("numbers"); return }
        let o2 = chartOptions(chart.chartXScale(domain: ["Jan", "Feb"], range: .plotDimension(padding: 10)))
        // An array is categories on a category axis, the range of its numbers on a number axis.
        guard case .values(let listed)? = o2.xAxis.scale.domain, listed.map(\.categoryKey) == ["Jan", "Feb"],
              case .categories(["Jan", "Feb"]) = ScaleDomainSpec.values(listed).resolved(for: .band) else {
            Issue.record("categories"); return
        }
        #expect(o2.xAxis.scale.range == ScaleRangeSpec(startPadding: 10, endPadding: 10))
        let o3 = chartOptions(chart.chartXScale(domain: start...end, type: .date))
        guard case .dates(start, end)? = o3.xAxis.scale.domain else { Issue.record("dates"); return }
        #expect(o3.xAxis.scale.type == .date)
        let o4 = chartOptions(chart.chartYScale(domain: .automatic(includesZero: false, reversed: true)))
        #expect(o4.yAxis.scale.isReversed)
        let o5 = chartOptions(chart.chartYScale(range: .plotDimension(startPadding: 4, endPadding: 8), type: .log))
        #expect(o5.yAxis.scale.range == ScaleRangeSpec(startPadding: 4, endPadding: 8) && o5.yAxis.scale.type == .log)
        // Calls add up: each names only what it sets.
        let o6 = chartOptions(chart.chartYScale(type: .squareRoot).chartYScale(domain: 0...50))
        #expect(o6.yAxis.scale.type == .squareRoot)
        #expect(ScaleType.power(exponent: 0) == .linear && ScaleType.symmetricLog(slopeAtZero: -1) == .symmetricLog)
        #expect(ScaleType.power(exponent: 2).kind == .power(2))
    }

    @Test("axis titles from a key, a string and a view")
    func titles() throws {
        let o = chartOptions(chart.chartXAxisLabel("Month", position: .top, alignment: .leading)
            .chartYAxisLabel(position: .leading, spacing: 6) { Text("Sales") })
        let x = try #require(o.xAxis.title), y = try #require(o.yAxis.title)
        #expect(x.placement == .top && x.alignment?.x == 0)
        #expect(y.placement == .leading && y.spacing == 6)
        #expect(x.content.size(proposal: nil).width > 0)
        let s = try #require(chartOptions(chart.chartXAxisLabel(String("Plain"))).xAxis.title)
        #expect(s.placement == .automatic)
    }
}
