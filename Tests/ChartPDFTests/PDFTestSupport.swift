@testable import ChartPDF
import ChartScene
import Foundation

/// Helpers for reading back the PDF files the writer makes.
enum PDFTestSupport {
    /// The file for a scene, as text (Latin-1, so every byte is one character).
    static func text(_ scene: Scene) -> String {
        latin1(PDFWriter().document(for: scene).bytes)
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

    /// The path of a poppler tool, or nil when it is not installed.
    static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let hasPoppler = tool("pdftotext") != nil && tool("pdffonts") != nil && tool("pdfinfo") != nil

    /// Runs a poppler tool on PDF bytes written to a scratch file; returns its standard output.
    static func run(_ name: String, _ pdf: Data, arguments: [String] = []) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oc-\(UUID().uuidString).pdf")
        try pdf.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool(name)!)
        process.arguments = arguments + [url.path] + (name == "pdftotext" ? ["-"] : [])
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
