import ChartEngine
import ChartScene
import Foundation

/// What a render learned about one chart that an interactive page needs: its proxy (scales,
/// plot, bindings), its frame, the whole scrolled content, and the calendar unit of its x values.
struct ChartCapture {
    let proxy: ChartProxy
    let frame: CGRect
    /// The whole plot content when the chart scrolls; `nil` otherwise.
    let content: SceneRect?
    let xUnit: Calendar.Component?
    /// The lifecycle of the render that drew the chart, which the page's states continue.
    let lifecycle: LifecycleSession?

    init(proxy: ChartProxy, frame: CGRect, content: SceneRect?, chart: PreparedChart) {
        self.proxy = proxy; self.frame = frame
        lifecycle = LifecycleSession.current
        self.content = content.flatMap {
            $0.width > proxy.plot.width + 0.5 || $0.height > proxy.plot.height + 0.5 ? $0 : nil
        }
        var unit: Calendar.Component?
        for m in chart.marks {
            if let u = m.spec.x.firstSlot?.unit { unit = u; break }
        }
        xUnit = unit
    }

    /// Whether the chart scrolls up and down rather than sideways.
    var scrollsVertically: Bool {
        guard let content else { return false }
        return content.height > Double(proxy.plot.height) + 0.5
    }

    var env: EnvironmentValues { proxy.env }
    var selection: ChartSelectionBindings { proxy.selection }
    var interaction: ChartInteractionSettings { env.chartInteraction }
    var savers: [() -> () -> Void] { selection.savers + interaction.savers }

    /// The stretch of x the plot's content covers, in the picture's points.
    var contentX: ClosedRange<Double> {
        let lo = content?.minX ?? Double(proxy.plot.minX), hi = content?.maxX ?? Double(proxy.plot.maxX)
        return lo...max(lo, hi)
    }
}

/// A stretch of an axis and the value a selection there reports.
struct SelectionBucket {
    var start: Double
    var end: Double
    var value: DataValue
}

extension ChartCapture {
    /// Where an x selection can land, one bucket per category, per calendar unit of the data
    /// (a day for values plotted `unit: .day`), or per point when there is neither.
    func xBuckets(limit: Int) -> [SelectionBucket] {
        guard let x = proxy.x else { return [] }
        let range = contentX
        if x.kind == .band, let band = x.band {
            return band.domain.compactMap { key in
                band.band(for: key).map { SelectionBucket(start: min($0.start, $0.end), end: max($0.start, $0.end), value: .string(key)) }
            }
        }
        if x.kind == .time, let unit = xUnit, let units = unitBuckets(x, unit: unit, limit: limit) { return units }
        return pixelBuckets(range, limit: limit) { x.value(at: $0) }
    }

    /// One bucket per point (or wider, to stay within `limit`) of `range`.
    func pixelBuckets(_ range: ClosedRange<Double>, limit: Int, value: (Double) -> DataValue?) -> [SelectionBucket] {
        let width = range.upperBound - range.lowerBound
        guard width > 0, limit > 0 else { return [] }
        let n = max(1, min(limit, Int(saturating: width.rounded(.up))))
        let step = width / Double(n)
        return (0..<n).compactMap { i in
            let a = range.lowerBound + Double(i) * step
            return value(a + step / 2).map { SelectionBucket(start: a, end: a + step, value: $0) }
        }
    }

    /// One bucket per calendar unit over a time scale's domain, each reporting its middle.
    func unitBuckets(_ x: PositionScale, unit: Calendar.Component, limit: Int) -> [SelectionBucket]? {
        let cal = env.calendar
        let lo = Date(timeIntervalSinceReferenceDate: min(x.domain.lo, x.domain.hi))
        let hi = Date(timeIntervalSinceReferenceDate: max(x.domain.lo, x.domain.hi))
        guard var start = cal.dateInterval(of: unit, for: lo)?.start else { return nil }
        var out: [SelectionBucket] = []
        while start < hi {
            guard out.count < limit, let next = cal.date(byAdding: unit, value: 1, to: start), next > start else { return nil }
            if let a = x.position(of: .date(start)), let b = x.position(of: .date(next)) {
                let mid = Date(timeIntervalSinceReferenceDate: (start.timeIntervalSinceReferenceDate + next.timeIntervalSinceReferenceDate) / 2)
                out.append(SelectionBucket(start: min(a, b), end: max(a, b), value: .date(mid)))
            }
            start = next
        }
        return out
    }

    /// Buckets along y: per category, or per point of the plot's height.
    func yBuckets(limit: Int) -> [SelectionBucket] {
        guard let y = proxy.y else { return [] }
        if y.kind == .band, let band = y.band {
            return band.domain.compactMap { key in
                band.band(for: key).map { SelectionBucket(start: min($0.start, $0.end), end: max($0.start, $0.end), value: .string(key)) }
            }
        }
        return pixelBuckets(Double(proxy.plot.minY)...Double(proxy.plot.maxY), limit: limit) { y.value(at: $0) }
    }
}

/// Fewer, wider buckets: neighbours joined until at most `count` remain.
func coarsened(_ buckets: [SelectionBucket], to count: Int) -> [SelectionBucket] {
    guard buckets.count > count, count > 0 else { return buckets }
    let per = Int(saturating: (Double(buckets.count) / Double(count)).rounded(.up))
    return stride(from: 0, to: buckets.count, by: per).map { i in
        let group = buckets[i..<min(buckets.count, i + per)]
        return SelectionBucket(start: group.first!.start, end: group.last!.end, value: group[group.startIndex + group.count / 2].value)
    }
}
