import ChartScene
import Foundation

/// Room that a stack hands out last: along the stack it takes what it is offered (at least its
/// minimum), across it nothing. Outside a stack it takes what it is offered in both dimensions.
struct SpacerNode: LayoutNode {
    /// SwiftUI's default spacing between views, and a spacer's default minimum.
    static let systemSpacing: CGFloat = 8
    var minLength: CGFloat
    var isSpacer: Bool { true }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        CGSize(width: max(minLength, p.width ?? minLength), height: max(minLength, p.height ?? minLength))
    }

    func sizeThatFits(_ p: ProposedViewSize, inStackAlong axis: StackNode.Axis) -> CGSize {
        switch axis {
        case .horizontal: return CGSize(width: max(minLength, p.width ?? minLength), height: 0)
        case .vertical: return CGSize(width: 0, height: max(minLength, p.height ?? minLength))
        }
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] { [] }
}

/// A hairline as long as it is offered: horizontal, except down a horizontal stack.
struct DividerNode: LayoutNode {
    /// One pixel at 2× scale.
    static let thickness: CGFloat = 0.5
    var paint: Paint

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize { sizeThatFits(p, inStackAlong: .vertical) }

    func sizeThatFits(_ p: ProposedViewSize, inStackAlong axis: StackNode.Axis) -> CGSize {
        switch axis {
        case .vertical: return CGSize(width: max(0, p.width ?? 0), height: Self.thickness)
        case .horizontal: return CGSize(width: Self.thickness, height: max(0, p.height ?? 0))
        }
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard rect.isFiniteRect, rect.width > 0, rect.height > 0 else { return [] }
        return [.shape(SceneShape(path: .rect(rect.sceneRect), fill: paint))]
    }
}
