import ChartScene
import Foundation

/// Symbol outlines of a given area (square points), centred on a point, as d3-shape sizes its symbols.
package enum SymbolPath {
    /// The default area of a point mark's symbol, a circle about 8 points across.
    package static let defaultArea = 50.0

    package static func path(_ kind: SymbolKind, at c: ScenePoint, area: Double) -> ScenePath {
        let area = max(0, area.isFinite ? area : defaultArea)
        switch kind {
        case .circle:
            let r = (area / Double.pi).squareRoot()
            return .ellipse(in: SceneRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .square:
            let s = area.squareRoot()
            return .rect(SceneRect(x: c.x - s / 2, y: c.y - s / 2, width: s, height: s))
        case .triangle:
            // Equilateral, pointing up: area = √3/4 · side².
            let side = (4 * area / 3.0.squareRoot()).squareRoot()
            let h = side * 3.0.squareRoot() / 2
            return .polygon([ScenePoint(c.x, c.y - 2 * h / 3), ScenePoint(c.x + side / 2, c.y + h / 3),
                             ScenePoint(c.x - side / 2, c.y + h / 3)])
        case .diamond:
            // A square turned 45°: half-diagonal d with area 2·d².
            let d = (area / 2).squareRoot()
            return .polygon([ScenePoint(c.x, c.y - d), ScenePoint(c.x + d, c.y), ScenePoint(c.x, c.y + d), ScenePoint(c.x - d, c.y)])
        case .pentagon:
            // Regular pentagon: area = 5/2 · R² · sin 72°.
            let r = (2 * area / (5 * sin(2 * Double.pi / 5))).squareRoot()
            return .polygon((0..<5).map { i in
                let a = -Double.pi / 2 + Double(i) * 2 * Double.pi / 5
                return ScenePoint(c.x + r * cos(a), c.y + r * sin(a))
            })
        case .plus, .cross, .asterisk:
            // A plus of five equal squares (d3's cross); turned 45° for `cross`.
            let s = (area / 5).squareRoot(), h = s / 2
            let pts = [(-3 * h, -h), (-h, -h), (-h, -3 * h), (h, -3 * h), (h, -h), (3 * h, -h),
                       (3 * h, h), (h, h), (h, 3 * h), (-h, 3 * h), (-h, h), (-3 * h, h)]
            let turn = kind == .plus ? 0.0 : Double.pi / 4
            return .polygon(pts.map { p in
                ScenePoint(c.x + p.0 * cos(turn) - p.1 * sin(turn), c.y + p.0 * sin(turn) + p.1 * cos(turn))
            })
        }
    }
}
