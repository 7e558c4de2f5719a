import ChartEngine
import ChartScene
import ChartText
import Foundation

/// Draws a 3D chart into the 2D scene every backend reads: the stage that resolves the marks'
/// domains, places the box through the pose and camera, and paints furniture and marks back to
/// front (the painter's algorithm), so that nearer surfaces hide farther ones.
struct Chart3DRenderer {
    let marks: [Mark3DSpec]
    let options: Chart3DOptions
    let chartOptions: ChartOptions
    let theme: ChartTheme
    let locale: Locale
    let measurer: any TextMeasurer
    let env: EnvironmentValues
    /// Quads along each side of a sampled surface.
    let surfaceSamples: Int

    /// What a render makes: the nodes, and the sentence that describes the chart.
    struct Output {
        var nodes: [SceneNode]
        var summary: String
        var scales: (x: Scale3D, y: Scale3D, z: Scale3D)
    }

    /// The x, y and z scales of the marks, surfaces sampled over x and z.
    func scales() -> (x: Scale3D, y: Scale3D, z: Scale3D, surfaces: [SurfaceGrid]) {
        // One pass over the marks, without copying them or making an array per mark.
        func values(_ c: KeyPath<Mark3DSpec, Channel3D?>) -> [Channel3D.Value] {
            var out: [Channel3D.Value] = []
            out.reserveCapacity(marks.count)
            for i in marks.indices where marks[i].kind != .surface {
                guard let ch = marks[i][keyPath: c] else { continue }
                out.append(ch.start)
                if let e = ch.end { out.append(e) }
            }
            return out
        }
        func label(_ c: KeyPath<Mark3DSpec, Channel3D?>) -> String { marks.lazy.compactMap { $0[keyPath: c]?.label }.first ?? "" }
        let x = Scale3D.make(label: label(\.x), fixed: chartOptions.xAxis.scale.domain, values: values(\.x), fallback: (-1, 1))
        let z = Scale3D.make(label: label(\.z), fixed: options.zScale.domain, values: values(\.z), fallback: (-1, 1))
        let surfaces = marks.indices.compactMap { i -> SurfaceGrid? in
            guard marks[i].kind == .surface, let f = marks[i].function else { return nil }
            return SurfaceGrid(markIndex: i, function: f, x: x, z: z, samples: surfaceSamples)
        }
        var yValues = values(\.y)
        for s in surfaces {
            if let lo = s.minimum, let hi = s.maximum { yValues.append(.number(lo)); yValues.append(.number(hi)) }
        }
        let y = Scale3D.make(label: label(\.y), fixed: chartOptions.yAxis.scale.domain, values: yValues, fallback: (0, 1))
        return (x, y, z, surfaces)
    }

    /// The categories of `foregroundStyle(by:)`, in order of first appearance, and their label.
    var seriesKeys: (label: String, keys: [String]) {
        var keys: [String] = []
        var seen: Set<String> = []
        var label = ""
        for m in marks {
            guard let s = m.series else { continue }
            label = s.label
            if seen.insert(s.key).inserted { keys.append(s.key) }
        }
        return (label, keys)
    }

    func render(in rect: SceneRect) -> Output {
        let (x, y, z, surfaces) = scales()
        let series = seriesKeys
        let showLegend = chartOptions.legend != .hidden && !series.keys.isEmpty
        let viewport = viewport(in: rect, legend: showLegend)
        let axes = Chart3DAxes(viewport: viewport, scales: (x, y, z), theme: theme, locale: locale, measurer: measurer,
                               titles: (chartOptions.xAxis.title, chartOptions.yAxis.title, options.zTitle),
                               visible: (chartOptions.xAxis.visibility != .hidden, chartOptions.yAxis.visibility != .hidden,
                                         options.zAxis != .hidden))
        var nodes = axes.backNodes()
        let paints = MarkPaints(renderer: self, seriesKeys: series.keys, yScale: y)
        var drawables: [Drawable3D] = []
        for s in surfaces {
            let made = s.drawables(mark: marks[s.markIndex], order: s.markIndex, viewport: viewport, y: y, paints: paints)
            // The first surface's cells are taken as they are, not copied one by one.
            if drawables.isEmpty { drawables = made } else { drawables += made }
        }
        var pointCount = 0
        for (i, m) in marks.enumerated() where m.kind != .surface {
            if let d = markDrawable(m, order: i, scales: (x, y, z), viewport: viewport, paints: paints, labelled: marks.count <= 1000) {
                drawables.append(d)
                if m.kind == .point { pointCount += 1 }
            }
        }
        // Back to front; equal depths keep the order of the content, so the picture is deterministic.
        // Keys are sorted rather than the drawables themselves, which are large to move.
        var keys = [(depth: Double, order: Int, index: Int)]()
        keys.reserveCapacity(drawables.count)
        for (i, d) in drawables.enumerated() { keys.append((d.depth, d.order, i)) }
        keys.sort { a, b in
            if a.depth != b.depth { return a.depth < b.depth }
            return a.order != b.order ? a.order < b.order : a.index < b.index
        }
        // Each node is moved out of its drawable, leaving an empty group, rather than copied: a
        // copy retains the node's path and strings, ten thousand times for a surface.
        var children: [SceneNode] = []
        children.reserveCapacity(keys.count)
        let moved = SceneNode.group(SceneGroup())
        drawables.withUnsafeMutableBufferPointer { d in
            for k in keys {
                var node = moved
                swap(&node, &d[k.index].node)
                children.append(node)
            }
        }
        drawables = []
        nodes.append(.group(SceneGroup(children: children, semantics: SceneSemantics(classes: "plot"))))
        nodes += axes.labelNodes()
        if showLegend {
            nodes.append(legend(series.label, series.keys, paints: paints,
                                in: SceneRect(x: rect.x, y: rect.maxY - legendRowHeight, width: rect.width, height: legendRowHeight)))
        }
        let summary = Self.summary(scales: (x, y, z), points: pointCount, surfaces: surfaces.count, locale: locale)
        return Output(nodes: nodes, summary: summary, scales: (x, y, z))
    }

    /// "3D chart with 12 points. X axis Flipper from 160 to 240; Y axis …; Z axis …."
    static func summary(scales: (x: Scale3D, y: Scale3D, z: Scale3D), points: Int, surfaces: Int, locale: Locale) -> String {
        var parts: [String] = []
        if points > 0 { parts.append("\(points) point\(points == 1 ? "" : "s")") }
        if surfaces > 0 { parts.append("\(surfaces) surface\(surfaces == 1 ? "" : "s")") }
        let content = parts.isEmpty ? "3D chart" : "3D chart with " + parts.joined(separator: " and ")
        func axis(_ name: String, _ s: Scale3D) -> String {
            let label = s.label.isEmpty ? "" : " \(s.label)"
            return "\(name) axis\(label) \(s.describe(locale: locale))"
        }
        return content + ". " + [axis("X", scales.x), axis("Y", scales.y), axis("Z", scales.z)].joined(separator: "; ") + "."
    }
}

/// One thing to paint, at its depth (greater is nearer).
struct Drawable3D {
    var depth: Double
    var order: Int
    var node: SceneNode
}
