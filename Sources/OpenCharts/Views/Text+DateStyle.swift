import Foundation

/// The "now" that `Text(date, style: .relative)`, `.offset` and `.timer` count from: the
/// renderer's `now` when set, else the moment the render began.
enum TextClock {
    /// The time between `date` and `now` as `Text(date, style:)` writes it.
    static func text(_ date: Date, style: Text.DateStyle, now: Date, _ setting: TextFormatting) -> String {
        switch style {
        case .time: return formatted(date, Date.FormatStyle(date: .omitted, time: .shortened), setting)
        case .date: return formatted(date, Date.FormatStyle(date: .long, time: .omitted), setting)
        case .relative: return units(date, now, setting.calendar, count: 2)
        case .offset:
            let words = units(date, now, setting.calendar, count: 1)
            return (date < now ? "-" : "+") + words
        case .timer: return timer(abs(date.timeIntervalSince(now)))
        }
    }

    /// "2 hours, 23 minutes": the `count` largest non-zero calendar units between the two dates
    /// (at least seconds), whole, in words.
    static func units(_ date: Date, _ now: Date, _ calendar: Calendar, count: Int) -> String {
        guard date.timeIntervalSinceReferenceDate.isFinite, now.timeIntervalSinceReferenceDate.isFinite else { return "" }
        let (from, to) = date < now ? (date, now) : (now, date)
        let fields: [(Calendar.Component, String)] = [(.year, "year"), (.month, "month"), (.day, "day"), (.hour, "hour"),
                                                      (.minute, "minute"), (.second, "second")]
        let c = calendar.dateComponents(Set(fields.map(\.0)), from: from, to: to)
        var out: [String] = []
        for (component, name) in fields {
            let n = c.value(for: component) ?? 0
            if n == 0 && out.isEmpty { continue }
            if n != 0 { out.append("\(n) \(name)\(n == 1 ? "" : "s")") }
            if out.count == count || (!out.isEmpty && n == 0) { break }
        }
        return out.isEmpty ? "0 seconds" : out.joined(separator: ", ")
    }

    /// "5:32" under an hour, "1:23:45" from an hour on.
    static func timer(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "0:00" }
        let total = Int(saturating: seconds.rounded(.down))
        let h = total / 3600, m = total / 60 % 60, s = total % 60
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }
}
