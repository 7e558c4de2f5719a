import ChartScene
import Foundation

/// A symbol laid out at its natural size (its grid width by 24 units, a unit being a
/// twentieth of the font size), or stretched to its frame when resizable.
struct SymbolNode: LayoutNode {
    let glyph: SymbolGlyph
    let style: SymbolStyle
    let resizable: Bool
    /// The warning to report when drawn: the symbol or asset could not be found.
    let missing: String?

    var naturalSize: CGSize {
        let u = style.unit.isFinite ? max(0, style.unit) : 0
        return CGSize(width: glyph.width * u, height: SymbolGlyph.gridHeight * u)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard resizable else { return naturalSize }
        let s = proposal.replacingUnspecifiedDimensions(by: naturalSize)
        return CGSize(width: s.width.isFinite ? max(0, s.width) : naturalSize.width,
                      height: s.height.isFinite ? max(0, s.height) : naturalSize.height)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        if let missing, !recorder.warnings.contains(missing) { recorder.warnings.append(missing) }
        guard rect.isFiniteRect, rect.width > 0, rect.height > 0, glyph.width > 0 else { return [] }
        let sx = Double(rect.width) / glyph.width, sy = Double(rect.height) / SymbolGlyph.gridHeight
        let t = SceneTransform(a: sx, b: 0, c: 0, d: sy, tx: Double(rect.minX), ty: Double(rect.minY))
        let width = style.strokeUnits * (sx * sy).squareRoot()
        func stroke(_ paint: Paint) -> Stroke { Stroke(paint: paint, width: width, cap: .round, join: .round) }
        let symbol = SceneSemantics(classes: "symbol")
        return glyph.parts.map { part in
            let path = part.path.applying(t)
            switch part.mode {
            case .stroke: return .shape(SceneShape(path: path, stroke: stroke(style.paint), semantics: symbol))
            case .fill: return .shape(SceneShape(path: path, fill: style.paint, semantics: symbol))
            case .fillAndStroke: return .shape(SceneShape(path: path, fill: style.paint, stroke: stroke(style.paint), semantics: symbol))
            case .knockout: return .shape(SceneShape(path: path, stroke: stroke(style.knockout), semantics: symbol))
            }
        }
    }
}
