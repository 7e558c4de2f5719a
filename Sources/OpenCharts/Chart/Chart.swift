import ChartEngine
import ChartScene
import Foundation

/// A chart: marks drawn over scales inferred from their data, with axes and a legend.
///
/// ```swift
/// Chart(sales) { element in
///     BarMark(x: .value("Sales", element.sales), y: .value("Name", element.name))
/// }
/// ```
nonisolated public struct Chart<Content: ChartContent>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A chart of the content the builder lists.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let env = env.numberingLiveScroll()
        return ChartNode(spec: ChartStages.spec(of: self, environment: env.resolvingChartScroll()), env: env)
    }
}

extension Chart {
    /// A chart with one piece of content per element of identifiable data.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart with one piece of content per element of identifiable data, with the data labelled `data:` as
    /// Apple's `chartPlotStyle(content:)` page writes it: the same as ``init(_:content:)``.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, C: ChartContent>(data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.init(data, content: content)
    }

    /// A chart with one piece of content per element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}

/// A chart laid out in the room its parent gives it.
struct ChartNode: LayoutNode {
    let spec: ChartSpec
    let env: EnvironmentValues
    /// The chart resolved once, whatever sizes it is then asked about and drawn at.
    private let prepared = PreparedOnce()

    /// Charts are flexible; without an offer they take a typical phone-width size.
    static let idealSize = CGSize(width: 360, height: 240)

    var context: ChartContext { ChartStages.context(env) }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        func dim(_ v: CGFloat?, _ ideal: CGFloat) -> CGFloat {
            guard let v, v.isFinite else { return ideal }
            return max(0, v)
        }
        let offered = CGSize(width: dim(p.width, Self.idealSize.width), height: dim(p.height, Self.idealSize.height))
        guard let style = env.chartPlotStyle else { return offered }
        // A styled plot area may choose its own size; the chart is then that size plus its axes and legend.
        let frame = CGRect(origin: .zero, size: offered)
        let plot = chart.layout(in: frame.sceneRect).plot
        let slot = PlotAreaSlot()
        let styled = makeLayoutNode(style(ChartPlotContent(slot: slot)), env)
        let size = styled.sizeThatFits(ProposedViewSize(width: plot.width, height: plot.height))
        return CGSize(width: max(0, offered.width - plot.width + size.width), height: max(0, offered.height - plot.height + size.height))
    }

    /// The prepared chart, made on first use.
    var chart: PreparedChart { prepared.value { ChartEngine.prepare(spec, context: context) } }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let chart: PreparedChart
        let out: ChartOutput
        let plotNodes: [SceneNode]
        if let cache = ChartDrawingCache.current, let key = ChartDrawingKey.of(spec, context: context, rect: rect, env: env) {
            // A live session's chart drawn from the same inputs in an earlier render is not drawn again.
            if let kept = cache.drawing(for: key) {
                chart = kept.chart
                out = kept.output
            } else {
                chart = self.chart
                out = ChartEngine.draw(chart, layout: chart.layout(in: rect.sceneRect))
                cache.keep(key, chart: chart, output: out)
            }
            plotNodes = out.plotNodes
        } else if let style = env.chartPlotStyle {
            chart = self.chart
            // The styled plot area is laid out in the room the axes leave; where its content lands
            // is the plot, and the chart is drawn again around it.
            let available = chart.layout(in: rect.sceneRect).plot
            let slot = PlotAreaSlot()
            let styled = makeLayoutNode(style(ChartPlotContent(slot: slot)), env)
            let size = styled.sizeThatFits(ProposedViewSize(width: available.width, height: available.height))
            let placed = CGRect(x: available.midX - size.width / 2, y: available.midY - size.height / 2, width: size.width, height: size.height)
            _ = styled.render(in: placed, RenderRecorder())
            let plot = slot.rect ?? placed
            out = ChartEngine.draw(chart, layout: chart.layout(in: rect.sceneRect, plotRect: plot.sceneRect))
            slot.nodes = out.plotNodes
            plotNodes = styled.render(in: placed, recorder)
        } else {
            chart = self.chart
            out = ChartEngine.draw(chart, layout: chart.layout(in: rect.sceneRect))
            plotNodes = out.plotNodes
        }
        recorder.warnings += out.warnings.map(\.message)
        for case let overrun? in out.warnings.map(\.overrun) {
            RenderScope.current?.overran(ChartRenderLimitError(limit: ChartRenderLimitError.Limit(rawValue: overrun.limit) ?? .maximumMarks,
                                                               allowed: overrun.allowed, needed: overrun.needed, counted: overrun.counted))
        }
        // Describe Chart is written once for the whole picture, from the descriptions.
        if let described = out.chartDescription { recorder.descriptions.append(described) } else if ChartEngine.describes { recorder.summaries.append(out.summary) }
        let plot = CGRect(x: out.plotFrame.x, y: out.plotFrame.y, width: out.plotFrame.width, height: out.plotFrame.height)
        var proxy = ChartProxy(x: out.x, y: out.y, polar: out.polar, styles: out.styles, plot: plot, env: env,
                               selection: env.chartSelection)
        proxy.content = out.contentFrame.flatMap { $0.width > plot.width + 0.5 || $0.height > plot.height + 0.5 ? CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) : nil }
        recorder.charts.append(ChartCapture(proxy: proxy, frame: rect, content: out.contentFrame, chart: chart))
        if let live = LiveRecorder.current {
            // Before the decorations: a control drawn over the chart is hit before its plot.
            ChartLiveTarget(proxy: proxy, gestures: env.chartInteraction.gestures.map { $0(proxy) }).record(live)
        }
        let background = decoration(env.chartBackground, proxy: proxy, in: rect, recorder)
        let overlay = decoration(env.chartOverlay, proxy: proxy, in: rect, recorder)
        var furniture = out.furnitureNodes
        if env.chartXAxisStyle != nil || env.chartYAxisStyle != nil { furniture = styledAxes(furniture, plot: plot, frame: rect, recorder) }
        return [.group(SceneGroup(children: background + plotNodes + furniture + overlay,
                                  semantics: SceneSemantics(classes: "chart")))]
    }

    /// A `chartBackground` or `chartOverlay` view, offered the chart's frame and aligned in it.
    func decoration(_ d: ChartDecoration?, proxy: ChartProxy, in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard let d else { return [] }
        let node = makeLayoutNode(d.make(proxy), env.insideChart)
        return ZStackNode(alignment: d.alignment, children: [node]).render(in: rect, recorder)
    }
}

/// A value computed the first time it is asked for and kept, for a node that layout may ask
/// about several times from any thread.
final class PreparedOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: PreparedChart?

    func value(_ make: () -> PreparedChart) -> PreparedChart {
        lock.lock(); defer { lock.unlock() }
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }
}

nonisolated extension View {
    /// Shows or hides the legend of charts in this view.
    public func chartLegend(_ visibility: Visibility) -> some View {
        EnvironmentModifiedView(content: self) { $0.chartOptions.legend = visibility.setting }
    }

    /// Shows or hides the x axis of charts in this view.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        EnvironmentModifiedView(content: self) { $0.chartOptions.xAxis.visibility = visibility.setting }
    }

    /// Shows or hides the y axis of charts in this view.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        EnvironmentModifiedView(content: self) { $0.chartOptions.yAxis.visibility = visibility.setting }
    }
}

extension Visibility {
    var setting: VisibilitySetting {
        switch self {
        case .automatic: return .automatic
        case .visible: return .visible
        case .hidden: return .hidden
        }
    }
}
