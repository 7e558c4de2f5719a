import Foundation

/// What a column holds once read: numbers, dates or text. These are the Swift types a chart
/// written by hand would plot: `Double`, `Date` and `String`.
public enum ColumnType: String, Sendable, CaseIterable, Codable {
    case number = "Double"
    case date = "Date"
    case text = "String"

    /// The type named on the command line or in a spec: Swift's names and a few plain words.
    public init?(name: String) {
        switch name.lowercased() {
        case "double", "number", "int", "float", "quantitative": self = .number
        case "date", "temporal", "time": self = .date
        case "string", "text", "category", "nominal", "categorical": self = .text
        default: return nil
        }
    }
}

/// One column of a table, its values in row order, stored as compactly as its type allows.
public struct DataColumn: Sendable {
    /// The column's name in the header.
    public var name: String
    /// The values.
    public var values: Values

    /// A column's values; dates are seconds since 1970.
    public enum Values: Sendable {
        case number([Double])
        case date([Double])
        case text([String])
    }

    public var type: ColumnType {
        switch values {
        case .number: return .number
        case .date: return .date
        case .text: return .text
        }
    }

    public var count: Int {
        switch values {
        case .number(let v), .date(let v): return v.count
        case .text(let v): return v.count
        }
    }

    /// The value at `row` as text, for messages and tests.
    public func text(at row: Int) -> String {
        switch values {
        case .number(let v): return String(v[row])
        case .date(let v): return ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: v[row]))
        case .text(let v): return v[row]
        }
    }
}

/// Columns of equal length, read from a CSV or JSON file: only the columns a chart plots.
public struct DataTable: Sendable {
    /// The plotted columns, by name.
    public var columns: [String: DataColumn]
    /// The number of rows kept.
    public var rowCount: Int
    /// Rows left out because they were malformed or lacked a plotted value.
    public var skippedRows: Int = 0
    /// Why the first skipped row was left out.
    public var firstSkipReason: String?
    /// Every column name of the file, in order, for messages.
    public var allColumnNames: [String] = []

    public init(columns: [String: DataColumn], rowCount: Int) {
        self.columns = columns
        self.rowCount = rowCount
    }

    public subscript(name: String) -> DataColumn? { columns[name] }
}
