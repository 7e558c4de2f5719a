import ChartScene
import Foundation

/// What an offline page needs to turn a 3D chart in its script: the box's place, the pose, the
/// ticks, and the marks in box coordinates with their colours before light, as JSON.
extension Chart3DRenderer {
    /// The placement `render(in:)` uses: the plot's room, and the box's centre and scale in it.
    func viewport(in rect: SceneRect, legend: Bool) -> Chart3DViewport {
        let legendHeight = legend ? legendRowHeight + 10 : 0
        let plot = SceneRect(x: rect.x, y: rect.y, width: rect.width, height: max(0, rect.height - legendHeight))
        let projection = Chart3DProjection(pose: options.resolvedPose, projection: options.projection)
        // The box's corners stay within 0.87 box units of the centre at any pose; the labels need
        // a margin beyond that, and a perspective camera enlarges the near corners.
        let titled = chartOptions.xAxis.title != nil || chartOptions.yAxis.title != nil || options.zTitle != nil
        let margin = titled ? 52.0 : 34.0
        var unit = max(1, (min(plot.width, plot.height) / 2 - margin) / 0.8)
        if projection.perspective { unit *= 0.8 }
        return Chart3DViewport(projection: projection, centerX: plot.midX, centerY: plot.midY, unit: unit)
    }

    func turningJSON(in rect: SceneRect) -> String {
        let (x, y, z, surfaces) = scales()
        let series = seriesKeys
        let viewport = viewport(in: rect, legend: chartOptions.legend != .hidden && !series.keys.isEmpty)
        let paints = MarkPaints(renderer: self, seriesKeys: series.keys, yScale: y)
        let pose = options.resolvedPose
        func n(_ v: Double) -> String { v.isFinite ? String(format: "%.4f", v) : "null" }
        func hex(_ c: RGBA) -> String {
            func b(_ v: Double) -> String { String(format: "%02x", Int(saturating: (min(1, max(0, v)) * 255).rounded())) }
            return "\"#" + b(c.red) + b(c.green) + b(c.blue) + "\""
        }
        func rgb(_ c: RGBA) -> String { n(c.red) + "," + n(c.green) + "," + n(c.blue) }
        func ticks(_ s: Scale3D, _ visible: Bool) -> String {
            guard visible else { return "[]" }
            return "[" + s.ticks(count: 5, locale: locale).map { "[" + n($0.position) + "," + Self.jsonString($0.label) + "]" }
                .joined(separator: ",") + "]"
        }
        var out = "{\"cx\":" + n(viewport.centerX) + ",\"cy\":" + n(viewport.centerY) + ",\"unit\":" + n(viewport.unit)
        out += ",\"persp\":" + (viewport.projection.perspective ? "true" : "false")
        out += ",\"layers\":" + String(sphereLayers)
        out += ",\"az\":" + n(pose.azimuth.degrees) + ",\"inc\":" + n(pose.inclination.degrees)
        out += ",\"grid\":" + hex(theme.gridLine) + ",\"font\":" + n(theme.axisFont.size)
        out += ",\"ticks\":{\"x\":" + ticks(x, chartOptions.xAxis.visibility != .hidden) + ",\"y\":" + ticks(y, chartOptions.yAxis.visibility != .hidden)
        out += ",\"z\":" + ticks(z, options.zAxis != .hidden) + "}"
        out += ",\"surf\":[" + surfaces.map { s in surfaceJSON(s, y: y, paints: paints, number: n) }.joined(separator: ",") + "]"
        var points: [String] = [], rules: [String] = [], polys: [String] = []
        for m in marks where m.kind != .surface {
            guard let xs = span(m.x, x), let ys = span(m.y, y), let zs = span(m.z, z) else { continue }
            let inside = { (v: Double) in v >= -0.5 - 1e-9 && v <= 0.5 + 1e-9 }
            guard [xs.0, xs.1, ys.0, ys.1, zs.0, zs.1].allSatisfy(inside) else { continue }
            let color = paints.color(of: m)
            let lighting = Chart3DLighting(metalness: m.metalness, roughness: m.roughness)
            switch m.kind {
            case .point:
                let size = m.symbolSize ?? 0.04
                let diameter = size < 1 ? size * viewport.unit : size
                points.append("[" + [xs.0, ys.0, zs.0].map(n).joined(separator: ",") + "," + rgb(color) + "," + n(diameter) + ","
                              + n(lighting.metalness) + "," + n(lighting.roughness) + "]")
            case .rule:
                let noRange = m.x?.end == nil && m.y?.end == nil && m.z?.end == nil
                rules.append("[" + [xs.0, noRange ? -0.5 : ys.0, zs.0, xs.1, ys.1, zs.1].map(n).joined(separator: ",") + "," + rgb(color) + "]")
            case .rectangle:
                let r = rectangleCorners(m, spans: (xs, ys, zs))
                polys.append("[" + r.corners.flatMap { [$0.x, $0.y, $0.z] }.map(n).joined(separator: ",") + "," + rgb(color) + ","
                             + [r.normal.x, r.normal.y, r.normal.z, lighting.metalness, lighting.roughness].map(n).joined(separator: ",") + "]")
            case .surface:
                break
            }
        }
        out += ",\"pts\":[" + points.joined(separator: ",") + "],\"rules\":[" + rules.joined(separator: ",") + "],\"polys\":["
        out += polys.joined(separator: ",") + "]}"
        return out
    }

    func surfaceJSON(_ s: SurfaceGrid, y: Scale3D, paints: MarkPaints, number n: (Double) -> String) -> String {
        let mark = marks[s.markIndex]
        let lighting = Chart3DLighting(metalness: mark.metalness, roughness: mark.roughness)
        let w = s.samples + 1
        let heights = s.values.map { $0.isFinite ? n(min(0.5, max(-0.5, y.position($0)))) : "null" }
        let coloring = paints.surfaceColoring(mark)
        var colors: [String] = []
        colors.reserveCapacity(s.samples * s.samples)
        for j in 0..<s.samples {
            for i in 0..<s.samples {
                let a = j * w + i, b = a + 1, c = a + w + 1, d = a + w
                let v = [s.values[a], s.values[b], s.values[c], s.values[d]]
                guard v.allSatisfy(\.isFinite) else { colors.append("null"); continue }
                let base = s.baseColor(coloring, corners: [a, b, c, d], y: y)
                colors.append("[" + n(base.red) + "," + n(base.green) + "," + n(base.blue) + "]")
            }
        }
        return "{\"n\":" + String(s.samples) + ",\"xs\":[" + s.xs.map(n).joined(separator: ",") + "],\"zs\":["
            + s.zs.map(n).joined(separator: ",") + "],\"y\":[" + heights.joined(separator: ",") + "],\"c\":["
            + colors.joined(separator: ",") + "],\"m\":" + n(lighting.metalness) + ",\"r\":" + n(lighting.roughness) + "}"
    }

    /// `s` as a JSON string, safe inside an HTML `<script>` element.
    static func jsonString(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<", ">", "&", "\u{2028}", "\u{2029}": out += String(format: "\\u%04x", u.value)
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
}
