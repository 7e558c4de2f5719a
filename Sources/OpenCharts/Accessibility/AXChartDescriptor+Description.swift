import ChartEngine
import Foundation

/// A closure of the user's, called only on the rendering thread that made it.
private struct UserWords: @unchecked Sendable {
    let provide: (Double) -> String
}

extension ChartDescription {
    /// What the user's `AXChartDescriptor` says of its chart: its title, summary, axes and series,
    /// each point spoken as its label, x and y ("Saturday, Sat, 120 sold").
    init(_ d: AXChartDescriptor) {
        var categories = (d.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder ?? []
        var index = Dictionary(categories.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        // Categories the points use but the axis does not list come after its own, in order of use.
        if d.xAxis is AXCategoricalDataAxisDescriptor {
            for s in d.series { for p in s.dataPoints { if let c = p.xValue.category, index[c] == nil { index[c] = categories.count; categories.append(c) } } }
        }
        var x = Self.axis(d.xAxis, categories: categories)
        x.position = "X"
        let y = d.yAxis.map { a -> AxisDescription in var y = Self.axis(a, categories: []); y.position = "Y"; return y }
        let series = d.series.map { s -> SeriesDescription in
            let xs = s.dataPoints.map { p in p.xValue.category.map { Double(index[$0] ?? 0) } ?? p.xValue.number }
            let ys = s.dataPoints.map { $0.yValue?.number ?? .nan }
            let labels = s.dataPoints.enumerated().map { i, p -> String in
                var parts: [String] = []
                if let l = p.label, !l.isEmpty { parts.append(l) }
                parts.append(x.text(xs[i]))
                if let y, ys[i].isFinite { parts.append(y.words(ys[i])) }
                return parts.joined(separator: ", ")
            }
            return SeriesDescription(name: s.name ?? y?.title ?? "Series", isContinuous: s.isContinuous, x: xs, y: ys,
                                     labels: PointLabels(labels))
        }
        self.init(title: d.title, summary: d.summary, kind: .custom, x: x, y: y, series: series)
    }

    static func axis(_ a: any AXDataAxisDescriptor, categories: [String]) -> AxisDescription {
        if let n = a as? AXNumericDataAxisDescriptor {
            let words = UserWords(provide: n.valueDescriptionProvider)
            let lo = n.range.lowerBound.isFinite ? n.range.lowerBound : 0
            let hi = n.range.upperBound.isFinite ? max(lo, n.range.upperBound) : lo
            return AxisDescription(title: n.title, range: lo...hi, gridlines: n.gridlinePositions.filter(\.isFinite),
                                   isLogarithmic: n.scaleType != .linear, words: ValueWords { words.provide($0) })
        }
        let names = categories
        return AxisDescription(title: a.title, categories: names, gridlines: names.indices.map(Double.init),
                               words: ValueWords { v in guard let i = AxisDescription.index(v), names.indices.contains(i) else { return "" }; return names[i] })
    }
}

extension ChartRenderer {
    /// Describe Chart for every chart of a render, one after another, without their titles
    /// (the document's `<title>` holds the first).
    static func describe(_ descriptions: [ChartDescription], locale: Locale) -> String {
        let describer = ChartDescriber(locale: locale)
        return descriptions.map { d in
            var untitled = d
            untitled.title = nil
            return describer.text(for: untitled)
        }.joined(separator: " ")
    }
}
