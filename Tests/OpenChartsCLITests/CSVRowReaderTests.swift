import Foundation
import Testing
@testable import OpenChartsCLI

/// Every row of `text` read as a file's bytes would arrive.
private func rows(_ bytes: [UInt8], delimiter: Character = ",") throws -> [[String]] {
    var reader = CSVRowReader(stream: InputStream(data: Data(bytes)), delimiter: delimiter.asciiValue!)
    var out: [[String]] = []
    while let row = try reader.next() { out.append(row) }
    return out
}

private func rows(_ text: String, delimiter: Character = ",") throws -> [[String]] {
    try rows(Array(text.utf8), delimiter: delimiter)
}

@Suite("CSV rows read from bytes")
struct CSVRowReaderTests {
    @Test("LF, CRLF and CR end rows; the last row needs no line break")
    func lineEnds() throws {
        #expect(try rows("a,b\n1,2\r\n3,4\r5,6") == [["a", "b"], ["1", "2"], ["3", "4"], ["5", "6"]])
    }

    @Test("a quoted field keeps delimiters, line breaks and doubled quotes; quotes inside a bare field are letters")
    func quoting() throws {
        #expect(try rows("name,note\n\"Smith, J\",\"line one\nline two\"\n\"say \"\"hi\"\"\",5\"6\n")
                == [["name", "note"], ["Smith, J", "line one\nline two"], ["say \"hi\"", "5\"6"]])
        // An empty quoted field, and empty fields at both ends.
        #expect(try rows("\"\",x,\n") == [["", "x", ""]])
    }

    @Test("a byte-order mark before the header is skipped; a blank line is one empty field")
    func markAndBlankLine() throws {
        #expect(try rows([0xEF, 0xBB, 0xBF] + Array("a;b\n\n1;2\n".utf8), delimiter: ";") == [["a", "b"], [""], ["1", "2"]])
    }

    @Test("fields and quoted line breaks that straddle the reader's megabyte chunks are read whole")
    func chunkBoundaries() throws {
        // A first field long enough that the next rows cross the 1 MiB boundary at every offset.
        let filler = String(repeating: "x", count: CSVRowReader.chunk - 7)
        var text = "h1,h2\n\(filler),1\n"
        for i in 0..<20 { text += "\"q\(i)\"\"\r\nend\",\(i)\r\n" }
        let read = try rows(text)
        #expect(read.count == 22)
        #expect(read[1] == [filler, "1"])
        for i in 0..<20 { #expect(read[2 + i] == ["q\(i)\"\r\nend", "\(i)"]) }
    }

    @Test("bare fields, delimiters and CRLF split by the megabyte boundary at every offset are read whole")
    func bareFieldsAcrossBoundary() throws {
        // The header is 6 bytes and the filler row ends at byte 6 + length + 3, so each shift puts
        // the boundary one byte further back in "ab,cd\r\nef,gh\r\n".
        for shift in 0..<16 {
            let filler = String(repeating: "x", count: CSVRowReader.chunk - 9 - shift)
            let read = try rows("h1,h2\n\(filler),1\nab,cd\r\nef,gh\r\n")
            #expect(read == [["h1", "h2"], [filler, "1"], ["ab", "cd"], ["ef", "gh"]], "shift \(shift)")
        }
    }

    @Test("bytes that are not UTF-8 stop the read at their row, counted after the header")
    func notUTF8() {
        #expect(throws: CSVRowReader.Failure.notUTF8(row: 2)) {
            try rows(Array("name,v\nok,1\n".utf8) + [0x63, 0x61, 0x66, 0xE9] + Array(",2\n".utf8))
        }
        #expect(throws: CLIError("sales.csv: the header row is not UTF-8 text; convert the file first (iconv -f latin1 -t utf-8)")) {
            try DataFileReader.readCSV(InputStream(data: Data([0x6E, 0xE9, 0x2C, 0x76, 0x0A])), source: "sales.csv", delimiter: ",",
                                       request: TableRequest(columns: [("v", nil)], skipInvalid: false))
        }
    }

    @Test("a delimiter must be one ASCII character other than a quote")
    func delimiters() {
        #expect(throws: CLIError("the delimiter must be an ASCII character other than a quote or a line break, not \"§\"")) {
            try readCSV("a§b\n1§2\n", [("a", nil)], delimiter: "§")
        }
        #expect(throws: CLIError("the delimiter must be an ASCII character other than a quote or a line break, not \"\\\"\"")) {
            try readCSV("a\"b\n", [("a", nil)], delimiter: "\"")
        }
    }
}
