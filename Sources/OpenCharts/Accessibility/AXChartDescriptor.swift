import Foundation

/// Everything an assistive technology needs to describe a chart, as in Apple's Accessibility
/// framework: its title and summary, its axes and its data series, from which VoiceOver's audio
/// graph and data table are made.
///
/// ```swift
/// extension SalesChart: AXChartDescriptorRepresentable {
///     func makeChartDescriptor() -> AXChartDescriptor {
///         AXChartDescriptor(title: "Sales by day", summary: "Sales peak on Saturday",
///                           xAxis: AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: days),
///                           yAxis: AXNumericDataAxisDescriptor(title: "Sales", range: 0...200,
///                                                              gridlinePositions: []) { "\(Int($0)) sold" },
///                           series: [AXDataSeriesDescriptor(name: "Sales", isContinuous: false, dataPoints: points)])
///     }
/// }
/// ```
///
/// A rendered picture writes the title into the SVG's `<title>` and the summary into its `<desc>`.
public final class AXChartDescriptor: @unchecked Sendable {
    /// Which way the x axis runs.
    public enum ContentDirection: Int, Sendable {
        /// The x axis runs from left to right.
        case leftToRight
        /// The x axis runs from right to left.
        case rightToLeft
        /// The x axis runs from top to bottom.
        case topToBottom
        /// The x axis runs from bottom to top.
        case bottomToTop
        /// The x axis runs clockwise around a circle.
        case radialClockwise
        /// The x axis runs counterclockwise around a circle.
        case radialCounterClockwise
    }

    /// The chart's title.
    public var title: String?
    /// The key message of the chart, in a sentence.
    public var summary: String?
    /// The x axis: numeric or categorical.
    public var xAxis: any AXDataAxisDescriptor
    /// The y axis, numeric when present.
    public var yAxis: AXNumericDataAxisDescriptor?
    /// Further axes (colour, size, …), in the order data points give their additional values.
    public var additionalAxes: [any AXDataAxisDescriptor]
    /// The chart's data series.
    public var series: [AXDataSeriesDescriptor]
    /// Which way the x axis runs.
    public var contentDirection: ContentDirection = .leftToRight
    /// Where the chart's data is drawn, in the view's space.
    public var contentFrame: CGRect = .zero

    /// A descriptor of a chart's title, summary, axes and series.
    public init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
                yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
                series: [AXDataSeriesDescriptor]) {
        self.title = title; self.summary = summary; self.xAxis = xAxis; self.yAxis = yAxis
        self.additionalAxes = additionalAxes; self.series = series
    }
}

/// A type that describes its chart for assistive technologies, as in Apple's Accessibility
/// framework; hand it to ``View/accessibilityChartDescriptor(_:)``.
///
/// ```swift
/// Chart(sales) { … }.accessibilityChartDescriptor(self)
/// ```
@MainActor @preconcurrency
public protocol AXChartDescriptorRepresentable {
    /// Makes the chart's descriptor.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Brings an existing descriptor up to date; by default it is left as it is.
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

nonisolated extension AXChartDescriptorRepresentable {
    /// Leaves the descriptor as it is.
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}
