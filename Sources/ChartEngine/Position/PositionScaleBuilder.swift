import ChartScene
import Foundation

/// Builds the position scale of one axis from every mark that plots on it.
package struct PositionScaleBuilder {
    package var axis: PositionAxis
    package var kind: PositionScaleKind
    package var calendar: Calendar

    /// Categories in order of first appearance.
    package func categories(of marks: [ResolvedMark]) -> [String] {
        var seen = Set<String>(), out: [String] = []
        for m in marks {
            if let run = m.spec.run, case .value(let s) = encoding(m) {
                for v in axis == .x ? run.xs : run.ys {
                    let key = s.with(v).value.categoryKey
                    if seen.insert(key).inserted { out.append(key) }
                }
                continue
            }
            for s in encoding(m).slots where seen.insert(s.value.categoryKey).inserted {
                out.append(s.value.categoryKey)
            }
        }
        return out
    }

    func encoding(_ m: ResolvedMark) -> AxisEncoding { axis == .x ? m.spec.x : m.spec.y }

    /// The data extent of a continuous axis, with stacked extents for stacked marks, of the values
    /// `transform` can place (all finite ones, or only positive ones on a log scale). A date with a
    /// unit spans its whole unit; only the earliest and latest such dates need the calendar.
    package func extent(of marks: [ResolvedMark], accepting transform: ScaleTransform = .identity) -> (lo: Double, hi: Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        func add(_ v: Double) { if transform.accepts(v) { lo = min(lo, v); hi = max(hi, v) } }
        // Per unit and calendar, the earliest and latest dates: their units bound all the others'.
        var unitEnds: [UnitKey: (lo: Date, hi: Date, calendar: Calendar)] = [:]
        var lastUnit: Calendar.Component?, lastEnds: (lo: Date, hi: Date)?
        func add(_ s: ValueSlot) {
            switch s.value {
            case .number(let v): add(v)
            case .date(let d):
                guard let unit = s.unit, d.timeIntervalSinceReferenceDate.isFinite else {
                    add(d.timeIntervalSinceReferenceDate); return
                }
                // Most dates use the chart's calendar, and one unit: compare those without hashing a calendar.
                if s.calendar == nil, let u = lastUnit, u == unit, let e = lastEnds {
                    if d < e.lo { lastEnds!.lo = d } else if d > e.hi { lastEnds!.hi = d }
                    return
                }
                if s.calendar == nil, lastUnit == nil {
                    lastUnit = unit; lastEnds = (d, d); return
                }
                let cal = s.calendar ?? calendar
                let key = UnitKey(unit: unit, calendar: cal)
                if let e = unitEnds[key] {
                    if d < e.lo { unitEnds[key]!.lo = d } else if d > e.hi { unitEnds[key]!.hi = d }
                } else {
                    unitEnds[key] = (d, d, cal)
                }
            case .string: break
            }
        }
        for m in marks {
            if m.valueAxis == axis, let e = m.spec.run?.stackExtent {
                add(e.lo); add(e.hi); continue
            }
            if m.valueAxis == axis, let st = m.stacked {
                // An area's run fills from zero to each of its rows (a lone series stacks on nothing).
                if let run = m.spec.run, let e = axis == .x ? run.xExtent : run.yExtent {
                    add(0); add(e.lo); add(e.hi); continue
                }
                add(st.start); add(st.end); continue
            }
            switch axis == .x ? m.spec.x : m.spec.y {
            case .value(let s):
                // A run's rows span its columns' extent; each end is placed as a row of it would be.
                if let run = m.spec.run, let e = axis == .x ? run.xExtent : run.yExtent {
                    add(s.with(e.lo)); add(s.with(e.hi))
                } else {
                    add(s)
                }
            case .interval(let a, let b):
                // A run of spans covers its columns' extent, both ends of every row.
                if let run = m.spec.run, let e = axis == .x ? run.xExtent : run.yExtent {
                    add(a.with(e.lo)); add(b.with(e.hi))
                } else {
                    add(a); add(b)
                }
            case .absent, .fixed: break
            }
        }
        if let u = lastUnit, let e = lastEnds {
            add(TimeTicks.interval(containing: e.lo, unit: u, calendar: calendar).start.timeIntervalSinceReferenceDate)
            add(TimeTicks.interval(containing: e.hi, unit: u, calendar: calendar).end.timeIntervalSinceReferenceDate)
        }
        for (key, e) in unitEnds {
            add(TimeTicks.interval(containing: e.lo, unit: key.unit, calendar: e.calendar).start.timeIntervalSinceReferenceDate)
            add(TimeTicks.interval(containing: e.hi, unit: key.unit, calendar: e.calendar).end.timeIntervalSinceReferenceDate)
        }
        return lo <= hi ? (lo, hi) : nil
    }

    /// A calendar unit in one calendar, for grouping dates by the units they stand for.
    struct UnitKey: Hashable {
        var unit: Calendar.Component
        var calendar: Calendar
    }

    /// The tick count a domain is rounded out for, whatever the axis's length: the step is about a
    /// third of the data's span (d3's 1-2-5 steps), read from Apple's pictures: bars up to 5 on an
    /// axis to 6 (step 2), bars up to 15 on 0...15 (step 5), points 20...85 on 20...100 (step 20).
    static let niceCount = 3

    /// How many gaps between its automatic number ticks an axis of this length aims for: one per
    /// 60 points along y and one per 75 along x (inferred from Apple's pictures: the battery chart
    /// of "Customizing axes in Swift Charts" labels 0…40 every 10 and 0…100 every 25, four gaps
    /// on a plot of about 240 points), at least 1.5.
    package static func tickIntervals(length: Double, axis: PositionAxis) -> Double {
        let spacing: Double = axis == .y ? 60 : 75
        let target = length / spacing
        return target.isFinite ? max(1.5, min(20, target)) : 1.5
    }

    /// About how many ticks fit on an axis of this length.
    package static func tickCount(length: Double, axis: PositionAxis, kind: PositionScaleKind) -> Int {
        // Date labels are narrow (a day number, a month), and coarsen where they do not fit (see AxisPlan).
        let spacing: Double = axis == .y ? 45 : (kind == .time ? 60 : 80)
        return max(2, min(10, Int(saturating: (length / spacing).rounded(), nan: 2)))
    }

    /// The scale over `rangeStart...rangeEnd` (for y, start is the bottom), as the user's options
    /// shape it: a fixed domain, padding at the ends of the range, a transform, a reversed direction.
    package func build(marks: [ResolvedMark], rangeStart: Double, rangeEnd: Double,
                       options: PositionScaleOptions = PositionScaleOptions()) -> PositionScale {
        var options = options
        options.domain = options.domain?.resolved(for: kind)
        // Padding moves the ends of the range inwards, towards each other.
        var (start, end) = (rangeStart, rangeEnd)
        if let r = options.range {
            let dir: Double = end >= start ? 1 : -1
            let pad0 = r.startPadding.isFinite ? r.startPadding : 0, pad1 = r.endPadding.isFinite ? r.endPadding : 0
            start += dir * pad0; end -= dir * pad1
            if (end - start) * dir < 0 { let mid = (rangeStart + rangeEnd) / 2; start = mid; end = mid }
            if let p = r.positions, p.lowerBound.isFinite, p.upperBound.isFinite {
                start = rangeStart + dir * p.lowerBound; end = rangeStart + dir * p.upperBound
            }
        }
        if options.isReversed { swap(&start, &end) }
        let length = abs(end - start)
        let count = Self.tickCount(length: length, axis: axis, kind: kind)
        var scale: PositionScale
        switch kind {
        case .band:
            // Categories run from the top on a vertical axis, from the leading edge on a horizontal one.
            let (s0, e0) = axis == .y && !options.isReversed ? (min(start, end), max(start, end)) : (start, end)
            var domain = categories(of: marks)
            if case .categories(let given)? = options.domain { domain = given }
            if let modify = options.modifyDomain { domain = modify(domain.map(DataValue.string)).map(\.categoryKey) }
            let band = BandScale(domain: domain, rangeStart: s0, rangeEnd: e0)
            scale = PositionScale(kind: .band, rangeStart: s0, rangeEnd: e0, band: band,
                                  linear: LinearScale(domainLo: 0, domainHi: 1, rangeStart: s0, rangeEnd: e0),
                                  calendar: calendar, domain: (0, 1), step: 0)
        case .linear:
            let transform = options.type?.scaleTransform ?? .identity
            let (lo, hi, step, roundedOut) = numericDomain(marks: marks, options: options, transform: transform, count: count)
            scale = PositionScale(kind: .linear, rangeStart: start, rangeEnd: end, band: nil,
                                  linear: LinearScale(domainLo: transform.apply(lo), domainHi: transform.apply(hi),
                                                      rangeStart: start, rangeEnd: end),
                                  calendar: calendar, domain: (lo, hi), step: step)
            scale.transform = transform
            scale.roundedOut = roundedOut
        case .time:
            var (lo, hi) = extent(of: marks) ?? (0, 86_400)
            if case .dates(let a, let b)? = options.domain {
                let ta = a.timeIntervalSinceReferenceDate, tb = b.timeIntervalSinceReferenceDate
                if ta.isFinite && tb.isFinite { (lo, hi) = (min(ta, tb), max(ta, tb)) }
            }
            if let modify = options.modifyDomain {
                let ends = modify([.date(Date(timeIntervalSinceReferenceDate: lo)), .date(Date(timeIntervalSinceReferenceDate: hi))])
                    .compactMap { $0.date?.timeIntervalSinceReferenceDate }.filter(\.isFinite)
                if let a = ends.min(), let b = ends.max() { (lo, hi) = (a, b) }
            }
            if lo == hi { lo -= 43_200; hi += 43_200 }
            scale = PositionScale(kind: .time, rangeStart: start, rangeEnd: end, band: nil,
                                  linear: LinearScale(domainLo: lo, domainHi: hi, rangeStart: start, rangeEnd: end),
                                  calendar: calendar, domain: (lo, hi), step: 0)
        }
        // Marks past a domain of the user's are drawn past the plot, as on iOS, unless the plot is clipped.
        scale.clipsToPlot = false
        return scale
    }

    /// The domain of a numeric axis and its tick step: the user's range as given, or the data's
    /// extent (with zero unless asked otherwise) rounded out to nice values.
    func numericDomain(marks: [ResolvedMark], options: PositionScaleOptions, transform: ScaleTransform,
                       count: Int) -> (lo: Double, hi: Double, step: Double, roundedOut: Bool) {
        if case .numbers(let a, let b)? = options.domain, a.isFinite, b.isFinite, transform.accepts(a), transform.accepts(b) {
            let (lo, hi) = a == b ? (a, a + 1) : (min(a, b), max(a, b))
            return (lo, hi, NumericTicks.step(lo: lo, hi: hi, count: count), false)
        }
        var includesZero = true
        if case .automatic(let zero, _)? = options.domain, let zero { includesZero = zero }
        if transform == .log {
            // Powers of ten around the positive data.
            let (lo, hi) = extent(of: marks, accepting: transform) ?? (1, 10)
            let e0 = Swift.max(-300, Swift.min(300, Foundation.floor(log10(lo)))), e1 = Swift.max(-300, Swift.min(300, Foundation.ceil(log10(hi))))
            return (pow(10, e0), pow(10, e1 > e0 ? e1 : e0 + 1), 0, false)
        }
        var (lo, hi) = extent(of: marks, accepting: transform) ?? (0, 1)
        if includesZero { lo = Swift.min(lo, 0); hi = Swift.max(hi, 0) }
        if let modify = options.modifyDomain {
            let ends = modify([.number(lo), .number(hi)]).compactMap(\.number).filter { transform.accepts($0) }
            if let a = ends.min(), let b = ends.max() { (lo, hi) = (a, b) }
        }
        if lo == hi { hi = lo + 1 }
        // Rounded out once to multiples of a step of about a third of the span, as Apple's pictures
        // show, whatever the axis's length: 0...5 ends at 6, 0...15 at 15, 20...85 at 100, 0...412 at
        // 500 (rounding again, as d3's nice does, would take 0...500 on to 600).
        var nice = (lo: lo, hi: hi)
        if let increment = TickSpec(lo: lo, hi: hi, count: Self.niceCount)?.increment {
            nice = (increment.floor(lo), increment.ceil(hi))
        }
        // Near the ends of Double's range a nice domain can round out to infinity: keep the data's.
        if !(nice.lo.isFinite && nice.hi.isFinite && (nice.hi - nice.lo).isFinite) { nice = (lo, hi) }
        let ticks = Self.endingTickCount(lo: nice.lo, hi: nice.hi, count: count)
        return (nice.lo, nice.hi, NumericTicks.step(lo: nice.lo, hi: nice.hi, count: ticks), true)
    }

    /// A tick count near `count` whose ticks start and end at a rounded-out domain's ends, so that
    /// the axis ends on a labelled grid line (0...150 has ticks 0, 50, 100, 150, not 0, 20, … 140):
    /// fewer ticks until the ends are ticks, down to the count the domain was rounded out for; `count`
    /// itself when no such count ends there.
    package static func endingTickCount(lo: Double, hi: Double, count: Int) -> Int {
        let tolerance = abs(hi - lo) * 1e-9
        for c in Swift.stride(from: count, through: niceCount, by: -1) {
            let ticks = NumericTicks.ticks(lo: lo, hi: hi, count: c)
            if let first = ticks.first, let last = ticks.last, abs(first - lo) <= tolerance, abs(last - hi) <= tolerance { return c }
        }
        return count
    }
}
