import ChartEngine
import ChartScene
import Foundation
import Testing

@Suite("Polar layout: angles, values and sectors under the pointer")
struct PolarLookupTests {
    /// Sectors of 1, 2, 3 and 6 (sum 12): 0°–30°, 30°–90°, 90°–180° and 180°–360°.
    func layout() throws -> PolarLayout {
        try #require(EngineFixture.render([1, 2, 3, 6].map { PolarFixture.sector($0) }).output.polar)
    }

    func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }

    @Test("value(atAngle:) is the running sum of values at the angle: 12 × angle / 360°")
    func valueAtAngle() throws {
        let polar = try layout()
        #expect(polar.value(atAngle: 0) == 0)
        #expect(abs(try #require(polar.value(atAngle: radians(90))) - 3) < 1e-9)
        #expect(abs(try #require(polar.value(atAngle: radians(270))) - 9) < 1e-9)
        // Any turn: -90° is 270°, 370° is 10°.
        #expect(abs(try #require(polar.value(atAngle: radians(-90))) - 9) < 1e-9)
        #expect(abs(try #require(polar.value(atAngle: radians(370))) - 1 / 3) < 1e-9)
        #expect(polar.value(atAngle: .nan) == nil)
    }

    @Test("sectorIndex(atAngle:) finds the sector under the angle; a sector holds its start, not its end")
    func sectorAtAngle() throws {
        let polar = try layout()
        #expect(polar.sectorIndex(atAngle: radians(10)) == 0)
        #expect(polar.sectorIndex(atAngle: radians(45)) == 1)
        #expect(polar.sectorIndex(atAngle: radians(90)) == 2)
        #expect(polar.sectorIndex(atAngle: radians(179.9)) == 2)
        #expect(polar.sectorIndex(atAngle: radians(359.9)) == 3)
        #expect(polar.sectorIndex(atAngle: radians(-45)) == 3)
        #expect(polar.sectorIndex(atAngle: radians(360)) == 0)
        #expect(polar.sectorIndex(atAngle: .infinity) == nil)
    }

    @Test("angle(at:) measures clockwise from 12 o'clock about the centre (220, 160)")
    func angleAtPoint() throws {
        let polar = try layout()
        #expect(polar.angle(at: ScenePoint(220, 60)) == 0)
        #expect(abs(polar.angle(at: ScenePoint(320, 160)) - radians(90)) < 1e-12)
        #expect(abs(polar.angle(at: ScenePoint(220, 260)) - radians(180)) < 1e-12)
        #expect(abs(polar.angle(at: ScenePoint(120, 160)) - radians(270)) < 1e-12)
        #expect(abs(polar.angle(at: ScenePoint(320, 60)) - radians(45)) < 1e-12)
        #expect(polar.angle(at: ScenePoint(220, 160)) == 0)
    }
}
