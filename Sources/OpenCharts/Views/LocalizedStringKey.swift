import Foundation

/// What text is formatted in: the renderer's locale, and for dates its calendar and time zone.
struct TextFormatting {
    var locale: Locale
    var calendar: Calendar
    var timeZone: TimeZone
    /// The moment relative dates are written from: the renderer's `now`, else the render's start.
    var now = Date(timeIntervalSinceReferenceDate: 0)

    /// A fixed setting for text that must not depend on the renderer, such as channel names.
    static let posix: TextFormatting = {
        var calendar = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC")!
        calendar.timeZone = utc
        return TextFormatting(locale: Locale(identifier: "en_US_POSIX"), calendar: calendar, timeZone: utc)
    }()
}

extension EnvironmentValues {
    /// The setting text in this environment is formatted in.
    var textFormatting: TextFormatting {
        TextFormatting(locale: RenderSettings.locale(locale), calendar: calendar, timeZone: RenderSettings.timeZone(timeZone),
                       now: renderDate ?? Date())
    }
}

/// A value formatted in a locale, and for dates in a calendar and time zone, as SwiftUI formats
/// text and Swift Charts axis labels with the environment's settings.
func formatted<F: FormatStyle>(_ input: F.FormatInput, _ format: F, _ setting: TextFormatting) -> String where F.FormatOutput == String {
    if var date = format as? Date.FormatStyle {
        date.locale = setting.locale
        date.calendar = setting.calendar
        date.timeZone = setting.timeZone
        if let s = (date as? F)?.format(input) { return HourDigits.corrected(s, style: date) }
    }
    return format.locale(setting.locale).format(input)
}

/// Hours without a day period as Apple prints them.
enum HourDigits {
    /// `s` without the leading zero Foundation on Linux gives an hour of `.defaultDigits(amPM: .omitted)`
    /// in a locale of 12-hour clocks ("03" where Apple prints "3", "03:30" where it prints "3:30").
    /// Only a style of that hour, alone or with minutes and seconds, is changed.
    static func corrected(_ s: String, style: Date.FormatStyle) -> String {
        guard s.count >= 2, s.first == "0", s.dropFirst().first?.isNumber == true else { return s }
        let cycle = style.locale.hourCycle
        guard cycle == .oneToTwelve || cycle == .zeroToEleven else { return s }
        let hour = Date.FormatStyle(locale: style.locale, calendar: style.calendar, timeZone: style.timeZone,
                                    capitalizationContext: style.capitalizationContext)
            .hour(.defaultDigits(amPM: .omitted))
        guard style == hour || style == hour.minute() || style == hour.minute().second() else { return s }
        return String(s.dropFirst())
    }
}

/// Text written in source code, with interpolations that format for the renderer's locale,
/// as SwiftUI's `LocalizedStringKey` does (`Text("Average: \(value, format: .number)")`).
/// There are no string tables here: the key is its own translation.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable {
    enum Segment {
        case literal(String)
        case formatted((TextFormatting) -> String)
    }
    let segments: [Segment]

    /// A key of the given text.
    public init(_ value: String) { segments = [.literal(value)] }
    /// A key written as a string literal.
    public init(stringLiteral value: String) { self.init(value) }
    /// A key written as a string literal with interpolations.
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// The text in a formatting setting.
    func resolve(_ setting: TextFormatting) -> String {
        segments.map { s in
            switch s {
            case .literal(let v): return v
            case .formatted(let f): return f(setting)
            }
        }.joined()
    }

    /// Returns whether two keys are equal.
    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool {
        a.resolve(.posix) == b.resolve(.posix)
    }

    /// Collects the literal parts and interpolations of a string literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []
        /// Starts an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends the literal part `literal`.
        public mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }
        // Interpolated values are arguments, not part of the key: Markdown in them is shown as is.
        /// Appends a string, shown as it is.
        public mutating func appendInterpolation(_ string: String) { segments.append(.formatted { _ in string }) }
        /// Appends a value, described as `"\(value)"` describes it.
        public mutating func appendInterpolation<T>(_ value: T) {
            let s = "\(value)"
            segments.append(.formatted { _ in s })
        }
        /// Appends a text, formatted in the renderer's locale.
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.formatted { text.content.resolve($0) })
        }
        /// A value formatted by a format style in the renderer's locale.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            segments.append(.formatted { formatted(input, format, $0) })
        }
        /// Appends a date in a text style, formatted in the renderer's locale and time zone.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.formatted { setting in TextClock.text(date, style: style, now: setting.now, setting) })
        }
    }
}
