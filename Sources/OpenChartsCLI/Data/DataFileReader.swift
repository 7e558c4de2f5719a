import Foundation

/// Reads the plotted columns of a CSV or JSON data file, or of standard input (`-`).
struct DataFileReader {
    /// The layout of a data file.
    enum Format: String, CaseIterable, Sendable {
        case csv, tsv, json

        /// The format a file name's extension implies; CSV for anything else, and for `-`.
        static func forPath(_ path: String) -> Format {
            switch URL(fileURLWithPath: path).pathExtension.lowercased() {
            case "json": return .json
            case "tsv", "tab": return .tsv
            default: return .csv
            }
        }
    }

    var path: String
    var format: Format
    /// The field separator of CSV files; a tab for TSV.
    var delimiter: Character
    /// Whether to draw a progress bar on standard error when it is a terminal.
    var showsProgress = true

    /// Whether the format was given rather than taken from the name.
    var formatGiven: Bool

    init(path: String, format: Format? = nil, delimiter: Character? = nil) {
        self.path = path
        formatGiven = format != nil
        let f = format ?? Format.forPath(path)
        self.format = f
        self.delimiter = delimiter ?? (f == .tsv ? "\t" : ",")
    }

    /// The name messages use for the input.
    var sourceName: String { path == "-" ? "standard input" : URL(fileURLWithPath: path).lastPathComponent }

    /// Reads the columns `request` names.
    func read(_ request: TableRequest) throws -> DataTable {
        if path != "-" {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CLIError("cannot read \(path): no such file")
            }
            if isFolder.boolValue { throw CLIError("cannot read \(path): it is a folder") }
        }
        if path == "-" { return try readStandardInput(request) }
        switch format {
        case .json:
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
                throw CLIError("cannot read \(path): \(error.localizedDescription)")
            }
            if let problem = Self.textProblem(data.prefix(65_536)) { throw CLIError("\(sourceName) \(problem)") }
            return try JSONTableReader.read(data, source: sourceName, request: request)
        case .csv, .tsv:
            try Self.checkHeaderIsText(path, source: sourceName)
            guard let stream = InputStream(fileAtPath: path) else { throw CLIError("cannot read \(path)") }
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            let bar = showsProgress ? ProgressBar.onTerminal(label: sourceName, total: size) : nil
            defer { bar?.finish() }
            return try Self.readCSV(stream, source: sourceName, delimiter: delimiter, request: request, progress: bar)
        }
    }

    /// Standard input: JSON when `--input-format json` says so or it starts with `[` or `{`, CSV otherwise.
    func readStandardInput(_ request: TableRequest) throws -> DataTable {
        let prefix = StandardInputStream.readPrefix()
        if let problem = Self.textProblem(prefix) { throw CLIError("\(sourceName) \(problem)") }
        let stream = StandardInputStream(prefix: prefix)
        if format == .json || (!formatGiven && StandardInputStream.looksLikeJSON(prefix)) {
            return try JSONTableReader.read(stream.readAll(), source: sourceName, request: request)
        }
        let bar = showsProgress ? ProgressBar.onTerminal(label: sourceName, total: nil) : nil
        defer { bar?.finish() }
        return try Self.readCSV(stream, source: sourceName, delimiter: delimiter, request: request, progress: bar)
    }

    /// Reads CSV from `stream` one row at a time (``CSVRowReader``): quoted fields, quotes
    /// doubled inside them, line breaks inside quotes, a byte-order mark, CRLF, LF or CR.
    static func readCSV(_ stream: InputStream, source: String, delimiter: Character, request: TableRequest,
                        progress: ProgressBar? = nil) throws -> DataTable {
        guard delimiter.unicodeScalars.count == 1 else {
            throw CLIError("the delimiter must be one character, not \(CLIError.quoted(String(delimiter)))")
        }
        guard let byte = delimiter.asciiValue, byte != UInt8(ascii: "\""), byte != 0x0A, byte != 0x0D else {
            throw CLIError("the delimiter must be an ASCII character other than a quote or a line break, not \(CLIError.quoted(String(delimiter)))")
        }
        var reader = CSVRowReader(stream: stream, delimiter: byte)
        func failure(_ error: Error) -> CLIError {
            switch error {
            case CSVRowReader.Failure.notUTF8(let row) where row == 0:
                return CLIError("\(source): the header row is not UTF-8 text; convert the file first (iconv -f latin1 -t utf-8)")
            case CSVRowReader.Failure.notUTF8(let row):
                return CLIError("\(source): row \(row): the file is not UTF-8 text; convert it first (iconv -f latin1 -t utf-8)")
            case let error as CLIError:
                return error
            default:
                return CLIError("cannot read \(source): the file could not be read")
            }
        }
        let header: [String]
        do {
            guard let first = try reader.next(), !(first.count == 1 && first[0].isEmpty) else {
                throw CLIError("\(source) is empty: it needs a header row naming its columns")
            }
            header = first
        } catch {
            throw failure(error)
        }
        let names = header.map { $0.trimmingCharacters(in: .whitespaces) }
        var builder = try TableBuilder(source: source, header: names, request: request)
        do {
            while let row = try reader.next() {
                try builder.add(csv: row)
                progress?.update(bytes: reader.bytesRead, rows: reader.rowsRead - 1)
            }
        } catch {
            throw failure(error)
        }
        return try builder.finish()
    }

    /// Fails when the header row is not UTF-8, which the CSV reader would cut short silently.
    static func checkHeaderIsText(_ path: String, source: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw CLIError("cannot read \(path): permission denied") }
        defer { try? handle.close() }
        let head = handle.readData(ofLength: 65_536)
        if let problem = textProblem(head) { throw CLIError("\(source) \(problem)") }
        let line = head.prefix { $0 != 0x0A }
        // A line cut at 64 KB may end inside a character; only a complete line is judged.
        guard line.count < head.count || head.count < 65_536 else { return }
        if String(data: line, encoding: .utf8) == nil {
            throw CLIError("\(source): the header row is not UTF-8 text; convert the file first (iconv -f latin1 -t utf-8)")
        }
    }

    /// What is wrong with the first bytes of a data file, if they are not text at all: an image,
    /// an archive or a program holds NUL bytes or many control characters, which text never does.
    /// Text in another encoding than UTF-8 passes here, and is told to convert by the readers.
    static func textProblem<Bytes: Collection>(_ head: Bytes) -> String? where Bytes.Element == UInt8 {
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) {
            return "is UTF-16 text: convert it to UTF-8 first (iconv -f utf-16 -t utf-8)"
        }
        var controls = 0
        for byte in head {
            if byte == 0 { return "is not a text file: give a CSV, TSV or JSON file" }
            // Tab, line feed, vertical tab, form feed, carriage return and escape occur in text.
            if byte < 0x20 && !(0x09...0x0D).contains(byte) && byte != 0x1B { controls += 1 }
        }
        if controls > 0 && controls * 100 >= head.count {
            return "is not a text file: give a CSV, TSV or JSON file"
        }
        return nil
    }
}
