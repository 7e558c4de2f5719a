import ChartScene
import Foundation

/// Numbers in the labels of 3D marks: as short as they can be, the same on every machine.
enum NumberFormatting3D {
    static func plain(_ v: Double) -> String {
        guard v.isFinite else { return "\(v)" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(saturating: v)) }
        return String(format: "%.6g", v)
    }
}

extension Chart3DRenderer {
    /// The box coordinates a channel spans: its value twice, or its range's two ends.
    func span(_ c: Channel3D?, _ s: Scale3D) -> (Double, Double)? {
        guard let c, let a = s.position(c.start) else { return nil }
        guard let e = c.end else { return (a, a) }
        guard let b = s.position(e) else { return nil }
        return (a, b)
    }

    func markDrawable(_ m: Mark3DSpec, order: Int, scales: (x: Scale3D, y: Scale3D, z: Scale3D), viewport: Chart3DViewport,
                      paints: MarkPaints, labelled: Bool) -> Drawable3D? {
        guard let xs = span(m.x, scales.x), let ys = span(m.y, scales.y), let zs = span(m.z, scales.z) else { return nil }
        // Marks outside a fixed domain are left out, as a chart's plot clips them.
        @inline(__always) func inside(_ v: Double) -> Bool { v >= -0.5 - 1e-9 && v <= 0.5 + 1e-9 }
        guard inside(xs.0), inside(xs.1), inside(ys.0), inside(ys.1), inside(zs.0), inside(zs.1) else { return nil }
        let color = paints.color(of: m)
        let label = labelled ? ariaLabel(m) : nil
        switch m.kind {
        case .point:
            let p = Vector3(x: xs.0, y: ys.0, z: zs.0)
            return pointDrawable(m, at: p, color: color, order: order, viewport: viewport, label: label)
        case .rule:
            // A rule without a range rises from the floor of the box to its y.
            let noRange = m.x?.end == nil && m.y?.end == nil && m.z?.end == nil
            let a = Vector3(x: xs.0, y: noRange ? -0.5 : ys.0, z: zs.0)
            let b = Vector3(x: xs.1, y: ys.1, z: zs.1)
            let (sa, sb) = (viewport.point(a), viewport.point(b))
            let shape = SceneShape(path: .line(from: ScenePoint(sa.x, sa.y), to: ScenePoint(sb.x, sb.y)),
                                   stroke: Stroke(paint: .color(color), width: 2, cap: .round),
                                   semantics: SceneSemantics(classes: "mark rule", label: label))
            return Drawable3D(depth: (sa.depth + sb.depth) / 2, order: order, node: .shape(shape))
        case .rectangle:
            return rectangleDrawable(m, spans: (xs, ys, zs), color: color, order: order, viewport: viewport, label: label)
        case .surface:
            return nil
        }
    }

    func ariaLabel(_ m: Mark3DSpec) -> String {
        func text(_ c: Channel3D?) -> String? {
            guard let c else { return nil }
            func value(_ v: Channel3D.Value) -> String {
                switch v {
                case .number(let n): return NumberFormatting3D.plain(n)
                case .category(let s): return s
                }
            }
            let v = value(c.start) + (c.end.map { " to " + value($0) } ?? "")
            return c.label.isEmpty ? v : "\(c.label) \(v)"
        }
        var parts = [text(m.x), text(m.y), text(m.z)].compactMap { $0 }
        if let s = m.series { parts.insert(s.key, at: 0) }
        return parts.joined(separator: ", ")
    }

    /// A rectangle's corners and normal: spanning the two channels given as ranges, at the third; a
    /// small tile in the x–z plane at `y` when fewer are ranges.
    func rectangleCorners(_ m: Mark3DSpec, spans: ((Double, Double), (Double, Double), (Double, Double))) -> (corners: [Vector3], normal: Vector3) {
        var (xs, ys, zs) = spans
        let ranged = (x: xs.0 != xs.1, y: ys.0 != ys.1, z: zs.0 != zs.1)
        let tile = 0.03
        if ranged.x && ranged.y && !ranged.z {
            return ([Vector3(x: xs.0, y: ys.0, z: zs.0), Vector3(x: xs.1, y: ys.0, z: zs.0),
                     Vector3(x: xs.1, y: ys.1, z: zs.0), Vector3(x: xs.0, y: ys.1, z: zs.0)], Vector3(x: 0, y: 0, z: 1))
        }
        if ranged.y && ranged.z && !ranged.x {
            return ([Vector3(x: xs.0, y: ys.0, z: zs.0), Vector3(x: xs.0, y: ys.0, z: zs.1),
                     Vector3(x: xs.0, y: ys.1, z: zs.1), Vector3(x: xs.0, y: ys.1, z: zs.0)], Vector3(x: 1, y: 0, z: 0))
        }
        if !ranged.x { xs = (xs.0 - tile, xs.0 + tile) }
        if !ranged.z { zs = (zs.0 - tile, zs.0 + tile) }
        let h = ys.1
        return ([Vector3(x: xs.0, y: h, z: zs.0), Vector3(x: xs.1, y: h, z: zs.0),
                 Vector3(x: xs.1, y: h, z: zs.1), Vector3(x: xs.0, y: h, z: zs.1)], Vector3(x: 0, y: 1, z: 0))
    }

