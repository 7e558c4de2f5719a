import ChartEngine
import ChartScene
import Foundation
@testable import OpenCharts
import Testing

@Suite("DSL to spec: mark modifiers")
struct MarkModifierTests {
    let rows = [Row(name: "A", value: 1), Row(name: "B", value: 2), Row(name: "C", value: 3)]

    /// Three bars, one per row, with `modify` applied to the ForEach that makes them.
    func bars<C: ChartContent>(env: EnvironmentValues = EnvironmentValues(),
                               _ modify: (ForEach<[Row], String, AnyChartContent>) -> C) -> [MarkStyle] {
        let marks = collect(env: env) {
            modify(ForEach(rows) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) })
        }
        #expect(marks.count == 3)
        return marks.map(\.style)
    }

    /// iOS pink, 0xFF2D55 in light mode and 0xFF375F in dark mode.
    let lightPink = RGBA(red: 1, green: 45 / 255, blue: 85 / 255)
    let darkPink = RGBA(red: 1, green: 55 / 255, blue: 95 / 255)

    @Test("unmodified marks have the default style")
    func defaults() {
        for s in bars({ $0 }) {
            #expect(s.foreground == nil && s.foregroundBy == nil && s.symbolBy == nil && s.symbol == nil)
            #expect(s.symbolSize == nil && s.dodge == nil && s.curve == .linear && s.lineStyle == nil)
            #expect(s.opacity == 1 && s.cornerRadius == 0 && s.offset == (0, 0) && s.zIndex == 0)
            #expect(s.annotations.isEmpty && s.accessibilityLabel == nil && s.accessibilityValue == nil)
            #expect(!s.accessibilityHidden)
        }
    }

    @Test("foregroundStyle with a colour paints every mark of a ForEach, for the environment's colour scheme")
    func foregroundColour() {
        #expect(bars { $0.foregroundStyle(.pink) }.map(\.foreground) == Array(repeating: .color(lightPink), count: 3))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(bars(env: dark) { $0.foregroundStyle(.pink) }.map(\.foreground) == Array(repeating: .color(darkPink), count: 3))
        let grey = RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25)
        #expect(bars { $0.foregroundStyle(Color(white: 0.5).opacity(0.25)) }.map(\.foreground) == Array(repeating: .color(grey), count: 3))
    }

    @Test("foregroundStyle(by:) and symbol(by:) keep the label and each mark's own value")
    func byValue() {
        let marks = collect {
            ForEach(rows) { row in
                PointMark(x: .value("Name", row.name), y: .value("Value", row.value))
                    .foregroundStyle(by: .value("Group", row.name))
                    .symbol(by: .value("Shape", row.value))
            }
        }
        #expect(marks.map { $0.style.foregroundBy.map(Spelled.slot) } == ["Group=\"A\"", "Group=\"B\"", "Group=\"C\""])
        #expect(marks.map { $0.style.symbolBy.map(Spelled.slot) } == ["Shape=1.0", "Shape=2.0", "Shape=3.0"])
    }

    @Test("symbol(_:) sets the shape and symbolSize the area, from a number or a size")
    func symbols() {
        #expect(bars { $0.symbol(.square) }.map(\.symbol) == [.square, .square, .square])
        #expect(bars { $0.symbol(BasicChartSymbolShape.asterisk) }.map(\.symbol) == [.asterisk, .asterisk, .asterisk])
        #expect(bars { $0.symbolSize(100) }.map(\.symbolSize) == [100, 100, 100])
        #expect(bars { $0.symbolSize(CGSize(width: 4, height: 5)) }.map(\.symbolSize) == [20, 20, 20])
        #expect(bars { $0.symbolSize(-3) }.map(\.symbolSize) == [0, 0, 0])
        #expect(bars { $0.symbolSize(.nan) }.map(\.symbolSize) == [nil, nil, nil])
    }

    @Test("position(by:) keeps the dodge value, axis and span")
    func positionBy() {
        let marks = collect {
            ForEach(rows) { row in
                BarMark(x: .value("Name", "All"), y: .value("Value", row.value))
                    .position(by: .value("Row", row.name), axis: .horizontal, span: .ratio(0.5))
            }
        }
        #expect(marks.map { $0.style.dodge.map { Spelled.slot($0.slot) } } == ["Row=\"A\"", "Row=\"B\"", "Row=\"C\""])
        #expect(marks.allSatisfy { $0.style.dodge?.axis == .x && $0.style.dodge?.span == .ratio(0.5) })

        let plain = bars { $0.position(by: .value("Row", 1)) }
        #expect(plain.allSatisfy { $0.dodge?.axis == nil && $0.dodge?.span == .automatic })
        #expect(bars { $0.position(by: .value("Row", 1), axis: .vertical) }.allSatisfy { $0.dodge?.axis == .y })
    }

    @Test("interpolationMethod maps each case to its curve")
    func interpolation() {
        let cases: [(InterpolationMethod, Curve)] = [
            (.linear, .linear), (.catmullRom, .catmullRom(alpha: 0.5)), (.catmullRom(alpha: 0.2), .catmullRom(alpha: 0.2)),
            (.cardinal, .cardinal(tension: 0)), (.cardinal(tension: 0.7), .cardinal(tension: 0.7)), (.monotone, .monotone),
            (.stepStart, .stepStart), (.stepCenter, .stepCenter), (.stepEnd, .stepEnd),
        ]
        for (method, curve) in cases {
            #expect(bars { $0.interpolationMethod(method) }.map(\.curve) == [curve, curve, curve])
        }
    }

    @Test("lineStyle keeps width, cap, join, miter limit and dashes; bad numbers become 0")
    func lineStyle() {
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [5, 3], dashPhase: 2)
        let expected = LineStyleSpec(width: 3, cap: .round, join: .bevel, miterLimit: 4, dash: [5, 3], dashPhase: 2)
        #expect(bars { $0.lineStyle(style) }.map(\.lineStyle) == [expected, expected, expected])
        let bad = StrokeStyle(lineWidth: .nan, dash: [-1, .infinity], dashPhase: .nan)
        let cleaned = LineStyleSpec(width: 0, dash: [0, 0], dashPhase: 0)
        #expect(bars { $0.lineStyle(bad) }.map(\.lineStyle) == [cleaned, cleaned, cleaned])
    }

    @Test("opacity multiplies: on the mark and on its ForEach, clamped to 0...1")
    func opacity() {
        let marks = collect {
            ForEach(rows) { row in
                BarMark(x: .value("Name", row.name), y: .value("Value", row.value)).opacity(0.5)
            }
            .opacity(0.5)
        }
        #expect(marks.map(\.style.opacity) == [0.25, 0.25, 0.25])
        #expect(bars { $0.opacity(2) }.map(\.opacity) == [1, 1, 1])
        #expect(bars { $0.opacity(-1) }.map(\.opacity) == [0, 0, 0])
        #expect(bars { $0.opacity(.nan) }.map(\.opacity) == [1, 1, 1])
    }

    @Test("cornerRadius, offset and zIndex apply to every mark; offsets add up")
    func geometryModifiers() {
        #expect(bars { $0.cornerRadius(4) }.map(\.cornerRadius) == [4, 4, 4])
        #expect(bars { $0.cornerRadius(-2) }.map(\.cornerRadius) == [0, 0, 0])
        let offsets = bars { $0.offset(x: 3, y: -2).offset(CGSize(width: 1, height: 1)) }.map(\.offset)
        #expect(offsets.allSatisfy { $0 == (4, -1) })
        #expect(bars { $0.offset(y: .infinity) }.map(\.offset).allSatisfy { $0 == (0, 0) })
        #expect(bars { $0.zIndex(2) }.map(\.zIndex) == [2, 2, 2])
        #expect(bars { $0.zIndex(.nan) }.map(\.zIndex) == [0, 0, 0])
    }

    @Test("annotation adds a view with its position, alignment and spacing to every mark")
    func annotation() {
        let styles = bars { $0.annotation(position: .top, alignment: .leading, spacing: 4) { Text("Average") } }
        for s in styles {
            #expect(s.annotations.count == 1)
            guard let a = s.annotations.first else { continue }
            #expect(a.placement == .top)
            #expect(a.alignment?.x == 0 && a.alignment?.y == 0.5)
            #expect(a.spacing == 4)
            // The text has a size, so the engine can place it.
            let size = a.content.size(proposal: nil)
            #expect(size.width > 0 && size.height > 0)
        }
        let two = bars { $0.annotation { Text("A") }.annotation(position: .overlay, alignment: .bottomTrailing) { Text("B") } }
        #expect(two.allSatisfy { $0.annotations.map(\.placement) == [.automatic, .overlay] })
        #expect(two.allSatisfy { $0.annotations.first?.alignment?.x == 0.5 && $0.annotations.first?.spacing == nil })
        #expect(two.allSatisfy { $0.annotations.last?.alignment?.x == 1 && $0.annotations.last?.alignment?.y == 1 })
    }

    @Test("accessibilityLabel, accessibilityValue and accessibilityHidden apply to every mark")
    func accessibility() {
        let marks = collect {
            ForEach(rows) { row in
                BarMark(x: .value("Name", row.name), y: .value("Value", row.value))
                    .accessibilityLabel(row.name)
                    .accessibilityValue("\(row.value) sold")
            }
        }
        #expect(marks.map(\.style.accessibilityLabel) == ["A", "B", "C"])
        #expect(marks.map(\.style.accessibilityValue) == ["1 sold", "2 sold", "3 sold"])
        #expect(bars { $0.accessibilityLabel(Text("Bar")) }.map(\.accessibilityLabel) == ["Bar", "Bar", "Bar"])
        #expect(bars { $0.accessibilityValue(Text("High")) }.map(\.accessibilityValue) == ["High", "High", "High"])
        #expect(bars { $0.accessibilityHidden(true) }.map(\.accessibilityHidden) == [true, true, true])
        // The modifier nearest the mark wins, as in SwiftUI.
        #expect(bars { $0.accessibilityHidden(true).accessibilityHidden(false) }.map(\.accessibilityHidden) == [true, true, true])
    }

    @Test("modifiers on a ForEach reach marks nested in Plot, if and user content")
    func modifiersReachNestedContent() {
        let marks = collect {
            Plot {
                RowBars(rows: rows)
                if rows.count == 3 {
                    RuleMark(y: .value("Average", 2))
                }
            }
            .foregroundStyle(.pink)
            .zIndex(1)
            PointMark(x: .value("Name", "A"), y: .value("Value", 1))
        }
        #expect(marks.map(\.style.foreground) == [.color(lightPink), .color(lightPink), .color(lightPink), .color(lightPink), nil])
        #expect(marks.map(\.style.zIndex) == [1, 1, 1, 1, 0])
    }
}
