import ChartEngine
import ChartScene
import Foundation
import Testing

@Suite("Polar layout: where sectors sit")
struct PolarLayoutTests {
    /// The fixture's frame is 400 × 300 at (20, 10); with no axes and no legend the plot is the
    /// whole frame, so the centre is (220, 160) and the radius 150.
    let center = ScenePoint(220, 160), radius = 150.0

    func layout(_ marks: [MarkSpec]) throws -> PolarLayout {
        try #require(EngineFixture.render(marks).output.polar)
    }

    @Test("sector angles are proportional to the values: 1, 2, 3 and 6 of 12 take 30°, 60°, 90° and 180°")
    func proportionalAngles() throws {
        let polar = try layout([1, 2, 3, 6].map { PolarFixture.sector($0) })
        let spans = polar.sectors.map { PolarFixture.degrees($0.endAngle - $0.startAngle) }
        for (span, expected) in zip(spans, [30.0, 60, 90, 180]) { #expect(abs(span - expected) < 0.1) }
        #expect(polar.sectors.map(\.value) == [1, 2, 3, 6])
        #expect(polar.sectors.map(\.cumulativeStart) == [0, 1, 3, 6])
        #expect(polar.total == 12)
    }

    @Test("the first sector starts at 12 o'clock and the others follow clockwise in data order")
    func startsAtTwelveClockwise() throws {
        let polar = try layout([1, 2, 3, 6].map { PolarFixture.sector($0) })
        #expect(polar.center == center && polar.radius == radius)
        let starts = polar.sectors.map { PolarFixture.degrees($0.startAngle) }
        for (start, expected) in zip(starts, [0.0, 30, 90, 180]) { #expect(abs(start - expected) < 0.1) }
        #expect(abs(polar.sectors[3].endAngle - 2 * Double.pi) < 1e-12)
        // On screen: the first path begins straight above the centre, and the quarter-turn sector
        // from 90° to 180° lies right of the centre and below it.
        let drawn = EngineFixture.render([1, 2, 3, 6].map { PolarFixture.sector($0) })
        let paths = drawn.shapes("mark sector").map(\.path)
        try #require(paths.count == 4)
        let first = try #require(PolarFixture.ends(paths[0]).first)
        #expect(abs(first.x - 220) < 1e-9 && abs(first.y - 10) < 1e-9)
        for p in PolarFixture.ends(paths[2]) { #expect(p.x >= 220 - 1e-9 && p.y >= 160 - 1e-9) }
    }

    @Test("radii: automatic fills half the shorter side; ratio, inset and fixed points of it")
    func radii() throws {
        let polar = try layout([
            PolarFixture.sector(1),
            PolarFixture.sector(1, outer: .ratio(0.5)),
            PolarFixture.sector(1, outer: .inset(10)),
            PolarFixture.sector(1, outer: .fixed(50)),
            PolarFixture.sector(1, outer: .fixed(1_000)),
        ])
        #expect(polar.sectors.map(\.outerRadius) == [150, 75, 140, 50, 150])
        #expect(polar.sectors.map(\.innerRadius) == [0, 0, 0, 0, 0])
    }

    @Test("a ratio of 0.618 makes a hole 0.618 of the outer radius; inset and fixed holes count from it")
    func holes() throws {
        let polar = try layout([
            PolarFixture.sector(1, inner: .ratio(0.618)),
            PolarFixture.sector(1, inner: .ratio(0.5), outer: .fixed(100)),
            PolarFixture.sector(1, inner: .inset(20)),
            PolarFixture.sector(1, inner: .fixed(40)),
        ])
        let inner = polar.sectors.map(\.innerRadius)
        #expect(abs(inner[0] - 92.7) < 1e-9)
        #expect(inner[1] == 50 && inner[2] == 130 && inner[3] == 40)
        // The drawn donut's inner arc lies on that circle: no end point of its path nearer the centre.
        let drawn = EngineFixture.render([PolarFixture.sector(1, inner: .ratio(0.618)), PolarFixture.sector(1, inner: .ratio(0.618))])
        for path in drawn.shapes("mark sector").map(\.path) {
            let nearest = PolarFixture.ends(path).map { PolarFixture.distance($0, center) }.min() ?? 0
            #expect(abs(nearest - 92.7) < 1e-6)
        }
    }

    @Test("zero, negative, NaN and text values are skipped with one warning; the rest share the circle")
    func skipsBadValues() throws {
        var text = PolarFixture.sector(1)
        text.sector = SectorSpec(angle: EngineFixture.category("Sales", "many"))
        let drawn = EngineFixture.render([PolarFixture.sector(3), PolarFixture.sector(0), PolarFixture.sector(-2),
                                          PolarFixture.sector(.nan), PolarFixture.sector(.infinity), text, PolarFixture.sector(1)])
        let polar = try #require(drawn.output.polar)
        #expect(polar.sectors.map(\.markIndex) == [0, 6])
        #expect(abs(PolarFixture.degrees(polar.sectors[0].endAngle) - 270) < 0.1)
        #expect(drawn.shapes("mark sector").count == 2)
        #expect(drawn.output.warnings.map(\.message) == ["5 sectors were skipped: a sector's angle value must be a positive, finite number."])
    }

    @Test("a chart whose sectors are all skipped draws nothing and still reports them")
    func allSkipped() throws {
        let drawn = EngineFixture.render([PolarFixture.sector(0), PolarFixture.sector(-1)])
        let polar = try #require(drawn.output.polar)
        #expect(polar.sectors.isEmpty && polar.total == 0)
        #expect(polar.value(atAngle: 1) == nil && polar.sectorIndex(atAngle: 1) == nil)
        #expect(drawn.shapes("mark").isEmpty)
        #expect(drawn.output.warnings.count == 1)
    }

    @Test("values whose sum overflows are skipped rather than drawn with NaN angles")
    func overflowingSum() throws {
        let drawn = EngineFixture.render([PolarFixture.sector(.greatestFiniteMagnitude), PolarFixture.sector(.greatestFiniteMagnitude)])
        #expect(drawn.shapes("mark sector").isEmpty)
        #expect(drawn.output.warnings.count == 1)
    }

    @Test("a chart of sectors has no axes and no grid, and its legend lists the names")
    func noAxes() {
        let drawn = EngineFixture.render([PolarFixture.sector(2, name: "Cachapa"), PolarFixture.sector(1, name: "Injera")])
        #expect(drawn.items.allSatisfy { $0.classes.isDisjoint(with: ["axis", "grid"]) })
        #expect(drawn.texts("legend").map(\.string) == ["Cachapa", "Injera"])
        #expect(drawn.shapes("mark sector").map(\.fill) == [.color(EngineFixture.blue), .color(EngineFixture.green)])
        #expect(drawn.shapes("mark sector").map(\.semantics.label) == ["Cachapa, 2", "Injera, 1"])
        #expect(drawn.output.warnings.isEmpty)
    }

    @Test("a chart without sectors has no polar layout")
    func noSectors() {
        #expect(EngineFixture.render([EngineFixture.bar("A", 1)]).output.polar == nil)
    }
}
