import ChartScene
import ChartText
#if canImport(Foundation)
import Foundation
#endif

extension PDFPageBuilder {
    /// Writes a line of text as real text: shaped with the bundled font (and the machine's
    /// fonts for characters it lacks), each run of one face shown with `TJ` in an embedded
    /// subset of that face, kerning as position adjustments. The anchor places the shaped
    /// line's own width; the rotation turns it about its origin. Text whose origin, size,
    /// rotation or opacity is not finite, or that shows no glyph, is left out.
    mutating func write(_ text: SceneText) {
        let origin = text.origin, size = text.font.size
        guard origin.x.isFinite, origin.y.isFinite, text.rotation.isFinite, text.opacity.isFinite,
              size.isFinite, size > 0 else { return }
        let opacity = min(max(text.opacity, 0), 1)
        let alpha = Self.alpha(of: text.fill) * opacity
        guard alpha > 0.0005 else { return }
        let line = TextShaper.shape(text.string, font: text.font, size: size)
        for warning in line.warnings where !warnings.contains(warning) { warnings.append(warning) }
        guard !line.glyphs.isEmpty else { return }
        let shift: Double
        switch text.anchor {
        case .start: shift = 0
        case .middle: shift = -line.width / 2
        case .end: shift = -line.width
        }
        let radians = text.rotation * .pi / 180
        let cs = text.rotation == 0 ? 1 : cos(radians), sn = text.rotation == 0 ? 0 : sin(radians)
        content.raw("q\n")
        if alpha < 0.9995 { content.ascii("/\(alphaState(fill: alpha, stroke: alpha)) gs\n") }
        writeTextFill(text.fill, line: line, size: size, origin: origin, shift: shift, cs: cs, sn: sn)
        content.raw("BT\n")
        for run in Self.runs(line.glyphs) {
            let first = run[run.startIndex]
            let font = fonts.name(for: first.face, file: &file)
            content.ascii("/\(font) "); content.number(size); content.raw(" Tf\n")
            // Text space is y up; the page is already y down, so the text matrix flips back.
            let dx = shift + first.x
            // Italic text without an italic face leans 12° forward, as a synthetic oblique.
            let k = text.font.italic && !first.face.face.isItalic ? TextOblique.slant : 0
            content.numbers(cs, sn, sn + k * cs, -cs + k * sn, origin.x + cs * dx, origin.y + sn * dx); content.raw("Tm\n")
            writeShow(run, size: size)
        }
        content.raw("ET\nQ\n")
    }

    /// A colour, or a gradient laid out on the line's box (from its start to its end, ascender
    /// to descender) as SVG lays a gradient on a text element's bounding box, turned with the text.
    private mutating func writeTextFill(_ fill: Paint, line: ShapedLine, size: Double, origin: ScenePoint,
                                        shift: Double, cs: Double, sn: Double) {
        if case .linearGradient(let g) = fill, let face = line.glyphs.first?.face.face {
            let scale = size / Double(face.unitsPerEm)
            let box = SceneRect(x: origin.x + shift, y: origin.y - Double(face.ascender) * scale,
                                width: line.width, height: Double(face.ascender - face.descender) * scale)
            // Rotation about the origin, as the text is turned.
            let turn = SceneTransform(a: cs, b: sn, c: -sn, d: cs,
                                      tx: origin.x - cs * origin.x + sn * origin.y, ty: origin.y - sn * origin.x - cs * origin.y)
            if let name = pattern(for: g, box: box, base: ctm.concatenating(turn)) {
                content.ascii("/Pattern cs /\(name) scn\n")
                return
            }
        }
        writeColor(fill.representativeColor)
        content.raw("rg\n")
    }

    /// `[<glyphs> adjustment <glyphs> …] TJ`, with an adjustment wherever kerning moved a glyph.
    private mutating func writeShow(_ run: ArraySlice<ShapedGlyph>, size: Double) {
        content.raw("[<")
        var previous: ShapedGlyph?
        for glyph in run {
            fonts.use(glyph)
            if let p = previous {
                let gap = glyph.x - (p.x + p.advance)
                if abs(gap) > 1e-6 {
                    content.raw("> "); content.number(-gap * 1000 / size); content.raw(" <")
                }
            }
            let id = glyph.glyph
            content.ascii(String(format4: id))
            previous = glyph
        }
        content.raw(">] TJ\n")
    }

    /// The line cut where the face changes.
    static func runs(_ glyphs: [ShapedGlyph]) -> [ArraySlice<ShapedGlyph>] {
        var result: [ArraySlice<ShapedGlyph>] = []
        var start = glyphs.startIndex
        for i in glyphs.indices.dropFirst() where glyphs[i].face !== glyphs[i - 1].face {
            result.append(glyphs[start..<i]); start = i
        }
        if start < glyphs.endIndex { result.append(glyphs[start...]) }
        return result
    }
}

extension String {
    /// Four uppercase hex digits.
    init(format4 value: UInt16) {
        let digits = Array("0123456789ABCDEF")
        self = String([digits[Int(value >> 12)], digits[Int(value >> 8 & 0xF)], digits[Int(value >> 4 & 0xF)], digits[Int(value & 0xF)]])
    }
}
