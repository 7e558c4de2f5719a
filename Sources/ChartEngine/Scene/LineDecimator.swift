import ChartScene

/// Thins a dense line to the points that decide its picture, by M4 aggregation: Jugel, Jerzak,
/// Hackenbroich and Markl, "M4: A Visualization-Oriented Time Series Data Aggregation", VLDB 2014.
///
/// A line through far more points than the plot has pixel columns draws, inside each column, a
/// stroke between the column's two extreme points in y, entered at the column's first point and
/// left at its last. Keeping those four points per column (first, both extremes, last, in their
/// original order) draws the same pixels: the paper proves it for one-pixel lines; a wider,
/// anti-aliased stroke differs at most in the shading of a few pixels along its edges. The work
/// after this step follows the plot's width, not the number of rows, as DESIGN.md §1 promises.
///
/// ```swift
/// // Columns one point wide from x = 40: at most four points survive in each.
/// let thinned = LineDecimator.m4(points, originX: 40, columnWidth: 1)
/// ```
package enum LineDecimator {
    /// How many points a column keeps; a line is worth thinning when it has more than this many per column.
    package static let pointsPerColumn = 4

    /// Whether the finite points' x never turns back: all non-decreasing or all non-increasing.
    /// M4 needs it, since it merges a column's points only while they come one after another.
    package static func isMonotoneInX(_ points: [ScenePoint]) -> Bool {
        var rising = true, falling = true
        var previous = Double.nan
        for p in points where p.x.isFinite && p.y.isFinite {
            if p.x < previous { rising = false }
            if p.x > previous { falling = false }
            if !rising && !falling { return false }
            previous = p.x
        }
        return true
    }

    /// `points` reduced to the first, the smallest-y, the largest-y and the last point of each column
    /// `columnWidth` wide, counted from `originX`, in their original order. A point with a non-finite
    /// coordinate is a gap in the line: the runs on either side are thinned apart, and one gap point
    /// (NaN) stays between them. Expects x to be monotone (see ``isMonotoneInX(_:)``).
    package static func m4(_ points: [ScenePoint], originX: Double, columnWidth: Double) -> [ScenePoint] {
        var out: [ScenePoint] = []
        var column: Column?
        func flush() {
            guard let c = column else { return }
            // The four kept indices, ascending and without repeats (a lone point is all four).
            let kept = [c.first, c.minY, c.maxY, c.last].sorted()
            for (k, i) in kept.enumerated() where k == 0 || i != kept[k - 1] { out.append(points[i]) }
            column = nil
        }
        for i in points.indices {
            let p = points[i]
            guard p.x.isFinite, p.y.isFinite else {
                flush()
                if let last = out.last, last.x.isFinite { out.append(ScenePoint(.nan, .nan)) }
                continue
            }
            let key = ((p.x - originX) / columnWidth).rounded(.down)
            if let c = column, c.key == key {
                column?.add(i, y: p.y, smallest: points[c.minY].y, largest: points[c.maxY].y)
            } else {
                flush()
                column = Column(key: key, first: i, minY: i, maxY: i, last: i)
            }
        }
        flush()
        return out
    }

    /// The points of one column seen so far, by index.
    private struct Column {
        var key: Double
        var first: Int
        /// The points with the smallest and the largest y.
        var minY: Int
        var maxY: Int
        var last: Int

        /// Takes point `i`; ties keep the earlier point.
        mutating func add(_ i: Int, y: Double, smallest: Double, largest: Double) {
            if y < smallest { minY = i }
            if y > largest { maxY = i }
            last = i
        }
    }
}
