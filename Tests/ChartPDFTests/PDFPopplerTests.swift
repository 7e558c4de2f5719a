import ChartScene
import ChartText
import Foundation
import OpenCharts
import OpenChartsGallery
import Testing

/// The gallery's PDFs read back with poppler, the PDF library most Linux tools use.
@Suite("PDF writer: gallery charts read back by poppler",
       .enabled(if: PDFTestSupport.hasPoppler, "poppler-utils (pdftotext, pdffonts, pdfinfo) is not installed: PDFs not read back"))
struct PDFPopplerTests {
    /// The text of every `<text>` element of the chart's SVG that lies on the page (a chart that
    /// scrolls up and down draws the rows out of view below it), unescaped.
    static func labels(_ svg: String) -> [String] {
        let height = svg.firstMatch(of: /<svg [^>]*height="([0-9.]+)"/).flatMap { Double($0.1) } ?? .infinity
        let width = svg.firstMatch(of: /<svg [^>]*width="([0-9.]+)"/).flatMap { Double($0.1) } ?? .infinity
        return svg.components(separatedBy: "<text").dropFirst().compactMap { element -> String? in
            guard let open = element.firstIndex(of: ">"), let close = element.range(of: "</text>") else { return nil }
            if let y = element[..<open].firstMatch(of: /\sy="(-?[0-9.]+)"/).flatMap({ Double($0.1) }), y > height {
                return nil
            }
            // The x labels a scrolling chart draws beyond its window stand off the page.
            if let x = element[..<open].firstMatch(of: /\sx="(-?[0-9.]+)"/).flatMap({ Double($0.1) }), x < 0 || x > width {
                return nil
            }
            return String(element[element.index(after: open)..<close.lowerBound])
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    /// The charts with Japanese text, read back only where a font draws it.
    static let japaneseCharts = ["29-japanese", "35-roulette"]
    static let charts = Gallery.items.map(\.id).filter { !japaneseCharts.contains($0) }

    /// Whether some font on this machine draws Japanese.
    static let hasJapaneseFont = TextShaper.shape("売上1月", font: SceneFont(size: 10), size: 10).warnings.isEmpty

    @Test("pdftotext finds every label the SVG of each gallery chart shows", arguments: charts)
    func text(id: String) throws {
        try checkText(id: id)
    }

    @Test("pdftotext finds the Japanese labels of the Japanese chart and the roulette, drawn from a CFF font embedded as CIDFontType0C",
          .enabled(if: hasJapaneseFont, "no font on this machine draws Japanese (fonts-noto-cjk): not tested"))
    func japanese() throws {
        for id in Self.japaneseCharts { try checkText(id: id) }
        let item = try #require(Gallery.items.first { $0.id == "29-japanese" })
        let listing = try PDFTestSupport.run("pdffonts", item.renderer().pdf())
        #expect(listing.contains("CID Type 0C"))
    }

    func checkText(id: String) throws {
        let item = try #require(Gallery.items.first { $0.id == id })
        let renderer = item.renderer()
        let extracted = try PDFTestSupport.run("pdftotext", renderer.pdf())
        let words = Set(extracted.split(whereSeparator: \.isWhitespace).map(String.init))
        let labels = Self.labels(renderer.svg())
        if labels.isEmpty { #expect(words.isEmpty, "\(id) shows no text") }
        for label in labels {
            for word in label.split(whereSeparator: \.isWhitespace) {
                #expect(words.contains(String(word)) || extracted.contains(word), "\(id): \(word)")
            }
        }
        #expect(renderer.warnings.isEmpty)
    }

    @Test("pdffonts shows Liberation Sans embedded as a subset with a ToUnicode map")
    func fonts() throws {
        let item = try #require(Gallery.items.first { $0.id == "02-sales-bars" })
        let listing = try PDFTestSupport.run("pdffonts", item.renderer().pdf())
        let rows = listing.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        #expect(rows.count == 2)   // regular labels, bold title
        for row in rows {
            #expect(row[0].count > 7 && row[0].dropFirst(6).hasPrefix("+LiberationSans"))
            #expect(row.suffix(5).prefix(3) == ["yes", "yes", "yes"])   // emb, sub, uni
        }
    }

    @Test("pdfinfo reads one page of the chart's size, with the chart's title")
    func information() throws {
        let item = try #require(Gallery.items.first { $0.id == "02-sales-bars" })
        let info = try PDFTestSupport.run("pdfinfo", item.renderer().pdf())
        #expect(info.contains("Pages:           1"))
        #expect(info.contains("Page size:       400 x 280 pts"))
        #expect(info.contains("Title:           Most Sold Style"))
    }
}
