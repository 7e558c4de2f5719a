import ChartScene
import Foundation

/// A section: a header, rows and a footer. A list lays it out as a block of cells; a stack lays
/// out its parts one after the other; anywhere else it is a column of its parts.
struct SectionNode: LayoutNode {
    var header: (any LayoutNode)?
    var content: any LayoutNode
    var footer: (any LayoutNode)?
    /// The style of the list the section was made in; `nil` outside a list.
    var style: ListStyleKind?

    var stackMembers: [any LayoutNode] {
        (header.map { [$0] } ?? []) + content.stackMembers + (footer.map { [$0] } ?? [])
    }

    private var column: StackNode { StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: stackMembers) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { column.sizeThatFits(proposal) }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] { column.render(in: rect, recorder) }
}
