import Foundation
import Testing
@testable import ChartEngine

@Suite("Scale transforms and transformed position scales")
struct ScaleTransformTests {
    @Test("log, power and symmetric log transforms, and their inverses, at hand-worked points")
    func transforms() {
        #expect(ScaleTransform.log.apply(1000) == 3)
        #expect(ScaleTransform.log.apply(0).isNaN && ScaleTransform.log.apply(-5).isNaN)
        #expect(ScaleTransform.power(0.5).apply(81) == 9)
        #expect(ScaleTransform.power(0.5).apply(-81) == -9)
        #expect(ScaleTransform.power(2).apply(-3) == -9)
        // ln(1 + e − 1) = 1, and the slope scales the argument: ln(1 + 2·(e−1)/2) = 1.
        #expect(abs(ScaleTransform.symlog(1).apply(M_E - 1) - 1) < 1e-12)
        #expect(abs(ScaleTransform.symlog(2).apply(-(M_E - 1) / 2) + 1) < 1e-12)
        for t in [ScaleTransform.log, .power(0.5), .power(3), .symlog(1), .symlog(0.01)] {
            for v in [0.001, 0.5, 3, 250, 1e6] where t.accepts(v) {
                #expect(abs(t.invert(t.apply(v)) - v) <= 1e-9 * v)
            }
        }
    }

    func scale(_ type: ScaleKind, lo: Double, hi: Double, rangeStart: Double = 0, rangeEnd: Double = 100) -> PositionScale {
        var options = PositionScaleOptions()
        options.type = type
        options.domain = .numbers(lo, hi)
        return PositionScaleBuilder(axis: .x, kind: .linear, calendar: EngineFixture.calendar)
            .build(marks: [], rangeStart: rangeStart, rangeEnd: rangeEnd, options: options)
    }

    @Test("a log scale over 1…1000 puts 10 a third of the way and 100 two thirds")
    func logMapping() throws {
        let s = scale(.log, lo: 1, hi: 1000, rangeStart: 0, rangeEnd: 300)
        #expect(abs(try #require(s.map(10)) - 100) < 1e-9)
        #expect(abs(try #require(s.map(100)) - 200) < 1e-9)
        #expect(s.map(0) == nil && s.map(-1) == nil)
        #expect(abs(s.invert(150) - 31.6227766) < 1e-6)
        // Bars on a log scale grow from the domain's low end, where zero would be.
        #expect(s.baseline == 0)
    }

    @Test("square root, power and symmetric log map at hand-worked points and invert exactly")
    func otherMappings() throws {
        let sqrt = scale(.squareRoot, lo: 0, hi: 100)
        #expect(abs(try #require(sqrt.map(25)) - 50) < 1e-9)
        let square = scale(.power(2), lo: 0, hi: 10)
        #expect(abs(try #require(square.map(5)) - 25) < 1e-9)
        let symlog = scale(.symmetricLog(slopeAtZero: 1), lo: -(M_E - 1), hi: M_E - 1)
        #expect(abs(try #require(symlog.map(0)) - 50) < 1e-9)
        #expect(abs(try #require(symlog.map(M_E - 1)) - 100) < 1e-9)
        for s in [sqrt, square, symlog, scale(.log, lo: 0.01, hi: 1e5)] {
            for p in stride(from: 0.0, through: 100, by: 12.5) {
                let v = s.invert(p)
                #expect(abs(try #require(s.map(v)) - p) < 1e-9)
            }
        }
    }

    @Test("an automatic log domain widens to powers of ten around the positive data")
    func logDomain() {
        let marks = [12.0, 96_000, 0, -4].map { v in
            ResolvedMark.testPoint(x: v)
        }
        var options = PositionScaleOptions()
        options.type = .log
        let s = PositionScaleBuilder(axis: .x, kind: .linear, calendar: EngineFixture.calendar)
            .build(marks: marks, rangeStart: 0, rangeEnd: 400, options: options)
        #expect(s.domain.lo == 10 && s.domain.hi == 100_000)
    }

    @Test("log ticks: powers of ten, with 2 and 5 between them when there is room")
    func logTicks() {
        #expect(PositionScale.logTicks(lo: 1, hi: 100, count: 10) == [1, 2, 5, 10, 20, 50, 100])
        #expect(PositionScale.logTicks(lo: 10, hi: 100_000, count: 7) == [10, 100, 1000, 10_000, 100_000])
        // Twelve decades in room for four ticks: every third power.
        #expect(PositionScale.logTicks(lo: 1, hi: 1e12, count: 4) == [1, 1e3, 1e6, 1e9, 1e12])
        #expect(PositionScale.logTicks(lo: 0, hi: 10, count: 5).isEmpty)
    }

    @Test("a fixed domain is kept as given, without zero or rounding, and does not clip the plot")
    func fixedDomain() throws {
        var options = PositionScaleOptions()
        options.domain = .numbers(0, 200)
        let s = PositionScaleBuilder(axis: .y, kind: .linear, calendar: EngineFixture.calendar)
            .build(marks: [ResolvedMark.testPoint(x: 0, y: 250)], rangeStart: 180, rangeEnd: 0, options: options)
        #expect(s.domain.lo == 0 && s.domain.hi == 200)
        #expect(abs(try #require(s.map(100)) - 90) < 1e-9)
        #expect(!s.clipsToPlot)
        // 180 points hold about four ticks: steps of 50.
        let labels = s.ticks(axis: .y, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!).map(\.label)
        #expect(labels == ["0", "50", "100", "150", "200"])
    }

    @Test("includesZero: false keeps the data's own extent, rounded out; reversed swaps the ends")
    func automaticOptions() throws {
        var options = PositionScaleOptions()
        options.domain = .automatic(includesZero: false, reversed: true)
        let s = PositionScaleBuilder(axis: .x, kind: .linear, calendar: EngineFixture.calendar)
            .build(marks: [ResolvedMark.testPoint(x: 42), ResolvedMark.testPoint(x: 58)], rangeStart: 0, rangeEnd: 100, options: options)
        #expect(s.domain.lo == 40 && s.domain.hi == 60)
        // Reversed: the low end at the far side.
        #expect(abs(try #require(s.map(40)) - 100) < 1e-9)
        #expect(!s.clipsToPlot)
    }

    @Test("range padding moves both ends of the range inwards")
    func rangePadding() throws {
        var options = PositionScaleOptions()
        options.domain = .numbers(0, 10)
        options.range = ScaleRangeSpec(startPadding: 10, endPadding: 30)
        let s = PositionScaleBuilder(axis: .x, kind: .linear, calendar: EngineFixture.calendar)
            .build(marks: [], rangeStart: 0, rangeEnd: 100, options: options)
        #expect(abs(try #require(s.map(0)) - 10) < 1e-9)
        #expect(abs(try #require(s.map(10)) - 70) < 1e-9)
    }
}

extension ResolvedMark {
    /// A point at the given numbers, resolved alone.
    static func testPoint(x: Double, y: Double = 1) -> ResolvedMark {
        let spec = MarkSpec(kind: .point, x: .value(EngineFixture.number("X", x)), y: .value(EngineFixture.number("Y", y)))
        var resolver = MarkResolver(calendar: EngineFixture.calendar)
        return resolver.resolve([spec], xKind: .linear, yKind: .linear)[0]
    }
}
