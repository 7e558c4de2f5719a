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
        baseColor(coloring, corners: k, normal: Self.normal(corner(k[0], y: y), corner(k[1], y: y), corner(k[2], y: y), corner(k[3], y: y)))
    }

    func baseColor(_ coloring: MarkPaints.SurfaceColoring, corners k: [Int], normal: Vector3) -> RGBA {
        switch coloring {
        case .solid(let c): return c
        case .normal: return Self.normalColor(normal)
        case .height(let stops, let lo, let hi, let flipped):
            let mean = k.map { values[$0] }.reduce(0, +) / Double(k.count)
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
    func drawables(mark: Mark3DSpec, order: Int, viewport: Chart3DViewport, y: Scale3D, paints: MarkPaints) -> [Drawable3D] {
        let n = samples
        let w = n + 1
        let projection = viewport.projection
        let corners: [Vector3?] = values.indices.map { i in
            let v = values[i]
            guard v.isFinite else { return nil }
            return Vector3(x: xs[i % w], y: min(0.5, max(-0.5, y.position(v))), z: zs[i / w])
        }
        let screen = corners.map { $0.map(viewport.point) }
        let coloring = paints.surfaceColoring(mark)
        let lighting = Chart3DLighting(metalness: mark.metalness, roughness: mark.roughness)
        let semantics = SceneSemantics(classes: "mark area surface")
        var out: [Drawable3D] = []
        out.reserveCapacity(n * n)
        for j in 0..<n {
            for i in 0..<n {
                let a = j * w + i, b = a + 1, c = a + w + 1, d = a + w
                guard let pa = corners[a], let pb = corners[b], let pc = corners[c], let pd = corners[d],
                      let sa = screen[a], let sb = screen[b], let sc = screen[c], let sd = screen[d] else { continue }
                let normal = Self.normal(pa, pb, pc, pd)
                let base = baseColor(coloring, corners: [a, b, c, d], normal: normal)
                let color = lighting.shade(base, normal: projection.view(normal))
                // Each cell grows by a third of a point around its centre, so that anti-aliasing
                // leaves no seams between neighbours; the nearer cell covers the overlap. Cheaper
                // than stroking every cell.
                let mx = (sa.x + sb.x + sc.x + sd.x) / 4, my = (sa.y + sb.y + sc.y + sd.y) / 4
                func grown(_ x: Double, _ y: Double) -> ScenePoint {
                    let dx = x - mx, dy = y - my
                    let l = (dx * dx + dy * dy).squareRoot()
                    let k = l > 1e-9 ? (l + Self.overlap) / l : 1
                    return ScenePoint(mx + dx * k, my + dy * k)
                }
                var path = ScenePath()
                path.move(to: grown(sa.x, sa.y))
                path.addLine(to: grown(sb.x, sb.y))
                path.addLine(to: grown(sc.x, sc.y))
                path.addLine(to: grown(sd.x, sd.y))
                path.closeSubpath()
                let shape = SceneShape(path: path, fill: .color(color), semantics: semantics)
                out.append(Drawable3D(depth: (sa.depth + sb.depth + sc.depth + sd.depth) / 4, order: order, node: .shape(shape)))
            }
        }
        return out
    }
}