    /// A rectangle, lit.
    func rectangleDrawable(_ m: Mark3DSpec, spans: ((Double, Double), (Double, Double), (Double, Double)), color: RGBA,
                           order: Int, viewport: Chart3DViewport, label: String?) -> Drawable3D {
        let (corners, normal) = rectangleCorners(m, spans: spans)
        let lighting = Chart3DLighting(metalness: m.metalness, roughness: m.roughness)
        let shaded = lighting.shade(color, normal: viewport.projection.view(normal))
        let screen = corners.map(viewport.point)
        let shape = SceneShape(path: .polygon(screen.map { ScenePoint($0.x, $0.y) }), fill: .color(shaded),
                               stroke: Stroke(paint: .color(shaded), width: 0.5, join: .round),
                               semantics: SceneSemantics(classes: "mark rectangle", label: label))
        return Drawable3D(depth: screen.map(\.depth).reduce(0, +) / 4, order: order, node: .shape(shape))
    }

    /// A point's symbol, lit: a shaded ball, or the visible faces of a cube, cylinder or cone.
    func pointDrawable(_ m: Mark3DSpec, at p: Vector3, color: RGBA, order: Int, viewport: Chart3DViewport,
                       label: String?) -> Drawable3D {
        let size = m.symbolSize ?? 0.04
        let diameter = size < 1 ? size * viewport.unit : size
        let c = viewport.point(p)
        let lighting = Chart3DLighting(metalness: m.metalness, roughness: m.roughness)
        let semantics = SceneSemantics(classes: "mark point", label: label)
        let kind = m.symbol?.kind ?? .sphere
        let children: [SceneNode]
        if kind == .sphere {
            let r = diameter / 2 * viewport.projection.scale(atDepth: c.depth)
            children = Self.sphere(center: ScenePoint(c.x, c.y), radius: r, color: color, lighting: lighting, layers: sphereLayers)
        } else {
            let half = diameter / 2 / viewport.unit
            children = SymbolMesh.faces(kind).compactMap { face -> (Double, SceneNode)? in
                let n = viewport.projection.view(SymbolMesh.rotate(face.normal, by: m.rotation))
                guard n.z > 1e-6 else { return nil }
                let pts = face.vertices.map { viewport.point(p + SymbolMesh.rotate($0, by: m.rotation) * half) }
                let shape = SceneShape(path: .polygon(pts.map { ScenePoint($0.x, $0.y) }), fill: .color(lighting.shade(color, normal: n)),
                                       stroke: Stroke(paint: .color(lighting.shade(color, normal: n)), width: 0.35, join: .round))
                return (pts.map(\.depth).reduce(0, +) / Double(pts.count), .shape(shape))
            }
            .sorted { $0.0 < $1.0 }
            .map(\.1)
        }
        return Drawable3D(depth: c.depth, order: order, node: .group(SceneGroup(children: children, semantics: semantics)))
    }

    /// A ball as four discs, each offset towards the light and shaded for the normal it stands
    /// for: the shadowed side, the front, the lit side, and the highlight.
    /// Discs per ball: four, or two (the shadowed side and the highlight) in charts of many points,
    /// where each ball is a few pixels wide and the page would otherwise grow fourfold.
    var sphereLayers: Int { marks.count > 2000 ? 2 : 4 }

    static func sphere(center: ScenePoint, radius r: Double, color: RGBA, lighting: Chart3DLighting, layers count: Int = 4) -> [SceneNode] {
        guard r.isFinite, r > 0 else { return [] }
        let chosen = count >= 4 ? SphereLayer.four : SphereLayer.two
        var out: [SceneNode] = []
        out.reserveCapacity(chosen.count)
        for layer in chosen {
            let cx = center.x + SphereLayer.screenLight.x * layer.offset * r, cy = center.y + SphereLayer.screenLight.y * layer.offset * r
            let rr = (layer.highlight ? 0.2 + 0.12 * lighting.roughness : layer.radius) * r
            let rect = SceneRect(x: cx - rr, y: cy - rr, width: 2 * rr, height: 2 * rr)
            out.append(.shape(SceneShape(path: .ellipse(in: rect), fill: .color(lighting.shade(color, normal: layer.normal)))))
        }
        return out
    }
}

/// The discs of a lit ball: each one's radius and offset towards the light, as fractions of the
/// ball's radius, and the normal it is shaded for.
struct SphereLayer {
    var radius: Double
    var offset: Double
    var normal: Vector3
    /// The highlight, whose radius follows roughness.
    var highlight = false

    /// The light's direction on the screen (y down), of unit length.
    static let screenLight: Vector3 = {
        let l = Chart3DLighting.light
        return Vector3(x: l.x, y: -l.y, z: 0).normalized
    }()

