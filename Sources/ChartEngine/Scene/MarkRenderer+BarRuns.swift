import ChartScene

extension MarkRenderer {
    /// The bars of a run as one shape: their outline per pixel column (see ``BarEnvelope``), each
    /// bar sized across as a bar mark of the chart is (its width against the step between positions).
    func barRun(_ m: ResolvedMark, _ run: MarkRun) -> SceneNode? {
        let axis = m.valueAxis ?? .y, across = axis.other
        guard case .value(let xSlot) = m.spec.x, case .value(let ySlot) = m.spec.y,
              let crossScale = geometry.scale(across), let valueScale = geometry.scale(axis) else { return nil }
        let (crossColumn, valueColumn) = axis == .y ? (run.xs, run.ys) : (run.ys, run.xs)
        let (crossSlot, valueSlot) = axis == .y ? (xSlot, ySlot) : (ySlot, xSlot)
        // A plain linear or time scale places each value as it is read; any other, a column of positions first.
        let crossMap = Self.plainMap(crossScale, crossSlot), valueMap = Self.plainMap(valueScale, valueSlot)
        let cross = crossMap == nil ? crossScale.positions(of: crossColumn, like: crossSlot) : crossColumn
        let value = valueMap == nil ? valueScale.positions(of: valueColumn, like: valueSlot) : valueColumn
        let dimension = axis == .y ? m.spec.width : m.spec.height
        let step = geometry.step(across)
        let width = dimension == .automatic ? step * MarkGeometry.barRatio
                                            : dimension.length(step: step, fallbackRatio: MarkGeometry.barRatio)
        let (dx, dy) = m.spec.style.offset
        let span = (lo: geometry.plotStart(across), hi: geometry.plotEnd(across))
        let path = BarEnvelope.path(cross: cross, value: value, crossMap: crossMap, valueMap: valueMap, base: valueScale.baseline,
                                    halfWidth: width / 2, span: span) { c, v in
            axis == .y ? ScenePoint(c + dx, v + dy) : ScenePoint(v + dx, c + dy)
        }
        guard !path.isEmpty else { return nil }
        let hidden = m.spec.style.accessibilityHidden
        return .shape(SceneShape(path: path, fill: geometry.styles.paint(for: m), opacity: m.spec.style.opacity,
                                 semantics: SceneSemantics(classes: Self.markClasses(.bar), hidden: hidden)))
    }

    /// The linear map that places `slot`'s values on `scale` as ``PositionScale/positions(of:like:)``
    /// does, when that is all it does.
    static func plainMap(_ scale: PositionScale, _ slot: ValueSlot) -> LinearScale? {
        guard scale.transform == .identity, slot.unit == nil else { return nil }
        switch (scale.kind, slot.value) {
        case (.linear, .number), (.time, .date): return scale.linear
        default: return nil
        }
    }
}
