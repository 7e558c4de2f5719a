import ChartScene
import Foundation

/// A radial, elliptical or angular gradient drawn as a view: bands of solid colour, since the
/// scene's paints are solid colours and linear gradients.
struct GradientField: Sendable {
    enum Kind: Sendable {
        /// Centre, start and end radius in points.
        case radial(UnitPoint, CGFloat, CGFloat)
        /// Centre, start and end radius as fractions of the rectangle.
        case elliptical(UnitPoint, CGFloat, CGFloat)
        /// Centre, start and end angle in radians.
        case angular(UnitPoint, Double, Double)
    }

    static let bands = 48
    static let wedges = 90

    let kind: Kind
    let gradient: Gradient

    var view: GradientFieldView { GradientFieldView(field: self) }

    /// The colour `t` (0...1) along the gradient, interpolating sRGB components between stops.
    static func color(at t: Double, _ stops: [GradientStop]) -> RGBA {
        color(at: t, sorted: stops.sorted { $0.location < $1.location })
    }

    /// ``color(at:_:)`` for stops already in order of location (sorted once for many colours,
    /// as a surface's thousands of cells take theirs).
    static func color(at t: Double, sorted: [GradientStop]) -> RGBA {
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(sorted, sorted.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return RGBA(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                        blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }

    /// The average of a gradient's colours along its length, which stands for it as a fill.
    static func average(_ gradient: Gradient, _ scheme: ColorScheme) -> RGBA {
        let stops = gradient.sceneStops(scheme)
        let n = 16
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        for i in 0..<n {
            let c = color(at: (Double(i) + 0.5) / Double(n), stops)
            r += c.red; g += c.green; b += c.blue; a += c.alpha
        }
        let k = Double(n)
        return RGBA(red: r / k, green: g / k, blue: b / k, alpha: a / k)
    }

    /// The bands drawn in `rect`, outermost first, clipped to it.
    func nodes(in rect: CGRect, _ scheme: ColorScheme) -> [SceneNode] {
        guard rect.isFiniteRect, rect.width > 0, rect.height > 0 else { return [] }
        let stops = gradient.sceneStops(scheme)
        guard !stops.isEmpty else { return [] }
        var shapes: [SceneNode] = []
        func fill(_ path: ScenePath, _ t: Double) {
            shapes.append(.shape(SceneShape(path: path, fill: .color(Self.color(at: t, stops)))))
        }
        switch kind {
        case .radial(let c, let r0, let r1):
            let center = point(c, rect)
            rings(center: center, rx: (Double(r0), Double(r1)), ry: (Double(r0), Double(r1)), rect: rect, fill: fill)
        case .elliptical(let c, let f0, let f1):
            let center = point(c, rect)
            rings(center: center, rx: (Double(f0 * rect.width), Double(f1 * rect.width)),
                  ry: (Double(f0 * rect.height), Double(f1 * rect.height)), rect: rect, fill: fill)
        case .angular(let c, let a0, let a1):
            let center = point(c, rect)
            let reach = Double(rect.width + rect.height)
            fill(.rect(rect.sceneRect), 0)
            let sweep = a1 - a0
            guard sweep.isFinite, abs(sweep) > 1e-9 else { break }
            for i in 0..<Self.wedges {
                let t0 = Double(i) / Double(Self.wedges), t1 = Double(i + 1) / Double(Self.wedges)
                var p = ScenePath()
                p.move(to: center)
                // Each wedge overlaps the next by a little, so no seam shows between them.
                p.addArc(center: center, radius: reach, startAngle: a0 + sweep * t0, endAngle: a0 + sweep * min(1, t1 + 0.004))
                p.closeSubpath()
                fill(p, (t0 + t1) / 2)
            }
        }
        return [.group(SceneGroup(children: shapes, clip: rect.sceneRect))]
    }

    private func point(_ u: UnitPoint, _ rect: CGRect) -> ScenePoint {
        ScenePoint(Double(rect.minX + rect.width * u.x), Double(rect.minY + rect.height * u.y))
    }

    /// Concentric ellipses from the end radius in to the start radius, on the end colour.
    private func rings(center: ScenePoint, rx: (Double, Double), ry: (Double, Double), rect: CGRect,
                       fill: (ScenePath, Double) -> Void) {
        fill(.rect(rect.sceneRect), 1)
        guard [rx.0, rx.1, ry.0, ry.1].allSatisfy({ $0.isFinite && $0 >= 0 }), rx.1 > rx.0 || ry.1 > ry.0 else { return }
        for i in stride(from: Self.bands, through: 1, by: -1) {
            let t = Double(i) / Double(Self.bands)
            let a = rx.0 + (rx.1 - rx.0) * t, b = ry.0 + (ry.1 - ry.0) * t
            fill(.ellipse(in: SceneRect(x: center.x - a, y: center.y - b, width: 2 * a, height: 2 * b)), (Double(i) - 0.5) / Double(Self.bands))
        }
    }
}

/// A radial, elliptical or angular gradient as a view: it takes the room it is offered.
nonisolated public struct GradientFieldView: View, PrimitiveView {
    public typealias Body = Never
    let field: GradientField

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { GradientFieldNode(field: field, scheme: env.colorScheme) }
}

struct GradientFieldNode: LayoutNode {
    let field: GradientField
    let scheme: ColorScheme

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] { field.nodes(in: rect, scheme) }
}
