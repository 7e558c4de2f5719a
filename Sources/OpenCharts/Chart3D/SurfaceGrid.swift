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

    /// How far each cell reaches past its corners, in points.
    static let overlap = 0.35

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
                // Each cell grows by a third of a point around its centre, so that anti-aliasing
                // leaves no seams between neighbours; the nearer cell covers the overlap. Cheaper
                // than stroking every cell.
                let mx = (sx[a] + sx[b] + sx[c] + sx[d]) / 4, my = (sy[a] + sy[b] + sy[c] + sy[d]) / 4
                func grown(_ k: Int) -> ScenePoint {
                    let dx = sx[k] - mx, dy = sy[k] - my
                    let l = (dx * dx + dy * dy).squareRoot()
                    let g = l > 1e-9 ? (l + Self.overlap) / l : 1
                    return ScenePoint(mx + dx * g, my + dy * g)
                }
                let path = ScenePath([.move(to: grown(a)), .line(to: grown(b)), .line(to: grown(c)), .line(to: grown(d)), .closeSubpath])
                let shape = SceneShape(path: path, fill: .color(color), semantics: semantics)
                out.append(Drawable3D(depth: (sz[a] + sz[b] + sz[c] + sz[d]) / 4, order: order, node: .shape(shape)))
            }
        }
        return out
    }
}
