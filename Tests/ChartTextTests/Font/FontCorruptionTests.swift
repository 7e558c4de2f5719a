@testable import ChartText
import Foundation
import Testing

@Suite("Font reader: corrupt and truncated files")
struct FontCorruptionTests {
    /// The bundled font's bytes.
    var bytes: Data { BundledFonts.data(named: "LiberationSans-Regular")! }

    @Test("empty data, garbage and a bare header throw rather than trap")
    func garbage() {
        #expect(throws: FontError.self) { try FontFace(data: Data()) }
        #expect(throws: FontError.unknownFormat) { try FontFace(data: Data("<html>not a font</html>".utf8)) }
        let noise = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })
        #expect(throws: FontError.self) { try FontFace(data: noise) }
        #expect(throws: FontError.self) { try FontFace(data: Data([0, 1, 0, 0, 0, 200])) }
    }

    @Test("a collection header claiming faces it does not hold throws")
    func collection() {
        var ttc = Data("ttcf".utf8) + Data([0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF])
        ttc += Data([0, 0, 0, 0x20])
        #expect(throws: FontError.self) { try FontFace(data: ttc, faceIndex: 0) }
        #expect(throws: FontError.noSuchFace(-1)) { try FontFace(data: ttc, faceIndex: -1) }
    }

    @Test("the font cut short at any length either throws or draws only what it holds")
    func truncated() {
        let whole = bytes
        for length in stride(from: 0, to: whole.count, by: 997) {
            let cut = whole.prefix(length)
            guard let face = try? FontFace(data: cut) else { continue }
            for scalar in "AÁgé€".unicodeScalars {
                _ = try? face.outline(of: face.glyph(for: scalar))
                _ = face.advance(of: face.glyph(for: scalar))
            }
        }
        #expect(throws: FontError.self) { try FontFace(data: whole.prefix(1000)) }
    }

    @Test("bytes flipped across the file never trap")
    func flipped() {
        var data = bytes
        var state: UInt32 = 12345
        for _ in 0..<12 {
            var copy = data
            for _ in 0..<64 {
                state = state &* 1_103_515_245 &+ 12345
                let at = Int(state >> 8) % copy.count
                copy[at] = UInt8(truncatingIfNeeded: state >> 3)
            }
            if let face = try? FontFace(data: copy) {
                for glyph in stride(from: 0, to: 300, by: 13) { _ = try? face.outline(of: UInt16(glyph)) }
                _ = face.glyph(for: "A")
            }
            data = copy
        }
    }
}
