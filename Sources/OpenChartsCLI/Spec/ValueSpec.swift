import Foundation

/// A `.value(label, …)` channel of a mark: a column of the data, or one constant value.
///
/// In a spec it is written as the column's name (`"revenue"`, labelled by that name), as
/// `["Revenue", "revenue"]` (label first, as in `.value("Revenue", item.revenue)`), or in full:
/// `{"label": "Month", "value": "month", "unit": "month", "type": "Date"}`, or
/// `{"label": "Goal", "constant": 30000}` for one value, as `RuleMark(y: .value("Goal", 30000))`.
struct ValueSpec: Decodable, Equatable, Sendable {
    /// The label, as the first argument of `.value`.
    var label: String
    /// The data column; nil for a constant.
    var column: String?
    /// The one value of a constant channel.
    var constant: SpecScalar?
    /// The calendar unit of a date (`.value(_:_:unit:)`), such as `month`.
    var unit: Calendar.Component?
    /// The Swift type the values have (`Double`, `Date` or `String`), instead of the one found in the data.
    var type: ColumnType?

    init(label: String, column: String?, constant: SpecScalar? = nil, unit: Calendar.Component? = nil, type: ColumnType? = nil) {
        self.label = label
        self.column = column
        self.constant = constant
        self.unit = unit
        self.type = type
    }

    /// The column `name`, labelled by its own name.
    static func column(_ name: String) -> ValueSpec { ValueSpec(label: name, column: name) }

    static let units: [String: Calendar.Component] = [
        "second": .second, "minute": .minute, "hour": .hour, "day": .day, "weekOfYear": .weekOfYear, "week": .weekOfYear,
        "month": .month, "quarter": .quarter, "year": .year,
    ]

    init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            self = .column(name)
            return
        }
        if var pair = try? decoder.unkeyedContainer() {
            guard pair.count == 2, let label = try? pair.decode(String.self), let name = try? pair.decode(String.self) else {
                throw decoder.error("a [label, column] pair needs two strings, as [\"Revenue\", \"revenue\"]")
            }
            self.init(label: label, column: name)
            return
        }
        let c = try decoder.strictContainer(["label", "value", "constant", "unit", "type"])
        let column: String? = try c.opt("value")
        let constant: SpecScalar? = try c.opt("constant")
        guard (column == nil) != (constant == nil) else {
            throw decoder.error("give either \"value\" (a column's name) or \"constant\" (one value)")
        }
        var unit: Calendar.Component?
        if let u = try c.choice("unit", Array(Self.units.keys).sorted()) { unit = Self.units[u] }
        var type: ColumnType?
        if let t: String = try c.opt("type") {
            guard let parsed = ColumnType(name: t) else { throw decoder.error("type \"\(t)\" is not one of \"Double\", \"Date\", \"String\"") }
            type = parsed
        }
        let label: String = try c.opt("label") ?? column ?? "Value"
        self.init(label: label, column: column, constant: constant, unit: unit, type: type)
    }
}
