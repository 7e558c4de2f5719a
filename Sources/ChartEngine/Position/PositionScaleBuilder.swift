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
            for s in encoding(m).slots where seen.insert(s.value.categoryKey).inserted {
                out.append(s.value.categoryKey)
            }
        }
        return out
    }

    func encoding(_ m: ResolvedMark) -> AxisEncoding { axis == .x ? m.spec.x : m.spec.y }

    /// The data extent of a continuous axis, with stacked extents for stacked marks.
    package func extent(of marks: [ResolvedMark]) -> (lo: Double, hi: Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        func add(_ v: Double) { if v.isFinite { lo = min(lo, v); hi = max(hi, v) } }
        for m in marks {
            if m.valueAxis == axis, let st = m.stacked {
                add(st.start); add(st.end); continue
            }
            for s in encoding(m).slots {
                switch s.value {
                case .number(let v): add(v)
                case .date(let d):
                    if let unit = s.unit, d.timeIntervalSinceReferenceDate.isFinite {
                        let iv = TimeTicks.interval(containing: d, unit: unit, calendar: s.calendar ?? calendar)
                        add(iv.start.timeIntervalSinceReferenceDate); add(iv.end.timeIntervalSinceReferenceDate)
                    } else {
                        add(d.timeIntervalSinceReferenceDate)
                    }
                case .string: break
                }
            }
        }
        return lo <= hi ? (lo, hi) : nil
    }

    /// About how many ticks fit on an axis of this length.
    package static func tickCount(length: Double, axis: PositionAxis, kind: PositionScaleKind) -> Int {
        let spacing: Double = axis == .y ? 45 : (kind == .time ? 70 : 80)
        return max(2, min(10, Int((length / spacing).rounded())))
    }

    /// The scale over `rangeStart...rangeEnd` (for y, start is the bottom).
    package func build(marks: [ResolvedMark], rangeStart: Double, rangeEnd: Double) -> PositionScale {
        let length = abs(rangeEnd - rangeStart)
        let count = Self.tickCount(length: length, axis: axis, kind: kind)
        switch kind {
        case .band:
            // Categories run from the top on a vertical axis, from the leading edge on a horizontal one.
            let (start, end) = axis == .y ? (min(rangeStart, rangeEnd), max(rangeStart, rangeEnd)) : (rangeStart, rangeEnd)
            let band = BandScale(domain: categories(of: marks), rangeStart: start, rangeEnd: end)
            return PositionScale(kind: .band, rangeStart: start, rangeEnd: end, band: band,
                                 linear: LinearScale(domainLo: 0, domainHi: 1, rangeStart: start, rangeEnd: end),
                                 calendar: calendar, domain: (0, 1), step: 0)
        case .linear:
            var (lo, hi) = extent(of: marks) ?? (0, 1)
            // Number scales include zero by default, as in Swift Charts.
            lo = min(lo, 0); hi = max(hi, 0)
            if lo == hi { hi = lo + 1 }
            var nice = NumericTicks.nice(lo: lo, hi: hi, count: count)
            // Near the ends of Double's range a nice domain can round out to infinity: keep the data's.
            if !(nice.lo.isFinite && nice.hi.isFinite && (nice.hi - nice.lo).isFinite) { nice = (lo, hi) }
            if !(nice.hi - nice.lo).isFinite { nice = (lo / 2, hi / 2) }
            let step = NumericTicks.step(lo: nice.lo, hi: nice.hi, count: count)
            return PositionScale(kind: .linear, rangeStart: rangeStart, rangeEnd: rangeEnd, band: nil,
                                 linear: LinearScale(domainLo: nice.lo, domainHi: nice.hi, rangeStart: rangeStart, rangeEnd: rangeEnd),
                                 calendar: calendar, domain: (nice.lo, nice.hi), step: step)
        case .time:
            var (lo, hi) = extent(of: marks) ?? (0, 86_400)
            if lo == hi { lo -= 43_200; hi += 43_200 }
            return PositionScale(kind: .time, rangeStart: rangeStart, rangeEnd: rangeEnd, band: nil,
                                 linear: LinearScale(domainLo: lo, domainHi: hi, rangeStart: rangeStart, rangeEnd: rangeEnd),
                                 calendar: calendar, domain: (lo, hi), step: 0)
        }
    }
}
