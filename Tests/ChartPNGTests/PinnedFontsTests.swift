import ExternalTools
import Foundation
import OpenChartsGallery
import Testing

/// The fonts the outside renderers see: whatever the machine has installed (Nimbus Sans for
/// Helvetica once Ghostscript's fonts are there, DejaVu, Noto…), every family our SVG names
/// is drawn in the Liberation Sans the package ships.
@Suite("Outside renderers' fonts are pinned to the bundled Liberation Sans")
struct PinnedFontsTests {
    /// The families of the first `font-family` attribute of an SVG, quotes removed.
    static func families(_ svg: String) -> [String] {
        guard let start = svg.range(of: "font-family=\""),
              let end = svg.range(of: "\"", range: start.upperBound..<svg.endIndex) else { return [] }
        return svg[start.upperBound..<end.lowerBound].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "'"))
        }
    }

    /// The file fontconfig picks for `family` (escaped for a fontconfig pattern) and `style`.
    static func match(_ family: String, _ style: String) throws -> String {
        var escaped = ""
        for c in family { if "\\-:,".contains(c) { escaped.append("\\") }; escaped.append(c) }
        return try ExternalTool.fcMatch.text(["-f", "%{file}", escaped + style])
    }

    @Test("every family of a gallery chart's text, regular and bold, is the bundled Liberation Sans",
          .enabled(if: ExternalTool.fcMatch.isAvailable, Comment(rawValue: ExternalTool.fcMatch.missing)))
    func everyFamily() throws {
        let item = try #require(Gallery.items.first)
        let families = Self.families(item.renderer().svg())
        // What the SVG writer names for the default design, -apple-system first and sans-serif last.
        #expect(families.first == "-apple-system" && families.last == "sans-serif", "\(families)")
        #expect(families.contains("Helvetica") && families.contains("Arial"), "\(families)")
        for family in families + ["serif", "monospace", "system-ui", "Nimbus Sans", "DejaVu Sans"] {
            #expect(try Self.match(family, "").hasSuffix("/Sources/ChartText/Resources/LiberationSans-Regular.ttf"), "\(family)")
            #expect(try Self.match(family, ":bold").hasSuffix("/Sources/ChartText/Resources/LiberationSans-Bold.ttf"), "\(family) bold")
        }
    }

    @Test("the pinned world's locale is C.UTF-8 and its time zone UTC")
    func localeAndZone() throws {
        #expect(ExternalTool.environment["LANG"] == "C.UTF-8")
        #expect(ExternalTool.environment["LC_ALL"] == "C.UTF-8")
        #expect(ExternalTool.environment["TZ"] == "UTC")
        #expect(ExternalTool.environment["LANGUAGE"] == nil)
        #expect(ExternalTool.environment["FONTCONFIG_FILE"] == ExternalTool.fontConfiguration.path)
        #expect(FileManager.default.fileExists(atPath: ExternalTool.fontConfiguration.path))
    }
}
