import Foundation

/// An axis of a chart described for assistive technologies.
public protocol AXDataAxisDescriptor: AnyObject {
    /// The axis's title.
    var title: String { get set }
}

/// An axis of numbers: its range, grid lines, and how a value is spoken.
///
/// ```swift
/// AXNumericDataAxisDescriptor(title: "Sales", range: 0...200, gridlinePositions: [0, 100, 200]) {
///     "\(Int($0)) cups"
/// }
/// ```
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor, @unchecked Sendable {
    /// How values are spaced along the axis.
    public enum ScaleType: Int, Sendable {
        /// A linear scale.
        case linear
        /// A natural logarithmic scale.
        case ln
        /// A base-10 logarithmic scale.
        case log10
    }

    /// The axis's title.
    public var title: String
    /// The smallest and largest values the axis shows.
    public var range: ClosedRange<Double>
    /// Where the grid lines are.
    public var gridlinePositions: [Double]
    /// Words for a value: units, dates, times.
    public var valueDescriptionProvider: (Double) -> String
    /// How values are spaced along the axis: linear unless set.
    public var scaleType: ScaleType = .linear

    /// A numeric axis.
    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title; self.range = range; self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }
}

/// An axis of categories, in the order they are drawn.
///
/// ```swift
/// AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon", "Tue", "Wed"])
/// ```
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor, @unchecked Sendable {
    /// The axis's title.
    public var title: String
    /// The categories, in the order they are drawn.
    public var categoryOrder: [String]

    /// A categorical axis.
    public init(title: String, categoryOrder: [String]) { self.title = title; self.categoryOrder = categoryOrder }
}

/// One series of a chart: its name, whether it is a continuous line, and its points.
///
/// ```swift
/// AXDataSeriesDescriptor(name: "Cupertino", isContinuous: true, dataPoints: points)
/// ```
public final class AXDataSeriesDescriptor: @unchecked Sendable {
    /// The series' name.
    public var name: String?
    /// Whether the points are joined (a line) rather than separate (bars, points).
    public var isContinuous: Bool
    /// The series' points.
    public var dataPoints: [AXDataPoint]

    /// A series of points.
    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name; self.isContinuous = isContinuous; self.dataPoints = dataPoints
    }
}

/// One data value: a number or a category.
public final class AXDataPointValue: @unchecked Sendable {
    /// The value on a numeric axis.
    public var number: Double
    /// The value on a categorical axis.
    public var category: String?

    init(number: Double, category: String?) { self.number = number; self.category = category }

    /// A numeric value.
    public static func valueWithNumber(_ number: Double) -> AXDataPointValue { AXDataPointValue(number: number, category: nil) }
    /// A categorical value.
    public static func valueWithCategory(_ category: String) -> AXDataPointValue { AXDataPointValue(number: 0, category: category) }

    convenience init(_ value: AXDataPoint.Value) {
        switch value {
        case .number(let n): self.init(number: n, category: nil)
        case .category(let c): self.init(number: 0, category: c)
        }
    }
}

/// One point of a series: x and y values, values on additional axes, and a label.
///
/// ```swift
/// AXDataPoint(x: "Mon", y: 120, label: "Monday")
/// ```
public final class AXDataPoint: @unchecked Sendable {
    /// A value on an axis.
    public enum Value: Hashable, Sendable {
        /// A numeric value.
        case number(Double)
        /// A categorical value.
        case category(String)
    }

    /// The x value: a number on a numeric axis, a category on a categorical one.
    public var xValue: AXDataPointValue
    /// The y value.
    public var yValue: AXDataPointValue?
    /// Values on the chart's additional axes, in their order.
    public var additionalValues: [AXDataPointValue]
    /// The point's name.
    public var label: String?

    /// A point with a categorical x value.
    public init(x: String, y: Double? = nil, additionalValues: [AXDataPoint.Value] = [], label: String? = nil) {
        xValue = .valueWithCategory(x)
        yValue = y.map(AXDataPointValue.valueWithNumber)
        self.additionalValues = additionalValues.map(AXDataPointValue.init)
        self.label = label
    }

    /// A point with a numeric x value.
    public init(x: Double, y: Double? = nil, additionalValues: [AXDataPoint.Value] = [], label: String? = nil) {
        xValue = .valueWithNumber(x)
        yValue = y.map(AXDataPointValue.valueWithNumber)
        self.additionalValues = additionalValues.map(AXDataPointValue.init)
        self.label = label
    }
}
