import ChartScene
import Foundation

/// What a list row asks of its list: its insets, separators and background. Inner settings
/// override outer ones, so a row's own modifier wins over one on its `ForEach` or section.
struct ListRowTraits: Sendable {
    var insets: EdgeInsets??
    var separatorTop: Visibility?
    var separatorBottom: Visibility?
    var sectionSeparatorTop: Visibility?
    var sectionSeparatorBottom: Visibility?
    var background: (any LayoutNode)??

    /// These traits with every setting of `inner` in place of this one's.
    func overriding(with inner: ListRowTraits) -> ListRowTraits {
        var t = self
        if let v = inner.insets { t.insets = v }
        if let v = inner.separatorTop { t.separatorTop = v }
        if let v = inner.separatorBottom { t.separatorBottom = v }
        if let v = inner.sectionSeparatorTop { t.sectionSeparatorTop = v }
        if let v = inner.sectionSeparatorBottom { t.sectionSeparatorBottom = v }
        if let v = inner.background { t.background = v }
        return t
    }
}

/// A view carrying list-row traits. Outside a list it is its child; a list reads the traits and
/// hands them to every row inside.
struct ListRowTraitsNode: WrapperNode {
    var child: any LayoutNode
    var traits: ListRowTraits

    var stackMembers: [any LayoutNode] {
        let members = child.stackMembers
        return members.count == 1 ? [self] : members.map { ListRowTraitsNode(child: $0, traits: traits) }
    }
    var isSpacer: Bool { child.isSpacer }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] { child.render(in: rect, recorder) }
}
