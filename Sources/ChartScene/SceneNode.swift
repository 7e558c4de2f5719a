/// Accessibility and semantic tagging carried by a node into every backend.
public struct SceneSemantics: Hashable, Sendable {
    /// Space-separated class names, such as `"mark bar"` or `"axis x"`.
    public var classes: String?
    /// A spoken label, such as "Cachapa, 916 sold".
    public var label: String?
    /// A role for the element, such as `"img"` or `"list"`.
    public var role: String?
    /// Hidden from assistive technology.
    public var hidden: Bool
    /// What the element stands for across renders (a mark's series and categories), written as
    /// `data-key` so that a live page can match it with the same mark of the next render. Only
    /// live renders set it (``SceneKeys/enabled``).
    public var key: String?

    public init(classes: String? = nil, label: String? = nil, role: String? = nil, hidden: Bool = false) {
        self.classes = classes; self.label = label; self.role = role; self.hidden = hidden
    }

    public static let none = SceneSemantics()
}

/// Whether the renders made in this task give marks their ``SceneSemantics/key``: live renders
/// do, so that a page can tween each mark to its next place; pictures do not, and keep their bytes.
package enum SceneKeys {
    @TaskLocal package static var enabled = false
}

/// A group of nodes sharing a transform, an opacity, and an optional clip rectangle and clip path.
public struct SceneGroup: Hashable, Sendable {
    public var children: [SceneNode]
    public var transform: SceneTransform
    public var opacity: Double
    /// A clip rectangle in the group's own coordinates.
    public var clip: SceneRect?
    /// A clip path in the group's own coordinates, filled by the non-zero rule. With `clip` as
    /// well, only what lies inside both is drawn.
    public var clipPath: ScenePath?
    public var semantics: SceneSemantics

    public init(children: [SceneNode] = [], transform: SceneTransform = .identity, opacity: Double = 1,
                clip: SceneRect? = nil, clipPath: ScenePath? = nil, semantics: SceneSemantics = .none) {
        self.children = children; self.transform = transform; self.opacity = opacity
        self.clip = clip; self.clipPath = clipPath; self.semantics = semantics
    }
}

/// A filled and/or stroked path.
public struct SceneShape: Hashable, Sendable {
    public var path: ScenePath
    public var fill: Paint?
    public var stroke: Stroke?
    public var opacity: Double
    public var semantics: SceneSemantics

    public init(path: ScenePath, fill: Paint? = nil, stroke: Stroke? = nil, opacity: Double = 1,
                semantics: SceneSemantics = .none) {
        self.path = path; self.fill = fill; self.stroke = stroke; self.opacity = opacity; self.semantics = semantics
    }
}

/// How a text run sits horizontally on its origin.
public enum SceneTextAnchor: String, Hashable, Sendable { case start, middle, end }

/// A single line of text. `origin` is on the baseline; `anchor` says which end of the run
/// (or its middle) is at `origin.x`. Layout has already measured it.
public struct SceneText: Hashable, Sendable {
    public var string: String
    public var origin: ScenePoint
    public var anchor: SceneTextAnchor
    public var font: SceneFont
    public var fill: Paint
    public var opacity: Double
    /// A rotation in degrees, clockwise, about `origin`.
    public var rotation: Double
    public var semantics: SceneSemantics

    public init(string: String, origin: ScenePoint, anchor: SceneTextAnchor = .start, font: SceneFont,
                fill: Paint, opacity: Double = 1, rotation: Double = 0, semantics: SceneSemantics = .none) {
        self.string = string; self.origin = origin; self.anchor = anchor; self.font = font
        self.fill = fill; self.opacity = opacity; self.rotation = rotation; self.semantics = semantics
    }
}

/// One node of the scene tree. No chart concepts are left at this level.
public enum SceneNode: Hashable, Sendable {
    case group(SceneGroup)
    case shape(SceneShape)
    case text(SceneText)
    case image(SceneImage)
}

/// A finished picture: its size, an optional background, a title and a description,
/// and the nodes to draw in order.
public struct Scene: Hashable, Sendable {
    public var size: SceneSize
    public var background: RGBA?
    public var title: String
    public var summary: String
    public var nodes: [SceneNode]

    public init(size: SceneSize, background: RGBA? = nil, title: String, summary: String, nodes: [SceneNode]) {
        self.size = size; self.background = background; self.title = title; self.summary = summary; self.nodes = nodes
    }
}
