import ChartScene
#if canImport(Foundation)
import Foundation
#endif

/// Fonts registered from files: brand fonts that `Font.custom(_:size:)` names, and fonts for
/// text the bundled Liberation Sans cannot draw (Japanese, Chinese, Korean, Arabic, …).
///
/// **By name.** Text in `Font.custom("Brand Sans", size: 17)` is measured with, and drawn in PNG
/// and PDF with, a registered face whose PostScript name (`BrandSans-Bold`), full name
/// (`Brand Sans Bold`) or family (`Brand Sans`) is the name given, compared without regard to
/// case. A PostScript or full name picks that face; a family picks the face whose weight is
/// nearest the text's, upright or italic as the text is. SVG names the family, so a viewer with
/// the font draws it too. A name no registered face has is drawn in the bundled font.
///
/// **For missing characters.**
/// A character the bundled font lacks is looked up, in this order, in the fonts registered
/// here, then in the files and folders of the `OPENCHARTS_FONT_PATH` environment variable
/// (colon-separated), then in the machine's font folders (`/usr/share/fonts`,
/// `/usr/local/share/fonts`, `~/.fonts`, `~/.local/share/fonts`, and on macOS
/// `/System/Library/Fonts`, `/Library/Fonts`, `~/Library/Fonts`). TrueType and OpenType
/// (TrueType or CFF outlines) files and collections (`.ttf`, `.otf`, `.ttc`, `.otc`) are
/// read. Folders are searched only when a character is missing, once per process, in sorted
/// order, so the same machine always picks the same font.
///
/// ```swift
/// try FontRegistry.register(url: URL(fileURLWithPath: "Fonts/BrandSans-Regular.ttf"))
/// try FontRegistry.register(url: URL(fileURLWithPath: "Fonts/NotoSansJP-Regular.otf"))
/// // Text("Weekly sales").font(.custom("Brand Sans", size: 20)) is drawn in Brand Sans,
/// // and Japanese labels in Noto Sans JP.
/// let png = try renderer.png()
/// ```
public enum FontRegistry {
    /// Registers a font file (or every face of a collection): `Font.custom` finds it by name,
    /// and it draws characters the bundled font lacks; fonts registered earlier are preferred. Throws ``FontError`` when the file
    /// cannot be read or is not a font.
    public static func register(url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw FontError.unreadable("\(url.path): \(error.localizedDescription)")
        }
        try FontCatalog.shared.register(data: data, key: url.standardizedFileURL.path)
    }

    /// Registers font data (a TrueType or OpenType file, or a collection) held in memory.
    /// `name` identifies it in the fonts a PDF embeds.
    public static func register(data: Data, name: String) throws {
        try FontCatalog.shared.register(data: data, key: "registered:" + name)
    }
}

/// The process-wide list of fallback faces: registered ones, then those found on the machine,
/// with each character's answer cached.
final class FontCatalog: @unchecked Sendable {
    static let shared = FontCatalog()

    private let lock = NSLock()
    private var registered: [LoadedFace] = []
    /// Font files found on the machine, best first; nil until the first missing character.
    private var candidates: [[String]]?
    /// Faces read from candidate files, by path (an empty array for a file that failed).
    private var loaded: [String: [LoadedFace]] = [:]
    private var answers: [UInt64: LoadedFace?] = [:]
    /// Faces found by name, by the request's name, weight and slant.
    private var named: [NamedRequest: LoadedFace?] = [:]

    private struct NamedRequest: Hashable {
        var name: String
        var weight: Int
        var italic: Bool
    }

    func register(data: Data, key: String) throws {
        let faces = try Self.faces(in: data, key: key)
        guard !faces.isEmpty else { throw FontError.unknownFormat }
        lock.lock(); defer { lock.unlock() }
        registered.append(contentsOf: faces)
        answers.removeAll()
        named.removeAll()
    }

    /// The registered face that `font.family` names, as ``FontRegistry`` describes; nil when the
    /// font names no family or no registered face has that name.
    func face(named font: SceneFont) -> LoadedFace? {
        guard let family = font.family else { return nil }
        lock.lock(); defer { lock.unlock() }
        guard !registered.isEmpty else { return nil }
        let request = NamedRequest(name: family.lowercased(), weight: font.weight.rawValue, italic: font.italic)
        if let answer = named[request] { return answer }
        let answer = Self.best(in: registered, for: request)
        named[request] = answer
        return answer
    }

    /// The face of the family the name gives nearest in slant, then in weight (earlier
    /// registrations first among equals), else the face whose PostScript or full name it is.
    private static func best(in faces: [LoadedFace], for request: NamedRequest) -> LoadedFace? {
        let family = faces.filter { $0.face.familyName.lowercased() == request.name }
        if let nearest = family.min(by: { a, b in
            let slantA = a.face.isItalic == request.italic ? 0 : 1, slantB = b.face.isItalic == request.italic ? 0 : 1
            if slantA != slantB { return slantA < slantB }
            return abs(a.face.weightClass - request.weight) < abs(b.face.weightClass - request.weight)
        }) { return nearest }
        return faces.first {
            $0.face.postScriptName.lowercased() == request.name || $0.face.fullName.lowercased() == request.name
        }
    }

    /// The first face, registered or on the machine, with a glyph for `scalar`; faces whose
    /// file name says Bold are preferred for bold text, and plain ones otherwise.
    func face(for scalar: Unicode.Scalar, bold: Bool) -> LoadedFace? {
        lock.lock(); defer { lock.unlock() }
        let cacheKey = UInt64(scalar.value) << 1 | (bold ? 1 : 0)
        if let answer = answers[cacheKey] { return answer }
        let answer = registered.first { $0.face.covers(scalar) } ?? searchMachine(for: scalar, bold: bold)
        answers[cacheKey] = answer
        return answer
    }

    private func searchMachine(for scalar: Unicode.Scalar, bold: Bool) -> LoadedFace? {
        if candidates == nil { candidates = FontDiscovery.fontFiles() }
        let ordered = FontDiscovery.ordered(candidates ?? [], bold: bold)
        for path in ordered {
            let faces: [LoadedFace]
            if let known = loaded[path] {
                faces = known
            } else {
                let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
                faces = data.flatMap { try? Self.faces(in: $0, key: path) } ?? []
                loaded[path] = faces
            }
            if let face = faces.first(where: { $0.face.covers(scalar) }) { return face }
        }
        return nil
    }

    /// Every readable face in a font file or collection; faces that fail to read are skipped.
    private static func faces(in data: Data, key: String) throws -> [LoadedFace] {
        let count = try FontFace.faceCount(data: data)
        return (0..<min(count, 64)).compactMap { index in
            (try? FontFace(data: data, faceIndex: index)).map { LoadedFace(key: "\(key)#\(index)", face: $0) }
        }
    }
}
