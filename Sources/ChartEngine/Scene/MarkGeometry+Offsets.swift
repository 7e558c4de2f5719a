import ChartScene

extension MarkGeometry {
    /// A mark's extent along `axis` with its start and end moved by `offset(xStart:xEnd:yStart:yEnd:)`.
    /// The start is the end the extent begins at: a bar's baseline, an interval's first value, a
    /// rule's first coordinate (the plot's top or leading edge when it spans the plot).
    func shifted(_ extent: (Double, Double), _ m: ResolvedMark, axis: PositionAxis) -> (Double, Double) {
        let o = m.spec.style.rangeOffset
        if o.isZero { return extent }
        return axis == .x ? (extent.0 + o.xStart, extent.1 + o.xEnd) : (extent.0 + o.yStart, extent.1 + o.yEnd)
    }
}
