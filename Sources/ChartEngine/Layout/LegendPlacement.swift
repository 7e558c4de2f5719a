import ChartText
import ChartScene

/// Where the legend goes and the room it takes: `chartLegend(position:alignment:spacing:)`.
///
/// A legend above or below the chart spans the frame's width and takes its height plus the
/// spacing from that edge; one beside the chart lists its entries in a column and takes its width
/// plus the spacing from that side; an overlay sits inside the plot and takes no room. Axes and
/// plot share what is left, ``remaining``.
package struct LegendPlacement: Sendable {
    /// The side of the chart a legend sits on.
    package enum Side: Sendable, Equatable { case top, bottom, leading, trailing, overlay }

    package var side: Side
    /// The automatic legend's items in place, or nil when a view of the user's stands in for it.
    package var layout: LegendLayout?
    /// The user's legend view (`chartLegend(position:alignment:spacing:content:)`).
    package var content: (any SceneContent)?
    package var size: SceneSize
    /// Alignment as unit fractions: along the frame's width above and below, along the plot's
    /// height beside it, in both directions for an overlay.
    package var alignment: (x: Double, y: Double)
    package var spacing: Double
    /// The frame left for the axes and the plot.
    package var remaining: SceneRect

    /// The gap between legend and chart when none is given.
    package static let defaultSpacing = 10.0
    /// The inset of an overlaid legend from the plot's edges when no spacing is given.
    package static let overlayInset = 8.0

    /// The legend's placement in `frame`, or nil when there is no legend to draw.
    package init?(items: [LegendItem], options: ChartOptions, frame: SceneRect, context: ChartContext) {
        let legend = options.legendOptions
        guard options.legend != .hidden, legend.content != nil || !items.isEmpty else { return nil }
        side = Self.side(of: legend.position)
        alignment = legend.alignment ?? Self.defaultAlignment(legend.position)
        let vertical = side == .leading || side == .trailing
        if let content = legend.content {
            self.content = content
            let proposal = SceneSize(width: vertical ? frame.width / 2 : frame.width, height: vertical ? frame.height : frame.height / 2)
            let s = content.size(proposal: proposal)
            size = SceneSize(width: Self.clean(s.width, max: frame.width), height: Self.clean(s.height, max: frame.height))
        } else {
            let l = LegendLayout(items: items, maxWidth: frame.width, vertical: vertical,
                                 font: context.theme.legendFont, measurer: context.measurer)
            layout = l
            size = l.size
        }
        let given = legend.spacing.flatMap { $0.isFinite ? $0 : nil }
        spacing = given ?? (side == .overlay ? Self.overlayInset : Self.defaultSpacing)
        remaining = Self.remaining(frame, side: side, size: size, spacing: spacing)
    }

    /// The legend's rectangle once the plot is placed.
    package func frame(in frame: SceneRect, plot: SceneRect) -> SceneRect {
        let w = size.width, h = size.height
        switch side {
        case .top:
            return SceneRect(x: frame.minX + (frame.width - w) * alignment.x, y: frame.minY, width: w, height: h)
        case .bottom:
            return SceneRect(x: frame.minX + (frame.width - w) * alignment.x, y: frame.maxY - h, width: w, height: h)
        case .leading:
            return SceneRect(x: frame.minX, y: Self.along(plot.minY, plot.height, h, alignment.y, within: frame), width: w, height: h)
        case .trailing:
            return SceneRect(x: frame.maxX - w, y: Self.along(plot.minY, plot.height, h, alignment.y, within: frame), width: w, height: h)
        case .overlay:
            let inner = SceneRect(x: plot.minX + spacing, y: plot.minY + spacing,
                                  width: max(0, plot.width - 2 * spacing), height: max(0, plot.height - 2 * spacing))
            return SceneRect(x: inner.minX + (inner.width - w) * alignment.x, y: inner.minY + (inner.height - h) * alignment.y,
                             width: w, height: h)
        }
    }

    /// A start along a plot's extent for a length aligned at fraction `f`, kept inside the frame.
    static func along(_ start: Double, _ length: Double, _ size: Double, _ f: Double, within frame: SceneRect) -> Double {
        let y = start + (length - size) * f
        return max(frame.minY, min(y, frame.maxY - size))
    }

    static func remaining(_ frame: SceneRect, side: Side, size: SceneSize, spacing: Double) -> SceneRect {
        let dw = min(frame.width, size.width + spacing), dh = min(frame.height, size.height + spacing)
        switch side {
        case .top: return SceneRect(x: frame.minX, y: frame.minY + dh, width: frame.width, height: frame.height - dh)
        case .bottom: return SceneRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - dh)
        case .leading: return SceneRect(x: frame.minX + dw, y: frame.minY, width: frame.width - dw, height: frame.height)
        case .trailing: return SceneRect(x: frame.minX, y: frame.minY, width: frame.width - dw, height: frame.height)
        case .overlay: return frame
        }
    }

    static func side(of p: AnnotationPlacement) -> Side {
        switch p {
        case .automatic, .bottom, .bottomLeading, .bottomTrailing: return .bottom
        case .top, .topLeading, .topTrailing: return .top
        case .leading: return .leading
        case .trailing: return .trailing
        case .overlay: return .overlay
        }
    }

    /// Leading below and above the chart (as iOS draws it), or the corner the position names;
    /// centred beside the plot; top-leading inside it.
    static func defaultAlignment(_ p: AnnotationPlacement) -> (x: Double, y: Double) {
        switch p {
        case .topTrailing, .bottomTrailing: return (1, 0.5)
        case .leading, .trailing: return (0, 0.5)
        case .overlay: return (0, 0)
        default: return (0, 0.5)
        }
    }

    /// A size a view chose, made finite and kept within the frame.
    static func clean(_ v: Double, max m: Double) -> Double { v.isFinite ? min(max(0, v), max(0, m)) : 0 }
}
