import Foundation

/// Locale and time zone as a render uses them: the same on every machine.
///
/// Foundation formats with an unknown locale (`Locale(identifier: "xx_YY")`) by falling back to
/// the machine's `LANG`, so the same chart would print "1,234.5" on one server and "1.234,5" on
/// the next. An identifier whose language Foundation does not know is therefore replaced by
/// `en_US_POSIX`, with a warning; a known language with an unknown region ("en_YY") formats as
/// that language everywhere and is kept. A time zone Foundation cannot find again by its
/// identifier becomes GMT, with a warning.
enum RenderSettings {
    /// The locale a render uses when none is set: the one `LC_ALL` or else `LANG` names, as a
    /// program on Linux is expected to follow them (`en_US.UTF-8` formats "$155.82" and
    /// "Mar 14, 2024"). Foundation on Linux answers `en_001` for `Locale.current` whatever they
    /// say. Without either, or with `C` or `POSIX`, Foundation's current locale is kept.
    static var defaultLocale: Locale { environmentLocale ?? .current }

    private static let environmentLocale: Locale? = locale(environment: ProcessInfo.processInfo.environment)

    /// The locale the first of `LC_ALL` and `LANG` that is set names: "de_DE.UTF-8@euro" is
    /// `de_DE`; `nil` for `C`, `POSIX` or neither set.
    static func locale(environment: [String: String]) -> Locale? {
        guard let value = ["LC_ALL", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) else {
            return nil
        }
        let name = value.prefix { $0 != "." && $0 != "@" }
        if name.isEmpty || name == "C" || name == "POSIX" { return nil }
        return Locale(identifier: String(name))
    }

    /// What an unknown locale becomes: fixed, machine-independent formatting.
    static let fallbackLocale = Locale(identifier: "en_US_POSIX")
    static let fallbackTimeZone = TimeZone(secondsFromGMT: 0)!

    /// The languages Foundation has data for, from its locale identifiers ("de" of "de_AT").
    /// Listing them asks ICU for every locale it has, which costs a process more than drawing a
    /// small chart, so the common languages below are answered without it.
    private static let knownLanguages: Set<Substring> = Set(Locale.availableIdentifiers.map {
        $0.split(whereSeparator: { $0 == "_" || $0 == "-" }).first ?? ""
    })

    /// Languages every build of Foundation's ICU data carries (a test checks each against
    /// `Locale.availableIdentifiers`).
    static let commonLanguages: Set<String> = [
        "ar", "cs", "da", "de", "el", "en", "es", "fi", "fr", "he", "hi", "hu", "id", "it", "ja", "ko",
        "nb", "nl", "pl", "pt", "ro", "ru", "sv", "th", "tr", "uk", "vi", "zh",
    ]

    /// Whether Foundation has data for `language`.
    static func isKnown(language: String) -> Bool {
        commonLanguages.contains(language) || knownLanguages.contains(Substring(language))
    }

    private static let cache = Locked<[String: Bool]>([:])

    /// `locale`, or the fallback when its language is unknown.
    static func locale(_ locale: Locale) -> Locale {
        let id = locale.identifier
        if let known = cache.get()[id] { return known ? locale : warnedFallback(id) }
        // The root locale (an empty identifier) formats the same everywhere.
        let language = locale.language.languageCode?.identifier
        let known = id.isEmpty || language.map(isKnown(language:)) ?? false
        cache.update { $0[id] = known }
        return known ? locale : warnedFallback(id)
    }

    private static func warnedFallback(_ id: String) -> Locale {
        RenderScope.warn("The locale '\(id)' is unknown; numbers and dates were formatted in en_US_POSIX instead of the machine's language.")
        return fallbackLocale
    }

    private static let zoneCache = Locked<[String: Bool]>([:])

    /// `zone`, or GMT when Foundation does not know it.
    static func timeZone(_ zone: TimeZone) -> TimeZone {
        let id = zone.identifier
        // GMT and UTC are always known; finding a zone again reads Foundation's zone data.
        if id == "GMT" || id == "UTC" { return zone }
        let known = zoneCache.get()[id] ?? {
            let k = TimeZone(identifier: id) != nil
            zoneCache.update { $0[id] = k }
            return k
        }()
        if known { return zone }
        RenderScope.warn("The time zone '\(id)' is unknown; dates were placed and labelled in GMT.")
        return fallbackTimeZone
    }
}

/// A value shared between threads behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.lock(); defer { lock.unlock() }; return value }
    func update(_ change: (inout Value) -> Void) { lock.lock(); change(&value); lock.unlock() }
}
