import Foundation

/// A key of a spec object, any string.
struct SpecKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ s: String) { stringValue = s }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// Why a spec file could not be read: the path to the bad key and what is wrong.
struct SpecError: Error, CustomStringConvertible {
    var path: [CodingKey]
    var message: String
    var description: String {
        let where_ = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        let place = where_.hasPrefix(".") ? String(where_.dropFirst()) : where_
        return place.isEmpty ? message : "\(place): \(message)"
    }
}

extension Decoder {
    /// The object's container, after checking that it has no key outside `allowed` (a typo such
    /// as `foregroundstyle` is an error that names the key, not a silently ignored setting).
    func strictContainer(_ allowed: [String]) throws -> KeyedDecodingContainer<SpecKey> {
        let c = try container(keyedBy: SpecKey.self)
        for key in c.allKeys where !allowed.contains(key.stringValue) {
            var message = "unknown key \"\(key.stringValue)\""
            if let near = CLIError.closest(to: key.stringValue, in: allowed) { message += "; did you mean \"\(near)\"?" }
            else { message += "; the keys here are " + allowed.map { "\"\($0)\"" }.joined(separator: ", ") }
            throw SpecError(path: codingPath + [key], message: message)
        }
        return c
    }

    /// A spec error at this point of the file.
    func error(_ message: String) -> SpecError { SpecError(path: codingPath, message: message) }
}

extension KeyedDecodingContainer where Key == SpecKey {
    func opt<T: Decodable>(_ key: String, _ type: T.Type = T.self) throws -> T? {
        try decodeIfPresent(T.self, forKey: SpecKey(key))
    }

    /// A name from `choices` (Swift's case names), or an error listing them.
    func choice(_ key: String, _ choices: [String]) throws -> String? {
        guard let name = try decodeIfPresent(String.self, forKey: SpecKey(key)) else { return nil }
        let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
        guard choices.contains(bare) else {
            throw SpecError(path: codingPath + [SpecKey(key)],
                            message: "\"\(name)\" is not one of " + choices.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        return bare
    }
}

/// A number or text in a spec, as JSON and YAML give scalars.
enum SpecScalar: Decodable, Equatable, Sendable {
    case number(Double)
    case text(String)
    case bool(Bool)

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let d = try? c.decode(Double.self) { self = .number(d) }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let s = try? c.decode(String.self) { self = .text(s) }
        else { throw decoder.error("expected a number or a string") }
    }
}
