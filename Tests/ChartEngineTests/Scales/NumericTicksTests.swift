import Testing
@testable import ChartEngine

/// Expected values worked by hand from d3-array's tickSpec: step = (hi - lo) / count,
/// mantissa rounded to 1, 2, 5 or 10 at sqrt(2), sqrt(10), sqrt(50).
@Suite("NumericTicks")
struct NumericTicksTests {
    @Test("ticks on 0...1 with count 5 step by 0.2 and are exact decimals")
    func unitIntervalFifths() {
        #expect(NumericTicks.ticks(lo: 0, hi: 1, count: 5) == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(NumericTicks.step(lo: 0, hi: 1, count: 5) == 0.2)
    }

    @Test("ticks on 0...1 with count 10 are i / 10, so 0.3 is 0.3, not 0.1 * 3")
    func unitIntervalTenths() {
        #expect(NumericTicks.ticks(lo: 0, hi: 1, count: 10) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
    }

    @Test("0...916 with count 5 steps by 200 (raw 183.2, mantissa 1.83 rounds to 2)")
    func cachapaSales() {
        #expect(NumericTicks.step(lo: 0, hi: 916, count: 5) == 200)
        #expect(NumericTicks.ticks(lo: 0, hi: 916, count: 5) == [0, 200, 400, 600, 800])
    }

    @Test("a symmetric domain -10...10 with count 10 steps by 2 through zero")
    func symmetric() {
        #expect(NumericTicks.ticks(lo: -10, hi: 10, count: 10) == [-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10])
    }

    @Test("negative domains tick upwards and end on a positive zero")
    func negative() {
        #expect(NumericTicks.ticks(lo: -10, hi: -1, count: 5) == [-10, -8, -6, -4, -2])
        let toZero = NumericTicks.ticks(lo: -1, hi: 0, count: 5)
        #expect(toZero == [-1, -0.8, -0.6, -0.4, -0.2, 0])
        #expect(toZero.last?.sign == .plus)
    }

    @Test("ticks inside -3.2...7.9 with count 5 are -2 through 6 by 2")
    func unevenEnds() {
        #expect(NumericTicks.ticks(lo: -3.2, hi: 7.9, count: 5) == [-2, 0, 2, 4, 6])
    }

    @Test("a reversed domain gives the same ascending ticks and step")
    func reversed() {
        #expect(NumericTicks.ticks(lo: 1, hi: 0, count: 5) == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(NumericTicks.step(lo: 1, hi: 0, count: 5) == 0.2)
    }

    @Test("a tiny domain 0...1e-9 steps by 2e-10, computed as i / 5e9")
    func tiny() {
        #expect(NumericTicks.step(lo: 0, hi: 1e-9, count: 5) == 2e-10)
        #expect(NumericTicks.ticks(lo: 0, hi: 1e-9, count: 5) == [0, 2e-10, 4e-10, 6e-10, 8e-10, 1e-9])
    }

    @Test("a tiny span far from zero still gives ticks inside it")
    func tinyOffset() {
        let ticks = NumericTicks.ticks(lo: 1, hi: 1 + 1e-9, count: 5)
        #expect(ticks.count >= 4 && ticks.count <= 6)
        #expect(ticks.allSatisfy { $0 >= 1 && $0 <= 1 + 1e-9 })
    }

    @Test("a huge domain 0...1e15 steps by 2e14")
    func huge() {
        #expect(NumericTicks.ticks(lo: 0, hi: 1e15, count: 5) == [0, 2e14, 4e14, 6e14, 8e14, 1e15])
    }

    @Test("a count of 1 that leaves no tick retries with 2, as d3 does: 1.1...1.9 gives 1.5")
    func retryWithDoubleCount() {
        #expect(NumericTicks.ticks(lo: 1.1, hi: 1.9, count: 1) == [1.5])
        #expect(NumericTicks.step(lo: 1.1, hi: 1.9, count: 1) == 0.5)
    }

    @Test("equal ends give one tick and a zero step")
    func equalEnds() {
        #expect(NumericTicks.ticks(lo: 3, hi: 3, count: 5) == [3])
        #expect(NumericTicks.step(lo: 3, hi: 3, count: 5) == 0)
    }

    @Test("NaN, infinite ends and non-positive counts give no ticks and no crash")
    func badInput() {
        #expect(NumericTicks.ticks(lo: .nan, hi: 1, count: 5).isEmpty)
        #expect(NumericTicks.ticks(lo: 0, hi: .infinity, count: 5).isEmpty)
        #expect(NumericTicks.ticks(lo: -.infinity, hi: .infinity, count: 5).isEmpty)
        #expect(NumericTicks.ticks(lo: 0, hi: 1, count: 0).isEmpty)
        #expect(NumericTicks.ticks(lo: 0, hi: 1, count: -3).isEmpty)
        #expect(NumericTicks.step(lo: .nan, hi: 1, count: 5) == 0)
        #expect(NumericTicks.step(lo: 0, hi: 1, count: 0) == 0)
    }

    @Test("ends farther apart than a Double holds still step by the 1-2-5 rule: -1e308...1e308 in steps of 5e307")
    func spanPastDoubleRange() {
        // 2e308 / 5 = 4e307: a mantissa of 4 rounds to the step 5 (at or past √10).
        #expect(NumericTicks.step(lo: -1e308, hi: 1e308, count: 5) == 5e307)
        let ticks = NumericTicks.ticks(lo: -1e308, hi: 1e308, count: 5)
        #expect(ticks.first == -1e308 && ticks.last == 1e308 && ticks.contains(0))
    }

    @Test("an enormous count is capped instead of allocating billions of ticks")
    func enormousCount() {
        #expect(NumericTicks.ticks(lo: 0, hi: 1, count: Int.max).count <= NumericTicks.maximumCount + 1)
    }

    @Test("fractionDigits is 0 for whole steps, 1 for 0.5/0.2/0.1, 2 for 0.05 and 0.25")
    func fractionDigits() {
        #expect(NumericTicks.fractionDigits(forStep: 1) == 0)
        #expect(NumericTicks.fractionDigits(forStep: 200) == 0)
        #expect(NumericTicks.fractionDigits(forStep: 2e14) == 0)
        #expect(NumericTicks.fractionDigits(forStep: 0.5) == 1)
        #expect(NumericTicks.fractionDigits(forStep: 0.2) == 1)
        #expect(NumericTicks.fractionDigits(forStep: 0.1) == 1)
        #expect(NumericTicks.fractionDigits(forStep: 0.05) == 2)
        #expect(NumericTicks.fractionDigits(forStep: 0.25) == 2)
        #expect(NumericTicks.fractionDigits(forStep: 2e-10) == 10)
        #expect(NumericTicks.fractionDigits(forStep: 0) == 0)
        #expect(NumericTicks.fractionDigits(forStep: .nan) == 0)
    }
}
