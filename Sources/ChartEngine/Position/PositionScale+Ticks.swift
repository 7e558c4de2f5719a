import ChartScene
import Foundation

extension PositionScale {
    /// The default ticks of this axis with their labels, formatted for `locale`.
    package func ticks(axis: PositionAxis, locale: Locale, timeZone: TimeZone) -> [AxisTickMark] {
        ticks(.automatic, axis: axis, locale: locale, timeZone: timeZone)
    }

    /// The values `AxisMarkValues` asks for, with their default labels.
    package func ticks(_ values: AxisValuesSpec, axis: PositionAxis, locale: Locale, timeZone: TimeZone) -> [AxisTickMark] {
        let perWindow = PositionScaleBuilder.tickCount(length: length / max(1, windows), axis: axis, kind: kind)
        var marks: [AxisTickMark]
        switch kind {
        case .band:
            marks = bandTicks(values)
        case .linear:
            let intervals = PositionScaleBuilder.tickIntervals(length: length, axis: axis)
            marks = numberTicks(numericValues(values, automaticCount: perWindow, automaticIntervals: intervals,
                                              quarterSteps: axis == .y), locale: locale)
        case .time:
            marks = timeTicks(values, automaticCount: perWindow, locale: locale, timeZone: timeZone)
        }
        if kind != .band { Self.addIntervals(&marks, rangeEnd: rangeEnd) }
        return marks
    }

    // MARK: Categories

    func bandTicks(_ values: AxisValuesSpec) -> [AxisTickMark] {
        guard let band else { return [] }
        var domain = band.domain
        switch values {
        case .explicit(let given):
            let keys = Set(given.map(\.categoryKey))
            domain = domain.filter { keys.contains($0) }
        case .automatic(let desired?, _) where desired > 0 && desired < domain.count:
            // Every k-th category, so that about `desired` remain.
            domain = Self.thinned(domain, to: desired).values
        default:
            break
        }
        return domain.compactMap { c in
            guard let b = band.band(for: c) else { return nil }
            return AxisTickMark(value: .string(c), position: (b.start + b.end) / 2, label: c, band: b)
        }
    }

    // MARK: Numbers

    /// The length of the domain one visible window shows: the whole domain unless the axis scrolls.
    var windowSpan: Double { abs(domain.hi - domain.lo) / max(1, windows) }

    /// The numbers of a numeric axis for `values`, inside the domain, with the step that labels them.
    /// Automatic values come about `automaticCount` (or the desired count) to a visible window: a
    /// scrolling axis takes the step one window would have, over its whole content.
    ///
    /// Without a desired count, an axis that does not scroll takes the step whose number of gaps
    /// is nearest `automaticIntervals` (see ``PositionScaleBuilder/tickIntervals(length:axis:)``)
    /// among those that land on both ends of a rounded-out domain; steps of 25, 250, … only with
    /// `quarterSteps` (along y, where Apple's pictures show them; x labels are wide).
    func numericValues(_ values: AxisValuesSpec, automaticCount: Int, automaticIntervals: Double? = nil,
                       quarterSteps: Bool = true) -> (values: [Double], step: Double?) {
        let lo = min(domain.lo, domain.hi), hi = max(domain.lo, domain.hi)
        switch values {
        case .automatic(let desired, let minimumStride):
            var count = max(1, min(100, desired ?? automaticCount))
            if transform == .log {
                let total = windows > 1 ? Int(saturating: (Double(count) * windows).rounded()) : count
                return (Self.logTicks(lo: lo, hi: hi, count: total), nil)
            }
            if desired == nil, windows <= 1, let intervals = automaticIntervals,
               let chosen = Self.axisIncrement(lo: lo, hi: hi, intervals: intervals, endsOnTicks: roundedOut, quarters: quarterSteps) {
                let ticks = NumericTicks.ticks(lo: lo, hi: hi, increment: chosen)
                if let minimumStride, minimumStride.isFinite, minimumStride > chosen.step {
                    return (Self.multiples(of: minimumStride, lo: lo, hi: hi), minimumStride)
                }
                if ticks.count >= 2 { return (ticks, chosen.step) }
            }
            // A domain rounded out to a step lands its ticks on both ends; a scrolling axis takes the
            // step of one window instead.
            if roundedOut, desired == nil, windows <= 1 { count = PositionScaleBuilder.endingTickCount(lo: lo, hi: hi, count: count) }
            var ticks = NumericTicks.ticks(lo: lo, hi: hi, count: count)
            var step = ticks.count > 1 ? ticks[1] - ticks[0] : self.step
            if windows > 1 {
                let windowStep = NumericTicks.step(lo: lo, hi: lo + windowSpan, count: count)
                if windowStep.isFinite, windowStep > 0 {
                    step = windowStep
                    ticks = Self.multiples(of: windowStep, lo: lo, hi: hi)
                }
            }
            if let minimumStride, minimumStride.isFinite, minimumStride > step {
                return (Self.multiples(of: minimumStride, lo: lo, hi: hi), minimumStride)
            }
            return (ticks, step)
        case .stride(let s):
            return (Self.multiples(of: s, lo: lo, hi: hi), s)
        case .dateStride(let component, let count, _):
            // A calendar stride on a number axis: its length in seconds.
            let s = TimeStride(component: component, count: count).approximateDuration
            return (Self.multiples(of: s, lo: lo, hi: hi), s)
        case .explicit(let given):
            let tolerance = (hi - lo) * 1e-9
            return (given.compactMap(\.number).filter { $0 >= lo - tolerance && $0 <= hi + tolerance }, nil)
        }
    }

