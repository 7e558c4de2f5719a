import Foundation

extension PositionScale {
    /// The ticks of this axis with their labels, formatted for `locale`.
    package func ticks(axis: PositionAxis, locale: Locale, timeZone: TimeZone) -> [AxisTickMark] {
        let count = PositionScaleBuilder.tickCount(length: length, axis: axis, kind: kind)
        switch kind {
        case .band:
            guard let band else { return [] }
            return band.domain.compactMap { c in
                guard let b = band.band(for: c) else { return nil }
                return AxisTickMark(value: .string(c), position: (b.start + b.end) / 2, label: c, band: b)
            }
        case .linear:
            let values = NumericTicks.ticks(lo: domain.lo, hi: domain.hi, count: count)
            let step = values.count > 1 ? values[1] - values[0] : self.step
            let digits = NumericTicks.fractionDigits(forStep: step)
            let largest = values.map(abs).max() ?? 0
            // Beyond what grouped digits can show legibly, labels switch to scientific notation.
            let scientific = digits > 9 || largest >= 1e15
            let formatter = NumberLabelFormatter(locale: locale, fractionDigits: digits)
            return values.map {
                AxisTickMark(value: .number($0), position: linear.map($0),
                             label: scientific ? Self.scientific($0) : formatter.string(for: $0), band: nil)
            }
        case .time:
            // A tick on the domain's far end would label nothing: its label has no room after it.
            let lo = Date(timeIntervalSinceReferenceDate: domain.lo), hi = Date(timeIntervalSinceReferenceDate: domain.hi - 1)
            let stride = TimeTicks.stride(from: lo, to: hi, count: count)
            let dates = TimeTicks.ticks(from: lo, to: hi, stride: stride, calendar: calendar)
            let labels = TimeLabelFormatter(stride: stride, ticks: dates, calendar: calendar, locale: locale, timeZone: timeZone).labels()
            return zip(dates, labels).map { d, l in
                AxisTickMark(value: .date(d), position: linear.map(d.timeIntervalSinceReferenceDate), label: l, band: nil)
            }
        }
    }

    /// A short scientific label, such as "2.5e-300", for values no grouping can show.
    static func scientific(_ v: Double) -> String {
        guard v != 0 else { return "0" }
        let exponent = Int(log10(abs(v)).rounded(.down))
        var mantissa = v / pow(10, Double(exponent))
        mantissa = (mantissa * 100).rounded() / 100
        let m = mantissa == mantissa.rounded() ? String(Int(mantissa)) : String(mantissa)
        return "\(m)e\(exponent)"
    }
}
