import ChartSVG
import Foundation
import OpenCharts

/// Writes the gallery: each chart as SVG and/or PNG, and an `index.html` that shows each
/// beside its source (the PNG when there is one).
public struct GalleryWriter {
    /// A file format the gallery can write.
    public enum Format: String, CaseIterable, Sendable {
        case svg, png
    }

    public var folder: URL
    /// The formats each chart is written in, SVG and PNG unless told.
    public var formats: [Format]
    /// Pixels per point of the PNG files.
    public var pngScale: Double = 2

    public init(folder: URL, formats: [Format] = [.svg, .png]) {
        self.folder = folder
        self.formats = formats.isEmpty ? [.svg] : formats
    }

    /// Renders every chart; returns the files written and the warnings of each chart.
    @discardableResult
    public func write(_ items: [GalleryItem] = Gallery.items) throws -> (files: [URL], warnings: [String: [String]]) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [URL] = [], warnings: [String: [String]] = [:]
        for item in items {
            let renderer = item.renderer()
            if formats.contains(.svg) {
                let url = folder.appendingPathComponent(item.id + ".svg")
                try renderer.write(to: url)
                files.append(url)
            }
            if formats.contains(.png) {
                let url = folder.appendingPathComponent(item.id + ".png")
                try renderer.png(scale: pngScale).write(to: url, options: .atomic)
                files.append(url)
            }
            if !renderer.warnings.isEmpty { warnings[item.id] = renderer.warnings }
            if item.interactive {
                let page = folder.appendingPathComponent(item.id + ".html")
                try Data(renderer.html().utf8).write(to: page, options: .atomic)
                files.append(page)
                if !renderer.warnings.isEmpty { warnings[item.id] = renderer.warnings }
            }
        }
        let index = folder.appendingPathComponent("index.html")
        try Data(Self.indexPage(items, imageExtension: formats.contains(.png) ? "png" : "svg").utf8).write(to: index, options: .atomic)
        files.append(index)
        return (files, warnings)
    }

    /// The page that lists the charts, each picture beside its Swift source.
    static func indexPage(_ items: [GalleryItem], imageExtension: String = "svg") -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>OpenCharts gallery</title>
        </head>
        <body style="font-family: -apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif; margin: 2em; color: #1c1c1e;">
        <h1>OpenCharts gallery</h1>
        <p>The charts of the WWDC22 talk &#8220;Swift Charts: Raise the bar&#8221;, rendered from the Swift code beside each one.</p>

        """
        for item in items {
            let source = item.source.map(escape) ?? "(source not available)"
            html += """
            <section id="\(escape(item.id))" style="display: flex; flex-wrap: wrap; gap: 2em; align-items: flex-start; border-top: 1px solid #d1d1d6; padding: 1.5em 0;">
            <div style="flex: 0 0 auto;">
            <h2 style="font-size: 1.1em; margin: 0 0 0.3em 0;">\(escape(item.title))</h2>
            <p style="margin: 0 0 1em 0; color: #6c6c70; max-width: 420px;">\(escape(item.caption))</p>
            <img src="\(escape(item.id)).\(imageExtension)" width="\(Int(saturating: item.width))" height="\(Int(saturating: item.height))" alt="\(escape(item.title))">
            \(item.interactive ? "<p><a href=\"\(escape(item.id)).html\">Interactive page</a></p>" : "")
            </div>
            <pre style="flex: 1 1 420px; background: #f2f2f7; padding: 1em; border-radius: 8px; overflow-x: auto; font-size: 13px;"><code>\(source)</code></pre>
            </section>

            """
        }
        html += "</body>\n</html>\n"
        return html
    }

    /// User text in the page, escaped as the SVG writer escapes it.
    static func escape(_ s: String) -> String { XMLEscaping.escape(s) }
}
