import Foundation

/// Turns rows of cells, from CSV or JSON alike, into typed columns: the first rows decide each
/// column's type, later rows are parsed straight into compact arrays, and only the plotted
/// columns are kept, so memory follows the plotted columns and not the file.
struct TableBuilder {
    let source: String
    let request: TableRequest
    let header: [String]
    /// For each requested column, its position in the header.
    let positions: [Int]
    private var pending: [(row: Int, cells: [String?])] = []
    private var builders: [ColumnBuilder] = []
    /// How each requested column's cells are read, apart from the values collected, so that
    /// reading a cell touches none of the collected arrays.
    private var parsers: [CellParser] = []
    private(set) var rowsSeen = 0
    private(set) var rowsKept = 0
    private(set) var skipped = 0
    private(set) var firstSkipReason: String?
    private var firstSkipRow = Int.max
    private var scratch: [ParsedCell] = []

    init(source: String, header: [String], request: TableRequest) throws {
        self.source = source
        self.request = request
        self.header = header
        var positions: [Int] = []
        for (name, _) in request.columns {
            // An exact match, else the one column whose name differs only in case.
            let folded = header.indices.filter { header[$0].lowercased() == name.lowercased() }
            guard let i = header.firstIndex(of: name) ?? (folded.count == 1 ? folded[0] : nil) else {
                throw CLIError.missingColumn(name, source: source, available: header)
            }
            positions.append(i)
        }
        self.positions = positions
    }

    /// Adds one row of the file; `cells` has one entry per header column (nil: no value).
    mutating func add(_ cells: [String?]) throws {
        let p = positions
        try add(count: cells.count, blank: cells.count == 1 && (cells[0] ?? "").isEmpty) { p.map { cells[$0] } }
    }

    /// Adds one row of a CSV file.
    mutating func add(csv cells: [String]) throws {
        let p = positions
        try add(count: cells.count, blank: cells.count == 1 && cells[0].isEmpty) { p.map { cells[$0] } }
    }

    private mutating func add(count: Int, blank: Bool, pick: () -> [String?]) throws {
        if blank { return }
        rowsSeen += 1
        if count != header.count {
            skip("row \(rowsSeen) has \(count) fields where the header has \(header.count)", row: rowsSeen)
            return
        }
        let picked = pick()
        if builders.isEmpty {
            pending.append((rowsSeen, picked))
            if pending.count >= request.sampleSize { try decideTypes() }
            return
        }
        try append(picked, row: rowsSeen)
    }

    /// The table, once every row is added.
    mutating func finish() throws -> DataTable {
        if builders.isEmpty { try decideTypes() }
        var columns: [String: DataColumn] = [:]
        for (k, b) in builders.enumerated() {
            columns[request.columns[k].name] = DataColumn(name: request.columns[k].name, values: b.values)
        }
        var table = DataTable(columns: columns, rowCount: rowsKept)
        table.skippedRows = skipped
        table.firstSkipReason = firstSkipReason
        table.allColumnNames = header
        return table
    }

    private mutating func decideTypes() throws {
        parsers = request.columns.enumerated().map { k, column in
            let samples = pending.compactMap { $0.cells[k] }
            let (inferred, form) = ValueParsing.inferType(samples, timeZone: request.timeZone, dateFormat: request.dateFormat,
                                                              decimalComma: request.decimalComma)
            let type = column.type ?? inferred
            var dateForm = form
            if type == .date && dateForm == nil {
                dateForm = request.dateFormat.map { .pattern($0) } ?? DateParser.detect(samples, timeZone: request.timeZone) ?? .iso
            }
            return CellParser(type: type, dates: dateForm.map { DateParser(form: $0, timeZone: request.timeZone) },
                              decimalComma: request.decimalComma)
        }
        builders = parsers.map { ColumnBuilder(type: $0.type) }
        let rows = pending
        pending = []
        for (row, cells) in rows { try append(cells, row: row) }
    }

    private mutating func append(_ cells: [String?], row: Int) throws {
        scratch.removeAll(keepingCapacity: true)
        for (k, cell) in cells.enumerated() {
            guard let cell, !ValueParsing.isMissing(cell[...]) else {
                skip("row \(row) has no value in column \"\(request.columns[k].name)\"", row: row)
                return
            }
            let parsed = parsers.withUnsafeBufferPointer { $0[k].parse(cell) }
            guard let parsed else {
                if request.skipInvalid {
                    skip("row \(row), column \"\(request.columns[k].name)\": \(CLIError.quoted(cell)) is not \(parsers[k].type.rawValue)", row: row)
                    return
                }
                throw CLIError.badValue(cell, row: row, column: request.columns[k].name, expected: parsers[k].type, source: source)
            }
            scratch.append(parsed)
        }
        for (k, p) in scratch.enumerated() { builders[k].append(p) }
        rowsKept += 1
    }

    private mutating func skip(_ reason: String, row: Int) {
        skipped += 1
        // The sample rows are checked after later malformed rows were counted: keep the earliest.
        if row < firstSkipRow {
            firstSkipRow = row
            firstSkipReason = reason
        }
    }
}

/// A cell read as its column's type.
enum ParsedCell {
    case number(Double)
    case text(String)
}

/// How one column's cells are read.
struct CellParser {
    let type: ColumnType
    let dates: DateParser?
    let decimalComma: Bool

    func parse(_ cell: String) -> ParsedCell? {
        switch type {
        case .number: return ValueParsing.number(cell[...], decimalComma: decimalComma).map(ParsedCell.number)
        case .date: return dates?.parse(cell).map(ParsedCell.number)
        case .text: return .text(cell)
        }
    }
}

/// Collects one column's values.
struct ColumnBuilder {
    let type: ColumnType
    private var numbers: [Double] = []
    private var texts: [String] = []
    /// One copy of each distinct text: a category of more than 15 bytes repeated on millions of
    /// rows is then one string shared by all, not one allocation per row.
    private var interned: [String: String] = [:]

    init(type: ColumnType) {
        self.type = type
    }

    mutating func append(_ cell: ParsedCell) {
        switch cell {
        case .number(let d): numbers.append(d)
        case .text(let s):
            if let shared = interned[s] {
                texts.append(shared)
            } else {
                // Short strings are stored inline anyway; past 100,000 distinct values the column is not categories.
                if s.utf8.count > 15 && interned.count < 100_000 { interned[s] = s }
                texts.append(s)
            }
        }
    }

    var values: DataColumn.Values {
        switch type {
        case .number: return .number(numbers)
        case .date: return .date(numbers)
        case .text: return .text(texts)
        }
    }
}
