import ChartPNG
import ExternalTools
import Foundation
import OpenCharts
import OpenChartsGallery
import Testing

/// Our PNGs read by other decoders: Python's zlib and Pillow, and pngcheck, where installed
/// (a test whose decoder is missing is reported as skipped, with the package to install).
@Suite("PNG read by other decoders")
struct ExternalDecoderTests {
    /// Whether python3 can import Pillow and zlib.
    static let hasPillow = ExternalTool.python3.path != nil
        && (try? ExternalTool.python3.run(["-c", "import PIL, zlib"]).status) == 0

    /// Runs `tool`; its exit status, and its standard output and error together.
    static func run(_ tool: ExternalTool, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try tool.run(arguments)
        return (result.status, String(decoding: result.output + result.error, as: UTF8.self))
    }

    /// A gallery chart, and a translucent picture so that the RGBA form is read too.
    static func samples(in folder: URL) throws -> [URL] {
        let chart = folder.appendingPathComponent("chart.png")
        try Gallery.items[4].renderer().png(scale: 2).write(to: chart)
        var pixmap = Pixmap(width: 3, height: 2)
        pixmap.pixels = [255, 0, 0, 255, 0, 64, 0, 128, 0, 0, 0, 0, 0, 0, 255, 255, 10, 10, 10, 20, 0, 0, 0, 0]
        let translucent = folder.appendingPathComponent("translucent.png")
        try Data(PNGEncoder.encode(pixmap)).write(to: translucent)
        return [chart, translucent]
    }

    @Test("Pillow opens our PNGs and zlib inflates their image data",
          .enabled(if: hasPillow, "python3 with Pillow is not installed (apt-get install python3-pil): our PNGs were not read by Pillow"))
    func pillowAndZlib() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openchart-pil-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = """
        import sys, zlib, struct
        from PIL import Image
        for path in sys.argv[1:]:
            data = open(path, 'rb').read()
            i, idat = 8, b''
            while i < len(data):
                n = struct.unpack('>I', data[i:i+4])[0]
                if data[i+4:i+8] == b'IDAT': idat += data[i+8:i+8+n]
                i += 12 + n
            raw = zlib.decompress(idat)
            im = Image.open(path); im.load()
            print(path.split('/')[-1], im.mode, im.size[0], im.size[1], len(raw), im.getpixel((1, 0)))
        """
        let urls = try Self.samples(in: folder)
        let result = try Self.run(.python3, ["-c", script] + urls.map(\.path))
        #expect(result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("chart.png RGB ") == true)
        // 3 × 2 RGBA: 2 rows of a filter byte and 12 bytes; pixel (1, 0) is 64/128 green, straight: 128.
        #expect(lines.last == "translucent.png RGBA 3 2 26 (0, 128, 0, 128)")
    }

    @Test("pngcheck finds nothing wrong with our PNGs", .enabled(if: ExternalTool.pngcheck.isAvailable, Comment(rawValue: ExternalTool.pngcheck.missing)))
    func pngcheck() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openchart-pngcheck-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for url in try Self.samples(in: folder) {
            let result = try Self.run(.pngcheck, ["-q", url.path])
            #expect(result.status == 0, "\(result.output)")
        }
    }
}
