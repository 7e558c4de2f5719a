import ChartEngine
import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// Evaluates chart content the way `Chart` does and returns the marks it adds.
func collect<C: ChartContent>(env: EnvironmentValues = EnvironmentValues(),
                              @ChartContentBuilder _ content: () -> C) -> [MarkSpec] {
    var collector = MarkCollector(env: env)
    collectMarks(content(), into: &collector)
    return collector.marks
}

/// Short, readable spellings of spec values, so expectations read like the DSL that made them.
enum Spelled {
    static func value(_ v: DataValue) -> String {
        switch v {
        case .number(let n): return "\(n)"
        case .string(let s): return "\"\(s)\""
        case .date(let d): return "date(\(d.timeIntervalSinceReferenceDate))"
        }
    }

    static func slot(_ s: ValueSlot) -> String { "\(s.label)=\(value(s.value))" }

    static func encoding(_ e: AxisEncoding) -> String {
        func coordinate(_ c: Double?) -> String { c.map { "\($0)" } ?? "nil" }
        switch e {
        case .absent: return "absent"
        case .value(let s): return "value(\(slot(s)))"
        case .interval(let a, let b): return "interval(\(slot(a)), \(slot(b)))"
        case .fixed(let a, let b): return "fixed(\(coordinate(a)), \(coordinate(b)))"
        }
    }

    /// `kind x | y`, one line per mark.
    static func marks(_ marks: [MarkSpec]) -> [String] {
        marks.map { "\($0.kind.rawValue) \(encoding($0.x)) | \(encoding($0.y))" }
    }
}

