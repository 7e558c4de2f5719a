import Foundation

/// A mark after resolution: which axis carries its value, its stacked extent on that axis,
/// and the keys that group it into series and dodge slots.
package struct ResolvedMark: Sendable {
    package var spec: MarkSpec
    /// Index in declaration order; ties in z-order keep it.
    package var index: Int
    /// The axis along which a bar, area or rectangle measures its value; `nil` for marks without one.
    package var valueAxis: PositionAxis?
    /// Start and end on the value axis after stacking, in data units (numbers only).
    package var stacked: (start: Double, end: Double)?
    /// The key of the series a line or area belongs to.
    package var seriesKey: String
    /// The categorical key for `foregroundStyle(by:)`, if any.
    package var colorKey: String?
    /// The categorical key for `symbol(by:)`, if any.
    package var symbolKey: String?
    /// The key for `position(by:)`, if any.
    package var dodgeKey: String?

    package var kind: MarkKind { spec.kind }
}
