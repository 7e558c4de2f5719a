import ChartScene
#if canImport(Foundation)
import Foundation
#endif

/// The fonts shipped with the package: Liberation Sans Regular and Bold (SIL Open Font
/// License 1.1, licence text beside the files), whose advance widths are Helvetica's, so
/// drawn text lines up with the widths layout measured.
package enum BundledFonts {
    /// Liberation Sans Regular, read once per process.
    package static var regular: LoadedFace? { faces.regular }
    /// Liberation Sans Bold, read once per process.
    package static var bold: LoadedFace? { faces.bold }

    /// The bundled face for a font request: bold for semibold and heavier, regular otherwise.
    /// Every design (serif, rounded, monospaced) is drawn in the one bundled sans-serif.
    package static func face(for font: SceneFont) -> LoadedFace? {
        font.weight.rawValue >= SceneFontWeight.semibold.rawValue ? (bold ?? regular) : regular
    }

    private static let faces: (regular: LoadedFace?, bold: LoadedFace?) = (load("LiberationSans-Regular"),
                                                                            load("LiberationSans-Bold"))

    /// The bytes of a bundled font file, such as `LiberationSans-Regular`.
    package static func data(named name: String) -> Data? {
        guard let folder = resourceFolder else { return nil }
        return try? Data(contentsOf: folder.appendingPathComponent(name + ".ttf"))
    }

    /// The folder holding the fonts: the target's resources, found through `Bundle.module`
    /// when the resource bundle sits beside the executable (as `swift run`, `swift test` and
    /// release builds place it), else the package's source folder when the program runs
    /// where it was built. `Bundle.module` is not asked blindly: it stops the program when
    /// its bundle is missing, and a server copied without it should still draw its charts
    /// (with a warning) rather than stop.
    private static let resourceFolder: URL? = {
        let names = ["OpenCharts_ChartText.resources", "OpenCharts_ChartText.bundle"]
        let places = [Bundle.main.bundleURL, Bundle.main.resourceURL].compactMap { $0 }
        let besideMain = places.contains { place in
            names.contains { FileManager.default.fileExists(atPath: place.appendingPathComponent($0).path) }
        }
        if besideMain, let url = Bundle.module.url(forResource: "Resources", withExtension: nil) { return url }
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources")
        return FileManager.default.fileExists(atPath: sources.appendingPathComponent("LiberationSans-Regular.ttf").path)
            ? sources : nil
    }()

    private static func load(_ name: String) -> LoadedFace? {
        guard let data = data(named: name), let face = try? FontFace(data: data) else { return nil }
        return LoadedFace(key: "bundled:\(name)", face: face)
    }
}

/// A face read from a file, with a key that names its source (file and face number), so
/// writers can tell faces apart and embed each once.
package final class LoadedFace: Sendable {
    /// The source of the face: `bundled:NAME` or `PATH#INDEX`.
    package let key: String
    package let face: FontFace

    package init(key: String, face: FontFace) {
        self.key = key
        self.face = face
    }
}
