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
            return v.isFinite ? linear.map(v) : nil
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

    /// The length of the axis in points.
    package var length: Double { abs(rangeEnd - rangeStart) }
    package var lowerBound: Double { min(rangeStart, rangeEnd) }
    package var upperBound: Double { max(rangeStart, rangeEnd) }
}
