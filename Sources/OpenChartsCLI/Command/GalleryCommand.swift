import ArgumentParser
import Foundation
import OpenChartsGallery

/// `openchart gallery [--output DIR] [--format svg,png]`: renders the built-in gallery.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the built-in gallery (the charts of the WWDC22 talk).",
        discussion: """
            Writes each chart as SVG and/or PNG, interactive HTML pages for the charts that \
            select and scroll, and an index.html beside them.
            """)

    @Option(name: [.short, .long], help: ArgumentHelp("The folder to write into.", valueName: "folder"))
    var output = "gallery"

    @Option(name: [.short, .long], help: ArgumentHelp("The formats to write, separated by commas: svg, png or both.", valueName: "formats"))
    var format = "svg,png"

    func validate() throws {
        _ = try formats()
    }

    func formats() throws -> [GalleryWriter.Format] {
        var formats: [GalleryWriter.Format] = []
        for name in format.split(separator: ",") {
            let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard let f = GalleryWriter.Format(rawValue: trimmed) else {
                throw ValidationError("unknown format '\(trimmed)': use svg, png or svg,png")
            }
            if !formats.contains(f) { formats.append(f) }
        }
        if formats.isEmpty { throw ValidationError("--format needs at least one of svg, png") }
        return formats
    }

    func run() throws {
        let formats = try formats()
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try failing {
            do {
                let result = try GalleryWriter(folder: folder, formats: formats).write()
                for (id, lines) in result.warnings.sorted(by: { $0.key < $1.key }) {
                    for line in lines { warn("\(id): \(line)") }
                }
                let names = formats.map(\.rawValue).joined(separator: " and ")
                let pages = result.files.filter { $0.pathExtension == "html" }.count - 1
                print("wrote \(result.files.count - 1 - pages) \(names) files, \(pages) interactive pages and index.html to \(folder.path)")
            } catch let e as CLIError {
                throw e
            } catch {
                throw CLIError("\(error)")
            }
        }
    }
}
