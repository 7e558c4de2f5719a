import ChartScene
import Foundation

/// Calendar units found by arithmetic where the calendar would give the same answer: seconds,
/// minutes, hours, days and weeks in a time zone whose offset from GMT never changes (UTC, or
/// Tokyo, with no daylight saving time). Asking the calendar costs about a microsecond and a
/// chart of daily bars asks once or more per bar; elsewhere the calendar is asked as before.
enum FixedOffsetUnits {
    /// Whether each time zone seen keeps one offset, by identifier.
    private static let cache = FixedOffsetCache()

    /// The unit containing `date`, or `nil` when arithmetic cannot be trusted to match the calendar.
    static func interval(containing date: Date, unit: Calendar.Component, calendar: Calendar) -> (start: Date, end: Date)? {
        let length: Double
        switch unit {
        case .second: length = 1
        case .minute: length = 60
        case .hour: length = 3_600
        // A weekday, like a day, is one day long.
        case .day, .weekday: length = 86_400
        case .weekOfYear, .weekOfMonth: length = 7 * 86_400
        default: return nil
        }
        // From 1970 on, in a zone that has kept one offset since then.
        guard date.timeIntervalSince1970 >= 0, date.timeIntervalSinceReferenceDate < 1e12,
              let offset = cache.fixedOffset(of: calendar.timeZone) else { return nil }
        let local = date.timeIntervalSinceReferenceDate + Double(offset)
        var start: Double
        if length == 7 * 86_400 {
            // The reference date, 1 January 2001, was a Monday (weekday 2 where Sunday is 1).
            let day = (local / 86_400).rounded(.down)
            let weekday = Int(saturating: ((day + 1).truncatingRemainder(dividingBy: 7) + 7).truncatingRemainder(dividingBy: 7)) + 1
            let back = (weekday - calendar.firstWeekday + 7) % 7
            start = (day - Double(back)) * 86_400
        } else {
            start = (local / length).rounded(.down) * length
        }
        start -= Double(offset)
        return (Date(timeIntervalSinceReferenceDate: start), Date(timeIntervalSinceReferenceDate: start + length))
    }
}

/// A memo of which time zones have a single offset from GMT, safe to share between renders.
final class FixedOffsetCache: @unchecked Sendable {
    private let lock = NSLock()
    private var offsets: [String: Int?] = [:]

    /// The zone's offset in seconds if it has had no other since 1970 and will have no other.
    func fixedOffset(of zone: TimeZone) -> Int? {
        lock.lock()
        if let known = offsets[zone.identifier] { lock.unlock(); return known }
        lock.unlock()
        let epoch = Date(timeIntervalSince1970: 0)
        let fixed: Int? = zone.nextDaylightSavingTimeTransition(after: epoch) == nil
            && zone.secondsFromGMT(for: epoch) == zone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: 1e9))
            ? zone.secondsFromGMT(for: epoch) : nil
        lock.lock()
        offsets[zone.identifier] = fixed
        lock.unlock()
        return fixed
    }
}
