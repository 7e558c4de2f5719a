import ChartScene
import Foundation

/// The measurements and colours of a list style, as iOS 17 draws it on an iPhone.
struct ListMetrics {
    /// How far sections sit in from the list's sides.
    var margin: CGFloat
    /// The corner radius of a section's block of cells.
    var cornerRadius: CGFloat
    /// The insets of a row's content in its cell.
    var rowInsets: EdgeInsets
    /// A row is never shorter than this.
    var minRowHeight: CGFloat = 44
    /// Room above a section without a header, for the first section and for the others.
    var firstGap: CGFloat
    var gap: CGFloat
    /// Room above and below a header's text, and above a footer's.
    var headerTop: CGFloat
    var firstHeaderTop: CGFloat
    var headerBottom: CGFloat
    var footerTop: CGFloat
    var footerBottom: CGFloat = 0
    /// Room below the last section.
    var bottom: CGFloat
    /// Whether separators run along the top and bottom of each section (grouped), after its last
    /// row only (plain), or not at all (inset styles).
    var edgeSeparators: EdgeSeparators
    var background: Color
    var cell: Color

    enum EdgeSeparators { case none, bottom, both }

    /// A list's default width when nothing is offered: an iPhone 15's, in points.
    static let defaultWidth: CGFloat = 393

    init(_ style: ListStyleKind) {
        switch style {
        case .plain:
            margin = 0; cornerRadius = 0
            rowInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
            firstGap = 0; gap = 0; headerTop = 6; firstHeaderTop = 6; headerBottom = 6; footerTop = 6; bottom = 0
            footerBottom = 12
            edgeSeparators = .bottom
            background = .systemBackground; cell = .systemBackground
        case .grouped:
            margin = 0; cornerRadius = 0
            rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
            firstGap = 20; gap = 35; headerTop = 22; firstHeaderTop = 16; headerBottom = 7; footerTop = 7; bottom = 20
            edgeSeparators = .both
            background = .systemGroupedBackground; cell = .secondarySystemGroupedBackground
        case .insetGrouped, .sidebar, .inset:
            margin = 16; cornerRadius = 10
            rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
            firstGap = 20; gap = 35; headerTop = 22; firstHeaderTop = 16; headerBottom = 7; footerTop = 7; bottom = 20
            edgeSeparators = .none
            if style == .inset {
                background = .systemBackground; cell = .systemBackground
            } else {
                background = .systemGroupedBackground; cell = .secondarySystemGroupedBackground
            }
        }
    }
}
