import ChartEngine
import ChartScene
import ChartText
import Foundation

/// The box of a 3D chart: the three faces behind the marks, with grid lines at the ticks, and
/// the tick labels and titles along the edges nearest the viewer.
struct Chart3DAxes {
    let viewport: Chart3DViewport
    let scales: (x: Scale3D, y: Scale3D, z: Scale3D)
    let theme: ChartTheme
    let locale: Locale
    let measurer: any TextMeasurer
    let titles: (x: AxisTitleSpec?, y: AxisTitleSpec?, z: AxisTitleSpec?)
    let visible: (x: Bool, y: Bool, z: Bool)

    /// On each axis, the side of the box away from the viewer (±0.5); the near side is its negative.
    var back: Vector3 {
        let t = viewport.projection.toward
        return Vector3(x: t.x >= 0 ? -0.5 : 0.5, y: t.y >= 0 ? -0.5 : 0.5, z: t.z >= 0 ? -0.5 : 0.5)
    }

    func ticks(_ s: Scale3D) -> [(position: Double, label: String)] { s.ticks(count: 5, locale: locale) }

    func screen(_ p: Vector3) -> ScenePoint {
        let s = viewport.point(p)
        return ScenePoint(s.x, s.y)
    }

    /// The back faces, filled faintly, with their outlines and grid lines.
    func backNodes() -> [SceneNode] {
        let b = back
        let t = viewport.projection.toward
        let fill = Paint.color(theme.gridLine.multiplyingAlpha(0.22))
        let line = Stroke(paint: .color(theme.gridLine), width: 0.5)
        let edge = Stroke(paint: .color(theme.gridLine), width: 1)
        var nodes: [SceneNode] = []
        func v(_ x: Double, _ y: Double, _ z: Double) -> Vector3 { Vector3(x: x, y: y, z: z) }
        func face(_ corners: [Vector3], grid: [(Vector3, Vector3)], axis: String) {
            var children: [SceneNode] = [.shape(SceneShape(path: .polygon(corners.map(screen)), fill: fill, stroke: edge))]
            children += grid.map { .shape(SceneShape(path: .line(from: screen($0.0), to: screen($0.1)), stroke: line)) }
            nodes.append(.group(SceneGroup(children: children, semantics: SceneSemantics(classes: "grid \(axis)", hidden: true))))
        }
        let xt = ticks(scales.x).map(\.position), yt = ticks(scales.y).map(\.position), zt = ticks(scales.z).map(\.position)
        // A face seen edge-on is a line: left out.
        let edgeOn = 0.02
        if abs(t.y) > edgeOn {
            face([v(-0.5, b.y, -0.5), v(0.5, b.y, -0.5), v(0.5, b.y, 0.5), v(-0.5, b.y, 0.5)],
                 grid: xt.map { (v($0, b.y, -0.5), v($0, b.y, 0.5)) } + zt.map { (v(-0.5, b.y, $0), v(0.5, b.y, $0)) }, axis: "xz")
        }
        if abs(t.z) > edgeOn {
            face([v(-0.5, -0.5, b.z), v(0.5, -0.5, b.z), v(0.5, 0.5, b.z), v(-0.5, 0.5, b.z)],
                 grid: xt.map { (v($0, -0.5, b.z), v($0, 0.5, b.z)) } + yt.map { (v(-0.5, $0, b.z), v(0.5, $0, b.z)) }, axis: "xy")
        }
        if abs(t.x) > edgeOn {
            face([v(b.x, -0.5, -0.5), v(b.x, -0.5, 0.5), v(b.x, 0.5, 0.5), v(b.x, 0.5, -0.5)],
                 grid: zt.map { (v(b.x, -0.5, $0), v(b.x, 0.5, $0)) } + yt.map { (v(b.x, $0, -0.5), v(b.x, $0, 0.5)) }, axis: "zy")
        }
        return nodes
    }

    /// The edge each axis is labelled along, as a function from the box coordinate along it.
    func labelEdges() -> [(name: String, scale: Scale3D, title: AxisTitleSpec?, at: (Double) -> Vector3)] {
        let b = back
        var edges: [(String, Scale3D, AxisTitleSpec?, (Double) -> Vector3)] = []
        // x along the floor's near edge, z along the floor's other near edge, y up the edge at the
        // side of the picture (near in x, far in z), as a trailing axis.
        if visible.x { edges.append(("x", scales.x, titles.x, { Vector3(x: $0, y: b.y, z: -b.z) })) }
        if visible.y { edges.append(("y", scales.y, titles.y, { Vector3(x: -b.x, y: $0, z: b.z) })) }
        if visible.z { edges.append(("z", scales.z, titles.z, { Vector3(x: -b.x, y: b.y, z: $0) })) }
        return edges
    }

