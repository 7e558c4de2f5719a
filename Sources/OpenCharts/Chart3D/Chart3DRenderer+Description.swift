import ChartEngine
import Foundation

extension Chart3DRenderer {
    /// The most rows and columns of a surface's grid that its description lists.
    static let describedSurfaceSide = 11

    /// What a 3D chart shows, for Describe Chart, the data table and the audio graph: its three
    /// axes with their ranges or categories, the points by series (x, y and z, in x order), and
    /// each surface as rows of its sampled grid, one series per depth, so the audio
    /// graph plays y over x slice after slice.
    func chartDescription(scales: (x: Scale3D, y: Scale3D, z: Scale3D)) -> ChartDescription {
        let axes = (x: axis(scales.x, name: "X"), y: axis(scales.y, name: "Y"), z: axis(scales.z, name: "Z"))
        func number(_ value: Channel3D.Value?, _ scale: Scale3D) -> Double {
            switch (value, scale.domain) {
            case (.number(let v)?, .numbers): return v
            case (.category(let c)?, .categories(let names)): return names.firstIndex(of: c).map(Double.init) ?? .nan
            default: return .nan
            }
        }
        // Points by series, in order of first appearance; rules and rectangles only in a chart
        // without points, where they are the data rather than stems or floors under it.
        var order: [String] = []
        var rows: [String: [(x: Double, y: Double, z: Double)]] = [:]
        let hasPoints = marks.contains { $0.kind == .point }
        for m in marks where m.kind != .surface && (m.kind == .point || !hasPoints) {
            let key = m.series?.key ?? ""
            if rows[key] == nil { order.append(key) }
            rows[key, default: []].append((number(m.x?.start, scales.x), number(m.y?.start, scales.y), number(m.z?.start, scales.z)))
        }
        var series: [SeriesDescription] = order.map { key in
            let points = (rows[key] ?? []).sorted { ($0.x, $0.z) < ($1.x, $1.z) }
            return Self.series(name: key.isEmpty ? (seriesKeys.keys.isEmpty ? "Points" : "Other") : key,
                               points: points, axes: axes, continuous: false)
        }
        // Surfaces: their function on a grid of at most 11 × 11, a series for each depth.
        let zName = scales.z.label.isEmpty ? "z" : scales.z.label
        var surfaceNumber = 0
        for m in marks where m.kind == .surface {
            guard let f = m.function, case .numbers = scales.x.domain, case .numbers = scales.z.domain else { continue }
            surfaceNumber += 1
            let n = Self.describedSurfaceSide - 1
            let ts = (0...n).map { Double($0) / Double(n) - 0.5 }
            for tz in ts {
                let z = scales.z.value(at: tz)
                let points = ts.map { tx -> (x: Double, y: Double, z: Double) in
                    let x = scales.x.value(at: tx)
                    return (x, f.evaluate(x, z), z)
                }
                let surface = surfaceNumber == 1 ? "Surface" : "Surface \(surfaceNumber)"
                series.append(Self.series(name: "\(surface), \(zName) \(axes.z.words(z))", points: points, axes: axes, continuous: true))
            }
        }
        var d = ChartDescription(kind: .threeDimensional, x: axes.x, y: axes.y, series: series)
        d.z = axes.z
        d.seriesTitle = seriesKeys.label.isEmpty ? nil : seriesKeys.label
        return d
    }

    /// One series of points: spoken as "x, y, z" with the axes' words.
    static func series(name: String, points: [(x: Double, y: Double, z: Double)],
                       axes: (x: AxisDescription, y: AxisDescription, z: AxisDescription), continuous: Bool) -> SeriesDescription {
        // Each point's words are made only when read (a key press, the data table), not for every
        // point of a large chart at each render.
        let xs = points.map(\.x), ys = points.map(\.y), zs = points.map(\.z)
        let labels = PointLabels { i in
            guard xs.indices.contains(i) else { return "" }
            return [axes.x.text(xs[i]), axes.y.text(ys[i]), axes.z.text(zs[i])].joined(separator: ", ")
        }
        var s = SeriesDescription(name: name, isContinuous: continuous, x: xs, y: ys, labels: labels)
        s.z = zs
        return s
    }

    /// An axis of the description from a 3D scale: its range or categories, values written as
    /// the marks' labels write them.
    func axis(_ scale: Scale3D, name: String) -> AxisDescription {
        switch scale.domain {
        case .numbers(let lo, let hi):
            return AxisDescription(title: scale.label, range: lo...hi, position: name,
                                   words: ValueWords { $0.isFinite ? NumberFormatting3D.plain($0) : "–" })
        case .categories(let names):
            return AxisDescription(title: scale.label, categories: names, position: name,
                                   words: ValueWords { v in AxisDescription.index(v).flatMap { names.indices.contains($0) ? names[$0] : nil } ?? "" })
        }
    }
}
