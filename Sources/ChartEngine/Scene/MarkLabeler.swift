import Foundation

/// Builds the spoken label of a mark the way VoiceOver reads Swift Charts: the user's
/// `accessibilityLabel` and `accessibilityValue` when given, else the mark's values in order.
package struct MarkLabeler: Sendable {
    package let locale: Locale
    package let timeZone: TimeZone
    package let calendar: Calendar
    /// Formatters made once per chart: whole numbers, numbers to two places, days, and instants.
    private let whole: NumberLabelFormatter, decimal: NumberLabelFormatter
    private let day: Date.FormatStyle, instant: Date.FormatStyle
    /// What the formatted text depends on, for the process-wide memo of labels.
    private let settings: Int

    package init(locale: Locale, timeZone: TimeZone, calendar: Calendar) {
        self.locale = locale; self.timeZone = timeZone; self.calendar = calendar
        whole = NumberLabelFormatter(locale: locale, fractionDigits: 0)
        decimal = NumberLabelFormatter(locale: locale, fractionDigits: 2)
        day = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
        instant = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone)
        // `debugDescription` is what interpolating the identifier prints, without the dynamic casts.
        settings = LabelMemo.shared.settingsID("\(locale.identifier)|\(timeZone.identifier)|\(calendar.identifier.debugDescription)")
    }

    package func label(for m: ResolvedMark) -> String { label(for: m.spec) }

    /// The label of a mark as declared (or of one row of a run, ``MarkSpec/row(_:)``).
    package func label(for spec: MarkSpec) -> String {
        let style = spec.style
        if let l = style.accessibilityLabel {
            if let v = style.accessibilityValue { return "\(l), \(v)" }
            return l
        }
        var parts: [String] = []
        for e in [spec.x, spec.y] { parts += e.slots.map { format($0) } }
        if let sector = spec.sector { parts.append(format(sector.angle)) }
        if let s = spec.series { parts.insert(format(s), at: 0) } else if let c = style.foregroundBy { parts.insert(format(c), at: 0) }
        if let v = style.accessibilityValue { parts.append(v) }
        return parts.joined(separator: ", ")
    }

    /// The label of a whole line or area: its series name and how many points it has.
    package func seriesLabel(for m: ResolvedMark, count: Int) -> String {
        if let l = m.spec.style.accessibilityLabel { return l }
        let name = m.seriesKey.isEmpty ? (m.spec.y.firstSlot?.label ?? "Series") : m.seriesKey
        return "\(name), \(count) point\(count == 1 ? "" : "s")"
    }

    package func format(_ slot: ValueSlot) -> String {
        switch slot.value {
        case .string(let s): return s
        case .number(let v):
            guard v.isFinite else { return "no value" }
            return LabelMemo.shared.label(LabelMemo.Key(settings: settings, kind: 0, value: v)) {
                (v.rounded() == v ? whole : decimal).string(for: v)
            }
        case .date(let d):
            let t = d.timeIntervalSinceReferenceDate
            guard t.isFinite else { return (slot.unit == nil ? instant : day).format(d) }
            return LabelMemo.shared.label(LabelMemo.Key(settings: settings, kind: slot.unit == nil ? 1 : 2, value: t)) {
                (slot.unit == nil ? instant : day).format(d)
            }
        }
    }
}
