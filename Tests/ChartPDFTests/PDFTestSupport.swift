@testable import ChartPDF
import ChartScene
import ExternalTools
import Foundation

/// Helpers for reading back the PDF files the writer makes.
enum PDFTestSupport {
    /// The file for a scene, as text (Latin-1, so every byte is one character), with every
    /// compressed stream but the font programs inflated in place, so that the tests can read
    /// content streams, CMaps and forms. The offsets and `/Length`s are those of the file, not
    /// of this text: `raw(_:)` is the file itself.
    static func text(_ scene: Scene) -> String {
        latin1(inflated(PDFWriter().document(for: scene).bytes))
    }

    /// The file for a scene as it is written, as Latin-1 text.
    static func raw(_ scene: Scene) -> String {
        latin1(PDFWriter().document(for: scene).bytes)
    }

    /// Every stream of the object dictionaries `<<… /Length N>>` of `pdf`: its dictionary text and data.
    static func streams(_ pdf: [UInt8]) -> [(dictionary: String, data: ArraySlice<UInt8>)] {
        var found: [(String, ArraySlice<UInt8>)] = []
        let marker = Array(">>\nstream\n".utf8)
        var i = 0
        while let hit = firstIndex(of: marker, in: pdf, from: i) {
            let start = hit + marker.count
            // The dictionary runs from the object header's line to the marker.
            let lineStart = (pdf[..<hit].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
            let dictionary = latin1(Array(pdf[lineStart..<hit + 2]))
            guard let length = dictionary.range(of: "/Length ", options: .backwards)
                .flatMap({ Int(dictionary[$0.upperBound...].prefix { $0.isNumber }) }),
                  start + length <= pdf.count else { break }
            found.append((dictionary, pdf[start..<start + length]))
            i = start + length
        }
        return found
    }

    /// `pdf` with each `/FlateDecode` stream that is not a font program replaced by its data inflated.
    static func inflated(_ pdf: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var copied = 0
        for (dictionary, data) in streams(pdf) where dictionary.contains("/Filter /FlateDecode")
            && !dictionary.contains("/Length1") && !dictionary.contains("/CIDFontType0C") {
            guard let plain = try? Inflate.zlib(Array(data)) else { continue }
            out.append(contentsOf: pdf[copied..<data.startIndex])
            out.append(contentsOf: plain)
            copied = data.endIndex
        }
        out.append(contentsOf: pdf[copied...])
        return out
    }

    static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        outer: for i in start...(haystack.count - needle.count) {
            for (j, b) in needle.enumerated() where haystack[i + j] != b { continue outer }
            return i
        }
        return nil
    }

    static func latin1(_ bytes: [UInt8]) -> String {
        String(bytes.map { Character(Unicode.Scalar($0)) })
    }

    /// The page's content stream: the object the page's `/Contents` names.
    static func content(_ pdf: String) -> String {
        guard let page = pdf.range(of: "/Contents "),
              let number = Int(pdf[page.upperBound...].prefix { $0.isNumber }),
              let object = pdf.range(of: "\n\(number) 0 obj\n"),
              let start = pdf.range(of: "stream\n", range: object.upperBound..<pdf.endIndex),
              let end = pdf.range(of: "\nendstream", range: start.upperBound..<pdf.endIndex) else { return "" }
        return String(pdf[start.upperBound..<end.lowerBound])
    }

    /// A scene of one node on a 100 × 80 page.
    static func scene(_ nodes: [SceneNode], title: String = "Chart", summary: String = "A chart.") -> Scene {
        Scene(size: SceneSize(width: 100, height: 80), title: title, summary: summary, nodes: nodes)
    }

    /// A program that reads PDFs back: one of poppler's (pdftotext, pdffonts, pdfinfo) or qpdf.
    static func tool(_ name: String) -> ExternalTool {
        switch name {
        case "pdftotext": return .pdftotext
        case "pdffonts": return .pdffonts
        case "pdfinfo": return .pdfinfo
        case "qpdf": return .qpdf
        default: return ExternalTool(name, package: "poppler-utils")
        }
    }

    static let hasPoppler = [ExternalTool.pdftotext, .pdffonts, .pdfinfo].allSatisfy(\.isAvailable)

    /// Runs a tool on PDF bytes written to a scratch file, with the fonts, locale and time zone
    /// `ExternalTool` pins; returns its standard output.
    static func run(_ name: String, _ pdf: Data, arguments: [String] = []) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oc-\(UUID().uuidString).pdf")
        try pdf.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try tool(name).text(arguments + [url.path] + (name == "pdftotext" ? ["-"] : []))
    }
}
