import Foundation
@testable import OpenCharts
import Testing

@Suite("write(to:) chooses the format from the extension")
struct WriteFormatsTests {
    struct Sales: View {
        var body: some View {
            Chart {
                BarMark(x: .value("Style", "Cachapa"), y: .value("Sales", 916))
                BarMark(x: .value("Style", "Injera"), y: .value("Sales", 850))
            }
            .chartXSelection(value: .constant(nil as String?))
        }
    }

    /// The first bytes of each format, as their specifications give them.
    static let magic: [(ext: String, prefix: [UInt8])] = [
        ("svg", Array("<?xml".utf8)),
        ("png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
        ("pdf", Array("%PDF-".utf8)),
        ("html", Array("<!DOCTYPE html>".utf8)),
    ]

    @Test("svg, png, pdf and html files start with their formats' signatures", arguments: magic.map(\.ext))
    func writes(ext: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oc-write-\(ext)-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var renderer = ChartRenderer(content: Sales())
        renderer.proposedSize = ProposedViewSize(width: 320, height: 200)
        let url = folder.appendingPathComponent("sales.\(ext.uppercased() == "PNG" ? "PNG" : ext)")
        try renderer.write(to: url)
        let bytes = [UInt8](try Data(contentsOf: url).prefix(16))
        let prefix = Self.magic.first { $0.ext == ext }!.prefix
        #expect(Array(bytes.prefix(prefix.count)) == prefix)
        // Only the destination is left in the folder: no temporary file beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [url.lastPathComponent])
    }

    @Test("an unknown extension is refused with the formats that work")
    func unknown() {
        let renderer = ChartRenderer(content: Sales())
        #expect(throws: ChartRendererError.unsupportedFormat("jpg")) {
            try renderer.write(to: URL(fileURLWithPath: "/tmp/sales.jpg"))
        }
        #expect(ChartRendererError.unsupportedFormat("jpg").description.contains(".svg, .png, .pdf or .html"))
    }
}
