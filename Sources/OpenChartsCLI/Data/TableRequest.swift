import Foundation

/// What to read from a data file: the columns a chart plots, with any types the chart fixes,
/// and how to read dates and bad cells.
struct TableRequest: Sendable {
    /// Column names, each with the type it must have, or nil to find the type from the data.
    var columns: [(name: String, type: ColumnType?)]
    /// A `DateFormatter` pattern for every date column, instead of finding the form.
    var dateFormat: String?
    /// The time zone of dates and times written without one.
    var timeZone: TimeZone
    /// Whether a value of the wrong type skips its row (counted) instead of stopping.
    var skipInvalid: Bool
    /// Whether numbers may be written with a decimal comma (`1.234,5`), as in files whose fields
    /// are separated by semicolons or tabs.
    var decimalComma = false
    /// How many rows are read before the columns' types are decided.
    var sampleSize: Int = 1000

    init(columns: [(name: String, type: ColumnType?)], dateFormat: String? = nil,
                timeZone: TimeZone = TimeZone(identifier: "UTC")!, skipInvalid: Bool = false) {
        self.columns = columns
        self.dateFormat = dateFormat
        self.timeZone = timeZone
        self.skipInvalid = skipInvalid
    }
}
