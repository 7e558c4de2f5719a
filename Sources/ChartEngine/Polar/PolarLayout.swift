import ChartScene
import Foundation

/// The polar stage for sector marks: the pie's centre and radius in the plot, and for each sector
/// its angles and radii.
///
/// Angles run clockwise from 12 o'clock, each sector's share of the full circle its share of the
/// sum of the angle values, in data order. Sectors whose value is zero, negative, non-finite or not
/// a number are left out and reported.
package struct PolarLayout: Sendable {
    /// The centre of the plot, where every sector meets.
    package var center: ScenePoint
    /// The largest radius that fits the plot: half its shorter side.
    package var radius: Double
    /// The sum of the angle values of the placed sectors.
    package var total: Double
    /// Placed sectors in data order, so their angles increase.
    package var sectors: [PolarSector]
    package var warnings: [ChartWarning]
    /// Position in `sectors` of each placed mark, by mark index.
    let byMark: [Int: Int]

    /// Places the sector marks among `marks` in `plot`; `nil` when there are none.
    package init?(plot: SceneRect, marks: [ResolvedMark]) {
        var values: [(mark: Int, value: Double, spec: SectorSpec)] = []
        var skipped = 0
        for m in marks where m.kind == .sector {
            guard let spec = m.spec.sector else { continue }
            guard let v = spec.angle.value.number, v.isFinite, v > 0 else { skipped += 1; continue }
            values.append((m.index, v, spec))
        }
        guard !values.isEmpty || skipped > 0 else { return nil }
        center = ScenePoint(plot.midX, plot.midY)
        radius = max(0, min(plot.width, plot.height) / 2)
        // A sum that overflows places nothing, rather than sectors of zero or NaN angle.
        let sum = values.reduce(0) { $0 + $1.value }
        total = sum.isFinite ? sum : 0
        warnings = []
        if skipped > 0 {
            warnings.append(.skipped(skipped, "sector", because: "a sector's angle value must be a positive, finite number"))
        }
        if !sum.isFinite {
            warnings.append(.skipped(values.count, "sector", because: "the sum of the angle values is too large"))
            values = []
        }
        var sectors: [PolarSector] = [], byMark: [Int: Int] = [:], before = 0.0
        sectors.reserveCapacity(values.count)
        for (mark, value, spec) in values {
            let outer = Self.radius(spec.outerRadius, of: radius, automatic: radius)
            let inner = min(outer, Self.radius(spec.innerRadius, of: outer, automatic: 0))
            // Angles from the running sum, so the last sector closes the circle exactly.
            let start = 2 * Double.pi * before / total, end = 2 * Double.pi * min(1, (before + value) / total)
            byMark[mark] = sectors.count
            sectors.append(PolarSector(markIndex: mark, value: value, cumulativeStart: before, startAngle: start, endAngle: end,
                                       innerRadius: inner, outerRadius: outer, angularInset: spec.angularInset ?? 0))
            before += value
        }
        self.sectors = sectors
        self.byMark = byMark
    }

    /// A radius from a mark dimension: points, a ratio of `full`, or `full` less an inset; never
    /// negative nor beyond `full` when `full` is the largest radius.
    static func radius(_ d: DimensionSpec, of full: Double, automatic: Double) -> Double {
        let r: Double
        switch d {
        case .automatic: r = automatic
        case .fixed(let v): r = v
        case .ratio(let k): r = full * k
        case .inset(let i): r = full - i
        }
        return r.isFinite ? min(max(0, r), full) : automatic
    }

    /// The placed sector of the mark with index `markIndex`, if it was placed.
    package func sector(forMark markIndex: Int) -> PolarSector? {
        byMark[markIndex].map { sectors[$0] }
    }
}
