import ChartPNG
import Foundation
import OpenCharts
import OpenChartsGallery
import Testing

/// Our PNGs read by other decoders: Python's zlib and Pillow, and pngcheck, where installed.
@Suite("PNG read by other decoders")
struct ExternalDecoderTests {
    /// The first `name` on the PATH.
    static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
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

    @Test("Pillow opens our PNGs and zlib inflates their image data")
    func pillowAndZlib() throws {
        guard let python = Self.tool("python3"),
              try Self.run(python, ["-c", "import PIL, zlib"]).status == 0 else {
            print("◇ PNG read by Pillow: skipped, python3 with Pillow is not installed")
            return
        }
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
        let result = try Self.run(python, ["-c", script] + urls.map(\.path))
        #expect(result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("chart.png RGB ") == true)
        // 3 × 2 RGBA: 2 rows of a filter byte and 12 bytes; pixel (1, 0) is 64/128 green, straight: 128.
        #expect(lines.last == "translucent.png RGBA 3 2 26 (0, 128, 0, 128)")
    }

    @Test("pngcheck finds nothing wrong with our PNGs")
    func pngcheck() throws {
        guard let pngcheck = Self.tool("pngcheck") else {
            print("◇ pngcheck: skipped, pngcheck is not installed")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openchart-pngcheck-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for url in try Self.samples(in: folder) {
            let result = try Self.run(pngcheck, ["-q", url.path])
            #expect(result.status == 0, "\(result.output)")
        }
    }
}
