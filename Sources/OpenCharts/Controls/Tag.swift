import ChartScene
import Foundation

nonisolated extension View {
    /// Tags the view with a value: a `Picker` selects the option whose tag equals its selection.
    ///
    /// ```swift
    /// Picker("Period", selection: $period) {
    ///     ForEach(Period.allCases, id: \.self) { Text($0.rawValue).tag($0) }
    /// }
    /// ```
    public func tag<V: Hashable>(_ tag: V) -> some View {
        LayoutModifiedView(content: self) { TagNode(child: $0, tag: AnyHashable(tag), isImplicit: false) }
    }

    /// Tags the view with a value; a selection of `V?` matches it too.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { self.tag(tag) }
}

/// A child carrying the tag a picker matches its selection against. `ForEach` tags each view
/// with its element's id, as SwiftUI does, and an explicit `tag` inside wins.
struct TagNode: WrapperNode, @unchecked Sendable {
    // Tags are the user's Hashable values; a node lives within one render.
    var child: any LayoutNode
    let tag: AnyHashable
    let isImplicit: Bool

    var stackMembers: [any LayoutNode] {
        let members = child.stackMembers
        return members.count == 1 ? [self] : members.map { TagNode(child: $0, tag: tag, isImplicit: isImplicit) }
    }
    var isSpacer: Bool { child.isSpacer }
    /// A tag changes no structure: a tagged grid row or section is still one.
    var base: any LayoutNode { child.base }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] { child.render(in: rect, recorder) }

    /// The tag of an option: the innermost explicit tag through any wrappers, else the implicit one.
    static func tag(of node: any LayoutNode) -> AnyHashable? {
        var implicit: AnyHashable?
        var current: any LayoutNode = node
        while true {
            // Tags are structurally transparent (`base` looks through them), so the walk unwraps
            // the sanitizing node itself to see them.
            if let sanitized = current as? SanitizedNode { current = sanitized.child; continue }
            if let t = current as? TagNode {
                if !t.isImplicit { return t.tag }
                implicit = implicit ?? t.tag
            }
            if let w = current as? any WrapperNode {
                current = w.child
            } else if current.base is ListNode, let only = current.stackMembers.first, current.stackMembers.count == 1 {
                // A builder's block of one view, as a ForEach's content is.
                current = only
            } else {
                return implicit
            }
        }
    }
}
