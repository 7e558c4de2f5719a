import ChartScene

extension MarkRenderer {
    /// An annotation's rectangle kept inside its boundary on each axis, as its overflow
    /// resolution asks: the chart's frame unless the user chose the plot, or nothing.
    func fitted(_ r: SceneRect, _ overflow: AnnotationOverflow) -> SceneRect {
        // Automatic resolution keeps an annotation off the y axis's labels beside the plot (the
        // plot's width) when it fits there, and inside the chart's frame otherwise.
        var xStrategy = overflow.x
        if case .automatic = xStrategy, r.width <= geometry.plot.width { xStrategy = .fit(.plot) }
        let x = fit(r.minX, length: r.width, strategy: xStrategy, within: (geometry.frame.minX, geometry.frame.maxX),
                    plot: (geometry.plot.minX, geometry.plot.maxX))
        let y = fit(r.minY, length: r.height, strategy: overflow.y, within: (geometry.frame.minY, geometry.frame.maxY),
                    plot: (geometry.plot.minY, geometry.plot.maxY))
        return SceneRect(x: x, y: y, width: r.width, height: r.height)
    }

    func fit(_ start: Double, length: Double, strategy: AnnotationOverflowStrategy, within chart: (Double, Double),
             plot: (Double, Double)) -> Double {
        switch strategy {
        case .disabled: return start
        case .fit(.plot): return Self.fit(start, length: length, lo: plot.0, hi: plot.1)
        case .automatic, .padScale, .fit(.automatic), .fit(.chart): return Self.fit(start, length: length, lo: chart.0, hi: chart.1)
        }
    }

    /// The start of a run of `length` moved as little as possible to lie within `lo...hi`; a run
    /// longer than the room starts at `lo`.
    static func fit(_ start: Double, length: Double, lo: Double, hi: Double) -> Double {
        guard start.isFinite, length.isFinite, lo.isFinite, hi.isFinite, hi >= lo else { return start }
        if length >= hi - lo { return lo }
        return min(max(start, lo), hi - length)
    }
}
