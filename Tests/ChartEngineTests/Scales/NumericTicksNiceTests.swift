import Testing
@testable import ChartEngine

/// Expected domains worked by hand from d3-scale's linear.nice: floor/ceil the
/// ends to the step, recompute, stop when the step repeats.
@Suite("NumericTicks.nice")
struct NumericTicksNiceTests {
    @Test("nice(0, 916) with count 5 widens to 0...1000 (step 200)")
    func cachapaSales() {
        let nice = NumericTicks.nice(lo: 0, hi: 916, count: 5)
        #expect(nice.lo == 0 && nice.hi == 1000)
    }

    @Test("nice(-3.2, 7.9) with count 5 widens to -4...8 (step 2)")
    func unevenEnds() {
        let nice = NumericTicks.nice(lo: -3.2, hi: 7.9, count: 5)
        #expect(nice.lo == -4 && nice.hi == 8)
    }

    @Test("d3-scale's examples with count 10: 0.7...11.001 to 0...12, 0...0.49 to 0...0.5")
    func d3Examples() {
        let a = NumericTicks.nice(lo: 0.7, hi: 11.001, count: 10)
        #expect(a.lo == 0 && a.hi == 12)
        let b = NumericTicks.nice(lo: 0, hi: 0.49, count: 10)
        #expect(b.lo == 0 && b.hi == 0.5)
        let c = NumericTicks.nice(lo: 1.1, hi: 10.9, count: 10)
        #expect(c.lo == 1 && c.hi == 11)
    }

    @Test("a reversed domain stays reversed: 123.1...6.7 becomes 130...0")
    func reversed() {
        let nice = NumericTicks.nice(lo: 123.1, hi: 6.7, count: 10)
        #expect(nice.lo == 130 && nice.hi == 0)
    }

    @Test("a negative domain ending near zero ends on a positive zero")
    func negative() {
        let nice = NumericTicks.nice(lo: -10, hi: -1, count: 5)
        #expect(nice.lo == -10 && nice.hi == 0)
        #expect(nice.hi.sign == .plus)
    }

    @Test("a small domain nices with exact decimal ends: 0.12...0.87 to 0.1...0.9")
    func decimals() {
        // raw step 0.15, mantissa 1.5 rounds to 2: step 0.2 -> 0...1; then 0.2 again.
        let five = NumericTicks.nice(lo: 0.12, hi: 0.87, count: 5)
        #expect(five.lo == 0 && five.hi == 1)
        // count 10: raw 0.075 -> 0.05 (inverse 20): floor(2.4)/20 = 0.1, ceil(17.4)/20 = 0.9.
        let ten = NumericTicks.nice(lo: 0.12, hi: 0.87, count: 10)
        #expect(ten.lo == 0.1 && ten.hi == 0.9)
    }

    @Test("a domain already nice is unchanged")
    func alreadyNice() {
        let nice = NumericTicks.nice(lo: 0, hi: 1000, count: 5)
        #expect(nice.lo == 0 && nice.hi == 1000)
    }

    @Test("equal, NaN and infinite ends come back as given")
    func degenerate() {
        let equal = NumericTicks.nice(lo: 5, hi: 5, count: 5)
        #expect(equal.lo == 5 && equal.hi == 5)
        #expect(NumericTicks.nice(lo: .nan, hi: 5, count: 5).lo.isNaN)
        #expect(NumericTicks.nice(lo: 0, hi: .infinity, count: 5).hi == .infinity)
    }
}
