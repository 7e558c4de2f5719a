import Foundation

#if !canImport(Darwin)
/// A string to show that a localized app would look up in its tables: Foundation's type, which
/// Foundation on Linux lacks. Without tables, its text is its default value, else its key.
///
/// ```swift
/// BarMark(x: .value(LocalizedStringResource("Month"), sale.month), y: .value("Sales", sale.total))
/// ```
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The key the tables are searched for.
    public var key: String
    /// The text shown when no table has the key.
    public var defaultValue: String
    /// The table searched, `nil` for the default one.
    public var table: String?
    /// The locale the string is for.
    public var locale: Locale

    /// A resource whose key, and text, is `key`, or `defaultValue` when given.
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self.key = key; self.defaultValue = defaultValue ?? key; self.table = table; self.locale = locale
    }

    /// A resource written as a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// A resource written as a string literal with interpolations.
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    /// The resource's text.
    public var description: String { defaultValue }
}

extension String {
    /// The text of a localized string resource: its default value, as no table is searched.
    public init(localized resource: LocalizedStringResource) { self = resource.defaultValue }
}
#endif

extension Text {
    /// Text from a localized string resource.
    ///
    /// ```swift
    /// Text(LocalizedStringResource("Daily sales"))
    /// ```
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: String(localized: resource)) }
}
