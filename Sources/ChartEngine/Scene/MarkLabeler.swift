import Foundation

/// Builds the spoken label of a mark the way VoiceOver reads Swift Charts: the user's
/// `accessibilityLabel` and `accessibilityValue` when given, else the mark's values in order.
package struct MarkLabeler: Sendable {
    package var locale: Locale
    package var timeZone: TimeZone
    package var calendar: Calendar

    package init(locale: Locale, timeZone: TimeZone, calendar: Calendar) {
        self.locale = locale; self.timeZone = timeZone; self.calendar = calendar
    }

    package func label(for m: ResolvedMark) -> String {
        let style = m.spec.style
        if let l = style.accessibilityLabel {
            if let v = style.accessibilityValue { return "\(l), \(v)" }
            return l
        }
        var parts: [String] = []
        for e in [m.spec.x, m.spec.y] { parts += e.slots.map { format($0) } }
        if let sector = m.spec.sector { parts.append(format(sector.angle)) }
        if let s = m.spec.series { parts.insert(format(s), at: 0) } else if let c = style.foregroundBy { parts.insert(format(c), at: 0) }
        if let v = style.accessibilityValue { parts.append(v) }
        return parts.joined(separator: ", ")
    }

    /// The label of a whole line or area: its series name and how many points it has.
    package func seriesLabel(for m: ResolvedMark, count: Int) -> String {
        if let l = m.spec.style.accessibilityLabel { return l }
        let name = m.seriesKey.isEmpty ? (m.spec.y.slots.first?.label ?? "Series") : m.seriesKey
        return "\(name), \(count) point\(count == 1 ? "" : "s")"
    }

    package func format(_ slot: ValueSlot) -> String {
        switch slot.value {
        case .string(let s): return s
        case .number(let v):
            guard v.isFinite else { return "no value" }
            let digits = v.rounded() == v ? 0 : 2
            return NumberLabelFormatter(locale: locale, fractionDigits: digits).string(for: v)
        case .date(let d):
            var style = Date.FormatStyle(date: .abbreviated, time: slot.unit == nil ? .shortened : .omitted)
            style.locale = locale
            style.timeZone = timeZone
            style.calendar = calendar
            return d.formatted(style)
        }
    }
}
