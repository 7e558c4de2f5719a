import ChartScene
import Foundation

/// What the accessibility modifiers of a view said about it.
struct AccessibilityAttributes {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var hidden = false
    var traits = AccessibilityTraits()
    var children: AccessibilityChildBehavior?
    /// The label read from an `accessibilityRepresentation`'s texts.
    var representation: (any LayoutNode)?

    /// What a screen reader says: the label, then the value, as VoiceOver reads them.
    var spoken: String? {
        let parts = [label, value].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

/// A view whose accessibility attributes are changed; modifiers in a row make one node.
nonisolated struct AccessibilityModifiedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let change: (inout AccessibilityAttributes, EnvironmentValues) -> Void

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let child = makeLayoutNode(content, env)
        var node = child.base as? AccessibilityNode ?? AccessibilityNode(child: child)
        change(&node.attributes, env)
        return node
    }
}

/// Draws a child in a group that carries its accessibility: `aria-label`, `role`, `aria-hidden`.
struct AccessibilityNode: WrapperNode, @unchecked Sendable {
    var child: any LayoutNode
    var attributes = AccessibilityAttributes()

    init(child: any LayoutNode) { self.child = child }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        var nodes = child.render(in: rect, recorder)
        let a = attributes
        var label = a.spoken
        var role = a.traits.ariaRole
        if let representation = a.representation {
            // The representation is never drawn: what it would say, at its own size, replaces
            // what the view's children would say.
            let size = representation.sizeThatFits(.unspecified)
            let drawn = representation.render(in: CGRect(origin: rect.origin, size: size), RenderRecorder())
            if label == nil { label = SceneText.strings(in: drawn).joined(separator: ", ") }
            nodes = hidden(nodes)
        }
        switch a.children?.kind {
        case .combine?:
            if label == nil { label = SceneText.strings(in: nodes).joined(separator: ", ") }
            nodes = hidden(nodes)
            if role == nil { role = "img" }
        case .ignore?:
            nodes = hidden(nodes)
            if role == nil, label != nil { role = "img" }
        case .contain?:
            if role == nil { role = "group" }
        case nil:
            // A labelled view is one image, unless elements inside speak for themselves (a
            // chart's marks): then it is a labelled group and they stay reachable.
            if role == nil, label != nil { role = SceneText.hasLabels(nodes) ? "group" : "img" }
        }
        if label?.isEmpty == true { label = nil }
        guard a.hidden || label != nil || role != nil else { return nodes }
        let semantics = SceneSemantics(label: a.hidden ? nil : label, role: a.hidden ? nil : role, hidden: a.hidden)
        return [.group(SceneGroup(children: nodes, semantics: semantics))]
    }
}

/// Nodes that an enclosing element speaks for, hidden from screen readers in one group.
private func hidden(_ nodes: [SceneNode]) -> [SceneNode] {
    nodes.isEmpty ? [] : [.group(SceneGroup(children: nodes, semantics: SceneSemantics(hidden: true)))]
}

extension SceneText {
    /// Whether any node in `nodes` carries an accessibility label of its own.
    static func hasLabels(_ nodes: [SceneNode]) -> Bool {
        nodes.contains { node in
            switch node {
            case .group(let g): return g.semantics.label != nil || hasLabels(g.children)
            case .shape(let s): return s.semantics.label != nil
            case .text(let t): return t.semantics.label != nil
            case .image(let i): return i.semantics.label != nil
            }
        }
    }

    /// The strings of every text in `nodes`, in drawing order.
    static func strings(in nodes: [SceneNode]) -> [String] {
        var out: [String] = []
        func walk(_ nodes: [SceneNode]) {
            for node in nodes {
                switch node {
                case .text(let t): out.append(t.string)
                case .group(let g): walk(g.children)
                default: break
                }
            }
        }
        walk(nodes)
        return out
    }
}
