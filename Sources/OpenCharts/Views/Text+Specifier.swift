import Foundation

extension LocalizedStringKey.StringInterpolation {
    /// A number printed by a `printf` format, such as `"%.1f"`, in the renderer's locale.
    ///
    /// ```swift
    /// Text("Average: \(average, specifier: "%.1f") cups")
    /// ```
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
        let v = Double(value)
        appendSpecified(specifier, kinds: "fFeEgGaA", fallback: "\(value)") { spec, locale in
            String(format: spec, locale: locale, v)
        }
    }

    /// An integer printed by a `printf` format, such as `"%d"` or `"%03d"`.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
        let v = Int64(clamping: value)
        appendSpecified(specifier, kinds: "diouxX", fallback: "\(value)", length: "ll") { spec, locale in
            String(format: spec, locale: locale, v)
        }
    }

    /// A string printed by a `printf` format (`"%@"`).
    public mutating func appendInterpolation(_ value: String, specifier: String) {
        appendSpecified(specifier, kinds: "@s", fallback: value) { spec, _ in
            PrintfSpecifier.padded(value, spec)
        }
    }

    /// A value formatted by a `Formatter`.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        segments.append(.literal(formatter.string(for: subject) ?? ""))
    }

    /// Appends a value printed by `specifier` when it holds exactly one conversion of one of
    /// `kinds`, rewritten with `length`; any other specifier prints the value as it is, since a
    /// mismatched `printf` conversion would read the wrong argument.
    private mutating func appendSpecified(_ specifier: String, kinds: String, fallback: String, length: String = "",
                                          print: @escaping (String, Locale) -> String) {
        guard let spec = PrintfSpecifier(specifier, kinds: kinds, length: length) else {
            segments.append(.literal(fallback))
            return
        }
        segments.append(.formatted { setting in spec.prefix + print(spec.conversion, setting.locale) + spec.suffix })
    }
}

/// A `printf` specifier taken apart: literal text around one conversion, which is checked for its
/// kind and rewritten with a fixed length modifier.
struct PrintfSpecifier {
    var prefix = "", conversion = "", suffix = ""

    init?(_ s: String, kinds: String, length: String) {
        let chars = Array(s)
        var i = 0, found = false
        var literal = ""
        while i < chars.count {
            let c = chars[i]
            guard c == "%" else { literal.append(c); i += 1; continue }
            if i + 1 < chars.count, chars[i + 1] == "%" { literal.append("%"); i += 2; continue }
            guard !found else { return nil }
            var j = i + 1
            var body = ""
            while j < chars.count, "-+ #0123456789.".contains(chars[j]) { body.append(chars[j]); j += 1 }
            while j < chars.count, "hlqLzjt".contains(chars[j]) { j += 1 }
            guard j < chars.count, kinds.contains(chars[j]), !body.contains("*") else { return nil }
            // Widths and precisions past 100 would only make huge strings.
            let numbers = body.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            guard numbers.allSatisfy({ $0 <= 100 }) else { return nil }
            prefix = literal; literal = ""
            conversion = "%" + body + length + String(chars[j] == "s" ? "@" : chars[j])
            found = true
            i = j + 1
        }
        guard found else { return nil }
        suffix = literal
    }

    /// A string padded to the width of a `%@` conversion such as `"%10@"` or `"%-10@"`.
    static func padded(_ value: String, _ conversion: String) -> String {
        let body = conversion.dropFirst().dropLast()
        let width = Int(body.filter(\.isNumber)) ?? 0
        let pad = String(repeating: " ", count: max(0, width - value.count))
        return body.hasPrefix("-") ? value + pad : pad + value
    }
}
