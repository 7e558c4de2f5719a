import Foundation

/// How a cell of a data file reads as a number, and which cells count as missing.
enum ValueParsing {
    /// Cells that stand for no value: the row is skipped, and counted, rather than plotted.
    static func isMissing(_ s: Substring) -> Bool {
        if s.isEmpty { return true }
        // A cell that starts with a digit or a sign, as numbers and dates do, is not blank; other
        // cells are checked character by character (Unicode spaces count too).
        if let first = s.utf8.first, (0x30...0x39).contains(first) || first == 0x2D || first == 0x2B {
            return false
        }
        if s.allSatisfy(\.isWhitespace) { return true }
        guard (2...4).contains(s.utf8.count) else { return false }
        return ["na", "n/a", "nan", "null"].contains(s.lowercased())
    }

    /// A number written plainly (`1234.5`, `-3e6`), with thousands separators (`1,234.5`), or
    /// padded with spaces; nil otherwise. Infinity and NaN are not numbers a chart can place.
    static func number(_ s: Substring, decimalComma: Bool = false) -> Double? {
        if let d = Double(s) { return d.isFinite ? d : nil }
        let t = s.trimmingCharacters(in: .whitespaces)
        if let d = Double(t) { return d.isFinite ? d : nil }
        if decimalComma, let d = commaDecimal(t) { return d }
        guard t.contains(","), hasThousandsSeparators(t) else { return nil }
        return Double(t.replacingOccurrences(of: ",", with: ""))
    }

    /// A number written with a decimal comma and dots between thousands, as in German or
    /// French spreadsheets (`1.234,5`, `-0,25`); nil for anything else.
    static func commaDecimal(_ t: String) -> Double? {
        let parts = t.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].isEmpty, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        var whole = Substring(parts[0])
        let sign = whole.first == "-" ? "-" : ""
        if whole.first == "-" || whole.first == "+" { whole = whole.dropFirst() }
        let groups = whole.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = groups.first, !first.isEmpty, groups.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              groups.count == 1 || (first.count <= 3 && groups.dropFirst().allSatisfy { $0.count == 3 }) else { return nil }
        return Double(sign + groups.joined() + "." + parts[1]).flatMap { $0.isFinite ? $0 : nil }
    }

    /// Whether `t` is digits grouped by threes with commas, as `-1,234,567.89`.
    static func hasThousandsSeparators(_ t: String) -> Bool {
        var body = Substring(t)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let whole = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
        guard groups.count > 1, let first = groups.first, (1...3).contains(first.count) else { return false }
        return groups.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
            && groups.dropFirst().allSatisfy { $0.count == 3 }
    }

    /// The type a column's sample of cells reads as: numbers if at least half of them are (the
    /// rest are then errors to report, not a reason to plot numbers as text), else dates if at
    /// least half are dates of one form, else text.
    static func inferType(_ samples: [String], timeZone: TimeZone, dateFormat: String?, decimalComma: Bool = false) -> (ColumnType, DateParser.Form?) {
        let values = samples.filter { !isMissing($0[...]) }
        guard !values.isEmpty else { return (.text, nil) }
        let half = (values.count + 1) / 2
        if let format = dateFormat {
            let p = DateParser(form: .pattern(format), timeZone: timeZone)
            if values.filter({ p.parse($0) != nil }).count >= half { return (.date, .pattern(format)) }
        }
        // Infinities count as numbers here, so that they are reported as bad numbers, not read as text.
        let numeric = values.filter { number($0[...], decimalComma: decimalComma) != nil || Double($0.trimmingCharacters(in: .whitespaces)) != nil }
        if numeric.count >= half { return (.number, nil) }
        if let form = DateParser.detect(values, timeZone: timeZone, atLeast: half) { return (.date, form) }
        return (.text, nil)
    }
}
