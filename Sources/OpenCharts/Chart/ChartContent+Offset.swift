import ChartEngine
import Foundation

extension ChartContent {
    /// Moves the marks sideways by `x` and stretches their vertical extent: `yStart` moves the
    /// end they start at (a bar's baseline, a rule's top when it spans the plot), `yEnd` the
    /// other, in points with y growing downwards. Marks without a vertical extent only move.
    ///
    /// ```swift
    /// RuleMark(x: .value("Selected", selectedDate, unit: .day))
    ///     .foregroundStyle(Color.gray.opacity(0.3))
    ///     .offset(yStart: -10)
    /// ```
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        offset(move: (x, 0), MarkRangeOffset(yStart: finite(yStart), yEnd: finite(yEnd)))
    }

    /// Moves the marks up or down by `y` and stretches their horizontal extent: `xStart` moves
    /// the end they start at, `xEnd` the other, in points.
    ///
    /// ```swift
    /// RuleMark(y: .value("Goal", 10_000)).offset(xStart: -8, xEnd: 8)
    /// ```
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        offset(move: (0, y), MarkRangeOffset(xStart: finite(xStart), xEnd: finite(xEnd)))
    }

    /// Stretches the marks' extents on both axes: each start and end moves by its own number of
    /// points, in screen coordinates.
    ///
    /// ```swift
    /// RectangleMark(xStart: .value("Start", start), xEnd: .value("End", end))
    ///     .offset(xStart: 2, xEnd: -2, yStart: 2, yEnd: -2)
    /// ```
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        offset(move: (0, 0), MarkRangeOffset(xStart: finite(xStart), xEnd: finite(xEnd),
                                             yStart: finite(yStart), yEnd: finite(yEnd)))
    }

    func offset(move: (CGFloat, CGFloat), _ range: MarkRangeOffset) -> ModifiedChartContent<Self> {
        let dx = finite(move.0), dy = finite(move.1)
        return modified { m, _ in
            if dx != 0 || dy != 0 { m.style.offset = (m.style.offset.x + dx, m.style.offset.y + dy) }
            if !range.isZero { m.style.rangeOffset = m.style.rangeOffset.adding(range) }
        }
    }
}

/// A distance in points, with NaN and infinities read as none.
private func finite(_ v: CGFloat) -> Double { v.isFinite ? Double(v) : 0 }