@Suite("DSL to spec: mark initializers")
struct MarkInitializerTests {
    @Test("the seven BarMark initializers encode values, intervals and fixed coordinates")
    func barMarkForms() {
        let marks = collect {
            BarMark(x: .value("Name", "A"), y: .value("Sales", 5))
            BarMark(x: .value("Name", "A"), yStart: 10, yEnd: 20)
            BarMark(xStart: 30, xEnd: 40, y: .value("Name", "B"))
            BarMark(x: .value("Name", "C"), yStart: .value("Min", 1), yEnd: .value("Max", 3))
            BarMark(xStart: .value("Start", 2), xEnd: .value("End", 4), y: .value("Task", "D"))
            BarMark(xStart: .value("Start", 5), xEnd: .value("End", 6), yStart: 7, yEnd: 8)
            BarMark(xStart: 9, xEnd: 11, yStart: .value("Lo", 12), yEnd: .value("Hi", 13))
        }
        #expect(Spelled.marks(marks) == [
            "bar value(Name=\"A\") | value(Sales=5.0)",
            "bar value(Name=\"A\") | fixed(10.0, 20.0)",
            "bar fixed(30.0, 40.0) | value(Name=\"B\")",
            "bar value(Name=\"C\") | interval(Min=1.0, Max=3.0)",
            "bar interval(Start=2.0, End=4.0) | value(Task=\"D\")",
            "bar interval(Start=5.0, End=6.0) | fixed(7.0, 8.0)",
            "bar fixed(9.0, 11.0) | interval(Lo=12.0, Hi=13.0)",
        ])
    }

    @Test("BarMark keeps its width, height and stacking; range forms leave stacking to the default")
    func barMarkDimensionsAndStacking() {
        let marks = collect {
            BarMark(x: .value("Name", "A"), y: .value("Sales", 5), width: .fixed(12), height: .ratio(0.5), stacking: .normalized)
            BarMark(x: .value("Name", "A"), y: .value("Sales", 5))
            BarMark(x: .value("Name", "A"), yStart: nil, yEnd: nil, width: .inset(2), stacking: .center)
            BarMark(xStart: nil, xEnd: nil, y: .value("Name", "B"), height: 3, stacking: .unstacked)
            BarMark(x: .value("Name", "C"), yStart: .value("Min", 1), yEnd: .value("Max", 3), width: .ratio(0.6))
            BarMark(xStart: .value("Start", 2), xEnd: .value("End", 4), y: .value("Task", "D"), height: 8)
        }
        #expect(marks.map(\.width) == [.fixed(12), .automatic, .inset(2), .automatic, .ratio(0.6), .automatic])
        #expect(marks.map(\.height) == [.ratio(0.5), .automatic, .automatic, .fixed(3), .automatic, .fixed(8)])
        #expect(marks.map(\.stacking) == [.normalized, .standard, .center, .unstacked, nil, nil])
        #expect(Spelled.encoding(marks[2].y) == "fixed(nil, nil)")
        #expect(Spelled.encoding(marks[3].x) == "fixed(nil, nil)")
    }

    @Test("a non-finite fixed coordinate becomes the plot's edge")
    func nonFiniteFixedCoordinates() {
        let marks = collect {
            BarMark(x: .value("Name", "A"), yStart: .nan, yEnd: .infinity)
            RuleMark(xStart: -CGFloat.infinity, xEnd: 4, y: .value("Y", 1))
        }
        #expect(Spelled.encoding(marks[0].y) == "fixed(nil, nil)")
        #expect(Spelled.encoding(marks[1].x) == "fixed(nil, 4.0)")
    }

    @Test("LineMark plots x and y, with a series only when one is given")
    func lineMarkForms() {
        let marks = collect {
            LineMark(x: .value("Day", 1), y: .value("Sales", 10))
            LineMark(x: .value("Day", 2), y: .value("Sales", 20), series: .value("City", "Cupertino"))
        }
        #expect(Spelled.marks(marks) == ["line value(Day=1.0) | value(Sales=10.0)", "line value(Day=2.0) | value(Sales=20.0)"])
        #expect(marks[0].series == nil)
        #expect(marks[1].series.map(Spelled.slot) == "City=\"Cupertino\"")
        #expect(marks.map(\.stacking) == [nil, nil])
    }

    @Test("the three PointMark initializers: both values, or one value at a fixed or middle coordinate")
    func pointMarkForms() {
        let marks = collect {
            PointMark(x: .value("Weight", 60), y: .value("Height", 170))
            PointMark(x: .value("Weight", 70), y: 15)
            PointMark(x: .value("Weight", 80))
            PointMark(x: 25, y: .value("Height", 180))
            PointMark(y: .value("Height", 190))
        }
        #expect(Spelled.marks(marks) == [
            "point value(Weight=60.0) | value(Height=170.0)",
            "point value(Weight=70.0) | fixed(15.0, 15.0)",
            "point value(Weight=80.0) | fixed(nil, nil)",
            "point fixed(25.0, 25.0) | value(Height=180.0)",
            "point fixed(nil, nil) | value(Height=190.0)",
        ])
    }

    @Test("the six AreaMark initializers: stacked values, y ranges and x ranges, each with or without a series")
    func areaMarkForms() {
        let marks = collect {
            AreaMark(x: .value("Day", 1), y: .value("Sales", 5))
            AreaMark(x: .value("Day", 1), y: .value("Sales", 5), series: .value("City", "A"), stacking: .center)
            AreaMark(x: .value("Day", 1), yStart: .value("Min", 2), yEnd: .value("Max", 8))
            AreaMark(x: .value("Day", 1), yStart: .value("Min", 2), yEnd: .value("Max", 8), series: .value("City", "B"))
            AreaMark(xStart: .value("Lo", 3), xEnd: .value("Hi", 4), y: .value("Row", 9))
            AreaMark(xStart: .value("Lo", 3), xEnd: .value("Hi", 4), y: .value("Row", 9), series: .value("City", "C"))
        }
        #expect(Spelled.marks(marks) == [
            "area value(Day=1.0) | value(Sales=5.0)",
            "area value(Day=1.0) | value(Sales=5.0)",
            "area value(Day=1.0) | interval(Min=2.0, Max=8.0)",
            "area value(Day=1.0) | interval(Min=2.0, Max=8.0)",
            "area interval(Lo=3.0, Hi=4.0) | value(Row=9.0)",
            "area interval(Lo=3.0, Hi=4.0) | value(Row=9.0)",
        ])
        #expect(marks.map { $0.series.map(Spelled.slot) } == [nil, "City=\"A\"", nil, "City=\"B\"", nil, "City=\"C\""])
        #expect(marks.map(\.stacking) == [.standard, .center, nil, nil, nil, nil])
    }

    @Test("the six RuleMark initializers: vertical and horizontal, across the plot or between values")
    func ruleMarkForms() {
        let marks = collect {
            RuleMark(x: .value("Day", 1), yStart: .value("Min", 2), yEnd: .value("Max", 3))
            RuleMark(x: .value("Day", 4))
            RuleMark(x: .value("Day", 5), yStart: 6, yEnd: 7)
            RuleMark(x: 8, yStart: .value("Min", 9), yEnd: .value("Max", 10))
            RuleMark(xStart: .value("From", 11), xEnd: .value("To", 12), y: .value("Average", 13))
            RuleMark(y: .value("Average", 14))
            RuleMark(xStart: 15, xEnd: 16, y: .value("Average", 17))
            RuleMark(xStart: .value("From", 18), xEnd: .value("To", 19), y: 20)
        }
        #expect(Spelled.marks(marks) == [
            "rule value(Day=1.0) | interval(Min=2.0, Max=3.0)",
            "rule value(Day=4.0) | fixed(nil, nil)",
            "rule value(Day=5.0) | fixed(6.0, 7.0)",
            "rule fixed(8.0, 8.0) | interval(Min=9.0, Max=10.0)",
            "rule interval(From=11.0, To=12.0) | value(Average=13.0)",
            "rule fixed(nil, nil) | value(Average=14.0)",
            "rule fixed(15.0, 16.0) | value(Average=17.0)",
            "rule interval(From=18.0, To=19.0) | fixed(20.0, 20.0)",
        ])
    }

    @Test("the nine RectangleMark initializers combine values, intervals and fixed coordinates on each axis")
    func rectangleMarkForms() {
        let marks = collect {
            RectangleMark(x: .value("X", 1), y: .value("Y", 2))
            RectangleMark(x: .value("X", 3), yStart: .value("Lo", 4), yEnd: .value("Hi", 5))
            RectangleMark(x: .value("X", 6), yStart: 7, yEnd: 8)
            RectangleMark(xStart: .value("From", 9), xEnd: .value("To", 10), y: .value("Y", 11))
            RectangleMark(xStart: 12, xEnd: 13, y: .value("Y", 14))
            RectangleMark(xStart: .value("From", 15), xEnd: .value("To", 16), yStart: .value("Lo", 17), yEnd: .value("Hi", 18))
            RectangleMark(xStart: .value("From", 19), xEnd: .value("To", 20), yStart: 21, yEnd: 22)
            RectangleMark(xStart: 23, xEnd: 24, yStart: .value("Lo", 25), yEnd: .value("Hi", 26))
            RectangleMark(xStart: 27, xEnd: 28, yStart: 29, yEnd: 30)
            RectangleMark()
        }
        #expect(Spelled.marks(marks) == [
            "rectangle value(X=1.0) | value(Y=2.0)",
            "rectangle value(X=3.0) | interval(Lo=4.0, Hi=5.0)",
            "rectangle value(X=6.0) | fixed(7.0, 8.0)",
            "rectangle interval(From=9.0, To=10.0) | value(Y=11.0)",
            "rectangle fixed(12.0, 13.0) | value(Y=14.0)",
            "rectangle interval(From=15.0, To=16.0) | interval(Lo=17.0, Hi=18.0)",
            "rectangle interval(From=19.0, To=20.0) | fixed(21.0, 22.0)",
            "rectangle fixed(23.0, 24.0) | interval(Lo=25.0, Hi=26.0)",
            "rectangle fixed(27.0, 28.0) | fixed(29.0, 30.0)",
            "rectangle fixed(nil, nil) | fixed(nil, nil)",
        ])
    }

    @Test("MarkDimension literals: an integer or float is a fixed size, .ratio and .inset keep their numbers")
    func markDimensionLiterals() {
        let marks = collect {
            RectangleMark(x: .value("Month", 1), y: .value("Average", 2), width: .ratio(0.6), height: 2)
            RectangleMark(x: .value("Month", 1), y: .value("Average", 2), width: 2.5, height: .inset(1))
            RectangleMark(x: .value("Month", 1), y: .value("Average", 2), width: .fixed(.infinity), height: .ratio(.nan))
            RectangleMark(x: .value("Month", 1), y: .value("Average", 2))
        }
        #expect(marks.map(\.width) == [.ratio(0.6), .fixed(2.5), .fixed(0), .automatic])
        #expect(marks.map(\.height) == [.fixed(2), .inset(1), .ratio(0), .automatic])
    }
}
