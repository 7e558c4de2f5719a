import ChartEngine
import ChartScene
import Foundation
@testable import OpenCharts
import Testing

@Suite("SectorMark: from the DSL to the spec")
struct SectorMarkSpecTests {
    @Test("SectorMark keeps its angle value, radii and angular inset, with x and y absent")
    func arguments() throws {
        let marks = collect {
            SectorMark(angle: .value("Sales", 916), innerRadius: .ratio(0.618), outerRadius: .inset(10), angularInset: 1.5)
            SectorMark(angle: .value("Sales", 850))
        }
        try #require(marks.count == 2)
        #expect(marks.map(\.kind) == [.sector, .sector])
        #expect(Spelled.marks(marks) == ["sector absent | absent", "sector absent | absent"])
        let first = try #require(marks[0].sector), second = try #require(marks[1].sector)
        #expect(Spelled.slot(first.angle) == "Sales=916.0")
        #expect(first.innerRadius == .ratio(0.618) && first.outerRadius == .inset(10) && first.angularInset == 1.5)
        #expect(second.innerRadius == .automatic && second.outerRadius == .automatic && second.angularInset == nil)
    }

    @Test("a negative or non-finite angular inset is none or zero")
    func badInset() {
        let marks = collect {
            SectorMark(angle: .value("Sales", 1), angularInset: -3)
            SectorMark(angle: .value("Sales", 1), angularInset: .nan)
        }
        #expect(marks.map { $0.sector?.angularInset } == [0, nil])
    }

    @Test("mark modifiers apply to sectors: colour by name, opacity, corner radius and accessibility")
    func modifiers() throws {
        let marks = collect {
            ForEach(styles.prefix(2)) { row in
                SectorMark(angle: .value("Sales", row.value))
                    .foregroundStyle(by: .value("Name", row.name))
                    .opacity(row.name == "Cachapa" ? 1.0 : 0.3)
                    .cornerRadius(5)
                    .accessibilityLabel(row.name)
                    .accessibilityValue("\(row.value) sold")
            }
        }
        #expect(marks.map { $0.style.foregroundBy.map(Spelled.slot) } == ["Name=\"Cachapa\"", "Name=\"Injera\""])
        #expect(marks.map(\.style.opacity) == [1, 0.3])
        #expect(marks.map(\.style.cornerRadius) == [5, 5])
        #expect(marks.map(\.style.accessibilityLabel) == ["Cachapa", "Injera"])
        #expect(marks.map(\.style.accessibilityValue) == ["916 sold", "850 sold"])
    }
}

@Suite("SectorMark: rendered pies and donuts")
struct SectorMarkRenderTests {
    @Test("a pie of six styles: six sectors, no axes or grid, a legend of the six names, VoiceOver labels")
    func pie() throws {
        let chart = Chart(styles, id: \.name) { element in
            SectorMark(angle: .value("Sales", element.value))
                .foregroundStyle(by: .value("Name", element.name))
        }
        let r = try Rendered(chart)
        let sectors = r.doc.elements(classed: "mark sector")
        #expect(sectors.count == 6)
        #expect(r.doc.elements.allSatisfy { !$0.has("axis") && !$0.has("grid") })
        #expect(r.doc.texts(inside: "legend").map(\.text) == styles.map(\.name))
        #expect(sectors.map { $0.attributes["aria-label"] } == ["Cachapa, 916", "Injera, 850", "Crêpe, 802", "Jian Bing, 753",
                                                               "Dosa, 654", "American, 618"])
        #expect(sectors.map { $0.attributes["fill"] }.prefix(2) == ["#007aff", "#34c759"])
        #expect(r.warnings.isEmpty)
        #expect(SVGContract.problems(r.svg).isEmpty)
    }

    @Test("the user's accessibility label and value, opacity and hiding reach the sector elements")
    func accessibilityAndOpacity() throws {
        let chart = Chart(styles.prefix(3), id: \.name) { element in
            SectorMark(angle: .value("Sales", element.value), innerRadius: .ratio(0.618), angularInset: 1.5)
                .cornerRadius(5)
                .opacity(element.name == "Cachapa" ? 1.0 : 0.3)
                .accessibilityLabel(element.name)
                .accessibilityValue("\(element.value) sold")
                .accessibilityHidden(element.name == "Crêpe")
        }
        let sectors = try Rendered(chart).doc.elements(classed: "mark sector")
        try #require(sectors.count == 3)
        #expect(sectors.map { $0.attributes["aria-label"] } == ["Cachapa, 916 sold", "Injera, 850 sold", nil])
        #expect(sectors[2].attributes["aria-hidden"] == "true")
        #expect(sectors.map { $0.attributes["opacity"] } == [nil, "0.3", "0.3"])
    }

    @Test("an annotation sits by default over the middle of its sector: half-way round, half-way out")
    func annotation() throws {
        // 400 × 300 with no legend: centre (200, 150), radius 150. The first of two equal sectors runs
        // from 12 to 6 o'clock, so its middle is at 3 o'clock, 75 points out: (275, 150).
        let chart = Chart {
            SectorMark(angle: .value("Share", 1)).annotation { Text("W") }
            SectorMark(angle: .value("Share", 1))
        }
        .chartLegend(.hidden)
        let r = try Rendered(chart)
        let text = try #require(r.doc.elements.first { $0.name == "text" && $0.text == "W" })
        let x = try #require(Double(text.attributes["x"] ?? "")), baseline = try #require(Double(text.attributes["y"] ?? ""))
        let size = try #require(Double(text.attributes["font-size"] ?? ""))
        let m = EnvironmentValues().measurer.measure("W", font: SceneFont(size: size))
        #expect(abs(x + m.width / 2 - 275) <= printed)
        #expect(abs(baseline + (m.descent - m.ascent) / 2 - 150) <= printed)
    }

    @Test("bad values are skipped with a warning and never reach the file as NaN")
    func badValues() throws {
        let rows = [Row(name: "A", value: 3), Row(name: "B", value: 0), Row(name: "C", value: -2), Row(name: "D", value: 1)]
        let chart = Chart(rows) { SectorMark(angle: .value("Sales", $0.value)).foregroundStyle(by: .value("Name", $0.name)) }
        let r = try Rendered(chart)
        #expect(r.doc.elements(classed: "mark sector").count == 2)
        #expect(r.warnings == ["2 sectors were skipped: a sector's angle value must be a positive, finite number."])
        let nan = Chart { SectorMark(angle: .value("Sales", Double.nan)); SectorMark(angle: .value("Sales", Double.infinity)) }
        let n = try Rendered(nan)
        #expect(n.doc.elements(classed: "mark sector").isEmpty && n.warnings.count == 1)
        #expect(SVGContract.problems(n.svg).isEmpty)
    }

    @Test("the same pie renders the same bytes twice")
    func deterministic() {
        let chart = Chart(styles, id: \.name) { element in
            SectorMark(angle: .value("Sales", element.value), innerRadius: .ratio(0.618), angularInset: 1.5)
                .cornerRadius(5)
                .foregroundStyle(by: .value("Name", element.name))
        }
        #expect(TestRender.renderer(chart).svg() == TestRender.renderer(chart).svg())
    }
}
