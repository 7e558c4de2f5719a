import Foundation

/// What a column holds once read: numbers, dates or text. These are the Swift types a chart
/// written by hand would plot: `Double`, `Date` and `String`.
enum ColumnType: String, Sendable, CaseIterable, Codable {
    case number = "Double"
    case date = "Date"
    case text = "String"

    /// The type named on the command line or in a spec: Swift's names and a few plain words.
    init?(name: String) {
        switch name.lowercased() {
        case "double", "number", "int", "float", "quantitative": self = .number
        case "date", "temporal", "time": self = .date
        case "string", "text", "category", "nominal", "categorical": self = .text
        default: return nil
        }
    }
}

/// One column of a table, its values in row order, stored as compactly as its type allows.
struct DataColumn: Sendable {
    /// The column's name in the header.
    var name: String
    /// The values.
    var values: Values

    /// A column's values; dates are seconds since 1970.
    enum Values: Sendable {
        case number([Double])
        case date([Double])
        case text([String])
    }

    var type: ColumnType {
        switch values {
        case .number: return .number
        case .date: return .date
        case .text: return .text
        }
    }

    var count: Int {
        switch values {
        case .number(let v), .date(let v): return v.count
        case .text(let v): return v.count
        }
    }

    /// The value at `row` as text, for messages and tests.
    func text(at row: Int) -> String {
        switch values {
        case .number(let v): return String(v[row])
        case .date(let v): return ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: v[row]))
        case .text(let v): return v[row]
        }
    }
}

/// Columns of equal length, read from a CSV or JSON file: only the columns a chart plots.
struct DataTable: Sendable {
    /// The plotted columns, by name.
    var columns: [String: DataColumn]
    /// The number of rows kept.
    var rowCount: Int
    /// Rows left out because they were malformed or lacked a plotted value.
    var skippedRows: Int = 0
    /// Why the first skipped row was left out.
    var firstSkipReason: String?
    /// Every column name of the file, in order, for messages.
    var allColumnNames: [String] = []

    init(columns: [String: DataColumn], rowCount: Int) {
        self.columns = columns
        self.rowCount = rowCount
    }

    subscript(name: String) -> DataColumn? { columns[name] }
}
