import ChartPNG
import Foundation
import OpenCharts
import OpenChartsGallery
import Testing

/// Our PNG of each gallery chart against rsvg-convert's rendering of the same chart's SVG,
/// with the text left out of both (no glyph outliner here; `<text>` removed from the SVG).
@Suite("PNG against rsvg-convert")
struct RSVGComparisonTests {
    static let converter: String? = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Charts with curves, dashes, areas, points and clips, compared at 2x as well.
    static let atTwice: Set<String> = ["05-city-lines", "08-min-max-area", "21-sized-points", "22-dashed-city-lines"]

    @Test("every gallery chart without text matches rsvg-convert at 1x (some at 2x too): mean difference ≤ 1.5%, no 8×8 block off by a third")
    func matchesRSVG() throws {
        guard let converter = Self.converter else {
            print("◇ PNG against rsvg-convert: skipped, rsvg-convert is not installed (apt-get install librsvg2-bin)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openchart-rsvg-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = Gallery.items.map { ($0, 1.0) } + Gallery.items.filter { Self.atTwice.contains($0.id) }.map { ($0, 2.0) }
        for (item, scale) in cases {
            let renderer = item.renderer()
            try Self.compare(item.id, "at \(scale)x", ours: renderer.png(scale: scale, options: RasterOptions(glyphOutliner: nil)),
                             svg: Self.withoutText(renderer.svg()), scale: scale, converter: converter, folder: folder)
        }
    }

    /// Whether the machine has the font the package ships, so that rsvg-convert (through
    /// fontconfig, which maps Helvetica and Arial to it) draws the same glyphs as our PNG.
    static let hasLiberationSans = ["/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
                                    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"]
        .contains { FileManager.default.fileExists(atPath: $0) }

    @Test("every gallery chart with its text matches rsvg-convert at 2x: mean difference ≤ 1.5%, no 8×8 block off by a third")
    func matchesRSVGWithText() throws {
        guard let converter = Self.converter, Self.hasLiberationSans else {
            print("◇ PNG with text against rsvg-convert: skipped, rsvg-convert or Liberation Sans is not installed (apt-get install librsvg2-bin fonts-liberation2)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openchart-rsvg-text-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Charts whose text is Latin: Japanese labels come from whichever CJK font each tool finds.
        for item in Gallery.items where item.id != "29-japanese" && item.id != "35-roulette" {
            let renderer = item.renderer()
            try Self.compare(item.id, "with text", ours: renderer.png(scale: 2), svg: renderer.svg(), scale: 2,
                             converter: converter, folder: folder)
        }
    }

    /// Draws `svg` with rsvg-convert at `scale` and expects `ours` to match it: a mean channel
    /// difference of at most 1.5%, and no 8×8 block differing by more than a third.
    static func compare(_ id: String, _ how: String, ours png: Data, svg: String, scale: Double,
                        converter: String, folder: URL) throws {
        let ours = try DecodedPNG(Array(png))
        let svgURL = folder.appendingPathComponent(id + ".svg")
        let pngURL = folder.appendingPathComponent(id + ".png")
        try Data(svg.utf8).write(to: svgURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = ["-z", scale == 1 ? "1" : "2", svgURL.path, "-o", pngURL.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { Issue.record("rsvg-convert failed on \(id)"); return }
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