    /// The shadowed side, the front, the lit side, and the highlight.
    static let four: [SphereLayer] = {
        let l = Chart3DLighting.light
        return [
            SphereLayer(radius: 1, offset: 0, normal: Vector3(x: -l.x, y: -l.y, z: 0.45)),
            SphereLayer(radius: 0.78, offset: 0.16, normal: Vector3(x: 0, y: 0, z: 1)),
            SphereLayer(radius: 0.5, offset: 0.32, normal: (l * 0.55 + Vector3(x: 0, y: 0, z: 0.45)).normalized),
            SphereLayer(radius: 0.2, offset: 0.5, normal: Chart3DLighting.halfway, highlight: true),
        ]
    }()

    /// The whole ball in its front's shade, and the highlight.
    static let two: [SphereLayer] = [SphereLayer(radius: 1, offset: 0, normal: Vector3(x: 0, y: 0, z: 1)), four[3]]
}

/// The faces of the 3D symbols, in a cube from -1 to 1, with their outward normals.
enum SymbolMesh {
    struct Face { var vertices: [Vector3]; var normal: Vector3 }

    static func faces(_ kind: BasicChart3DSymbolShape.Kind) -> [Face] {
        switch kind {
        case .sphere, .cube: return cube
        case .cylinder: return cylinder
        case .cone: return cone
        }
    }

    static let cube: [Face] = {
        func v(_ x: Double, _ y: Double, _ z: Double) -> Vector3 { Vector3(x: x, y: y, z: z) }
        return [
            Face(vertices: [v(1, -1, -1), v(1, 1, -1), v(1, 1, 1), v(1, -1, 1)], normal: v(1, 0, 0)),
            Face(vertices: [v(-1, -1, -1), v(-1, -1, 1), v(-1, 1, 1), v(-1, 1, -1)], normal: v(-1, 0, 0)),
            Face(vertices: [v(-1, 1, -1), v(-1, 1, 1), v(1, 1, 1), v(1, 1, -1)], normal: v(0, 1, 0)),
            Face(vertices: [v(-1, -1, -1), v(1, -1, -1), v(1, -1, 1), v(-1, -1, 1)], normal: v(0, -1, 0)),
            Face(vertices: [v(-1, -1, 1), v(1, -1, 1), v(1, 1, 1), v(-1, 1, 1)], normal: v(0, 0, 1)),
            Face(vertices: [v(-1, -1, -1), v(-1, 1, -1), v(1, 1, -1), v(1, -1, -1)], normal: v(0, 0, -1)),
        ]
    }()

    /// Sides of the round symbols.
    static let segments = 16

    static func ring(_ y: Double, radius: Double = 1) -> [Vector3] {
        (0..<segments).map { i in
            let a = 2 * Double.pi * Double(i) / Double(segments)
            return Vector3(x: radius * cos(a), y: y, z: radius * sin(a))
        }
    }

    static let cylinder: [Face] = {
        let top = ring(1), bottom = ring(-1)
        var faces = (0..<segments).map { i -> Face in
            let j = (i + 1) % segments
            let mid = 2 * Double.pi * (Double(i) + 0.5) / Double(segments)
            return Face(vertices: [bottom[i], bottom[j], top[j], top[i]], normal: Vector3(x: cos(mid), y: 0, z: sin(mid)))
        }
        faces.append(Face(vertices: top, normal: Vector3(x: 0, y: 1, z: 0)))
        faces.append(Face(vertices: bottom.reversed(), normal: Vector3(x: 0, y: -1, z: 0)))
        return faces
    }()

    static let cone: [Face] = {
        let bottom = ring(-1)
        let apex = Vector3(x: 0, y: 1, z: 0)
        var faces = (0..<segments).map { i -> Face in
            let j = (i + 1) % segments
            let mid = 2 * Double.pi * (Double(i) + 0.5) / Double(segments)
            // The side leans in by the cone's slope: rise 2 over run 1.
            let normal = Vector3(x: 2 * cos(mid), y: 1, z: 2 * sin(mid)).normalized
            return Face(vertices: [bottom[i], bottom[j], apex], normal: normal)
        }
        faces.append(Face(vertices: bottom.reversed(), normal: Vector3(x: 0, y: -1, z: 0)))
        return faces
    }()

    /// `v` turned by `rotation` about its axis (Rodrigues' formula).
    static func rotate(_ v: Vector3, by rotation: Rotation3D?) -> Vector3 {
        guard let rotation, rotation.angle.radians != 0, rotation.angle.radians.isFinite else { return v }
        let k = Vector3(x: rotation.axis.x, y: rotation.axis.y, z: rotation.axis.z).normalized
        guard k.length > 0 else { return v }
        let (s, c) = (sin(rotation.angle.radians), cos(rotation.angle.radians))
        return v * c + k.cross(v) * s + k * (k.dot(v) * (1 - c))
    }
}
