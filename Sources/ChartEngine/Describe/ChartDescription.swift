import Foundation

/// What a chart shows, in the terms VoiceOver uses for Swift Charts: a title and summary, the
/// axes (names, ranges or categories, grid lines, how values are spoken) and the series with
/// their points. Made from the chart's resolved marks (``ChartDescription/init(chart:layout:)``)
/// or from the user's `AXChartDescriptor`; Describe Chart, the data table and the audio graph
/// are all made from it.
package struct ChartDescription: Sendable {
    /// The chart's title, when the user gave one.
    package var title: String?
    /// The key message of the chart, in the user's words.
    package var summary: String?
    /// What kind of chart it is, for "A bar chart", "A line chart".
    package var kind: Kind
    /// The axis the points are ordered along (time in the audio graph).
    package var x: AxisDescription?
    /// The axis of the values (pitch in the audio graph).
    package var y: AxisDescription?
    /// The depth axis of a 3D chart; nil in two dimensions.
    package var z: AxisDescription?
    /// The data series, in drawing order.
    package var series: [SeriesDescription]
    /// What tells the series apart: the `.value` label of `foregroundStyle(by:)` or `series:`.
    package var seriesTitle: String?

    /// The chart kinds Describe Chart names.
    package enum Kind: String, Sendable {
        case bar, line, area, point, rule, rectangle, sector, mixed, custom
        /// A chart in three dimensions (`Chart3D`).
        case threeDimensional
    }

    package init(title: String? = nil, summary: String? = nil, kind: Kind, x: AxisDescription?, y: AxisDescription?,
                 series: [SeriesDescription]) {
        self.title = title; self.summary = summary; self.kind = kind; self.x = x; self.y = y; self.series = series
    }

    /// How many points all series hold together.
    package var pointCount: Int { series.reduce(0) { $0 + ($1.rowCount ?? $1.count) } }
}

/// Words for a value on an axis: a number, a date in seconds since 2001, or a category index.
package struct ValueWords: Sendable {
    private let make: @Sendable (Double) -> String
    package init(_ make: @escaping @Sendable (Double) -> String) { self.make = make }
    package func callAsFunction(_ v: Double) -> String { make(v) }
}

/// One axis of a described chart.
package struct AxisDescription: Sendable {
    /// The axis's title: the `.value` label of what it plots.
    package var title: String
    /// The categories in drawing order, for a categorical axis; values on it are their indices.
    package var categories: [String]?
    /// The smallest and largest values the axis shows, for a numeric or date axis.
    package var range: ClosedRange<Double>?
    /// Where the grid lines are, in the axis's values.
    package var gridlines: [Double]
    /// Whether values are dates (seconds since the reference date).
    package var isDate: Bool
    /// Whether the axis spaces values logarithmically.
    package var isLogarithmic: Bool
    /// Words for a value, as the axis's labels and VoiceOver speak it.
    package var words: ValueWords
    /// Which axis of the picture it is ("X", "Y"): the y axis of horizontal bars holds their
    /// categories; `nil` for one with no place on the picture (a pie's slices, a colour).
    package var position: String?

    package init(title: String, categories: [String]? = nil, range: ClosedRange<Double>? = nil, gridlines: [Double] = [],
                 isDate: Bool = false, isLogarithmic: Bool = false, position: String? = nil, words: ValueWords) {
        self.title = title; self.categories = categories; self.range = range; self.gridlines = gridlines
        self.isDate = isDate; self.isLogarithmic = isLogarithmic; self.words = words; self.position = position
    }

    /// The words of a value on this axis: a category's name, or the value formatted.
    package func text(_ v: Double) -> String {
        if let categories {
            guard let i = Self.index(v), categories.indices.contains(i) else { return words(v) }
            return categories[i]
        }
        return words(v)
    }

    /// The category index a value stands for; `nil` for values no index can hold.
    package static func index(_ v: Double) -> Int? {
        v.isFinite && abs(v) < 1e9 ? Int(saturating: v.rounded()) : nil
    }

    /// The span of values the axis covers: its range, or its categories' indices.
    package var span: ClosedRange<Double> {
        if let categories { return 0...Double(max(0, categories.count - 1)) }
        return range ?? 0...1
    }
}

/// One data series: its name, whether it is drawn joined, and its points in x order.
package struct SeriesDescription: Sendable {
    /// The series' name: its `foregroundStyle(by:)` or `series:` value, else the value axis's title.
    package var name: String
    /// Whether the points are joined, as a line or area is: the audio graph plays one gliding
    /// tone for such a series and separate notes for the others.
    package var isContinuous: Bool
    /// Each point's x value: a number, a date in seconds, or a category's index.
    package var x: [Double]
    /// Each point's y value; NaN where a point has none. For a range (`yStart:`/`yEnd:`), its end.
    package var y: [Double]
    /// For a series of ranges, where each range starts; `nil` for a series of single values.
    package var low: [Double]? = nil
    /// Each point's depth, in a 3D chart.
    package var z: [Double]? = nil
    /// What VoiceOver says for each point ("Cachapa, 916 sold").
    package var labels: PointLabels
    /// Where each point is drawn in the picture, when the chart is drawn from marks on two
    /// position scales; made only when asked for.
    package var places: PointPlaces?
    /// How many rows of data the series stands for, when its points are the rows a long line kept
    /// after thinning; `nil` when every row is a point.
    package var rowCount: Int? = nil

    package init(name: String, isContinuous: Bool, x: [Double], y: [Double], labels: PointLabels) {
        self.name = name; self.isContinuous = isContinuous; self.x = x; self.y = y; self.labels = labels
    }

    package var count: Int { x.count }
}

/// The spoken labels of a series' points, made only when asked for: a chart of a million points
/// formats none of them unless a page lists them.
package struct PointLabels: Sendable {
    private let make: @Sendable (Int) -> String
    package init(_ make: @escaping @Sendable (Int) -> String) { self.make = make }
    package init(_ list: [String]) { self.make = { list.indices.contains($0) ? list[$0] : "" } }
    package subscript(_ i: Int) -> String { make(i) }
}

/// Where a series' points are drawn, in picture coordinates, made only when asked for.
package struct PointPlaces: Sendable {
    private let make: @Sendable (Int) -> (x: Double, y: Double)?
    package init(_ make: @escaping @Sendable (Int) -> (x: Double, y: Double)?) { self.make = make }
    package subscript(_ i: Int) -> (x: Double, y: Double)? { make(i) }
}
