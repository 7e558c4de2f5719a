import ChartScene
import Foundation

extension Path {
    /// Adds an arc of the circle about `center`, from `startAngle` to `endAngle`, joined to the
    /// current point by a line (or starting a subpath).
    ///
    /// Angles are measured from the positive x axis towards positive y. As in SwiftUI, whose
    /// coordinates are flipped from Core Graphics', `clockwise` names the direction in the
    /// unflipped space: `clockwise: false` sweeps with increasing angle, which turns clockwise
    /// on screen (y down), and `clockwise: true` with decreasing angle. An end angle on the
    /// wrong side of the start is reached by going round; a sweep of a whole turn or more in the
    /// asked direction draws the whole circle.
    ///
    /// ```swift
    /// path.addArc(center: center, radius: radius,
    ///             startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
    /// ```
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let a = startAngle.radians, b = endAngle.radians
        guard a.isFinite, b.isFinite else { return }
        let turn = 2 * Double.pi
        var sweep = b - a
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = max(sweep, -turn)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = min(sweep, turn)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: sweep))
    }

    /// Adds an arc of the circle about `center` that starts at `startAngle` and turns by `delta`:
    /// a positive delta increases the angle, clockwise on screen.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        var arc = ScenePath()
        let current = currentPoint
        if let current { arc.move(to: ScenePoint(Double(current.x), Double(current.y))) }
        arc.addArc(center: ScenePoint(Double(center.x), Double(center.y)), radius: Double(radius),
                   startAngle: startAngle.radians, endAngle: startAngle.radians + delta.radians)
        // The scene path restates the current point as a move; the arc continues from it here.
        append(ScenePath(Array(arc.elements.dropFirst(current == nil ? 0 : 1))))
    }
}
