import Foundation
import OpenChartsGallery

/// `openchart gallery [--output DIR]`: renders the built-in gallery.
let usage = """
usage: openchart gallery [--output DIR]

  gallery    render the built-in gallery (the charts of the WWDC22 talk) as SVG files,
             interactive HTML pages for the charts that select and scroll, and an
             index.html beside them; DIR defaults to ./gallery
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
    while let a = args.first {
        args.removeFirst()
        switch a {
        case "--output", "-o":
            guard let v = args.first else { fail("--output needs a folder") }
            args.removeFirst(); output = v
        default:
            fail("unknown option '\(a)'\n\(usage)")
        }
    }
    let folder = URL(fileURLWithPath: output, isDirectory: true)
    do {
        let result = try GalleryWriter(folder: folder).write()
        for (id, w) in result.warnings.sorted(by: { $0.key < $1.key }) {
            for line in w { FileHandle.standardError.write(Data("openchart: \(id): \(line)\n".utf8)) }
        }
        let charts = result.files.filter { $0.pathExtension == "svg" }.count
        let pages = result.files.filter { $0.pathExtension == "html" }.count - 1
        print("wrote \(charts) charts, \(pages) interactive pages and index.html to \(folder.path)")
    } catch {
        fail("\(error)")
    }
case "help", "--help", "-h":
    print(usage)
default:
    fail("unknown command '\(command)'\n\(usage)")
}
