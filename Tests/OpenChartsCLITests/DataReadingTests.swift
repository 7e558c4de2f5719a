import Foundation
import Testing
@testable import OpenChartsCLI

/// Reads `csv` as a file's bytes would arrive.
func readCSV(_ csv: String, _ columns: [(name: String, type: ColumnType?)], delimiter: Character = ",",
             skipInvalid: Bool = false, sampleSize: Int = 1000) throws -> DataTable {
    var request = TableRequest(columns: columns, skipInvalid: skipInvalid)
    request.sampleSize = sampleSize
    return try DataFileReader.readCSV(InputStream(data: Data(csv.utf8)), source: "sales.csv", delimiter: delimiter, request: request)
}

@Suite("Reading CSV and JSON data")
struct DataReadingTests {
    @Test("quoted names with commas and doubled quotes stay one field each")
    func quoted() throws {
        let csv = "product,units\n\"Cachapa, with cheese\",916\n\"Crêpe \"\"Suzette\"\"\",802\n"
        let t = try readCSV(csv, [("product", nil), ("units", nil)])
        guard case .text(let names) = t["product"]?.values, case .number(let units) = t["units"]?.values else {
            Issue.record("wrong column types"); return
        }
        #expect(names == ["Cachapa, with cheese", "Crêpe \"Suzette\""])
        #expect(units == [916, 802])
    }

    @Test("semicolons separate fields when told, with CRLF line ends and a byte-order mark")
    func delimiterCRLF() throws {
        let csv = "\u{FEFF}Monat;Umsatz\r\n2024-01-01;1200\r\n2024-02-01;1350\r\n"
        let t = try readCSV(csv, [("Monat", nil), ("Umsatz", nil)], delimiter: ";")
        #expect(t.rowCount == 2)
        #expect(t["Monat"]?.type == .date)
        guard case .number(let v) = t["Umsatz"]?.values else { Issue.record("not numbers"); return }
        #expect(v == [1200, 1350])
    }

    @Test("only the plotted columns are kept")
    func onlyPlotted() throws {
        let t = try readCSV("a,b,c\n1,2,3\n4,5,6\n", [("c", nil)])
        #expect(Array(t.columns.keys) == ["c"])
        #expect(t.allColumnNames == ["a", "b", "c"])
    }

    @Test("rows with the wrong number of fields or a missing value are skipped and counted, the first reason kept")
    func skipped() throws {
        let csv = "month,revenue\n2024-01-01,100\n2024-02-01,\n2024-03-01,120,extra\n2024-04-01,130\n"
        let t = try readCSV(csv, [("month", nil), ("revenue", nil)])
        #expect(t.rowCount == 2)
        #expect(t.skippedRows == 2)
        #expect(t.firstSkipReason == "row 2 has no value in column \"revenue\"")
    }

    @Test("a value of the wrong type stops the read with the row and column named")
    func badValue() {
        let csv = "month,revenue\n2024-01-01,100\n2024-02-01,110\n2024-03-01,12x\n"
        #expect(throws: CLIError("sales.csv: row 3, column \"revenue\": \"12x\" is not a number")) {
            try readCSV(csv, [("month", nil), ("revenue", nil)])
        }
    }

    @Test("a bad value after the sampled rows is found as well, with its row")
    func badValueLate() {
        var csv = "x,y\n"
        for i in 1...50 { csv += "\(i),\(i * 2)\n" }
        csv += "51,oops\n"
        #expect(throws: CLIError("sales.csv: row 51, column \"y\": \"oops\" is not a number")) {
            try readCSV(csv, [("x", nil), ("y", nil)], sampleSize: 10)
        }
    }

    @Test("with skipping asked for, bad values skip their rows instead")
    func skipInvalid() throws {
        let t = try readCSV("x,y\n1,2\n2,oops\n3,4\n", [("x", nil), ("y", nil)], skipInvalid: true)
        #expect(t.rowCount == 2)
        #expect(t.skippedRows == 1)
    }

    @Test("a column the file lacks is named with the nearest one and the list")
    func missingColumn() {
        #expect(throws: CLIError("sales.csv: no column \"revenu\"; did you mean \"revenue\"? The columns are: \"month\", \"revenue\"")) {
            try readCSV("month,revenue\n2024-01-01,1\n", [("revenu", nil)])
        }
    }

    @Test("a column name differing only in case is found")
    func caseInsensitive() throws {
        let t = try readCSV("Month,Revenue\n2024-01-01,1\n", [("revenue", nil)])
        #expect(t.rowCount == 1)
    }

    @Test("a type given for a column is used instead of the one the values suggest")
    func forcedType() throws {
        let t = try readCSV("year,sales\n2022,1\n2023,2\n", [("year", .text), ("sales", nil)])
        #expect(t["year"]?.type == .text)
    }

    @Test("an empty file says it needs a header")
    func empty() {
        #expect(throws: CLIError("sales.csv is empty: it needs a header row naming its columns")) {
            try readCSV("", [("x", nil)])
        }
    }

    @Test("a JSON array of objects reads as rows, nulls as missing values")
    func json() throws {
        let json = #"[{"day": "2024-03-01", "visits": 120, "page": "Home"}, {"day": "2024-03-02", "visits": null, "page": "Home"}, {"day": "2024-03-03", "visits": 95.5, "page": "Shop"}]"#
        let t = try JSONTableReader.read(Data(json.utf8), source: "visits.json", request: TableRequest(columns: [("day", nil), ("visits", nil)]))
        #expect(t.rowCount == 2)
        #expect(t.skippedRows == 1)
        guard case .number(let v) = t["visits"]?.values else { Issue.record("not numbers"); return }
        #expect(v == [120, 95.5])
        #expect(t["day"]?.type == .date)
    }

    @Test("JSON that is not an array of objects says what it must be")
    func jsonShape() {
        #expect(throws: CLIError.self) {
            try JSONTableReader.read(Data("42".utf8), source: "x.json", request: TableRequest(columns: [("a", nil)]))
        }
        #expect(throws: CLIError.self) {
            try JSONTableReader.read(Data("[1, 2]".utf8), source: "x.json", request: TableRequest(columns: [("a", nil)]))
        }
    }
}

@Suite("Reading numbers a chart cannot place")
struct NonFiniteTests {
    @Test("an infinity in a number column stops the read, named as not finite")
    func infinity() {
        #expect(throws: CLIError("sales.csv: row 2, column \"b\": \"1e400\" is not a finite number")) {
            try readCSV("a,b\n1,5\n2,1e400\n3,7\n", [("a", nil), ("b", nil)])
        }
    }
}

@Suite("Telling JSON from CSV on standard input")
struct StandardInputTests {
    @Test("input starting with [ or {, after white space or a byte-order mark, is JSON")
    func sniff() {
        #expect(StandardInputStream.looksLikeJSON(Array("  \n[{\"a\": 1}]".utf8)))
        #expect(StandardInputStream.looksLikeJSON([0xEF, 0xBB, 0xBF] + Array("{\"rows\": []}".utf8)))
        #expect(!StandardInputStream.looksLikeJSON(Array("month,revenue\n".utf8)))
        #expect(!StandardInputStream.looksLikeJSON([]))
    }
}
