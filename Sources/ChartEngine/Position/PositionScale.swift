import Foundation

/// A position scale of one axis: bands for categories, linear for numbers, time for dates.
/// Maps data values to plot coordinates (points) and lists the axis's ticks.
package struct PositionScale: Sendable {
    package var kind: PositionScaleKind
    package var rangeStart: Double
    package var rangeEnd: Double
    package var band: BandScale?
    /// Linear map for numbers, and for dates in seconds since the reference date.
    package var linear: LinearScale
    package var calendar: Calendar
    /// The domain of a continuous scale, in numbers or seconds.
    package var domain: (lo: Double, hi: Double)
    /// The tick step of a linear scale (0 when unknown).
    package var step: Double
    /// What a numeric scale does to values before its linear map: log, power, symmetric log.
    package var transform: ScaleTransform = .identity
    /// The domain was rounded out from the data's, so its automatic ticks end at its ends.
    package var roundedOut = false
    /// Values outside the domain are cut off at the plot's edges (the user fixed the domain).
    package var clipsToPlot = false
    /// How many visible windows the range holds when the chart scrolls: ticks are as dense in
    /// each window as on a chart of the window's size.
    package var windows = 1.0
    /// On a time scale, how far apart the data's first two dates lie, in seconds (nil when unknown
    /// or when there is one date): a series of one point per month labels its first month.
    package var leadingDataSpacing: Double?

    /// The coordinate of a number on a numeric scale; `nil` when the scale cannot place it
    /// (not finite, or not positive on a log scale).
    @inline(__always)
    package func map(_ v: Double) -> Double? {
        if transform == .identity { return v.isFinite ? linear.map(v) : nil }
        let t = transform.apply(v)
        return t.isFinite ? linear.map(t) : nil
    }

    /// The coordinates of many values that share `slot`'s label, unit and kind (a run's column),
    /// NaN where one cannot be placed; as `position(of:)` gives them one by one, in one loop.
    package func positions(of values: [Double], like slot: ValueSlot) -> [Double] {
        switch (kind, slot.value) {
        case (.linear, .number) where transform == .identity:
            return values.map { $0.isFinite ? linear.map($0) : .nan }
        case (.time, .date) where slot.unit == nil:
            return values.map { $0.isFinite ? linear.map($0) : .nan }
        default:
            return values.map { position(of: slot.with($0)) ?? .nan }
        }
    }

    /// The number at a coordinate of a numeric scale, the inverse of `map`.
    package func invert(_ p: Double) -> Double {
        transform.invert(linear.invert(p))
    }

    /// Where bars and areas of a numeric scale start: zero, or the domain's low end where zero
    /// has no position (a log scale) or lies outside a fixed domain.
    package var baseline: Double {
        let lo = min(domain.lo, domain.hi), hi = max(domain.lo, domain.hi)
        if transform.accepts(0), lo <= 0, hi >= 0, let p = map(0) { return p }
        return map(lo > 0 || !transform.accepts(0) ? lo : hi) ?? rangeStart
    }

    /// The coordinate of a value: a band's centre, a unit interval's centre for dates with a unit.
    package func position(of slot: ValueSlot) -> Double? {
        if let s = span(of: slot) { return (s.start + s.end) / 2 }
        return position(of: slot.value)
    }

    /// The coordinate of a raw value (band centre for categories).
    package func position(of value: DataValue) -> Double? {
        switch (kind, value) {
        case (.band, _):
            return band?.center(for: value.categoryKey)
        case (.linear, .number(let v)):
            return map(v)
        case (.time, .date(let d)):
            let t = d.timeIntervalSinceReferenceDate
            return t.isFinite ? linear.map(t) : nil
        default:
            return nil
        }
    }

    /// The extent a value occupies: its band for categories, its calendar unit for dates with a unit;
    /// `nil` for values that are points.
    package func span(of slot: ValueSlot) -> (start: Double, end: Double)? {
        switch kind {
        case .band:
            return band?.band(for: slot.value.categoryKey)
        case .time:
            guard let unit = slot.unit, let date = slot.value.date,
                  date.timeIntervalSinceReferenceDate.isFinite else { return nil }
            let iv = TimeTicks.interval(containing: date, unit: unit, calendar: slot.calendar ?? calendar)
            return (linear.map(iv.start.timeIntervalSinceReferenceDate), linear.map(iv.end.timeIntervalSinceReferenceDate))
        case .linear:
            return nil
        }
    }

    /// The value at a coordinate: the category whose band holds it, or the number or date that maps
    /// there; `nil` outside every band or for a coordinate that is not finite.
    package func value(at p: Double) -> DataValue? {
        guard p.isFinite else { return nil }
        switch kind {
        case .band:
            return band?.value(at: p).map(DataValue.string)
        case .linear:
            let v = invert(p)
            return v.isFinite ? .number(v) : nil
        case .time:
            let t = linear.invert(p)
            return t.isFinite ? .date(Date(timeIntervalSinceReferenceDate: t)) : nil
        }
    }

    /// The length of the axis in points.
    package var length: Double { abs(rangeEnd - rangeStart) }
}
