import ChartScene
#if canImport(Foundation)
import Foundation
#endif

/// The registered fonts that pictures use by name (`Font.custom`), gathered for a web page's
/// `@font-face` rules: each named family and the registered face that draws it, the weights and
/// slants asked of that face, and the characters drawn with it.
///
/// ```swift
/// var fonts = WebFontUse()
/// fonts.add(scene)
/// for font in fonts.fonts { let (bytes, isCFF) = try font.file() }
/// ```
package struct WebFontUse: Sendable {
    /// One face under one family name.
    package struct Font: Sendable {
        /// The name the text gives, as first written.
        package var family: String
        package var face: LoadedFace
        /// The lightest and heaviest weight of the text drawn with this face.
        package var weights: ClosedRange<Int>
        /// The characters drawn with this face.
        package var characters: Set<Unicode.Scalar>

        /// Whether the face is italic (its `@font-face` says so; upright text is then drawn
        /// with it as the renderer does, and italic text in an upright face leans).
        package var isItalic: Bool { face.face.isItalic }

        /// The font file for the page: a subset holding `characters` plus `extra`.
        package func file(extra: Set<Unicode.Scalar> = []) throws -> (bytes: [UInt8], isCFF: Bool) {
            try face.face.webFontFile(characters: characters.union(extra))
        }
    }

    private struct Key: Hashable {
        var family: String
        var face: String
    }

    private var byKey: [Key: Int] = [:]
    /// The fonts in order of first use.
    package private(set) var fonts: [Font] = []

    package init() {}

    /// Adds the named fonts of every text in `scene`.
    package mutating func add(_ scene: Scene) { add(scene.nodes) }

    package mutating func add(_ nodes: [SceneNode]) {
        for node in nodes {
            switch node {
            case .group(let group): add(group.children)
            case .shape, .image: break
            case .text(let text): add(text)
            }
        }
    }

    private mutating func add(_ text: SceneText) {
        guard let family = text.font.family, !family.isEmpty,
              let face = FontCatalog.shared.face(named: text.font) else { return }
        let key = Key(family: family.lowercased(), face: face.key)
        let weight = text.font.weight.rawValue
        let index: Int
        if let known = byKey[key] {
            index = known
            let w = fonts[index].weights
            fonts[index].weights = min(w.lowerBound, weight)...max(w.upperBound, weight)
        } else {
            index = fonts.count
            byKey[key] = index
            fonts.append(Font(family: family, face: face, weights: weight...weight, characters: []))
        }
        for scalar in text.string.unicodeScalars where face.face.covers(scalar) {
            fonts[index].characters.insert(scalar)
        }
    }
}
