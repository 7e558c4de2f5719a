import ChartScene

extension Canvas {
    /// A text run, outlined by the options' glyph outliner and filled by the non-zero rule.
    /// It is placed as the SVG writer's `<text>` is: the origin on the alphabetic baseline,
    /// `text-anchor` moving the run back by none, half or all of its advance, and the rotation
    /// (degrees, clockwise) about the origin. Without an outliner nothing is drawn.
    mutating func draw(_ text: SceneText, ctm: SceneTransform, mask: Mask?) {
        guard let outliner = options.glyphOutliner else { return }
        let font = text.font
        guard text.origin.isFinitePoint, text.rotation.isFinite, text.opacity.isFinite,
              font.size.isFinite, font.size > 0, Self.isVisible(text.string) else { return }
        let opacity = min(1, max(0, text.opacity))
        guard opacity >= 0.005, let run = outliner(text.string, font, font.size), run.advance.isFinite else { return }
        let oblique = options.needsOblique?(font) ?? font.italic
        let shift: Double
        switch text.anchor {
        case .start: shift = 0
        case .middle: shift = -run.advance / 2
        case .end: shift = -run.advance
        }
        var placement = ctm.concatenating(.translation(text.origin.x, text.origin.y))
        if text.rotation.magnitude >= 0.005 {
            placement = placement.concatenating(.rotation(text.rotation * .pi / 180))
        }
        placement = placement.concatenating(.translation(shift, 0))
        // Italic text without an italic face leans 12° forward, a synthetic oblique.
        if oblique { placement = placement.concatenating(SceneTransform(a: 1, b: 0, c: -TextOblique.slant, d: 1, tx: 0, ty: 0)) }
        let lines = PathFlattener.flatten(run.path, tolerance: options.tolerance / placement.maximumScale)
        guard lines.count > 0 else { return }
        let box = Self.box(of: run.path, lines: lines)
        guard let shader = Shader.make(text.fill, opacity: opacity, box: box.box, zeroAreaBox: box.zeroArea, ctm: placement) else { return }
        fill(lines.contours.applying(placement), rule: .nonZero, shader: shader, mask: mask)
    }

    /// Whether some character is not whitespace or a control character, as the SVG writer asks.
    static func isVisible(_ s: String) -> Bool {
        s.unicodeScalars.contains { $0.value >= 0x20 && $0.value != 0xFFFE && $0.value != 0xFFFF && !$0.properties.isWhitespace }
    }
}
