import ChartEngine
import Foundation

/// A position range given in points, as `chartXScale(range: 0...128)` gives it: the domain runs
/// from `lowerBound` points to `upperBound` points along the plot, measured from its leading edge
/// (for x) or its bottom (for y).
///
/// ```swift
/// Chart(usage, id: \.category) { BarMark(x: .value("Size", $0.size)) }
///     .chartXScale(range: 0...128)
/// ```
extension ClosedRange: ScaleRange where Bound == CGFloat {
    /// Positions are in points.
    public typealias VisualValue = CGFloat
}

extension ClosedRange: PositionScaleRange where Bound == CGFloat {}

extension ClosedRange where Bound == CGFloat {
    /// The range as the scale's options carry it.
    var positionRangeSpec: ScaleRangeSpec {
        var spec = ScaleRangeSpec(startPadding: 0, endPadding: 0)
        spec.positions = Double(lowerBound)...Double(upperBound)
        return spec
    }
}
