@testable import ChartEngine
import Testing

/// The steps of automatic number axes: 1, 2, 2.5 (from 25 up) and 5 times a power of ten, the
/// one whose number of gaps is nearest the axis's aim, and on a rounded-out domain one that ends
/// on its ends.
@Suite("NumericTicks axis steps")
struct NumericTicksAxisStepTests {
    @Test("candidates over three decades around span / target, 2.5 only from 25 up")
    func candidates() {
        let steps = NumericTicks.axisIncrements(span: 40, target: 4).map(\.step)
        #expect(steps == [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500])
        #expect(NumericTicks.axisIncrements(span: 0.6, target: 3).map(\.step).prefix(3) == [0.01, 0.02, 0.05])
        #expect(NumericTicks.axisIncrements(span: .infinity, target: 4).isEmpty)
        #expect(NumericTicks.axisIncrements(span: 0, target: 4).isEmpty)
        #expect(NumericTicks.axisIncrements(span: 10, target: 0).isEmpty)
    }

    func ticks(_ lo: Double, _ hi: Double, _ target: Double, ends: Bool = true) -> [Double] {
        guard let step = PositionScale.axisIncrement(lo: lo, hi: hi, intervals: target, endsOnTicks: ends) else { return [] }
        return NumericTicks.ticks(lo: lo, hi: hi, increment: step)
    }

    @Test("Apple's pictures, about four gaps: 0…40 by 10, 0…100 by 25, 0…6 by 2")
    func pictures() {
        #expect(ticks(0, 40, 4) == [0, 10, 20, 30, 40])
        #expect(ticks(0, 100, 4, ends: false) == [0, 25, 50, 75, 100])
        // A step of 1 gives 6 gaps (ratio 1.5 to 4), 2 gives 3 (ratio 0.75, nearer).
        #expect(ticks(0, 6, 4) == [0, 2, 4, 6])
        #expect(ticks(0, 100, 5, ends: false) == [0, 20, 40, 60, 80, 100])
    }

    @Test("x axes take no quarter steps: 0…15,000 by 5,000 where 2,500 would be nearer")
    func noQuarters() {
        // About 5 gaps (375 points): 2,500 gives 6, 5,000 gives 3, 1,000 gives 15.
        #expect(ticks(0, 15000, 5) == [0, 2500, 5000, 7500, 10000, 12500, 15000])
        let x = PositionScale.axisIncrement(lo: 0, hi: 15000, intervals: 5, endsOnTicks: true, quarters: false)
        #expect(x.map { NumericTicks.ticks(lo: 0, hi: 15000, increment: $0) } == [0, 5000, 10000, 15000])
    }

    @Test("a rounded-out domain keeps to steps that end on its ends")
    func ends() {
        // 0…150: 25 (6 gaps) and 50 (3 gaps) end there; 3 is nearer 4 by ratio.
        #expect(ticks(0, 150, 4) == [0, 50, 100, 150])
        // 0…500: 100 (5 gaps) is nearest; 200 would miss 500.
        #expect(ticks(0, 500, 4) == [0, 100, 200, 300, 400, 500])
        #expect(ticks(-20, 20, 4) == [-20, -10, 0, 10, 20])
        // Fractions print exactly: 0.2 is 1 / 5.
        #expect(ticks(0.1, 0.7, 3, ends: false) == [0.2, 0.4, 0.6])
    }
}
