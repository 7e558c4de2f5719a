import Foundation

/// Durations as words or clock digits: "1h 30m", "1 hour, 30 minutes", "1:30:00". Foundation on
/// Linux marks its own `DateComponentsFormatter` unavailable; this one takes its place for chart
/// screens that label a duration axis. It writes English, and counts a day as 24 hours, a week as
/// 7 days, a month as 30 days and a year as 365 days; units below the smallest allowed one are
/// dropped, not rounded.
///
/// ```swift
/// let formatter = DateComponentsFormatter()
/// formatter.unitsStyle = .abbreviated
/// formatter.allowedUnits = [.hour, .minute]
/// AxisValueLabel(formatter.string(from: 5400) ?? "")   // "1h 30m"
/// ```
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How each unit is written.
    public enum UnitsStyle: Int, Sendable {
        /// Clock digits: "1:30:05".
        case positional = 0
        /// Letters: "1h 30m 5s".
        case abbreviated = 1
        /// Short words: "1 hr, 30 min, 5 sec".
        case short = 2
        /// Words: "1 hour, 30 minutes, 5 seconds".
        case full = 3
        /// Numbers and words spelled out: "one hour, thirty minutes".
        case spellOut = 4
        /// Short words without separators: "1hr 30min 5sec".
        case brief = 5
    }

    /// Which zero-valued units are left out.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Behaviour from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The style's own choice: leading zeros dropped for `.positional`, all zeros otherwise.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        /// Zero units before the first non-zero one are left out.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        /// Zero units between non-zero ones are left out.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        /// Zero units after the last non-zero one are left out.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        /// Every zero unit is left out.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Zeros are kept, and positional units are padded to two digits.
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    /// How units are written; `.positional` unless set.
    open var unitsStyle: UnitsStyle = .positional
    /// The units the string may use; empty means years down to seconds, without weeks.
    open var allowedUnits: NSCalendar.Unit = []
    /// Which zero units are left out.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units, the largest first; 0 means no limit.
    open var maximumUnitCount: Int = 0
    /// Whether "About " is written before the duration.
    open var includesApproximationPhrase = false
    /// Whether " remaining" is written after the duration.
    open var includesTimeRemainingPhrase = false
    /// The calendar; kept for code that sets it, the unit lengths above are used.
    open var calendar: Calendar?

    /// A formatter with the default settings.
    public override init() { super.init() }

    /// A formatter decoded from an archive: the default settings.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The duration in seconds as a string, or `nil` for a NaN or infinite duration.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        return DurationText(self).format(seconds: ti)
    }

    /// The time from `startDate` to `endDate` as a string.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// The components' total length as a string.
    open func string(from components: DateComponents) -> String? {
        let parts: [(Int?, Double)] = [(components.year, 31_536_000), (components.month, 2_592_000),
                                       (components.weekOfMonth, 604_800), (components.day, 86_400),
                                       (components.hour, 3600), (components.minute, 60), (components.second, 1)]
        return string(from: parts.reduce(0.0) { $0 + Double($1.0 ?? 0) * $1.1 })
    }

    /// A `TimeInterval`, `Double`, `Int` or `DateComponents` as a string; `nil` for anything else.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let t as Double: return string(from: t)
        case let i as Int: return string(from: Double(i))
        case let c as DateComponents: return string(from: c)
        default: return nil
        }
    }
}
