import Foundation

/// Reads CSV (RFC 4180) from a stream of bytes, one row of fields at a time: fields split at a
/// one-byte delimiter, quoted fields with the quote doubled inside them and line breaks or
/// delimiters kept, rows ended by LF, CRLF or CR, and a UTF-8 byte-order mark skipped. The
/// stream is read a megabyte at a time and scanned as bytes, so a file of a million rows is read
/// in well under a second; each field is checked to be UTF-8 as it is made.
///
/// ```swift
/// var rows = CSVRowReader(stream: InputStream(data: Data("a,b\n1,\"x, y\"\n".utf8)), delimiter: UInt8(ascii: ","))
/// try rows.next()   // ["a", "b"]
/// try rows.next()   // ["1", "x, y"]
/// try rows.next()   // nil
/// ```
struct CSVRowReader {
    /// What stops a read.
    enum Failure: Error, Equatable {
        /// A field's bytes are not UTF-8; `row` counts from 1 with the header as row 0.
        case notUTF8(row: Int)
        /// The stream reported an error.
        case unreadable
    }

    private let stream: InputStream
    private let delimiter: UInt8
    private var buffer: [UInt8]
    private var position = 0, count = 0
    private var ended = false, started = false
    /// Rows returned so far.
    private(set) var rowsRead = 0
    /// Bytes consumed so far, for progress.
    private(set) var bytesRead = 0

    static let chunk = 1 << 20
    private static let quote = UInt8(ascii: "\""), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

    init(stream: InputStream, delimiter: UInt8) {
        self.stream = stream
        self.delimiter = delimiter
        buffer = [UInt8](repeating: 0, count: Self.chunk)
    }

    /// The next byte, or `nil` at the end of the stream.
    private mutating func byte() throws -> UInt8? {
        if position == count {
            guard try fill() else { return nil }
        }
        let b = buffer[position]
        position += 1
        bytesRead += 1
        return b
    }

    /// The next byte without consuming it.
    private mutating func peek() throws -> UInt8? {
        if position == count {
            guard try fill() else { return nil }
        }
        return buffer[position]
    }

    private mutating func fill() throws -> Bool {
        if ended { return false }
        if !started {
            started = true
            if stream.streamStatus == .notOpen { stream.open() }
        }
        let n = buffer.withUnsafeMutableBufferPointer { stream.read($0.baseAddress!, maxLength: Self.chunk) }
        if n < 0 { throw Failure.unreadable }
        if n == 0 { ended = true; return false }
        position = 0
        count = n
        return true
    }

    /// The next row's fields, or `nil` at the end of the stream. A row of no bytes at all (a
    /// blank line) is one empty field.
    mutating func next() throws -> [String]? {
        if rowsRead == 0, bytesRead == 0 {
            // A UTF-8 byte-order mark before the header.
            if try peek() == 0xEF, count - position >= 3, buffer[position + 1] == 0xBB, buffer[position + 2] == 0xBF {
                position += 3
                bytesRead += 3
            }
        }
        guard try peek() != nil else { return nil }
        var fields: [String] = []
        var field: [UInt8] = []
        field.reserveCapacity(32)
        var quoted = false, atFieldStart = true
        func finishField() throws {
            // ASCII, as numbers and most names are, is UTF-8 as it stands.
            if field.allSatisfy({ $0 < 0x80 }) {
                fields.append(String(decoding: field, as: UTF8.self))
            } else {
                guard let text = String(validating: field, as: UTF8.self) else { throw Failure.notUTF8(row: rowsRead) }
                fields.append(text)
            }
            field.removeAll(keepingCapacity: true)
            atFieldStart = true
        }
        while let b = try byte() {
            if quoted {
                if b == Self.quote {
                    if try peek() == Self.quote {
                        _ = try byte()
                        field.append(Self.quote)
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(b)
                }
                continue
            }
            if b == Self.quote && atFieldStart {
                quoted = true
                atFieldStart = false
                continue
            }
            if b == delimiter {
                try finishField()
                continue
            }
            if b == Self.lf || b == Self.cr {
                if b == Self.cr, try peek() == Self.lf { _ = try byte() }
                try finishField()
                rowsRead += 1
                return fields
            }
            atFieldStart = false
            field.append(b)
        }
        // The last row, without a line break after it.
        try finishField()
        rowsRead += 1
        return fields
    }
}
