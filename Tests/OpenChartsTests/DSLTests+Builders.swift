import ChartEngine
import Foundation
@testable import OpenCharts
import Testing

/// A row of test data with a name and a number.
struct Row: Identifiable {
    let name: String
    let value: Int
    var id: String { name }
}

/// Chart content of the user's own, with a body.
struct RowBars: ChartContent {
    let rows: [Row]
    var body: some ChartContent {
        ForEach(rows) { row in
            BarMark(x: .value("Name", row.name), y: .value("Value", row.value))
        }
    }
}

/// User content that nests user content and adds a mark of its own.
struct RowBarsWithAverage: ChartContent {
    let rows: [Row]
    var body: some ChartContent {
        RowBars(rows: rows)
        RuleMark(y: .value("Average", 2))
    }
}

@Suite("DSL to spec: the chart content builder")
struct ChartContentBuilderTests {
    let rows = [Row(name: "A", value: 1), Row(name: "B", value: 2), Row(name: "C", value: 3)]

    @Test("marks listed in a builder are added in order")
    func sequence() {
        let marks = collect {
            BarMark(x: .value("Name", "A"), y: .value("Value", 1))
            LineMark(x: .value("Day", 1), y: .value("Value", 2))
            PointMark(x: .value("Day", 1), y: .value("Value", 3))
            AreaMark(x: .value("Day", 1), y: .value("Value", 4))
            RuleMark(y: .value("Value", 5))
            RectangleMark(x: .value("Day", 1), y: .value("Value", 6))
        }
        #expect(marks.map(\.kind) == [.bar, .line, .point, .area, .rule, .rectangle])
    }

    @Test("an empty builder adds no marks")
    func empty() {
        #expect(collect { }.isEmpty)
    }

    @Test("if without else adds its marks only when the condition holds")
    func ifWithoutElse() {
        for flag in [true, false] {
            let marks = collect {
                BarMark(x: .value("Name", "A"), y: .value("Value", 1))
                if flag {
                    PointMark(x: .value("Name", "B"), y: .value("Value", 2))
                    RuleMark(y: .value("Value", 3))
                }
            }
            #expect(marks.map(\.kind) == (flag ? [.bar, .point, .rule] : [.bar]))
        }
    }

    @Test("if/else adds the marks of the branch taken")
    func ifElse() {
        for flag in [true, false] {
            let marks = collect {
                if flag {
                    LineMark(x: .value("Day", 1), y: .value("Value", 2))
                } else {
                    BarMark(x: .value("Day", 1), y: .value("Value", 2))
                    RuleMark(y: .value("Value", 3))
                }
            }
            #expect(marks.map(\.kind) == (flag ? [.line] : [.bar, .rule]))
        }
    }

    @Test("if let adds its marks only when the value is there, with the value unwrapped")
    func ifLet() {
        for average in [Optional(4.5), nil] {
            let marks = collect {
                BarMark(x: .value("Name", "A"), y: .value("Value", 1))
                if let average {
                    RuleMark(y: .value("Average", average))
                }
            }
            #expect(Array(Spelled.marks(marks).dropFirst()) == (average == nil ? [] : ["rule fixed(nil, nil) | value(Average=4.5)"]))
        }
    }

    @Test("for-in inside a builder adds one mark per element, in order")
    func forIn() {
        let marks = collect {
            for row in rows {
                BarMark(x: .value("Name", row.name), y: .value("Value", row.value))
            }
        }
        #expect(Spelled.marks(marks) == [
            "bar value(Name=\"A\") | value(Value=1.0)",
            "bar value(Name=\"B\") | value(Value=2.0)",
            "bar value(Name=\"C\") | value(Value=3.0)",
        ])
    }

    @Test("ForEach over identifiable data, over a key path and over a range adds one mark per element")
    func forEachForms() {
        let marks = collect {
            ForEach(rows) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
            ForEach(rows, id: \.value) { PointMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
            ForEach(0..<2) { i in RuleMark(y: .value("Level", i)) }
        }
        #expect(marks.map(\.kind) == [.bar, .bar, .bar, .point, .point, .point, .rule, .rule])
        #expect(Array(Spelled.marks(marks).suffix(2)) == ["rule fixed(nil, nil) | value(Level=0.0)",
                                                   "rule fixed(nil, nil) | value(Level=1.0)"])
    }

    @Test("nested ForEach adds inner marks for each outer element, outer order first")
    func nestedForEach() {
        let groups = [(city: "Cupertino", values: [1, 2]), (city: "Paris", values: [3, 4, 5])]
        let marks = collect {
            ForEach(groups, id: \.city) { group in
                ForEach(group.values, id: \.self) { v in
                    LineMark(x: .value("Day", v), y: .value("Sales", v * 10), series: .value("City", group.city))
                }
            }
        }
        #expect(marks.map { $0.series?.value } == [.string("Cupertino"), .string("Cupertino"),
                                                   .string("Paris"), .string("Paris"), .string("Paris")])
        #expect(marks.map { $0.y.slots.first?.value } == [.number(10), .number(20), .number(30), .number(40), .number(50)])
    }

    @Test("a ForEach body may list several marks per element")
    func severalMarksPerElement() {
        let marks = collect {
            ForEach(rows) { row in
                BarMark(x: .value("Name", row.name), y: .value("Value", row.value))
                PointMark(x: .value("Name", row.name), y: .value("Value", row.value))
            }
        }
        #expect(marks.map(\.kind) == [.bar, .point, .bar, .point, .bar, .point])
    }

    @Test("Plot groups content without changing it")
    func plot() {
        let marks = collect {
            Plot {
                BarMark(x: .value("Name", "A"), y: .value("Value", 1))
                RuleMark(y: .value("Value", 2))
            }
            PointMark(x: .value("Name", "B"), y: .value("Value", 3))
        }
        #expect(marks.map(\.kind) == [.bar, .rule, .point])
    }

    @Test("AnyChartContent erases content and still adds its marks once")
    func anyChartContent() {
        let bar = AnyChartContent(BarMark(x: .value("Name", "A"), y: .value("Value", 1)))
        let twice = AnyChartContent(erasing: AnyChartContent(RuleMark(y: .value("Value", 2))))
        let list: [AnyChartContent] = [bar, twice]
        let marks = collect {
            bar
            twice
            ForEach(0..<2) { list[$0] }
        }
        #expect(marks.map(\.kind) == [.bar, .rule, .bar, .rule])
    }

    @Test("a user type with a body is followed down to its marks, also when nested")
    func userContent() {
        let marks = collect {
            RowBarsWithAverage(rows: rows)
            RowBars(rows: Array(rows.prefix(1)))
        }
        #expect(marks.map(\.kind) == [.bar, .bar, .bar, .rule, .bar])
    }

    @Test("Chart(data, id:) and Chart(data) evaluate their content once per element")
    func chartInitializers() {
        let byID = Chart(rows, id: \.name) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
        let identifiable = Chart(rows) { PointMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
        let built = Chart { RowBars(rows: rows) }
        var collector = MarkCollector(env: EnvironmentValues())
        collectMarks(byID.content, into: &collector)
        collectMarks(identifiable.content, into: &collector)
        collectMarks(built.content, into: &collector)
        #expect(collector.marks.map(\.kind) == [.bar, .bar, .bar, .point, .point, .point, .bar, .bar, .bar])
    }
}
