import ChartScene
import Foundation

/// A child drawn rotated or scaled about an anchor point of its rectangle; layout ignores the
/// transform, as SwiftUI's does.
struct TransformNode: WrapperNode {
    enum Effect: Sendable {
        /// Radians, clockwise on screen.
        case rotation(Double)
        case scale(Double, Double)
    }

    var child: any LayoutNode
    var effect: Effect
    var anchor: UnitPoint


    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        if let live = LiveRecorder.current { return renderLive(in: rect, recorder, live) }
        let nodes = child.render(in: rect, recorder)
        let t = transform(in: rect)
        if t.isIdentity { return nodes }
        return [.group(SceneGroup(children: nodes, transform: t))]
    }

    /// The effect about the anchor point: move the point to the origin, apply, move back.
    func transform(in rect: CGRect) -> SceneTransform {
        let cx = Double(rect.minX + rect.width * anchor.x), cy = Double(rect.minY + rect.height * anchor.y)
        let linear: SceneTransform
        switch effect {
        case .rotation(let radians): linear = .rotation(radians)
        case .scale(let sx, let sy): linear = SceneTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }
        return SceneTransform.translation(cx, cy).concatenating(linear).concatenating(.translation(-cx, -cy))
    }
}

/// A child drawn partly transparent.
struct OpacityNode: WrapperNode {
    var child: any LayoutNode
    var opacity: Double


    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let nodes = child.render(in: rect, recorder)
        let o = opacity.isFinite ? min(1, max(0, opacity)) : 1
        if o == 1 { return nodes }
        return [.group(SceneGroup(children: nodes, opacity: o))]
    }
}

/// A child clipped to a shape drawn in its rectangle, or to the rectangle itself.
struct ClipNode: WrapperNode {
    var child: any LayoutNode
    /// The clipping shape; `nil` clips to the rectangle.
    var shape: (any Shape)?


    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let nodes = child.render(in: rect, recorder)
        guard let shape else { return [.group(SceneGroup(children: nodes, clip: rect.sceneRect))] }
        let path = shape.path(in: CGRect(origin: .zero, size: rect.size)).scenePath(dx: rect.minX, dy: rect.minY)
        return [.group(SceneGroup(children: nodes, clipPath: path))]
    }
}

/// A child with another view behind or in front of it, offered the child's size and placed by an
/// alignment; the pair takes the child's size.
struct LayerNode: WrapperNode {
    var child: any LayoutNode
    var layer: any LayoutNode
    var alignment: Alignment
    var behind: Bool


    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let main = child.render(in: rect, recorder)
        let extra = ZStackNode(alignment: alignment, children: [layer]).render(in: rect, recorder)
        return behind ? extra + main : main + extra
    }
}
