@testable import ChartPDF
import ChartScene
import Foundation
import Testing

@Suite("PDF writer: file structure")
struct PDFStructureTests {
    let scene = PDFTestSupport.scene([
        .shape(SceneShape(path: .rect(SceneRect(x: 10, y: 20, width: 30, height: 40)), fill: .color(RGBA(hex: 0xFF0000)))),
        .text(SceneText(string: "Cachapa", origin: ScenePoint(10, 70), font: SceneFont(size: 12), fill: .color(.black))),
    ], title: "Sales — 販売", summary: "A chart of 1 bar.")

    @Test("every cross-reference offset points at its object's header")
    func crossReference() throws {
        let pdf = PDFTestSupport.raw(scene)
        #expect(pdf.hasPrefix("%PDF-1.7\n"))
        #expect(pdf.hasSuffix("%%EOF\n"))
        let tail = try #require(pdf.range(of: "startxref\n", options: .backwards))
        let xrefOffset = try #require(Int(pdf[tail.upperBound...].prefix { $0.isNumber }))
        let bytes = Array(pdf.unicodeScalars)
        #expect(String(String.UnicodeScalarView(bytes[xrefOffset..<xrefOffset + 5])) == "xref\n")
        let table = pdf[pdf.index(pdf.startIndex, offsetBy: xrefOffset)...].split(separator: "\n")
        let count = try #require(Int(table[1].split(separator: " ")[1]))
        #expect(table[2] == "0000000000 65535 f ")
        for number in 1..<count {
            let entry = table[2 + number]
            #expect(entry.count == 19 && entry.hasSuffix(" 00000 n "))   // 20 bytes with the newline
            let offset = try #require(Int(entry.prefix(10)))
            let header = "\(number) 0 obj\n"
            #expect(String(String.UnicodeScalarView(bytes[offset..<offset + header.unicodeScalars.count])) == header)
        }
        #expect(pdf.contains("/Size \(count) "))
    }

    @Test("the same scene gives the same bytes, with no dates")
    func deterministic() {
        let a = PDFWriter().document(for: scene).bytes, b = PDFWriter().document(for: scene).bytes
        #expect(a == b)
        #expect(!PDFTestSupport.latin1(a).contains("Date"))
    }

    @Test("the page is the scene's size, y flipped once in the content stream")
    func page() {
        let pdf = PDFTestSupport.text(scene)
        #expect(pdf.contains("/MediaBox [0 0 100 80]"))
        #expect(PDFTestSupport.content(pdf).hasPrefix("1 0 0 -1 0 80 cm\n"))
    }

    @Test("the title and summary are the Title and Subject, as UTF-16 hex")
    func information() {
        let pdf = PDFTestSupport.text(scene)
        // "Sales — 販売": S a l e s, a space, U+2014, a space, U+8CA9, U+58F2.
        #expect(pdf.contains("/Title <FEFF00530061006C006500730020201400208CA958F2>"))
        #expect(pdf.contains("/Subject <FEFF"))
    }

    @Test("an empty scene of no size is still a valid one-page file")
    func empty() {
        let pdf = PDFTestSupport.text(Scene(size: SceneSize(width: .nan, height: -5), title: "", summary: "", nodes: []))
        #expect(pdf.contains("/MediaBox [0 0 0 0]"))
        #expect(pdf.contains("/Type /Pages /Kids [") && pdf.contains("/Count 1"))
    }
}

@Suite("PDF numbers")
struct PDFNumberTests {
    @Test("numbers print with at most four decimals, no trailing zeros, no exponent")
    func numbers() {
        #expect(PDFNumber.string(0) == "0")
        #expect(PDFNumber.string(12.5) == "12.5")
        #expect(PDFNumber.string(-0.33333) == "-0.3333")
        #expect(PDFNumber.string(0.0500) == "0.05")
        #expect(PDFNumber.string(1234567.00004) == "1234567")
        #expect(PDFNumber.string(1e-9) == "0")
        #expect(PDFNumber.string(-0.00004) == "0")
        #expect(PDFNumber.string(100.0101) == "100.0101")
        #expect(PDFNumber.string(.nan) == "0")
        #expect(PDFNumber.string(1e30) == "10000000")
    }
}
