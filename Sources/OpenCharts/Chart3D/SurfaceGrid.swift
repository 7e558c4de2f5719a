import ChartScene
import Foundation

/// A surface's function sampled on a grid over the chart's x and z domains.
struct SurfaceGrid {
    let markIndex: Int
    let samples: Int
    /// Box coordinates of the grid's columns (x) and rows (z).
    let xs: [Double]
    let zs: [Double]
    /// The function's values, row by row (`z` index times `samples + 1` plus `x` index).
    let values: [Double]

    init(markIndex: Int, function: SurfaceFunction, x: Scale3D, z: Scale3D, samples: Int) {
        self.markIndex = markIndex
        let n = max(1, min(samples, 1000))
        self.samples = n
        xs = (0...n).map { Double($0) / Double(n) - 0.5 }
        zs = (0...n).map { Double($0) / Double(n) - 0.5 }
        var values: [Double] = []
        values.reserveCapacity((n + 1) * (n + 1))
        let xv = xs.map { x.value(at: $0) }
        for zi in zs {
            let zv = z.value(at: zi)
            for xv in xv { values.append(function.evaluate(xv, zv)) }
        }
        self.values = values
    }

    /// The colour of a normal-based surface: the hue of the compass direction the surface leans
    /// towards, pastel, paler as it levels out, white where it is flat.
    static func normalColor(_ normal: Vector3) -> RGBA {
        let up = normal.y < 0 ? normal * -1 : normal
        let lean = min(0.6, (up.x * up.x + up.z * up.z).squareRoot())
        var hue = atan2(up.z, up.x) / (2 * Double.pi)
        if hue < 0 { hue += 1 }
        // HSV to RGB with value 1 and saturation `lean`.
        func channel(_ shift: Double) -> Double {
            let k = (hue * 6 + shift).truncatingRemainder(dividingBy: 6)
            return 1 - lean * max(0, min(k, 4 - k, 1))
        }
        return RGBA(red: channel(5), green: channel(3), blue: channel(1))
    }

    /// The normal of the cell with corners `a`, `b`, `c`, `d` (in that order round it): the cross
    /// product of its diagonals, which faces +y on a flat cell.
    static func normal(_ a: Vector3, _ b: Vector3, _ c: Vector3, _ d: Vector3) -> Vector3 { (d - b).cross(c - a).normalized }

    /// The box coordinates of grid point `i`, its height clamped to the box.
    func corner(_ i: Int, y: Scale3D) -> Vector3 {
        let w = samples + 1
        return Vector3(x: xs[i % w], y: min(0.5, max(-0.5, y.position(values[i]))), z: zs[i / w])
    }

    /// A cell's colour before light, from its four corners' grid indices.
    func baseColor(_ coloring: MarkPaints.SurfaceColoring, corners k: [Int], y: Scale3D) -> RGBA {
        baseColor(coloring, k[0], k[1], k[2], k[3],
                  normal: Self.normal(corner(k[0], y: y), corner(k[1], y: y), corner(k[2], y: y), corner(k[3], y: y)))
    }

    /// A cell's colour before light, from its four corners' grid indices and its normal.
    func baseColor(_ coloring: MarkPaints.SurfaceColoring, _ a: Int, _ b: Int, _ c: Int, _ d: Int, normal: Vector3) -> RGBA {
        switch coloring {
        case .solid(let c): return c
        case .normal: return Self.normalColor(normal)
        case .height(let stops, let lo, let hi, let flipped):
            let mean = (values[a] + values[b] + values[c] + values[d]) / 4
            var t = hi > lo ? (mean - lo) / (hi - lo) : 0.5
            if flipped { t = 1 - t }
            return MarkPaints.color(stops, at: t)
        }
    }

    /// How far each cell's edges reach past the edges it shares with its neighbours, in points.
    static let overlap = 0.35

