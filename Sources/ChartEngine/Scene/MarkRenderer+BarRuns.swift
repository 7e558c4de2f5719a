import ChartScene

extension MarkRenderer {
    /// The bars of a run as one shape: their outline per pixel column (see ``BarEnvelope``), each
    /// bar sized across as a bar mark of the chart is (its width against the step between positions).
    func barRun(_ m: ResolvedMark, _ run: MarkRun) -> SceneNode? {
        let axis = m.valueAxis ?? .y, across = axis.other
        guard case .value(let xSlot) = m.spec.x, case .value(let ySlot) = m.spec.y,
              let crossScale = geometry.scale(across), let valueScale = geometry.scale(axis) else { return nil }
        let cross = axis == .y ? crossScale.positions(of: run.xs, like: xSlot) : crossScale.positions(of: run.ys, like: ySlot)
        let value = axis == .y ? valueScale.positions(of: run.ys, like: ySlot) : valueScale.positions(of: run.xs, like: xSlot)
        let dimension = axis == .y ? m.spec.width : m.spec.height
        let step = geometry.step(across)
        let width = dimension == .automatic ? step * MarkGeometry.barRatio
                                            : dimension.length(step: step, fallbackRatio: MarkGeometry.barRatio)
        let (dx, dy) = m.spec.style.offset
        let span = (lo: geometry.plotStart(across), hi: geometry.plotEnd(across))
        let path = BarEnvelope.path(cross: cross, value: value, base: valueScale.baseline, halfWidth: width / 2, span: span) { c, v in
            axis == .y ? ScenePoint(c + dx, v + dy) : ScenePoint(v + dx, c + dy)
        }
        guard !path.isEmpty else { return nil }
        let hidden = m.spec.style.accessibilityHidden
        return .shape(SceneShape(path: path, fill: geometry.styles.paint(for: m), opacity: m.spec.style.opacity,
                                 semantics: SceneSemantics(classes: Self.markClasses(.bar), hidden: hidden)))
    }
}
