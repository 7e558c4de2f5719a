import Foundation

/// Text written in source code, with interpolations that format for the renderer's locale,
/// as SwiftUI's `LocalizedStringKey` does (`Text("Average: \(value, format: .number)")`).
/// There are no string tables here: the key is its own translation.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable {
    enum Segment {
        case literal(String)
        case formatted((Locale) -> String)
    }
    let segments: [Segment]

    public init(_ value: String) { segments = [.literal(value)] }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// The text for a locale.
    func resolve(_ locale: Locale) -> String {
        segments.map { s in
            switch s {
            case .literal(let v): return v
            case .formatted(let f): return f(locale)
            }
        }.joined()
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool {
        a.resolve(Locale(identifier: "en_US_POSIX")) == b.resolve(Locale(identifier: "en_US_POSIX"))
    }

    /// Collects the literal parts and interpolations of a string literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }
        public mutating func appendInterpolation(_ string: String) { segments.append(.literal(string)) }
        public mutating func appendInterpolation<T>(_ value: T) { segments.append(.literal("\(value)")) }
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.formatted { text.content.resolve($0) })
        }
        /// A value formatted by a format style in the renderer's locale.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            segments.append(.formatted { format.locale($0).format(input) })
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.formatted { locale in
                var f = Date.FormatStyle(date: style == .time ? .omitted : .abbreviated, time: style == .date ? .omitted : .shortened)
                f.locale = locale
                return date.formatted(f)
            })
        }
    }
}
