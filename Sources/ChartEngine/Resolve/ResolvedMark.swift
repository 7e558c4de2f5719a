import Foundation

/// A mark after resolution: which axis carries its value, its stacked extent on that axis,
/// and the keys that group it into series and dodge slots.
///
/// The resolved marks of a chart share one ``ResolvedMarks`` and each reads its own row of it,
/// so a resolved mark is three words: a spec is hundreds of bytes, and with a million marks
/// every copy of every mark in every stage would cost more than drawing them.
package struct ResolvedMark: Sendable {
    private let table: ResolvedMarks
    private let row: Int
    /// Index in declaration order; ties in z-order keep it.
    package let index: Int

    /// The mark as declared, read in place.
    package var spec: MarkSpec { _read { yield table.specs[row] } }
    package var kind: MarkKind { table.specs[row].kind }
    /// The axis along which a bar, area or rectangle measures its value; `nil` for marks without one.
    package var valueAxis: PositionAxis? { table.valueAxes[row] }
    /// Start and end on the value axis after stacking, in data units (numbers only).
    package var stacked: (start: Double, end: Double)? { table.stacked[row] }
    /// The key of the series a line or area belongs to.
    package var seriesKey: String { table.seriesKeys[row] }
    /// The categorical key for `foregroundStyle(by:)`, if any.
    package var colorKey: String? { table.colorKeys[row] }
    /// The categorical key for `symbol(by:)`, if any.
    package var symbolKey: String? { table.symbolKeys[row] }
    /// The key for `position(by:)`, if any.
    package var dodgeKey: String? { table.dodgeKeys[row] }

    /// Row `row` of a chart's table.
    init(_ table: ResolvedMarks, row: Int, index: Int) {
        self.table = table; self.row = row; self.index = index
    }
}

/// What the resolve stage finds for each mark of a chart, one array per property, row by row.
final class ResolvedMarks: Sendable {
    let specs: [MarkSpec]
    let valueAxes: [PositionAxis?]
    let stacked: [(start: Double, end: Double)?]
    let seriesKeys: [String]
    let colorKeys: [String?]
    let symbolKeys: [String?]
    let dodgeKeys: [String?]

    init(specs: [MarkSpec], valueAxes: [PositionAxis?], stacked: [(start: Double, end: Double)?], seriesKeys: [String],
         colorKeys: [String?], symbolKeys: [String?], dodgeKeys: [String?]) {
        self.specs = specs; self.valueAxes = valueAxes; self.stacked = stacked; self.seriesKeys = seriesKeys
        self.colorKeys = colorKeys; self.symbolKeys = symbolKeys; self.dodgeKeys = dodgeKeys
    }

    /// One resolved mark per row, in declaration order.
    var rows: [ResolvedMark] { specs.indices.map { ResolvedMark(self, row: $0, index: $0) } }
}
