import ChartScene
import Foundation

/// A piece of a control drawn straight into the scene: a fixed size (or, across, as wide as it
/// is offered), and a function from its rectangle to scene nodes.
struct DrawingNode: LayoutNode {
    var size: CGSize
    /// Takes the offered width instead of `size.width`, never less than it.
    var fillsWidth = false
    /// The semantic classes of the group the drawing is put in, such as `"control toggle"`.
    var classes: String? = nil
    let draw: @Sendable (CGRect) -> [SceneNode]

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        guard fillsWidth, let w = p.width, !w.isNaN else { return size }
        return CGSize(width: max(size.width, w), height: size.height)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard rect.isFiniteRect else { return [] }
        let nodes = draw(rect)
        guard let classes else { return nodes }
        return [.group(SceneGroup(children: nodes, semantics: SceneSemantics(classes: classes)))]
    }
}

/// Scene shapes the controls share.
enum ControlPaint {
    static func fill(_ path: ScenePath, _ color: RGBA) -> SceneNode { .shape(SceneShape(path: path, fill: .color(color))) }

    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> ScenePath {
        .ellipse(in: SceneRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    /// The soft shadow of a white knob or segment: two faint copies of its outline, spread and
    /// dropped a little, standing in for a blur.
    static func softShadow(_ rect: SceneRect, cornerRadius: Double, drop: Double = 1.5, strength: Double = 1) -> [SceneNode] {
        [(spread: 1.5, dy: drop + 0.5, alpha: 0.05), (spread: 0.5, dy: drop, alpha: 0.1)].map { s in
            let r = SceneRect(x: rect.x - s.spread, y: rect.y - s.spread + s.dy, width: rect.width + 2 * s.spread, height: rect.height + 2 * s.spread)
            return fill(.rect(r, cornerRadius: cornerRadius + s.spread), RGBA(red: 0, green: 0, blue: 0, alpha: s.alpha * strength))
        }
    }

    /// A line with round caps.
    static func line(_ from: ScenePoint, _ to: ScenePoint, _ color: RGBA, width: Double) -> SceneNode {
        var p = ScenePath()
        p.move(to: from)
        p.addLine(to: to)
        return .shape(SceneShape(path: p, stroke: Stroke(paint: .color(color), width: width, cap: .round, join: .round)))
    }
}

extension RGBA {
    /// This colour laid over `base`, as an opaque colour.
    func over(_ base: RGBA) -> RGBA {
        let a = alpha
        return RGBA(red: red * a + base.red * (1 - a), green: green * a + base.green * (1 - a), blue: blue * a + base.blue * (1 - a))
    }
}

/// A child that always takes its ideal size, whatever it is offered: the part of a control
/// that iOS never squeezes (a date, a menu's value), so a row's label gives way instead.
struct IdealSizeNode: WrapperNode {
    var child: any LayoutNode

    func size(_ p: ProposedViewSize, child measure: (ProposedViewSize) -> CGSize) -> CGSize { measure(.unspecified) }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let s = child.sizeThatFits(.unspecified)
        return child.render(in: CGRect(x: rect.minX, y: rect.midY - s.height / 2, width: s.width, height: s.height), recorder)
    }
}
