import Foundation
import OpenCharts

/// One `openchart render`: the spec (from a file, flags, or both), the data it reads, the
/// picture, and the file written whole or not at all.
struct RenderJob {
    var spec: ChartSpec
    var input: String
    var output: OutputTarget
    var reader: DataFileReader
    var request: TableRequest
    var picture: PictureOptions
    /// Whether the mark kind was left to the data's types (no --mark).
    var kindFromData: Bool
    /// The renderer's limits, the defaults unless flags raise or lower them.
    var limits = ChartRenderLimits()

    /// The sides a picture may have, in points.
    static let sides = 1.0...20_000.0
    /// The pixels per point a PNG may have: above 0 and at most this.
    static let maximumScale = 8.0

    init(input: String?, output: String?, format: String?, specPath: String?,
         marks: MarkOptions, chart: ChartOptions, picture: PictureOptions, data: DataOptions,
         limits: LimitOptions? = nil) throws {
        let flagMark = try FlagSpec.mark(marks)
        var spec: ChartSpec
        var dataPath = input
        if let specPath {
            if flagMark != nil {
                throw CLIError("--spec describes the marks: leave out --mark, --x, --y and the other mark flags, or leave out --spec")
            }
            spec = try ChartSpec.load(path: specPath)
            if dataPath == nil, let d = spec.data {
                dataPath = d.hasPrefix("/") ? d : URL(fileURLWithPath: specPath).deletingLastPathComponent().appendingPathComponent(d).path
            }
        } else {
            guard let mark = flagMark else {
                throw CLIError("say what to plot: --x and --y name the columns, or --spec names a chart spec (openchart render --help)")
            }
            spec = ChartSpec(marks: [mark])
        }
        kindFromData = specPath == nil && marks.mark == nil
        try FlagSpec.apply(chart, picture, to: &spec)
        for (name, side) in [("width", spec.width), ("height", spec.height)] {
            guard let side, !Self.sides.contains(side) else { continue }
            let given = (name == "width" ? picture.width : picture.height) != nil ? "--\(name) \(Self.number(side))" : "the spec's \(name), \(Self.number(side)),"
            throw CLIError("\(given) is out of range: give a number of points from 1 to 20,000")
        }
        guard picture.scale.isFinite, picture.scale > 0, picture.scale <= Self.maximumScale else {
            throw CLIError("--scale \(Self.number(picture.scale)) is out of range: give pixels per point above 0 and at most 8, such as 2")
        }
        if let n = limits?.maxMarks {
            guard n >= 1 else { throw CLIError("--max-marks \(n) is out of range: give a whole number of marks from 1 up") }
            self.limits.maximumMarks = n
        }
        if let n = limits?.maxOutputBytes {
            guard n >= 1 else { throw CLIError("--max-output-bytes \(n) is out of range: give a whole number of bytes from 1 up") }
            self.limits.maximumOutputBytes = n
        }
        guard let dataPath else { throw CLIError("give the data file (or - for standard input) after render") }
        self.spec = spec
        self.input = dataPath
        self.picture = picture
        self.output = try OutputTarget(path: output, format: format, input: dataPath)

        guard let zone = TimeZone(identifier: picture.timeZone) else {
            throw CLIError("--time-zone \(CLIError.quoted(picture.timeZone)) is not a time zone; use a name such as UTC or Europe/Paris")
        }
        var inputFormat: DataFileReader.Format?
        if let f = data.inputFormat {
            guard let parsed = DataFileReader.Format(rawValue: f.lowercased()) else { throw CLIError("--input-format \(CLIError.quoted(f)) is not csv, tsv or json") }
            inputFormat = parsed
        }
        var delimiter: Character?
        if let d = data.delimiter {
            let unescaped = d == "\\t" || d.lowercased() == "tab" ? "\t" : d
            guard unescaped.count == 1, let c = unescaped.first else { throw CLIError("--delimiter must be one character, such as ';' or tab") }
            delimiter = c
        }
        reader = DataFileReader(path: dataPath, format: inputFormat, delimiter: delimiter)
        reader.showsProgress = !data.noProgress
        request = TableRequest(columns: Self.columns(of: spec), dateFormat: data.dateFormat, timeZone: zone, skipInvalid: data.skipInvalid)
        // Where commas do not separate fields, they may separate decimals, as European spreadsheets write them.
        request.decimalComma = reader.format != .json && reader.delimiter != ","
    }

    /// `value` as a flag would be written: 640 rather than 640.0.
    static func number(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(saturating: value)) : "\(value)"
    }

    /// Every column the marks read, once, with the type a channel fixes for it.
    static func columns(of spec: ChartSpec) -> [(name: String, type: ColumnType?)] {
        var out: [(name: String, type: ColumnType?)] = []
        for mark in spec.marks {
            for (_, v) in mark.channels {
                guard let name = v.column else { continue }
                if let k = out.firstIndex(where: { $0.name == name }) {
                    if out[k].type == nil { out[k].type = v.type }
                } else {
                    out.append((name, v.type))
                }
            }
        }
        return out
    }

    /// What a render reports.
    struct Result {
        var warnings: [String] = []
        var bytes = 0
    }

    func run() throws -> Result {
        try output.checkWritable()
        var table = try reader.read(request)
        var result = Result()
        if table.skippedRows > 0 {
            let total = table.rowCount + table.skippedRows
            result.warnings.append("skipped \(table.skippedRows.groupedDigits) of \(total.groupedDigits) rows"
                                   + (table.firstSkipReason.map { " (the first: \($0))" } ?? ""))
        }
        guard table.rowCount > 0 || spec.marks.allSatisfy({ $0.channels.allSatisfy { $0.value.column == nil } }) else {
            let skipped = table.skippedRows > 0
                ? ": every row (\(table.skippedRows)) was skipped (the first: \(table.firstSkipReason ?? "")); check --delimiter and the quotes"
                : ""
            throw CLIError("\(reader.sourceName) has no rows to plot\(skipped)")
        }
        var spec = self.spec
        if kindFromData, let first = spec.marks.first, let x = first.x?.column, let type = table[x]?.type {
            let yType = first.y?.column.flatMap { table[$0]?.type }
            spec.marks[0].kind = type == .text || yType == .text ? .bar : .line
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = request.timeZone
        calendar.locale = Locale(identifier: picture.locale)
        let view = try ChartBuilder(spec: spec, table: table, calendar: calendar).view()
        table = DataTable(columns: [:], rowCount: 0)  // the marks hold what they need
        var renderer = ChartRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: spec.width ?? 640, height: spec.height ?? 400)
        renderer.colorScheme = picture.dark ? .dark : .light
        renderer.locale = Locale(identifier: picture.locale)
        renderer.timeZone = request.timeZone
        renderer.calendar = calendar
        // The output is measured here, whole, in every format (a PNG's and a PDF's too), so that
        // the message can say how many bytes the chart needs.
        renderer.limits = limits
        renderer.limits.maximumOutputBytes = .max
        let data = try output.encode(renderer, scale: picture.scale)
        if data.count > limits.maximumOutputBytes {
            throw CLIError.limit(ChartRenderLimitError(limit: .maximumOutputBytes, allowed: limits.maximumOutputBytes,
                                                       needed: data.count, counted: "bytes"))
        }
        result.warnings += renderer.warnings
        try output.write(data)
        result.bytes = data.count
        return result
    }
}
