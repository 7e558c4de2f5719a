import ChartScene
import Foundation

/// A shape laid out by its own `sizeThatFits` and drawn in its rectangle: the path is asked for
/// in local coordinates (origin at the rectangle's corner) and moved into place.
struct ShapeNode: LayoutNode {
    var shape: any Shape
    var fill: Paint?
    var stroke: Stroke?

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard rect.isFiniteRect else { return [] }
        let path = shape.path(in: CGRect(origin: .zero, size: rect.size))
        guard !path.isEmpty else { return [] }
        return [.shape(SceneShape(path: path.scenePath(dx: rect.minX, dy: rect.minY), fill: fill, stroke: stroke))]
    }
}
