import ChartHTML
import ChartScene
import ChartSVG
import ChartText
#if canImport(Foundation)
import Foundation
#endif

/// The registered fonts the pictures of a web page name, gathered from every picture the page
/// holds and written as its `@font-face` rules.
final class PageFonts: @unchecked Sendable {
    private let lock = NSLock()
    private var use = WebFontUse()

    func add(_ scene: Scene) {
        lock.lock(); defer { lock.unlock() }
        use.add(scene)
    }

    /// One rule per family and face, in order of first use, each face cut down to the
    /// characters drawn with it plus `extra`; a face that cannot be written is left out
    /// (the browser then draws the family's fallback) and named in `warnings`.
    func faces(extra: Set<Unicode.Scalar> = []) -> (faces: [HTMLFontFace], warnings: [String]) {
        lock.lock(); defer { lock.unlock() }
        var faces: [HTMLFontFace] = [], warnings: [String] = []
        for font in use.fonts {
            let family = SVGTextContent.sanitizedFamily(font.family)
            guard !family.isEmpty else { continue }
            do {
                let (bytes, isCFF) = try font.file(extra: extra)
                faces.append(HTMLFontFace(family: family, weights: font.weights, italic: font.isItalic, isCFF: isCFF, bytes: bytes))
            } catch {
                warnings.append("The font \(family) could not be embedded in the page (\(error)); the browser draws another font.")
            }
        }
        return (faces, warnings)
    }

    /// What the fonts drawn so far need of a page's rules, per family and face: the weights and
    /// the characters drawn with it.
    struct Coverage: Equatable {
        var weights: ClosedRange<Int>
        var characters: Set<Unicode.Scalar>
    }

    func coverage() -> [String: Coverage] {
        lock.lock(); defer { lock.unlock() }
        var out: [String: Coverage] = [:]
        for font in use.fonts {
            out[font.family.lowercased() + "\u{0}" + font.face.key] = Coverage(weights: font.weights, characters: font.characters)
        }
        return out
    }

    /// Whether rules made for `sent`, each face with `extra` characters besides, leave something
    /// of `now` out: a face, a weight or a character.
    static func needsMore(_ now: [String: Coverage], than sent: [String: Coverage], besides extra: Set<Unicode.Scalar> = []) -> Bool {
        now.contains { key, c in
            guard let old = sent[key] else { return true }
            return !(old.weights.contains(c.weights.lowerBound) && old.weights.contains(c.weights.upperBound))
                || c.characters.contains { !old.characters.contains($0) && !extra.contains($0) }
        }
    }

    /// Characters a live page's later renders are likely to draw: Latin letters, digits,
    /// punctuation and currency signs.
    static let commonCharacters: Set<Unicode.Scalar> = {
        var set = Set<Unicode.Scalar>()
        for range in [0x20...0x24F, 0x2000...0x206F, 0x20A0...0x20CF, 0x2190...0x2193, 0x2212...0x2212] {
            for v in range { if let s = Unicode.Scalar(v) { set.insert(s) } }
        }
        return set
    }()
}
