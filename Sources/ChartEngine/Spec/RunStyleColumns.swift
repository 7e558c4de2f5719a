import Foundation

/// One style channel's value for every row of a run: what `foregroundStyle(by:)`, `symbol(by:)` or
/// `symbolSize(by:)` gives each row of a scatter, kept as a column instead of a mark per row.
///
/// ```swift
/// let colour = RunStyleColumn.numbers([0.5, 2, 7], template: ValueSlot(label: "Depth", value: .number(0.5)))
/// let kind = RunStyleColumn(categories: ["A", "B", "A"].map { ValueSlot(label: "Kind", value: .string($0)) })
/// ```
package enum RunStyleColumn: Sendable {
    /// Numbers, or dates as seconds since 2001 when the template's value is a date; the template
    /// holds the label, unit and calendar every row shares.
    case numbers([Double], template: ValueSlot)
    /// A code per row into `values`, the distinct values in order of first appearance.
    case categories([Int32], values: [ValueSlot])

    /// The column of `slots`: numbers when every slot is a number (or every one a date) with the
    /// first one's label, unit and calendar, else categories by each value's key.
    package init(_ slots: [ValueSlot]) {
        if let first = slots.first {
            var numbers: [Double] = []
            numbers.reserveCapacity(slots.count)
            for s in slots {
                guard let v = Self.number(s, like: first) else { break }
                numbers.append(v)
            }
            if numbers.count == slots.count {
                self = .numbers(numbers, template: first)
                return
            }
        }
        self.init(categories: slots)
    }

    /// The number of `s` (a date as seconds since 2001) when it is of `template`'s kind (number or
    /// date) with its label, unit and calendar; nil otherwise, and for text.
    package static func number(_ s: ValueSlot, like template: ValueSlot) -> Double? {
        guard s.label == template.label, s.unit == template.unit, s.calendar == template.calendar else { return nil }
        switch (s.value, template.value) {
        case (.number(let v), .number): return v
        case (.date(let d), .date): return d.timeIntervalSinceReferenceDate
        default: return nil
        }
    }

    /// The column of `slots` as categories, each distinct key once, in order of first appearance.
    package init(categories slots: [ValueSlot]) {
        var codes: [Int32] = [], values: [ValueSlot] = [], index: [String: Int32] = [:]
        codes.reserveCapacity(slots.count)
        for s in slots {
            let key = s.value.categoryKey
            if let c = index[key] { codes.append(c); continue }
            let c = Int32(truncatingIfNeeded: values.count)
            index[key] = c; values.append(s); codes.append(c)
        }
        self = .categories(codes, values: values)
    }

    /// How many rows the column holds.
    package var count: Int {
        switch self {
        case .numbers(let v, _): return v.count
        case .categories(let c, _): return c.count
        }
    }

    /// The value of row `i`.
    package func slot(_ i: Int) -> ValueSlot {
        switch self {
        case .numbers(let v, let template): return template.with(v[i])
        case .categories(let c, let values): return values[Int(c[i])]
        }
    }

    /// The column of the rows `rows`, in that order.
    package func rows(_ rows: [Int]) -> RunStyleColumn {
        switch self {
        case .numbers(let v, let template): return .numbers(rows.map { v[$0] }, template: template)
        case .categories(let c, let values): return .categories(rows.map { c[$0] }, values: values)
        }
    }

    /// The values the column's rows hold, each distinct key once, in order of first appearance;
    /// for numbers read as a continuous scale, only the smallest and largest finite ones.
    func distinctSlots(continuous: Bool) -> [ValueSlot] {
        switch self {
        case .categories(let c, let values):
            // Every category appears in some row: the values are those rows' values, in order.
            return c.isEmpty ? [] : values
        case .numbers(let v, let template):
            if continuous {
                guard let e = MarkRun.extent(v) else { return v.isEmpty ? [] : [template.with(v[0])] }
                return [template.with(e.lo), template.with(e.hi)]
            }
            var seen = Set<Double>(), out: [ValueSlot] = []
            for x in v where seen.insert(x).inserted { out.append(template.with(x)) }
            return out
        }
    }
}

/// The per-row style values of a scatter drawn as one run (`PointPlot` or a `ForEach` of points
/// styled by value): the channels the rows do not share, each a column as long as the run.
package struct RunStyleColumns: Sendable {
    /// `foregroundStyle(by:)`.
    package var color: RunStyleColumn?
    /// `symbol(by:)`.
    package var symbol: RunStyleColumn?
    /// `symbolSize(by:)`.
    package var size: RunStyleColumn?

    package init(color: RunStyleColumn? = nil, symbol: RunStyleColumn? = nil, size: RunStyleColumn? = nil) {
        self.color = color; self.symbol = symbol; self.size = size
    }

    /// How many rows the columns hold; every column holds as many.
    package var count: Int { color?.count ?? symbol?.count ?? size?.count ?? 0 }

    /// Whether the columns are all as long as `n`, and there is at least one.
    package func fits(_ n: Int) -> Bool {
        let columns = [color, symbol, size].compactMap { $0 }
        return !columns.isEmpty && columns.allSatisfy { $0.count == n }
    }

    /// The columns of the rows `rows`, in that order.
    package func rows(_ rows: [Int]) -> RunStyleColumns {
        RunStyleColumns(color: color?.rows(rows), symbol: symbol?.rows(rows), size: size?.rows(rows))
    }

    /// Gives `style` the values of row `i`, as the row's own mark would have them.
    package func apply(row i: Int, to style: inout MarkStyle) {
        if let color { style.foregroundBy = color.slot(i) }
        if let symbol { style.symbolBy = symbol.slot(i) }
        if let size { style.symbolSizeBy = size.slot(i) }
    }
}
