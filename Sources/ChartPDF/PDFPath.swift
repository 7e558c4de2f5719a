import ChartScene

/// Path construction operators for a ``ScenePath``: `m`, `l`, `c` (quadratics raised to
/// cubics) and `h`. As in the SVG writer, a segment with a non-finite coordinate is dropped
/// and lifts the pen, so the next segment starts a new subpath at its own end point.
enum PDFPath {
    /// Writes the path; returns whether anything was written.
    @discardableResult
    static func write(_ path: ScenePath, to out: inout PDFBytes) -> Bool {
        var penDown = false, wrote = false
        var current = ScenePoint.zero
        func finite(_ ps: ScenePoint...) -> Bool { ps.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        func move(_ p: ScenePoint) {
            out.numbers(p.x, p.y); out.raw("m\n")
            current = p; penDown = true; wrote = true
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                guard finite(p) else { penDown = false; continue }
                move(p)
            case .line(let p):
                guard finite(p) else { penDown = false; continue }
                guard penDown else { move(p); continue }
                out.numbers(p.x, p.y); out.raw("l\n")
                current = p
            case .quadCurve(let p, let c):
                guard finite(p, c) else { penDown = false; continue }
                guard penDown else { move(p); continue }
                // The cubic with controls two thirds of the way from each end to the control point.
                let c1 = ScenePoint(current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y))
                let c2 = ScenePoint(p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y))
                out.numbers(c1.x, c1.y, c2.x, c2.y, p.x, p.y); out.raw("c\n")
                current = p
            case .curve(let p, let c1, let c2):
                guard finite(p, c1, c2) else { penDown = false; continue }
                guard penDown else { move(p); continue }
                out.numbers(c1.x, c1.y, c2.x, c2.y, p.x, p.y); out.raw("c\n")
                current = p
            case .closeSubpath:
                guard penDown else { continue }
                out.raw("h\n")
            }
        }
        return wrote
    }
}
