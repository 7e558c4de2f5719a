import ChartEngine
import ChartScene
import Foundation

extension ChartContent {
    /// Clips each mark to a shape that fills the mark's frame: capsule-ended bars, round points.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", day, unit: .day), yStart: .value("Min", low), yEnd: .value("Max", high),
    ///         width: .fixed(8))
    ///     .clipShape(Capsule())
    /// ```
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent {
        let clip = MarkClipShape { rect in
            shape.path(in: CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)).scenePath()
        }
        return modified { m, _ in m.style.clipShape = clip }
    }

    /// Shows this content only where the marks of `content` are drawn. The mask's marks are
    /// placed on the chart's scales like any mark but are not drawn themselves.
    ///
    /// ```swift
    /// AreaMark(x: .value("Hour", hour), y: .value("Temperature", celsius))
    ///     .foregroundStyle(.orange.gradient)
    ///     .mask {
    ///         RectangleMark(xStart: .value("From", sunrise), xEnd: .value("To", sunset))
    ///     }
    /// ```
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent {
        MaskedChartContent(content: self, mask: content())
    }

    /// Spreads gradients over the whole plot area instead of over each mark, so that bars of
    /// different heights show one gradient behind them.
    ///
    /// ```swift
    /// AreaMark(x: .value("Date", date), y: .value("Price", close))
    ///     .foregroundStyle(LinearGradient(colors: [.blue.opacity(0.5), .clear],
    ///                                     startPoint: .top, endPoint: .bottom))
    ///     .alignsMarkStylesWithPlotArea()
    /// ```
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent {
        modified { m, _ in m.style.alignsToPlot = aligns }
    }
}

/// Content shown through the marks of a mask.
struct MaskedChartContent<Content: ChartContent, Mask: ChartContent>: ChartContent, PrimitiveChartContent {
    typealias Body = Never
    let content: Content
    let mask: Mask

    func collect(into collector: inout MarkCollector) {
        // Each mask is named by the number of marks before it: masks that add marks get distinct names.
        let id = collector.marks.count
        collector.modifiers.append { m, _ in m.style.mask = .mask(of: id) }
        collectMarks(mask, into: &collector)
        collector.modifiers.removeLast()
        collector.modifiers.append { m, _ in m.style.mask = .masked(by: id) }
        collectMarks(content, into: &collector)
        collector.modifiers.removeLast()
    }
}
