@testable import ChartPDF
import ChartScene
import ExternalTools
import Foundation
import OpenCharts
import OpenChartsGallery
import Testing

/// Streams are stored with DEFLATE (`/FlateDecode`) when that makes them smaller.
@Suite("PDF writer: compressed streams")
struct PDFCompressionTests {
    /// Twenty bars of a month's daily sales, black, as a bar chart's content stream draws them.
    static let bars: [SceneNode] = (0..<20).map { day in
        .shape(SceneShape(path: .rect(SceneRect(x: Double(4 * day), y: 10, width: 3, height: Double(20 + day))),
                          fill: .color(RGBA(hex: 0x007AFF))))
    }

    @Test("the page's content stream is FlateDecode and inflates to the paths the scene drew")
    func content() throws {
        let bytes = PDFWriter().document(for: PDFTestSupport.scene(Self.bars)).bytes
        let raw = PDFTestSupport.latin1(bytes)
        #expect(!raw.contains(" re f") && !raw.contains("\nh\nf\n"))   // no path operators in the clear
        let page = try #require(PDFTestSupport.streams(bytes).first { $0.data.starts(with: [0x78, 0x9C]) })
        #expect(page.dictionary.hasSuffix("<< /Filter /FlateDecode /Length \(page.data.count)>>"))
        let content = PDFTestSupport.latin1(try Inflate.zlib(Array(page.data)))
        #expect(content.hasPrefix("1 0 0 -1 0 80 cm\n"))
        // The third bar: x 8, y 10, 3 wide, 22 high.
        #expect(content.contains("8 10 m\n11 10 l\n11 32 l\n8 32 l\nh\nf\n"))
    }

    @Test("every stream of a gallery chart is compressed and ends where its Length says")
    func gallery() throws {
        let item = try #require(Gallery.items.first { $0.id == "02-sales-bars" })
        let bytes = [UInt8](try item.renderer().pdf())
        let streams = PDFTestSupport.streams(bytes)
        // The page, then per font (regular labels, bold title) its program and its ToUnicode map.
        #expect(streams.count == 5)
        for stream in streams {
            #expect(stream.dictionary.contains("/Filter /FlateDecode"), "\(stream.dictionary)")
            let after = bytes[stream.data.endIndex..<min(bytes.count, stream.data.endIndex + 10)]
            #expect(Array(after) == Array("\nendstream".utf8))
            let plain = try Inflate.zlib(Array(stream.data))
            #expect(plain.count > stream.data.count)
            if stream.dictionary.contains("/Length1") {
                #expect(plain.starts(with: [0, 1, 0, 0]))   // a TrueType font program
                #expect(stream.dictionary.contains("/Length1 \(plain.count) "))
            } else {
                let text = PDFTestSupport.latin1(plain)
                #expect(text.hasPrefix("1 0 0 -1 0 280 cm\n") || text.hasPrefix("/CIDInit /ProcSet findresource begin\n"))
            }
        }
    }

    @Test("a transparency group's form and a soft mask's form are compressed too")
    func forms() throws {
        let blue = RGBA(hex: 0x007AFF)
        let fade = LinearGradientPaint(stops: [GradientStop(color: blue, location: 0),
                                               GradientStop(color: blue.multiplyingAlpha(0.1), location: 1)],
                                       start: ScenePoint(0.5, 0), end: ScenePoint(0.5, 1))
        var area = ScenePath()
        area.move(to: ScenePoint(0, 80))
        for day in 0...30 { area.addLine(to: ScenePoint(Double(day) * 3, 40 + Double(day % 7) * 3)) }
        area.addLine(to: ScenePoint(90, 80))
        area.closeSubpath()
        let nodes: [SceneNode] = [.group(SceneGroup(children: Self.bars, opacity: 0.4)),
                                  .shape(SceneShape(path: area, fill: .linearGradient(fade)))]
        let bytes = PDFWriter().document(for: PDFTestSupport.scene(nodes)).bytes
        let forms = PDFTestSupport.streams(bytes).filter { $0.dictionary.contains("/Subtype /Form") }
        #expect(forms.count == 2)
        for form in forms {
            #expect(form.dictionary.contains("/Filter /FlateDecode"))
            let body = PDFTestSupport.latin1(try Inflate.zlib(Array(form.data)))
            #expect(body.hasSuffix("f\n") || body.hasSuffix("Q\n"))
        }
    }

    @Test("a stream DEFLATE cannot shrink is stored as it is, without a filter")
    func tiny() throws {
        // An empty page's content is the flip alone: 16 bytes, which zlib's 6 bytes of framing outgrow.
        let bytes = PDFWriter().document(for: Scene(size: SceneSize(width: 0, height: 0), title: "", summary: "", nodes: [])).bytes
        let page = try #require(PDFTestSupport.streams(bytes).first)
        #expect(page.dictionary.hasSuffix("<< /Length 16>>"))
        #expect(PDFTestSupport.latin1(Array(page.data)) == "1 0 0 -1 0 0 cm\n")
    }

    static let hasQPDF = ExternalTool.qpdf.isAvailable

    @Test("qpdf finds no syntax or stream encoding errors in any gallery chart",
          .enabled(if: hasQPDF, Comment(rawValue: ExternalTool.qpdf.missing)), arguments: Gallery.items.map(\.id))
    func qpdf(id: String) throws {
        let item = try #require(Gallery.items.first { $0.id == id })
        let report = try PDFTestSupport.run("qpdf", item.renderer().pdf(), arguments: ["--check"])
        #expect(report.contains("No syntax or stream encoding errors found"), "\(report)")
    }
}
