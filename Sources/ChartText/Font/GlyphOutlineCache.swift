import ChartScene
#if canImport(Foundation)
import Foundation
#endif

/// Outlines a face has already read, by glyph, so that a label drawn again (the same axis in
/// the next chart, the next render on a server) does not parse its glyphs again. Shared by
/// the copies of a ``FontFace``; safe to use from any thread.
final class GlyphOutlineCache: @unchecked Sendable {
    private let lock = NSLock()
    private var outlines: [UInt16: ScenePath] = [:]

    /// The outline of `glyph`, read by `read` the first time it is asked for.
    func outline(of glyph: UInt16, read: () throws -> ScenePath) rethrows -> ScenePath {
        lock.lock()
        let known = outlines[glyph]
        lock.unlock()
        if let known { return known }
        let path = try read()
        lock.lock()
        outlines[glyph] = path
        lock.unlock()
        return path
    }
}