    /// Tick labels and titles, outside the box.
    func labelNodes() -> [SceneNode] {
        let center = screen(Vector3(x: 0, y: 0, z: 0))
        let font = theme.axisFont
        var nodes: [SceneNode] = []
        for edge in labelEdges() {
            let a = screen(edge.at(-0.5)), b = screen(edge.at(0.5))
            // An edge seen end-on has no room for its labels.
            guard hypot(b.x - a.x, b.y - a.y) > 24 else { continue }
            let mid = screen(edge.at(0))
            var out = (x: mid.x - center.x, y: mid.y - center.y)
            let len = hypot(out.x, out.y)
            out = len > 1e-9 ? (out.x / len, out.y / len) : (0, 1)
            let anchor: SceneTextAnchor = out.x > 0.35 ? .start : out.x < -0.35 ? .end : .middle
            let gap = 6.0
            var children: [SceneNode] = []
            var widest = 0.0
            var placed: [(text: SceneText, box: SceneRect)] = []
            for tick in ticks(edge.scale) where !tick.label.isEmpty {
                let p = screen(edge.at(tick.position))
                let m = measurer.measure(tick.label, font: font)
                let x = p.x + out.x * gap
                let y = baseline(p.y + out.y * gap, metrics: m, direction: out.y)
                let left = anchor == .start ? x : anchor == .end ? x - m.width : x - m.width / 2
                placed.append((SceneText(string: tick.label, origin: ScenePoint(x, y), anchor: anchor, font: font, fill: .color(theme.axisLabel)),
                               SceneRect(x: left, y: y - m.ascent, width: m.width, height: m.ascent + m.descent)))
            }
            for label in Self.thinned(placed) {
                widest = max(widest, label.box.width)
                children.append(.text(label.text))
            }
            if let title = edge.title {
                children.append(titleNode(title, vertical: edge.name == "y", mid: mid, out: out,
                                          reach: gap + abs(out.x) * (widest + 4) + abs(out.y) * (font.size * 1.3 + 2)))
            }
            nodes.append(.group(SceneGroup(children: children, semantics: SceneSemantics(classes: "axis \(edge.name)"))))
        }
        return nodes
    }

    /// Labels that do not overlap, as an axis with too little room for its labels keeps every
    /// second, third, … one: the smallest stride at which the kept labels' boxes stay apart by
    /// a small gap, counted from the first. An axis seen nearly edge-on, whose labels would all
    /// lie on one another, keeps a single label, or none when even one does not fit.
    static func thinned<T>(_ labels: [(text: T, box: SceneRect)], spacing: Double = 2) -> [(text: T, box: SceneRect)] {
        guard labels.count > 1 else { return labels }
        func apart(_ a: SceneRect, _ b: SceneRect) -> Bool {
            a.maxX + spacing <= b.x || b.maxX + spacing <= a.x || a.maxY + spacing <= b.y || b.maxY + spacing <= a.y
        }
        for step in 1..<labels.count {
            let kept = stride(from: 0, to: labels.count, by: step).map { labels[$0] }
            guard kept.count > 1 else { break }
            if zip(kept, kept.dropFirst()).allSatisfy({ apart($0.box, $1.box) }) { return kept }
        }
        return [labels[0]]
    }

    /// An axis title past its labels (`reach` from the edge): the y axis's turned to read upwards,
    /// as a 2D chart's y-axis title is.
    func titleNode(_ title: AxisTitleSpec, vertical: Bool, mid: ScenePoint, out: (x: Double, y: Double), reach: Double) -> SceneNode {
        let size = title.content.size(proposal: nil)
        let (w, h) = vertical ? (size.height, size.width) : (size.width, size.height)
        let cx = mid.x + out.x * (reach + w / 2), cy = mid.y + out.y * (reach + h / 2)
        let nodes = title.content.render(in: SceneRect(x: cx - size.width / 2, y: cy - size.height / 2, width: size.width, height: size.height))
        // A quarter turn anticlockwise about the title's centre.
        let turn = vertical ? SceneTransform(a: 0, b: -1, c: 1, d: 0, tx: cx - cy, ty: cy + cx) : .identity
        return .group(SceneGroup(children: nodes, transform: turn, semantics: SceneSemantics(classes: "axis-title")))
    }

    /// The baseline for a label whose box should sit on the side `direction` (screen y) points to.
    func baseline(_ y: Double, metrics m: TextMetrics, direction: Double) -> Double {
        if direction > 0.35 { return y + m.ascent }
        if direction < -0.35 { return y - m.descent }
        return y + (m.ascent - m.descent) / 2
    }
}
