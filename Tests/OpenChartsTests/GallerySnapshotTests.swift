import Foundation
import OpenCharts
import OpenChartsGallery
import Testing

/// Golden SVG files of the gallery, in `Snapshots/` beside this file.
///
/// Run with `RECORD_SNAPSHOTS=1` to (re)write them. On a mismatch the new output is written
/// as `<id>.changed.svg` beside the golden file (git ignores it) so the two can be compared.
enum Snapshots {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    static func golden(_ id: String) -> URL { folder.appendingPathComponent("\(id).svg") }
    static func changed(_ id: String) -> URL { folder.appendingPathComponent("\(id).changed.svg") }

    /// Where two documents first differ: line number and both lines.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let la = a.components(separatedBy: "\n"), lb = b.components(separatedBy: "\n")
        for i in 0..<max(la.count, lb.count) {
            let x = i < la.count ? la[i] : "<end of file>", y = i < lb.count ? lb[i] : "<end of file>"
            if x != y { return "first difference at line \(i + 1):\n  golden: \(x.prefix(300))\n  actual: \(y.prefix(300))" }
        }
        return "no line differs"
    }
}

@Suite("Gallery snapshots")
struct GallerySnapshotTests {
    /// 3D surfaces draw thousands of cells each: their goldens would outweigh every other one, so
    /// their pictures are checked by the 3D tests instead.
    static let goldenIDs = Gallery.items.map(\.id).filter { !$0.hasPrefix("70-") && !$0.hasPrefix("71-") && !$0.hasPrefix("72-") && !$0.hasPrefix("73-") }

    @Test("every gallery chart matches its golden SVG", arguments: goldenIDs)
    func snapshot(id: String) throws {
        let item = try #require(Gallery.items.first { $0.id == id })
        let svg = item.renderer().svg()
        let golden = Snapshots.golden(id), changed = Snapshots.changed(id)
        if Snapshots.recording {
            try FileManager.default.createDirectory(at: Snapshots.folder, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: golden, options: .atomic)
            try? FileManager.default.removeItem(at: changed)
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record("No golden file \(golden.path). Run `RECORD_SNAPSHOTS=1 swift test` to record it.")
            return
        }
        if svg == expected {
            try? FileManager.default.removeItem(at: changed)
            return
        }
        try Data(svg.utf8).write(to: changed, options: .atomic)
        Issue.record("""
            \(id) differs from its golden file.
              golden: \(golden.path)
              actual: \(changed.path)
            \(Snapshots.firstDifference(expected, svg))
            If the change is intended, run `RECORD_SNAPSHOTS=1 swift test` to re-record.
            """)
    }

    @Test("every gallery chart renders with no warnings and meets the SVG output contract", arguments: Gallery.items.map(\.id))
    func contract(id: String) throws {
        let item = try #require(Gallery.items.first { $0.id == id })
        let renderer = item.renderer()
        let svg = renderer.svg()
        #expect(renderer.warnings == [])
        #expect(SVGContract.problems(svg) == [])
        let doc = try #require(ParsedSVG(svg))
        // Views around charts (ids 40–49) may draw with SwiftUI shapes alone; every other item draws marks.
        let drawsMarks = !doc.elements(classed: "mark").isEmpty
        let drawsShapes = doc.elements.contains { $0.name == "path" }
        #expect(drawsMarks || (id.hasPrefix("4") && drawsShapes), "a gallery chart with no marks")
        #expect(doc.elements.first { $0.name == "desc" }?.text.isEmpty == false)
    }

    @Test("the gallery lists charts with distinct, file-name-safe ids")
    func ids() {
        let ids = Gallery.items.map(\.id)
        #expect(ids.count == Set(ids).count)
        #expect(!ids.isEmpty)
        for id in ids { #expect(id.wholeMatch(of: #/[a-z0-9-]+/#) != nil, "\(id)") }
    }
}
