import ChartScene

/// `alignsMarkStylesWithPlotArea()`: a gradient's unit points are taken in the plot area rather
/// than in each shape's bounding box, so that one gradient runs across all the marks.
///
/// Paints stay in shape units (as every backend reads them); the gradient's ends are moved into
/// each shape's units, where they may lie outside 0...1.
enum PlotAlignedPaint {
    static func align(_ node: SceneNode, plot: SceneRect) -> SceneNode {
        switch node {
        case .shape(var s):
            let box = tightBounds(s.path)
            s.fill = s.fill.map { remap($0, box: box, plot: plot) }
            if var stroke = s.stroke { stroke.paint = remap(stroke.paint, box: box, plot: plot); s.stroke = stroke }
            return .shape(s)
        case .group(var g):
            g.children = g.children.map { align($0, plot: plot) }
            return .group(g)
        case .text, .image:
            return node
        }
    }

    /// A gradient whose unit points are in `plot`, in the units of a shape bounded by `box`.
    static func remap(_ paint: Paint, box: SceneRect, plot: SceneRect) -> Paint {
        guard case .linearGradient(var g) = paint, box.width > 0, box.height > 0 else { return paint }
        func move(_ p: ScenePoint) -> ScenePoint {
            ScenePoint((plot.minX + p.x * plot.width - box.minX) / box.width,
                       (plot.minY + p.y * plot.height - box.minY) / box.height)
        }
        g.start = move(g.start); g.end = move(g.end)
        return .linearGradient(g)
    }

    /// The smallest rectangle holding the path's curves (not their control points), as SVG
    /// measures an object's bounding box.
    static func tightBounds(_ path: ScenePath) -> SceneRect {
        var lo = (x: Double.infinity, y: Double.infinity), hi = (x: -Double.infinity, y: -Double.infinity)
        func add(_ p: ScenePoint) { lo = (min(lo.x, p.x), min(lo.y, p.y)); hi = (max(hi.x, p.x), max(hi.y, p.y)) }
        var current = ScenePoint(0, 0), start = current
        for e in path.elements {
            switch e {
            case .move(let p): add(p); current = p; start = p
            case .line(let p): add(p); current = p
            case .quadCurve(let p, let c):
                // A quadratic as the cubic with control points two thirds of the way to c.
                let c1 = ScenePoint(current.x + 2 * (c.x - current.x) / 3, current.y + 2 * (c.y - current.y) / 3)
                let c2 = ScenePoint(p.x + 2 * (c.x - p.x) / 3, p.y + 2 * (c.y - p.y) / 3)
                for q in cubicExtrema(current, c1, c2, p) { add(q) }
                add(p); current = p
            case .curve(let p, let c1, let c2):
                for q in cubicExtrema(current, c1, c2, p) { add(q) }
                add(p); current = p
            case .closeSubpath: current = start
            }
        }
        guard lo.x <= hi.x else { return .zero }
        return SceneRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The points of a cubic Bézier where x or y turns, strictly between its ends: roots in (0, 1)
    /// of the derivative's quadratic.
    static func cubicExtrema(_ p0: ScenePoint, _ p1: ScenePoint, _ p2: ScenePoint, _ p3: ScenePoint) -> [ScenePoint] {
        func roots(_ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double) -> [Double] {
            // B'(t)/3 = a t² + b t + c.
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
            let d = b * b - 4 * a * c
            guard d >= 0 else { return [] }
            let r = d.squareRoot()
            return [(-b + r) / (2 * a), (-b - r) / (2 * a)]
        }
        func point(_ t: Double) -> ScenePoint {
            let u = 1 - t
            let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
            return ScenePoint(w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
        }
        return (roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y)).filter { $0 > 0 && $0 < 1 }.map(point)
    }
}
