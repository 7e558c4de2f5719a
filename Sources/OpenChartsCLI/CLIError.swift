import Foundation
import OpenCharts

/// A reason `openchart` stops: printed as one line on standard error, with exit code 2, and no
/// output file written.
struct CLIError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The line printed after `openchart: error: `.
    var message: String

    init(_ message: String) { self.message = message }

    var description: String { message }

    /// A value of a plotted column that is not of the column's type.
    static func badValue(_ value: String, row: Int, column: String, expected: ColumnType, source: String) -> CLIError {
        let what: String
        switch expected {
        case .number: what = Double(value.trimmingCharacters(in: .whitespaces)) != nil ? "a finite number" : "a number"
        case .date: what = "a date (give its format with --date-format, e.g. --date-format dd/MM/yyyy)"
        case .text: what = "text"
        }
        return CLIError("\(source): row \(row), column \"\(column)\": \(quoted(value)) is not \(what)")
    }

    /// The flag that sets `limit` of the renderer.
    static func flag(of limit: ChartRenderLimitError.Limit) -> String {
        switch limit {
        case .maximumMarks: return "--max-marks"
        case .maximumOutputBytes: return "--max-output-bytes"
        }
    }

    /// A chart that one of the renderer's limits would cut: it is not drawn, and the message
    /// names the limit, its flag, and the value that would draw the whole chart.
    static func limit(_ e: ChartRenderLimitError) -> CLIError {
        let flag = flag(of: e.limit)
        let needed = e.needed.groupedDigits, allowed = e.allowed.groupedDigits
        return CLIError("the chart needs \(needed) \(e.counted), more than the limit of \(allowed) (limits.\(e.limit.rawValue)), "
                        + "so nothing was written; raise it with \(flag) \(e.needed)"
                        + (e.limit == .maximumMarks ? ", or draw fewer rows (a plain line or area counts as one mark)" : ", or draw fewer rows"))
    }

    /// A column a chart names that the file does not have.
    static func missingColumn(_ name: String, source: String, available: [String]) -> CLIError {
        var message = "\(source): no column \(quoted(name))"
        if let near = closest(to: name, in: available) { message += "; did you mean \(quoted(near))?" } else { message += "." }
        let shown = available.prefix(30).map(quoted).joined(separator: ", ")
        message += " The columns are: " + shown + (available.count > 30 ? " and \(available.count - 30) more" : "")
        return CLIError(message)
    }

    /// `value` in quotes, shortened and with control characters escaped, so one line stays one line.
    static func quoted(_ value: String) -> String {
        var s = value.count > 40 ? String(value.prefix(40)) + "…" : value
        s = s.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7f ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
        return "\"" + s.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The name nearest `name` by edit distance, if near enough to be a typo.
    static func closest(to name: String, in names: [String]) -> String? {
        let lower = name.lowercased()
        let scored = names.map { ($0, editDistance(Array(lower), Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return nil }
        return best.0
    }

    /// Levenshtein distance, by the two-row dynamic programme.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