    /// At most this many values on an axis: more could never be told apart, and would only cost time.
    static let maximumValues = 1_000

    /// Every k-th element, so that at most `limit` remain (the first is always kept), and k.
    static func thinned<T>(_ values: [T], to limit: Int = maximumValues) -> (values: [T], every: Int) {
        guard values.count > limit, limit > 0 else { return (values, 1) }
        let k = (values.count + limit - 1) / limit
        return (Swift.stride(from: 0, to: values.count, by: k).map { values[$0] }, k)
    }

    func numberTicks(_ v: (values: [Double], step: Double?), locale: Locale) -> [AxisTickMark] {
        let thinned = Self.thinned(v.values)
        let v = (values: thinned.values, step: v.step.map { $0 * Double(thinned.every) })
        let largest = v.values.map(abs).max() ?? 0
        let digits = v.step.map(NumericTicks.fractionDigits(forStep:)) ?? 0
        // Beyond what grouped digits can show legibly, labels switch to scientific notation.
        let scientific = digits > 9 || largest >= 1e15
        // Values without a common step (log ticks, explicit values) show the digits each one needs.
        let ownDigits = v.step == nil
        let shared = NumberLabelFormatter(locale: locale, fractionDigits: digits)
        return v.values.compactMap { value in
            guard let p = map(value) else { return nil }
            let label: String
            if scientific {
                label = Self.scientific(value)
            } else if ownDigits {
                label = NumberLabelFormatter(locale: locale, fractionDigits: Self.digitsNeeded(value)).string(for: value)
            } else {
                label = shared.string(for: value)
            }
            return AxisTickMark(value: .number(value), position: p, label: label, band: nil)
        }
    }

    /// Every multiple of `step` from `lo` to `hi`, computed from integer indices so that no error
    /// accumulates; empty for an unusable step. Beyond `maximumValues`, every k-th multiple.
    static func multiples(of step: Double, lo: Double, hi: Double) -> [Double] {
        guard step.isFinite, step > 0, lo.isFinite, hi.isFinite else { return [] }
        let first = (lo / step - 1e-9).rounded(.up), last = (hi / step + 1e-9).rounded(.down)
        guard first.isFinite, last.isFinite, last >= first, last - first < 1e15 else { return [] }
        let count = last - first + 1
        let k = (count / Double(maximumValues)).rounded(.up)
        return Swift.stride(from: first, through: last, by: Swift.max(1, k)).map { $0 * step + 0 }
    }

    /// Ticks of a log axis: the powers of ten in the domain, with 2× and 5× between them when
    /// there is room for about `count` ticks, and every n-th power when there are too many decades.
    static func logTicks(lo: Double, hi: Double, count: Int) -> [Double] {
        guard lo > 0, hi > lo, lo.isFinite, hi.isFinite else { return [] }
        let e0 = Int(saturating: log10(lo).rounded(.down)), e1 = Int(saturating: log10(hi).rounded(.up))
        let decades = max(1, e1 - e0)
        let inside = { (v: Double) in v >= lo * (1 - 1e-9) && v <= hi * (1 + 1e-9) }
        if decades * 3 <= count {
            var out: [Double] = []
            for e in e0...e1 {
                let p = pow(10, Double(e))
                for k in [1.0, 2, 5] where inside(k * p) { out.append(k * p) }
            }
            return out
        }
        let every = max(1, (decades + count - 1) / max(count, 1))
        return stride(from: e0, through: e1, by: every).map { pow(10, Double($0)) }.filter(inside)
    }

    /// Fraction digits that print `v` exactly, up to 6.
    static func digitsNeeded(_ v: Double) -> Int { min(6, NumericTicks.fractionDigits(forStep: v)) }

    // MARK: Dates

