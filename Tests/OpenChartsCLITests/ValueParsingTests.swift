import Foundation
import Testing
@testable import OpenChartsCLI

@Suite("Reading cells as numbers and finding column types")
struct ValueParsingTests {
    let utc = TimeZone(identifier: "UTC")!

    @Test("numbers plain, signed, with exponents, padded, and with thousands separators")
    func numbers() {
        #expect(ValueParsing.number("1234.5") == 1234.5)
        #expect(ValueParsing.number("-3e3") == -3000)
        #expect(ValueParsing.number(" 42 ") == 42)
        #expect(ValueParsing.number("1,234,567.25") == 1_234_567.25)
        #expect(ValueParsing.number("-12,000") == -12_000)
    }

    @Test("commas not grouping thousands, infinities and words are not numbers", arguments: ["1,23", "12,3456", "inf", "NaN", "12x", "$5", ""])
    func notNumbers(_ text: String) {
        #expect(ValueParsing.number(text[...]) == nil)
    }

    @Test("empty cells, NA, N/A, null and NaN stand for a missing value")
    func missing() {
        for cell in ["", "NA", "n/a", "null", "NaN", "  "] { #expect(ValueParsing.isMissing(cell[...]), "\(cell)") }
        #expect(!ValueParsing.isMissing("0"))
        #expect(!ValueParsing.isMissing("North"))
    }

    @Test("a column is numbers when at least half its cells are, so a stray word is an error, not a category")
    func majority() {
        #expect(ValueParsing.inferType(["100", "12x"], timeZone: utc, dateFormat: nil).0 == .number)
        #expect(ValueParsing.inferType(["North", "South", "12"], timeZone: utc, dateFormat: nil).0 == .text)
        #expect(ValueParsing.inferType(["2024-01-01", "2024-02-01"], timeZone: utc, dateFormat: nil).0 == .date)
        #expect(ValueParsing.inferType(["2020", "2021"], timeZone: utc, dateFormat: nil).0 == .number)
        #expect(ValueParsing.inferType(["", "NA"], timeZone: utc, dateFormat: nil).0 == .text)
    }

    @Test("a date format given on the command line wins over numbers")
    func dateFormatWins() {
        let (type, form) = ValueParsing.inferType(["20240301", "20240302"], timeZone: utc, dateFormat: "yyyyMMdd")
        #expect(type == .date)
        #expect(form == .pattern("yyyyMMdd"))
    }

    @Test("error messages quote values on one line and suggest the nearest column name")
    func messages() {
        #expect(CLIError.quoted("a\nb\"c") == "\"a\\u{a}b\\\"c\"")
        #expect(CLIError.closest(to: "revenu", in: ["month", "revenue", "region"]) == "revenue")
        #expect(CLIError.closest(to: "zzz", in: ["month", "revenue"]) == nil)
    }
}

@Suite("Numbers with a decimal comma")
struct DecimalCommaTests {
    @Test("1.234,5 and -0,25 read as European spreadsheets write them")
    func commas() {
        #expect(ValueParsing.number("1.234,5", decimalComma: true) == 1234.5)
        #expect(ValueParsing.number("-0,25", decimalComma: true) == -0.25)
        #expect(ValueParsing.number("12,5", decimalComma: true) == 12.5)
        #expect(ValueParsing.number("1.234.567,89", decimalComma: true) == 1_234_567.89)
    }

    @Test("without decimal commas, 12,5 is not a number; and 1.23,4 never is")
    func notCommas() {
        #expect(ValueParsing.number("12,5") == nil)
        #expect(ValueParsing.number("1.23,4", decimalComma: true) == nil)
        #expect(ValueParsing.number("1,2,3", decimalComma: true) == nil)
    }

    @Test("a semicolon-separated file with decimal commas reads its numbers")
    func file() throws {
        var request = TableRequest(columns: [("Monat", nil), ("Umsatz", nil)])
        request.decimalComma = true
        let csv = "Monat;Umsatz\n01.03.2024;1.200,50\n02.03.2024;1.350,25\n"
        let t = try DataFileReader.readCSV(InputStream(data: Data(csv.utf8)), source: "umsatz.csv", delimiter: ";", request: request)
        guard case .number(let v) = t["Umsatz"]?.values else { Issue.record("not numbers"); return }
        #expect(v == [1200.5, 1350.25])
        #expect(t["Monat"]?.type == .date)
    }
}
