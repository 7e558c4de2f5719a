import ChartPNG
import ExternalTools
import Foundation
import OpenCharts
import OpenChartsGallery
import Testing

/// Our PNG of each gallery chart against rsvg-convert's rendering of the same chart's SVG: with
/// the text left out of both (no glyph outliner here; `<text>` removed from the SVG), then with
/// it. rsvg-convert runs with the fonts, locale and time zone `ExternalTool` pins: its only font
/// is the Liberation Sans our PNG draws with, whatever fonts the machine has.
@Suite("PNG against rsvg-convert", .enabled(if: ExternalTool.rsvgConvert.isAvailable, Comment(rawValue: ExternalTool.rsvgConvert.missing)))
struct RSVGComparisonTests {
    static let converter = ExternalTool.rsvgConvert

    /// Charts with curves, dashes, areas, points and clips, compared at 2x as well.
    static let atTwice: Set<String> = ["05-city-lines", "08-min-max-area", "21-sized-points", "22-dashed-city-lines"]

    @Test("every gallery chart without text matches rsvg-convert at 1x (some at 2x too): mean difference ≤ 1.5%, no 8×8 block off by a third")
    func matchesRSVG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openchart-rsvg-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = Gallery.items.map { ($0, 1.0) } + Gallery.items.filter { Self.atTwice.contains($0.id) }.map { ($0, 2.0) }
        for (item, scale) in cases {
            let renderer = item.renderer()
            try Self.compare(item.id, "at \(scale)x", ours: renderer.png(scale: scale, options: RasterOptions(glyphOutliner: nil)),
                             svg: Self.withoutText(renderer.svg()), scale: scale, folder: folder)
        }
    }

    @Test("every gallery chart with its text matches rsvg-convert at 2x: mean difference ≤ 1.5%, no 8×8 block off by a third",
          .enabled(if: ExternalTool.fontsArePinned, "rsvg-convert may draw text with Core Text and the system's fonts here: text not compared"))
    func matchesRSVGWithText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openchart-rsvg-text-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Charts whose text is Latin: the pinned fonts have no Japanese, which our PNG draws from
        // whichever CJK font the machine has.
        for item in Gallery.items where item.id != "29-japanese" && item.id != "35-roulette" {
            let renderer = item.renderer()
            try Self.compare(item.id, "with text", ours: renderer.png(scale: 2), svg: renderer.svg(), scale: 2, folder: folder)
        }
    }

    /// Draws `svg` with rsvg-convert at `scale` and expects `ours` to match it: a mean channel
    /// difference of at most 1.5%, and no 8×8 block differing by more than a third.
    static func compare(_ id: String, _ how: String, ours png: Data, svg: String, scale: Double, folder: URL) throws {
        let ours = try DecodedPNG(Array(png))
        let svgURL = folder.appendingPathComponent(id + ".svg")
        let pngURL = folder.appendingPathComponent(id + ".png")
        try Data(svg.utf8).write(to: svgURL)
        let run = try converter.run(["-z", scale == 1 ? "1" : "2", svgURL.path, "-o", pngURL.path])
        guard run.status == 0 else {
            Issue.record("rsvg-convert failed on \(id): \(String(decoding: run.error, as: UTF8.self))")
            return
        }
        let theirs = try DecodedPNG(Array(Data(contentsOf: pngURL)))
        guard (ours.width, ours.height) == (theirs.width, theirs.height) else {
            Issue.record("\(id): \(ours.width)×\(ours.height) against \(theirs.width)×\(theirs.height)")
            return
        }
        let d = difference(ours, theirs)
        if ProcessInfo.processInfo.environment["PNG_COMPARE_VERBOSE"] != nil { print("\(id) \(how) mean \(d.mean) worst block \(d.worstBlock)") }
        #expect(d.mean <= 0.015, "\(id) \(how): mean channel difference \(d.mean)")
        #expect(d.worstBlock <= 1.0 / 3, "\(id) \(how): an 8×8 block differs by \(d.worstBlock)")
    }

    /// The SVG with every `<text …>…</text>` element removed.
    static func withoutText(_ svg: String) -> String {
        var out = "", rest = Substring(svg)
        while let open = rest.range(of: "<text") {
            out += rest[..<open.lowerBound]
            guard let close = rest.range(of: "</text>", range: open.upperBound..<rest.endIndex) else { rest = ""; break }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// Mean absolute channel difference over the picture, and the largest mean over any 8×8
    /// block, both as fractions of 255, on colours composited over white.
    static func difference(_ a: DecodedPNG, _ b: DecodedPNG) -> (mean: Double, worstBlock: Double) {
        func flattened(_ p: DecodedPNG, _ i: Int, _ ch: Int) -> Int {
            let alpha = Int(p.rgba[i + 3])
            return (Int(p.rgba[i + ch]) * alpha + 255 * (255 - alpha) + 127) / 255
        }
        var total = 0
        let bw = (a.width + 7) / 8, bh = (a.height + 7) / 8
        var blocks = [Int](repeating: 0, count: bw * bh), counts = [Int](repeating: 0, count: bw * bh)
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = (y * a.width + x) * 4
                var d = 0
                for ch in 0..<3 { d += abs(flattened(a, i, ch) - flattened(b, i, ch)) }
                total += d
                blocks[(y / 8) * bw + x / 8] += d; counts[(y / 8) * bw + x / 8] += 3
            }
        }
        let mean = Double(total) / Double(a.width * a.height * 3) / 255
        let worst = zip(blocks, counts).map { Double($0) / Double(max(1, $1)) / 255 }.max() ?? 0
        return (mean, worst)
    }
}
