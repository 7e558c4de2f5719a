import ChartEngine
import Foundation

/// A sector of a pie or donut chart: its angle is its value's share of the sum of all the sectors'
/// values. Sectors run clockwise from 12 o'clock in data order, and a chart of sectors has no axes.
///
/// ```swift
/// Chart(data, id: \.name) { element in
///     SectorMark(
///         angle: .value("Sales", element.sales),
///         innerRadius: .ratio(0.618),
///         angularInset: 1.5
///     )
///     .cornerRadius(5)
///     .foregroundStyle(by: .value("Name", element.name))
/// }
/// ```
public struct SectorMark: MarkContent {
    public typealias Body = Never
    let arguments: MarkArguments

    /// A sector whose angle is proportional to `angle`.
    ///
    /// - Parameters:
    ///   - angle: The value the sector's share of the full circle is proportional to.
    ///   - innerRadius: The radius of the hole: points, or `.ratio`/`.inset` of the outer radius.
    ///     A hole makes a donut; `.automatic` is none.
    ///   - outerRadius: The sector's radius: points, or `.ratio`/`.inset` of half the plot's
    ///     shorter side; `.automatic` is that whole radius.
    ///   - angularInset: Points by which each straight edge moves into the sector, so that
    ///     neighbours are separated by twice this.
    public init(angle: PlottableValue<some Plottable>, innerRadius: MarkDimension = .automatic,
                outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        let sector = SectorSpec(angle: angle.slot, innerRadius: innerRadius.value, outerRadius: outerRadius.value,
                                angularInset: angularInset.map(Double.init))
        arguments = MarkArguments(kind: .sector, x: .absent, y: .absent, sector: sector)
    }
}
