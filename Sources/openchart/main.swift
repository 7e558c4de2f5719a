import Foundation
import OpenChartsGallery

/// `openchart gallery [--output DIR] [--format svg,png]`: renders the built-in gallery.
let usage = """
usage: openchart gallery [--output DIR] [--format svg,png]

  gallery    render the built-in gallery (the charts of the WWDC22 talk) as SVG and PNG
             files, interactive HTML pages for the charts that select and scroll, and an
             index.html beside them; DIR defaults to ./gallery
  --format   the formats to write, separated by commas: svg, png or both (the default);
             the index shows the PNG when there is one
"""

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("openchart: \(message)\n".utf8))
    exit(2)
}

var args = Array(CommandLine.arguments.dropFirst())
guard let command = args.first else { print(usage); exit(0) }
args.removeFirst()

switch command {
case "gallery":
    var output = "gallery"
    var formats: [GalleryWriter.Format] = [.svg, .png]
    while let a = args.first {
        args.removeFirst()
        switch a {
        case "--output", "-o":
            guard let v = args.first else { fail("--output needs a folder") }
            args.removeFirst(); output = v
        case "--format", "-f":
            guard let v = args.first else { fail("--format needs a list such as svg,png") }
            args.removeFirst()
            formats = []
            for name in v.split(separator: ",") {
                let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
                guard let f = GalleryWriter.Format(rawValue: trimmed) else { fail("unknown format '\(trimmed)': use svg, png or svg,png") }
                if !formats.contains(f) { formats.append(f) }
            }
            if formats.isEmpty { fail("--format needs at least one of svg, png") }
        default:
            fail("unknown option '\(a)'\n\(usage)")
        }
    }
    let folder = URL(fileURLWithPath: output, isDirectory: true)
    do {
        let result = try GalleryWriter(folder: folder, formats: formats).write()
        for (id, w) in result.warnings.sorted(by: { $0.key < $1.key }) {
            for line in w { FileHandle.standardError.write(Data("openchart: \(id): \(line)\n".utf8)) }
        }
        let names = formats.map(\.rawValue).joined(separator: " and ")
        let pages = result.files.filter { $0.pathExtension == "html" }.count - 1
        print("wrote \(result.files.count - 1 - pages) \(names) files, \(pages) interactive pages and index.html to \(folder.path)")
    } catch {
        fail("\(error)")
    }
case "help", "--help", "-h":
    print(usage)
default:
    fail("unknown command '\(command)'\n\(usage)")
}
