import ChartScene
import Foundation

/// One sector placed on the circle. Angles are radians clockwise from 12 o'clock, as
/// `ChartProxy.angle(at:)` measures them; radii are points from the pie's centre.
package struct PolarSector: Hashable, Sendable {
    /// The sector's mark among the chart's drawn marks (its `ResolvedMark.index`).
    package var markIndex: Int
    /// The sector's angle value.
    package var value: Double
    /// The sum of the angle values of the sectors before this one.
    package var cumulativeStart: Double
    package var startAngle: Double
    package var endAngle: Double
    package var innerRadius: Double
    package var outerRadius: Double
    /// Points by which each straight edge is moved into the sector.
    package var angularInset: Double

    package init(markIndex: Int, value: Double, cumulativeStart: Double, startAngle: Double, endAngle: Double,
                 innerRadius: Double, outerRadius: Double, angularInset: Double) {
        self.markIndex = markIndex; self.value = value; self.cumulativeStart = cumulativeStart
        self.startAngle = startAngle; self.endAngle = endAngle
        self.innerRadius = innerRadius; self.outerRadius = outerRadius; self.angularInset = angularInset
    }


    /// The angle halfway along the sector.
    package var midAngle: Double { (startAngle + endAngle) / 2 }

    /// The point at `radius` from `center` at `angle` (radians clockwise from 12 o'clock; y points down).
    package static func point(center: ScenePoint, radius: Double, angle: Double) -> ScenePoint {
        ScenePoint(center.x + radius * sin(angle), center.y - radius * cos(angle))
    }
}
