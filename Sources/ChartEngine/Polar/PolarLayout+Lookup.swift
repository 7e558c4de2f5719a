import ChartScene
import Foundation

/// The questions `ChartProxy` and `chartAngleSelection` ask of a pie: which angle a point is at,
/// which value an angle stands for, and which sector lies under it.
extension PolarLayout {
    /// The angle of `point` (scene coordinates) about the centre: radians clockwise from
    /// 12 o'clock, in `0..<2π`; 0 at the centre itself.
    package func angle(at point: ScenePoint) -> Double {
        let dx = point.x - center.x, dy = point.y - center.y
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return 0 }
        return Self.normalized(atan2(dx, -dy))
    }

    /// The angle value under `angle` (radians clockwise from 12 o'clock, any turn): the running sum
    /// of the sectors' values at that angle, which is what `chartAngleSelection` reports.
    /// `nil` when nothing is placed.
    package func value(atAngle angle: Double) -> Double? {
        guard total > 0, angle.isFinite else { return nil }
        return total * Self.normalized(angle) / (2 * Double.pi)
    }

    /// The position in ``sectors`` of the sector under `angle` (radians clockwise from 12 o'clock,
    /// any turn); each sector holds its start angle but not its end.
    package func sectorIndex(atAngle angle: Double) -> Int? {
        guard !sectors.isEmpty, angle.isFinite else { return nil }
        let a = Self.normalized(angle)
        // Sectors are in angle order: binary search for the last one starting at or before `a`.
        var low = 0, high = sectors.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if sectors[mid].startAngle <= a { low = mid } else { high = mid }
        }
        return a < sectors[low].endAngle ? low : nil
    }

    /// `angle` turned into `0..<2π`.
    static func normalized(_ angle: Double) -> Double {
        let turn = 2 * Double.pi
        let a = angle.truncatingRemainder(dividingBy: turn)
        let r = a < 0 ? a + turn : a
        return r < turn ? r : 0
    }
}
