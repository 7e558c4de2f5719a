import ChartScene
import Foundation

/// How a view comes in when it appears and goes out when it disappears. A rendered picture
/// shows one moment, so offline a transition changes nothing; a live page plays it when the
/// view appears or disappears under an animation.
///
/// ```swift
/// if showAverage {
///     Text("Average: \(average)")
///         .transition(.move(edge: .bottom).combined(with: .opacity))
/// }
/// ```
public struct AnyTransition: Sendable {
    /// What the view does coming in and going out, as the live page names it
    /// (`opacity`, `scale-50`, `move-top`, …); an empty list appears and disappears at once.
    let insertion: [String]
    let removal: [String]

    init(insertion: [String], removal: [String]) { self.insertion = insertion; self.removal = removal }
    init(_ names: [String]) { self.init(insertion: names, removal: names) }

    /// Fades the view in and out.
    public static let opacity = AnyTransition(["opacity"])
    /// Grows the view from nothing about its centre, and shrinks it back.
    public static let scale = AnyTransition(["scale-0"])
    /// Slides the view in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(insertion: ["move-leading"], removal: ["move-trailing"])
    /// Shows and hides the view at once.
    public static let identity = AnyTransition([])

    /// Scales the view from `scale` of its size (about its centre) to its size, and back.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        let s = scale.isFinite ? min(max(Double(scale), 0), 10) : 0
        return AnyTransition(["scale-\(Int(saturating: (s * 100).rounded()))"])
    }

    /// Moves the view in from `edge` and out to it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(["move-\(Self.name(edge))"]) }

    /// Pushes the view in from `edge` and out to the opposite edge, fading it.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
        return AnyTransition(insertion: ["move-\(Self.name(edge))", "opacity"], removal: ["move-\(Self.name(opposite))", "opacity"])
    }

    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
    }

    /// The transition with its own animation; the change's animation runs it here.
    public func animation(_ animation: Animation?) -> AnyTransition { self }

    static func name(_ edge: Edge) -> String {
        switch edge {
        case .top: "top"
        case .leading: "leading"
        case .bottom: "bottom"
        case .trailing: "trailing"
        }
    }

    /// The classes a live render puts on the view's group: `oc-tr`, then `oc-in-…` and `oc-out-…`.
    var liveClasses: String {
        (["oc-tr"] + (insertion.isEmpty ? ["oc-in-none"] : insertion.map { "oc-in-\($0)" })
            + (removal.isEmpty ? ["oc-out-none"] : removal.map { "oc-out-\($0)" })).joined(separator: " ")
    }
}

/// How a view's content changes in place, such as a text's digits rolling to a new number.
/// Offline it changes nothing; a live page plays it when the content changes under an animation.
///
/// ```swift
/// Text("\(count)")
///     .contentTransition(.numericText())
/// ```
public struct ContentTransition: Sendable, Equatable {
    let name: String

    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(name: "opacity")
    /// Shapes change smoothly; text fades as with ``opacity``.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// The new content shows at once.
    public static let identity = ContentTransition(name: "identity")
    /// The default: fades.
    public static let `default` = ContentTransition(name: "opacity")

    /// Numbers roll: the digits that change slide up to their new values (down when counting down).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numeric-down" : "numeric")
    }

    /// Numbers roll in the direction `value` moved since the last change.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numeric-value") }
}

nonisolated extension View {
    /// How this view comes in and goes out when it appears or disappears under an animation.
    public func transition(_ t: AnyTransition) -> some View {
        LayoutModifiedView(content: self) { node in
            guard LiveRecorder.current != nil else { return node }
            return LiveClassNode(child: node, classes: t.liveClasses)
        }
    }

    /// How the content of this view (its text) changes in place under an animation.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        LayoutModifiedView(content: self) { node in
            guard LiveRecorder.current != nil else { return node }
            return LiveClassNode(child: node, classes: "oc-ct oc-ct-\(transition.name)")
        }
    }
}

/// A view's drawing in a live render, in a group of classes that tell the page how it animates.
struct LiveClassNode: WrapperNode {
    var child: any LayoutNode
    let classes: String

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let nodes = child.render(in: rect, recorder)
        return [.group(SceneGroup(children: nodes, semantics: SceneSemantics(classes: classes)))]
    }
}
