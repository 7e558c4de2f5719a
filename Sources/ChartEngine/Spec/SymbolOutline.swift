import ChartScene

/// A symbol shape of the user's (a `ChartSymbolShape` of their own, or a SwiftUI shape used as
/// one): its outline in any rectangle, and the part of that rectangle that looks as big as a
/// unit square (`perceptualUnitRect`).
///
/// Outlines compare by identity: each `symbol(_:)` call makes one.
package final class SymbolOutline: Hashable, @unchecked Sendable {
    /// The outline drawn in a rectangle, a number of points inside its edge.
    package let path: @Sendable (_ rect: SceneRect, _ inset: Double) -> ScenePath
    /// The perceptual unit rectangle, as fractions of the drawing rectangle.
    package let unitRect: SceneRect

    package init(unitRect: SceneRect, path: @escaping @Sendable (SceneRect, Double) -> ScenePath) {
        let usable = unitRect.width.isFinite && unitRect.height.isFinite && unitRect.minX.isFinite && unitRect.minY.isFinite
            && unitRect.width > 0 && unitRect.height > 0
        self.unitRect = usable ? unitRect : SceneRect(x: 0, y: 0, width: 1, height: 1)
        self.path = path
    }

    package static func == (a: SymbolOutline, b: SymbolOutline) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The rectangle to draw the outline in so that its unit rectangle is a square of `area`
    /// square points centred on `c`.
    package func drawingRect(at c: ScenePoint, area: Double) -> SceneRect {
        let u = area.squareRoot()
        let w = u / unitRect.width, h = u / unitRect.height
        return SceneRect(x: c.x - (unitRect.minX + unitRect.width / 2) * w,
                         y: c.y - (unitRect.minY + unitRect.height / 2) * h, width: w, height: h)
    }
}
