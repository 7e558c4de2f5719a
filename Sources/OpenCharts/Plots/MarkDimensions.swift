import ChartEngine
import Foundation

/// The width, height or radius of each mark of a vectorized plot: one size for every element, or
/// a size read from each element through a key path.
///
/// ```swift
/// BarPlot(sales, x: .value("Month", \.month), y: .value("Sales", \.total), width: .ratio(0.6))
/// RectanglePlot(cells, x: .value("X", \.x), y: .value("Y", \.y), width: .fixed(\.size), height: .fixed(\.size))
/// ```
public struct MarkDimensions<DataElement>: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The size of an element's mark.
    let size: (DataElement) -> DimensionSpec
    /// The size shared by every element, when it does not depend on the element.
    let constant: DimensionSpec?

    init(constant: DimensionSpec) {
        self.constant = constant
        size = { _ in constant }
    }

    init(_ keyPath: KeyPath<DataElement, CGFloat>, _ make: @escaping (Double) -> DimensionSpec) {
        constant = nil
        size = { make(MarkDimension.finite($0[keyPath: keyPath])) }
    }

    /// Chosen by the chart.
    public static var automatic: MarkDimensions { MarkDimensions(constant: .automatic) }
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimensions { MarkDimensions(constant: .fixed(MarkDimension.finite(value))) }
    /// A size in points read from each element.
    public static func fixed(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions(keyPath) { .fixed($0) } }
    /// A fraction of the step between values (0...1).
    public static func ratio(_ ratio: CGFloat) -> MarkDimensions { MarkDimensions(constant: .ratio(MarkDimension.finite(ratio))) }
    /// A fraction of the step read from each element.
    public static func ratio(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions(keyPath) { .ratio($0) } }
    /// The step minus an inset on each side.
    public static func inset(_ inset: CGFloat) -> MarkDimensions { MarkDimensions(constant: .inset(MarkDimension.finite(inset))) }
    /// The step minus an inset on each side read from each element.
    public static func inset(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions(keyPath) { .inset($0) } }
    /// A size in points, written as a number: `width: 12.5`.
    public init(floatLiteral value: Double) { self.init(constant: .fixed(MarkDimension.finite(CGFloat(value)))) }
    /// A size in points, written as a whole number: `width: 12`.
    public init(integerLiteral value: Int) { self.init(constant: .fixed(Double(value))) }
}

extension PlotColumns {
    /// The columns with marks `width` wide and `height` high: one size for all, or a size per row.
    func sized(width: MarkDimensions<Data.Element>? = nil, height: MarkDimensions<Data.Element>? = nil) -> Self {
        var c = self
        if let width {
            if let w = width.constant { c.width = w } else {
                let f = width.size
                c.modifiers.append(RowModifier { e, spec, _ in spec.width = f(e) })
            }
        }
        if let height {
            if let h = height.constant { c.height = h } else {
                let f = height.size
                c.modifiers.append(RowModifier { e, spec, _ in spec.height = f(e) })
            }
        }
        return c
    }
}
