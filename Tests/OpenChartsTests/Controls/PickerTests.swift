import ChartScene
import ChartText
import Foundation
@testable import OpenCharts
import Testing

/// The periods an activity screen switches between.
private enum Period: String, CaseIterable { case week = "Week", month = "Month", year = "Year" }

/// An activity screen: a segmented picker over the period, and a chart whose content a
/// `switch` on the period chooses.
private struct ActivityScreen: View {
    @State var period: Period

    var body: some View {
        VStack(spacing: 16) {
            Picker("Period", selection: $period) {
                ForEach(Period.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            Chart {
                switch period {
                case .week:
                    ForEach(DaySteps.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.count)) }
                case .month:
                    ForEach(1..<31) { day in BarMark(x: .value("Day", "\(day)"), y: .value("Steps", 8_000 + day * 50)) }
                case .year:
                    ForEach(1..<13) { month in LineMark(x: .value("Month", month), y: .value("Steps", 9_000 + month * 100)) }
                }
            }
            .frame(height: 240)
        }
        .padding()
    }
}

@Suite("Picker")
struct PickerTests {
    static let track = RGBA.hex(0x767680, alpha: 0.12)

    @Test("a segmented picker is a 32 point grey track with the selected segment raised in white")
    func segmentedGeometry() throws {
        let d = DrawnView(ActivityScreen(period: .month), width: 390, height: 600)
        let track = try #require(d.shapes(filled: Self.track).first)
        #expect(close(track.bounds, 16, 16, 358, 32))
        // Three equal segments inside a 2 point inset: (358 - 4) / 3 = 118 wide.
        let selected = try #require(d.shapes(filled: .white).last)
        #expect(close(selected.bounds, 16 + 2 + 118, 18, 118, 28))
        let month = try #require(d.text("Month"))
        #expect(month.text.font.size == 13)
        #expect(month.text.font.weight == .semibold)
        let width = MetricsTableMeasurer().measure("Month", font: month.text.font).width
        #expect(close(month.origin.x, 16 + 2 + 118 + 59 - width / 2))
        #expect(try #require(d.text("Week")).text.font.weight == .regular)
    }

    @Test("the selection picks the segment, and the switch in the chart follows it")
    func selectionDrivesChart() throws {
        let week = DrawnView(ActivityScreen(period: .week), width: 390, height: 600)
        #expect(close(try #require(week.shapes(filled: .white).last).bounds.x, 18))
        #expect(markCount(ActivityScreen(period: .week), "bar") == 7)
        #expect(markCount(ActivityScreen(period: .month), "bar") == 30)
        #expect(markCount(ActivityScreen(period: .year), "bar") == 0)
        #expect(markCount(ActivityScreen(period: .year), "line") == 1)
    }

    @Test("options of a ForEach over allCases are tagged by their ids without tag(_:)")
    func implicitTags() throws {
        let d = DrawnView(Picker("Period", selection: .constant(Period.year)) {
            ForEach(Period.allCases, id: \.self) { Text($0.rawValue) }
        }.pickerStyle(.segmented), width: 300)
        #expect(close(try #require(d.shapes(filled: .white).last).bounds.x, 2 + 2 * (296.0 / 3)))
        #expect(try #require(d.text("Year")).text.font.weight == .semibold)
    }

    @Test("the automatic and menu styles show the title, then the selected option in the accent colour with chevrons")
    func menu() throws {
        for style in [AnyView(Picker("Period", selection: .constant(Period.week)) {
                          ForEach(Period.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                      }),
                      AnyView(Picker("Period", selection: .constant(Period.week)) {
                          ForEach(Period.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                      }.pickerStyle(.menu))] {
            let r = TestRender.renderer(style, width: 300, height: 44)
            let d = DrawnView(style, width: 300)
            #expect(d.texts.map(\.text.string) == ["Period", "Week"])
            #expect(try #require(d.text("Week")).text.fill == .color(.hex(0x007AFF)))
            // The chevrons end the row, in the accent colour.
            let chevrons = d.shapes(classed: "symbol")
            #expect(chevrons.count == 1)
            #expect(chevrons.allSatisfy { $0.shape.stroke?.paint == .color(.hex(0x007AFF)) })
            #expect(chevrons.allSatisfy { $0.bounds.x + $0.bounds.width <= 300 && $0.bounds.x > 250 })
            _ = r.svg()
            #expect(r.warnings.isEmpty)
        }
    }

    @Test("a selection no option is tagged with draws no value and says so")
    func unmatchedSelection() {
        var r = TestRender.renderer(Picker("Size", selection: .constant(5)) {
            Text("Small").tag(1)
            Text("Large").tag(2)
        }, width: 300, height: 44)
        r.colorScheme = .light
        let svg = r.svg()
        #expect(!svg.contains(">Small<") && !svg.contains(">Large<"))
        #expect(r.warnings.contains { $0.contains("Picker") && $0.contains("5") })
    }

    @Test("an inline picker lists every option and checks the selected one in the accent colour")
    func inline() throws {
        let d = DrawnView(Picker("Unit", selection: .constant("km")) {
            Text("Kilometres").tag("km")
            Text("Miles").tag("mi")
        }.pickerStyle(.inline), width: 300)
        #expect(d.texts.map(\.text.string) == ["Unit", "Kilometres", "Miles"])
        let check = d.shapes(classed: "symbol")
        #expect(check.count == 1)
        #expect(check.first?.shape.stroke?.paint == .color(.hex(0x007AFF)))
        // The check sits in the first 44 point row, below the 13 point header and its 6 point gap.
        let header = Measure.size("Unit", .footnote).height
        #expect(check.first.map { $0.bounds.midY > header + 6 && $0.bounds.midY < header + 6 + 44 } == true)
    }

    @Test("a wheel is 216 points high, the selected option in its middle band and its neighbours fading")
    func wheel() throws {
        let d = DrawnView(Picker("Period", selection: .constant(Period.month)) {
            ForEach(Period.allCases, id: \.self) { Text($0.rawValue) }
        }.pickerStyle(.wheel), width: 300)
        #expect(d.size.height == 216)
        let band = try #require(d.shapes(filled: Self.track).first)
        #expect(close(band.bounds, 8, 108 - 17, 284, 34))
        let month = try #require(d.text("Month"))
        #expect(month.text.font.size == 21)
        #expect(abs(month.origin.y - 108) < 10)
        #expect(d.text("Week").map { $0.origin.y < month.origin.y - 20 } == true)
        #expect(d.text("Year").map { $0.origin.y > month.origin.y + 20 } == true)
    }

    @Test("a navigation link picker shows the selected option in grey before a chevron")
    func navigationLink() throws {
        let d = DrawnView(Picker("Goal", selection: .constant(10_000)) {
            Text("8,000").tag(8_000)
            Text("10,000").tag(10_000)
        }.pickerStyle(.navigationLink), width: 300)
        #expect(d.texts.map(\.text.string) == ["Goal", "10,000"])
        #expect(try #require(d.text("10,000")).text.fill == .color(.hex(0x3C3C43, alpha: 0.6)))
        #expect(d.shapes(classed: "symbol").count == 1)
    }

    @Test("labelsHidden leaves a menu picker its value and chevrons alone")
    func labelsHidden() {
        let d = DrawnView(Picker("Period", selection: .constant(Period.week)) {
            ForEach(Period.allCases, id: \.self) { Text($0.rawValue) }
        }.labelsHidden())
        #expect(d.texts.map(\.text.string) == ["Week"])
    }
}
