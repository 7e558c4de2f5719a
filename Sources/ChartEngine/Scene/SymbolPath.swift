import ChartScene
import Foundation

/// Symbol outlines of a given area (square points), centred on a point, as d3-shape sizes its
/// symbols; a stroked symbol is drawn hollow, its stroke inside its outline.
package enum SymbolPath {
    /// The default area of a point mark's symbol, a circle about 8 points across.
    package static let defaultArea = 50.0

    /// The outline of `kind` of `area` centred on `c`, moved `inset` points inwards all round
    /// (the outline a stroke of twice that width follows to stay inside the symbol).
    package static func path(_ kind: SymbolKind, at c: ScenePoint, area: Double, inset: Double = 0) -> ScenePath {
        let area = max(0, area.isFinite ? area : defaultArea)
        let d = inset.isFinite ? max(0, inset) : 0
        switch kind {
        case .circle:
            let r = (area / Double.pi).squareRoot() - d
            guard r > 0 else { return ScenePath() }
            return .ellipse(in: SceneRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .square:
            let s = area.squareRoot() - 2 * d
            guard s > 0 else { return ScenePath() }
            return .rect(SceneRect(x: c.x - s / 2, y: c.y - s / 2, width: s, height: s))
        case .triangle:
            // Equilateral, pointing up, centred on its centroid: area = √3/4 · side², inradius side/(2√3).
            let side = (4 * area / 3.0.squareRoot()).squareRoot() - 2 * 3.0.squareRoot() * d
            guard side > 0 else { return ScenePath() }
            let h = side * 3.0.squareRoot() / 2
            return .polygon([ScenePoint(c.x, c.y - 2 * h / 3), ScenePoint(c.x + side / 2, c.y + h / 3),
                             ScenePoint(c.x - side / 2, c.y + h / 3)])
        case .diamond:
            // A square turned 45°: half-diagonal q with area 2·q², inradius q/√2.
            let q = (area / 2).squareRoot() - 2.0.squareRoot() * d
            guard q > 0 else { return ScenePath() }
            return .polygon([ScenePoint(c.x, c.y - q), ScenePoint(c.x + q, c.y), ScenePoint(c.x, c.y + q), ScenePoint(c.x - q, c.y)])
        case .pentagon:
            // Regular pentagon: area = 5/2 · R² · sin 72°, inradius R · cos 36°.
            let r = (2 * area / (5 * sin(2 * Double.pi / 5))).squareRoot() - d / cos(Double.pi / 5)
            guard r > 0 else { return ScenePath() }
            return .polygon((0..<5).map { i in
                let a = -Double.pi / 2 + Double(i) * 2 * Double.pi / 5
                return ScenePoint(c.x + r * cos(a), c.y + r * sin(a))
            })
        case .plus, .cross:
            // A plus of five equal squares (d3's cross); turned 45° for `cross`.
            let h = (area / 5).squareRoot() / 2
            return plus(at: c, halfWidth: h - d, reach: 3 * h - d, turn: kind == .plus ? 0 : Double.pi / 4)
        case .asterisk:
            let reach = armReach(area)
            return asterisk(at: c, halfWidth: reach / 6 - d, reach: reach - d)
        case .shape(let outline):
            return outline.path(outline.drawingRect(at: c, area: area), d)
        case .stroked(let base, let style):
            return path(base, at: c, area: area, inset: d + strokeInset(style))
        }
    }

    /// The symbol drawn: filled, or for a stroked symbol its outline stroked inside its edge.
    package static func shape(_ kind: SymbolKind, at c: ScenePoint, area: Double, paint: Paint, opacity: Double = 1,
                              semantics: SceneSemantics = .none) -> SceneShape {
        if case .stroked(_, let style) = kind {
            return SceneShape(path: path(kind, at: c, area: area), stroke: style.stroke(paint), opacity: opacity, semantics: semantics)
        }
        return SceneShape(path: path(kind, at: c, area: area), fill: paint, opacity: opacity, semantics: semantics)
    }

    /// How far a stroke's centre line lies inside the outline: half its width.
    static func strokeInset(_ style: LineStyleSpec) -> Double {
        style.width.isFinite ? max(0, style.width) / 2 : 0
    }

    /// How far the arms of a plus, cross or asterisk reach from the centre.
    static func armReach(_ area: Double) -> Double { 1.5 * (area / 5).squareRoot() }

    /// A plus of arms `halfWidth` thick each side, reaching `reach` from `c`, turned by `turn`.
    static func plus(at c: ScenePoint, halfWidth h: Double, reach l: Double, turn: Double) -> ScenePath {
        guard h > 0, l > h else { return ScenePath() }
        let pts = [(-l, -h), (-h, -h), (-h, -l), (h, -l), (h, -h), (l, -h), (l, h), (h, h), (h, l), (-h, l), (-h, h), (-l, h)]
        return .polygon(pts.map { p in
            ScenePoint(c.x + p.0 * cos(turn) - p.1 * sin(turn), c.y + p.0 * sin(turn) + p.1 * cos(turn))
        })
    }

    /// Six arms `halfWidth` thick each side, 60° apart from 12 o'clock, reaching `reach` from `c`.
    static func asterisk(at c: ScenePoint, halfWidth t: Double, reach l: Double) -> ScenePath {
        guard t > 0, l > 2 * t else { return ScenePath() }
        var pts: [ScenePoint] = []
        for k in 0..<6 {
            let a = -Double.pi / 2 + Double(k) * Double.pi / 3
            let along = (cos(a), sin(a)), across = (-sin(a), cos(a))
            pts.append(ScenePoint(c.x + l * along.0 - t * across.0, c.y + l * along.1 - t * across.1))
            pts.append(ScenePoint(c.x + l * along.0 + t * across.0, c.y + l * along.1 + t * across.1))
            // Neighbouring arms' edges meet on the bisector, t / sin 30° from the centre.
            let b = a + Double.pi / 6
            pts.append(ScenePoint(c.x + 2 * t * cos(b), c.y + 2 * t * sin(b)))
        }
        return .polygon(pts)
    }

    /// The side of a symbol's perceptual unit square as a fraction of the smallest square frame
    /// that holds the symbol, its centre at the frame's centre.
    package static func unitSide(_ kind: SymbolKind) -> Double {
        switch kind {
        case .circle: return Double.pi.squareRoot() / 2
        case .square: return 1
        // The apex lies side/√3 above the centroid, side = √(4/√3) per unit of √area.
        case .triangle: return 1 / (2 * (4 / 3.0.squareRoot()).squareRoot() / 3.0.squareRoot())
        case .diamond: return 1 / 2.0.squareRoot()
        case .pentagon: return 1 / (2 * (2 / (5 * sin(2 * Double.pi / 5))).squareRoot())
        case .plus, .cross, .asterisk: return 1 / (2 * armReach(1))
        case .shape(let outline): return outline.unitRect.width
        case .stroked(let base, _): return unitSide(base)
        }
    }

    /// The symbol filling the square centred in `rect`, as a SwiftUI shape draws in its frame.
    package static func path(_ kind: SymbolKind, in rect: SceneRect) -> ScenePath {
        switch kind {
        case .shape(let outline): return outline.path(rect, 0)
        case .stroked(let base, let style): return inset(base, in: rect, by: strokeInset(style))
        default:
            let side = max(0, min(rect.width, rect.height)), u = side * unitSide(kind)
            return path(kind, at: ScenePoint(rect.midX, rect.midY), area: u * u)
        }
    }

    /// The symbol filling `rect`, `d` points inside its edge.
    package static func inset(_ kind: SymbolKind, in rect: SceneRect, by d: Double) -> ScenePath {
        switch kind {
        case .shape(let outline): return outline.path(rect, d)
        case .stroked(let base, let style): return inset(base, in: rect, by: d + strokeInset(style))
        default:
            let side = max(0, min(rect.width, rect.height)), u = side * unitSide(kind)
            return path(kind, at: ScenePoint(rect.midX, rect.midY), area: u * u, inset: d)
        }
    }
}