    func timeTicks(_ values: AxisValuesSpec, automaticCount: Int, locale: Locale, timeZone: TimeZone) -> [AxisTickMark] {
        // A tick on the domain's far end would label nothing: its label has no room after it.
        let lo = Date(timeIntervalSinceReferenceDate: domain.lo), hi = Date(timeIntervalSinceReferenceDate: domain.hi - 1)
        var stride: TimeStride
        var dates: [Date]
        var cal = calendar
        switch values {
        case .automatic(let desired, _):
            // A scrolling axis takes the stride of one visible window, over all its content.
            let end = windows > 1 ? lo.addingTimeInterval(windowSpan) : hi
            stride = TimeTicks.stride(from: lo, to: end, count: max(1, min(100, desired ?? automaticCount)))
            dates = TimeTicks.ticks(from: lo, to: hi, stride: stride, calendar: cal)
            dates = Self.withLeadingUnit(dates, lo: lo, stride: stride, calendar: cal, dataSpacing: leadingDataSpacing)
        case .dateStride(let component, let count, let calendar):
            if var c = calendar { c.timeZone = cal.timeZone; cal = c }
            stride = TimeStride(component: component, count: count)
            dates = TimeTicks.ticks(from: lo, to: hi, stride: stride, calendar: cal)
        case .stride(let seconds):
            stride = TimeTicks.stride(from: lo, to: hi, count: allWindowsCount(automaticCount))
            dates = Self.multiples(of: seconds, lo: domain.lo, hi: domain.hi).map { Date(timeIntervalSinceReferenceDate: $0) }
        case .explicit(let given):
            dates = given.compactMap(\.date).filter { $0.timeIntervalSinceReferenceDate >= domain.lo && $0.timeIntervalSinceReferenceDate <= domain.hi }
            stride = TimeTicks.stride(from: lo, to: hi, count: allWindowsCount(automaticCount))
        }
        let thinned = Self.thinned(dates)
        if thinned.every > 1 {
            dates = thinned.values
            stride = TimeStride(component: stride.component, count: stride.count * thinned.every)
        }
        let labels = TimeLabelFormatter(stride: stride, ticks: dates, calendar: cal, locale: locale, timeZone: timeZone).labels()
        var marks = zip(dates, labels).map { d, l in
            // A unit that began just before the data stands at the plot's edge.
            AxisTickMark(value: .date(d), position: linear.map(max(d, lo).timeIntervalSinceReferenceDate), label: l, band: nil)
        }
        // The last value's stretch runs one stride on, so that a centred label of the last month sits in it.
        if let last = dates.last, let next = cal.date(byAdding: stride.component, value: stride.count, to: last),
           let p = marks.last?.position {
            marks[marks.count - 1].interval = (p, linear.map(next.timeIntervalSinceReferenceDate))
        }
        return marks
    }

    /// The step of an axis's automatic ticks over `lo...hi`: of the axis steps, the one whose
    /// number of gaps is nearest `target` (by ratio; the coarser of two as near), keeping to
    /// steps whose ticks land on both ends and leave at least two gaps when `endsOnTicks` and one
    /// does (0…150 by 50, not 40).
    static func axisIncrement(lo: Double, hi: Double, intervals target: Double, endsOnTicks: Bool,
                              quarters: Bool = true) -> TickIncrement? {
        let span = hi - lo
        var candidates = NumericTicks.axisIncrements(span: span, target: target, quarters: quarters)
        if endsOnTicks {
            let tolerance = abs(span) * 1e-9
            let ending = candidates.filter { c in
                let ticks = NumericTicks.ticks(lo: lo, hi: hi, increment: c)
                guard ticks.count >= 3, let a = ticks.first, let b = ticks.last else { return false }
                return abs(a - lo) <= tolerance && abs(b - hi) <= tolerance
            }
            if !ending.isEmpty { candidates = ending }
        }
        var best: (increment: TickIncrement, distance: Double)?
        for c in candidates {
            let gaps = span / c.step
            guard gaps >= 1 else { continue }
            let distance = abs(log(gaps / target))
            if best == nil || distance <= best!.distance + 1e-12 { best = (c, distance) }
        }
        return best?.increment
    }

    /// A count for one window as many times over as the axis has windows.
    func allWindowsCount(_ perWindow: Int) -> Int {
        windows > 1 ? Int(saturating: (Double(perWindow) * windows).rounded()) : perWindow
    }

    /// Gives each value the stretch up to the next one (the last keeps any stretch it has, else
    /// mirrors the one before it), for centred labels.
    static func addIntervals(_ marks: inout [AxisTickMark], rangeEnd: Double) {
        guard !marks.isEmpty else { return }
        for i in marks.indices.dropLast() {
            marks[i].interval = (marks[i].position, marks[i + 1].position)
        }
        let n = marks.count - 1
        if marks[n].interval == nil {
            let gap = n > 0 ? marks[n].position - marks[n - 1].position : rangeEnd - marks[n].position
            marks[n].interval = (marks[n].position, marks[n].position + gap)
        }
    }

    /// A short scientific label, such as "2.5e-300", for values no grouping can show.
    static func scientific(_ v: Double) -> String {
        guard v != 0 else { return "0" }
        guard v.isFinite else { return v.isNaN ? "NaN" : (v < 0 ? "-∞" : "∞") }
        let exponent = Int(saturating: log10(abs(v)).rounded(.down))
        var mantissa = v / pow(10, Double(exponent))
        mantissa = (mantissa * 100).rounded() / 100
        let m = mantissa == mantissa.rounded() ? String(Int(saturating: mantissa)) : String(mantissa)
        return "\(m)e\(exponent)"
    }
}