    /// A cell's outline (screen points, corners in order round it) with every edge moved outward
    /// by ``overlap`` along its own normal, so that anti-aliasing leaves no seam between
    /// neighbours however thin or skewed the projected cell is; the nearer cell covers the
    /// overlap. Each corner moves to where its two moved edges meet (a mitre), at most three
    /// times the overlap away. A cell seen edge-on, with no area to say which side is out, grows
    /// by the overlap around its centre instead.
    static func grownQuad(_ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double),
                          _ p3: (Double, Double)) -> [PathElement] {
        let xs = SIMD4(p0.0, p1.0, p2.0, p3.0), ys = SIMD4(p0.1, p1.1, p2.1, p3.1)
        var area2 = 0.0
        for k in 0..<4 { area2 += xs[k] * ys[(k + 1) & 3] - xs[(k + 1) & 3] * ys[k] }
        // Outward unit normals of the four edges (edge k runs from corner k to corner k + 1).
        var nx = SIMD4<Double>(repeating: 0), ny = nx
        var degenerate = abs(area2) < 1e-6
        let side: Double = area2 > 0 ? 1 : -1
        for k in 0..<4 where !degenerate {
            let ex = xs[(k + 1) & 3] - xs[k], ey = ys[(k + 1) & 3] - ys[k]
            let l = (ex * ex + ey * ey).squareRoot()
            if l < 1e-9 { degenerate = true; break }
            nx[k] = side * ey / l; ny[k] = -side * ex / l
        }
        var out: [PathElement] = []
        out.reserveCapacity(5)
        let d = overlap, reach = 3 * overlap
        if degenerate {
            let mx = (xs[0] + xs[1] + xs[2] + xs[3]) / 4, my = (ys[0] + ys[1] + ys[2] + ys[3]) / 4
            for k in 0..<4 {
                let dx = xs[k] - mx, dy = ys[k] - my
                let l = (dx * dx + dy * dy).squareRoot()
                let g = l > 1e-9 ? (l + d) / l : 1
                let p = ScenePoint(mx + dx * g, my + dy * g)
                out.append(k == 0 ? .move(to: p) : .line(to: p))
            }
        } else {
            for k in 0..<4 {
                let j = (k + 3) & 3  // the edge arriving at corner k
                let dot = nx[j] * nx[k] + ny[j] * ny[k]
                var vx = nx[j] + nx[k], vy = ny[j] + ny[k]
                let m = 1 + dot
                if m > 1e-9 { vx *= d / m; vy *= d / m } else { vx = 0; vy = 0 }
                let l = (vx * vx + vy * vy).squareRoot()
                if l > reach { vx *= reach / l; vy *= reach / l }
                let p = ScenePoint(xs[k] + vx, ys[k] + vy)
                out.append(k == 0 ? .move(to: p) : .line(to: p))
            }
        }
        out.append(.closeSubpath)
        return out
    }

    var minimum: Double? { values.lazy.filter(\.isFinite).min() }
    var maximum: Double? { values.lazy.filter(\.isFinite).max() }

    /// One shaded quad per grid cell whose four corners are finite, heights clamped to the box.
    /// The grid's points are placed and projected once each, into flat arrays, and each cell is
    /// built from them with no allocation but its path's.
    func drawables(mark: Mark3DSpec, order: Int, viewport: Chart3DViewport, y: Scale3D, paints: MarkPaints) -> [Drawable3D] {
        let n = samples
        let w = n + 1
        let count = values.count
        let projection = viewport.projection
        var box = [Vector3](repeating: Vector3(x: 0, y: 0, z: 0), count: count)
        var sx = [Double](repeating: 0, count: count), sy = sx, sz = sx
        var finite = [Bool](repeating: false, count: count)
        for i in 0..<count {
            let v = values[i]
            guard v.isFinite else { continue }
            let p = Vector3(x: xs[i % w], y: min(0.5, max(-0.5, y.position(v))), z: zs[i / w])
            let s = viewport.point(p)
            box[i] = p; sx[i] = s.x; sy[i] = s.y; sz[i] = s.depth; finite[i] = true
        }
        let coloring = paints.surfaceColoring(mark)
        let lighting = Chart3DLighting(metalness: mark.metalness, roughness: mark.roughness)
        let semantics = SceneSemantics(classes: "mark area surface")
        var out: [Drawable3D] = []
        out.reserveCapacity(n * n)
        for j in 0..<n {
            for i in 0..<n {
                let a = j * w + i, b = a + 1, c = a + w + 1, d = a + w
                guard finite[a], finite[b], finite[c], finite[d] else { continue }
                let normal = Self.normal(box[a], box[b], box[c], box[d])
                let base = baseColor(coloring, a, b, c, d, normal: normal)
                let color = lighting.shade(base, normal: projection.view(normal))
                let path = ScenePath(Self.grownQuad((sx[a], sy[a]), (sx[b], sy[b]), (sx[c], sy[c]), (sx[d], sy[d])))
                let shape = SceneShape(path: path, fill: .color(color), semantics: semantics)
                out.append(Drawable3D(depth: (sz[a] + sz[b] + sz[c] + sz[d]) / 4, order: order, node: .shape(shape)))
            }
        }
        return out
    }
}
