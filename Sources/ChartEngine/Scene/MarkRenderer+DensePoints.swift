import ChartScene

extension MarkRenderer {
    /// Draws mark `i` into `points` when it is a point drawn as a plain symbol (no symbol view, clip
    /// or mask) in a chart too dense to label, adding its annotations to `annotations`; whether it
    /// did. A point that cannot be placed is taken and draws nothing, as ``single(_:labelled:)`` does.
    func addDensePoint(_ m: ResolvedMark, at i: Int, to points: inout DensePointMerger, annotations: inout [SceneNode]) -> Bool {
        guard m.kind == .point else { return false }
        let plain = m.spec.style.isDefault
        if !plain && (m.spec.style.symbolView != nil || m.isDecorated) { return false }
        points.begin(mark: i, order: m.index, zIndex: plain ? 0 : m.spec.style.zIndex)
        guard let px = geometry.position(of: m, axis: .x), let py = geometry.position(of: m, axis: .y),
              px.isFinite, py.isFinite else { return true }
        let (dx, dy) = plain ? (0, 0) : m.spec.style.offset
        let c = ScenePoint(px + dx, py + dy)
        guard c.x.isFinite, c.y.isFinite else { return true }
        let area = (plain ? nil : m.spec.style.symbolSize) ?? geometry.styles.symbolSize(for: m) ?? SymbolPath.defaultArea
        let style = DensePointMerger.Style(kind: geometry.styles.symbol(for: m) ?? .circle, area: area,
                                           paint: geometry.styles.paint(for: m),
                                           opacity: plain ? 1 : m.spec.style.opacity,
                                           hidden: plain ? false : m.spec.style.accessibilityHidden)
        points.add(c, style: style)
        if !plain && !m.spec.style.annotations.isEmpty {
            annotations += annotate(m, anchor: SymbolPath.path(style.kind, at: c, area: area).controlPointBounds)
        }
        return true
    }
}
