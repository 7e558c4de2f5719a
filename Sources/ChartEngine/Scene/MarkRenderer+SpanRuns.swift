import ChartScene

extension MarkRenderer {
    /// Whether `m` is a run of rules or rectangles drawn as one shape (see ``spanRun(_:_:)``).
    static func isSpanRun(_ m: ResolvedMark) -> Bool {
        (m.kind == .rule || m.kind == .rectangle) && m.spec.run != nil && m.spec.run?.styles == nil
    }

    /// The rules or rectangles of a run as one shape: the region they cover, merged per pixel column
    /// (see ``SpanEnvelope``). A rule is the rectangle its stroke covers (its caps are butt).
    func spanRun(_ m: ResolvedMark, _ run: MarkRun) -> SceneNode? {
        guard let (vertical, cross, lo, hi) = spanColumns(m, run) else { return nil }
        let (dx, dy) = m.spec.style.offset
        let path = SpanEnvelope.path(crossLo: cross.lo, crossHi: cross.hi, valueLo: lo, valueHi: hi) { c, v in
            vertical ? ScenePoint(c + dx, v + dy) : ScenePoint(v + dx, c + dy)
        }
        guard !path.isEmpty else { return nil }
        let hidden = m.spec.style.accessibilityHidden
        return .shape(SceneShape(path: path, fill: geometry.styles.paint(for: m), opacity: m.spec.style.opacity,
                                 semantics: SceneSemantics(classes: Self.markClasses(m.kind), hidden: hidden)))
    }

    /// The run's spans in picture coordinates: whether the columns run across x (vertical rules,
    /// rectangles), each span's extent across them, and its two ends along them. A rectangle's axis
    /// may be an interval, fixed coordinates, or a value it is centred on.
    func spanColumns(_ m: ResolvedMark, _ run: MarkRun)
        -> (vertical: Bool, cross: (lo: [Double], hi: [Double]), lo: [Double], hi: [Double])? {
        let n = run.count
        /// The positions of one axis's values: a column of values, one of interval ends, or the fixed span.
        func along(_ axis: PositionAxis) -> (lo: [Double], hi: [Double])? {
            let e = axis == .x ? m.spec.x : m.spec.y
            let starts = axis == .x ? run.xs : run.ys, ends = axis == .x ? run.xEnds : run.yEnds
            switch e {
            case .interval(let a, let b):
                guard let ends, let s = geometry.scale(axis) else { return nil }
                return (s.positions(of: starts, like: a), s.positions(of: ends, like: b))
            case .fixed(let s, let t):
                let start = geometry.plotStart(axis), end = geometry.plotEnd(axis)
                return ([Double](repeating: start + (s ?? 0), count: n), [Double](repeating: start + (t ?? (end - start)), count: n))
            case .absent:
                return ([Double](repeating: geometry.plotStart(axis), count: n), [Double](repeating: geometry.plotEnd(axis), count: n))
            case .value(let slot):
                // A rectangle's value (a heat map's cell): centred on it, sized by its dimension against
                // the step, as a lone rectangle among others at different values is.
                guard m.kind == .rectangle, let s = geometry.scale(axis) else { return nil }
                let dimension = axis == .x ? m.spec.width : m.spec.height
                let half = dimension.length(step: geometry.step(axis), fallbackRatio: MarkGeometry.rectangleRatio) / 2
                let p = s.positions(of: starts, like: slot)
                return (p.map { $0 - half }, p.map { $0 + half })
            }
        }
        if m.kind == .rectangle {
            guard let x = along(.x), let y = along(.y) else { return nil }
            return (true, x, y.lo, y.hi)
        }
        // A rule: at a value on one axis, across the other.
        let vertical: Bool
        switch (m.spec.x, m.spec.y) {
        case (.value, .value): return nil
        case (.value, _): vertical = true
        case (_, .value): vertical = false
        default: return nil
        }
        let at: PositionAxis = vertical ? .x : .y
        guard case .value(let slot) = vertical ? m.spec.x : m.spec.y, let scale = geometry.scale(at),
              let span = along(vertical ? .y : .x) else { return nil }
        let width = m.spec.style.lineStyle?.width ?? 1, half = width / 2
        let positions = scale.positions(of: vertical ? run.xs : run.ys, like: slot)
        var lo = span.lo, hi = span.hi
        if m.spec.style.lineStyle?.cap == .square {
            for i in 0..<n {
                if lo[i] <= hi[i] { lo[i] -= half; hi[i] += half } else { lo[i] += half; hi[i] -= half }
            }
        }
        return (vertical, (positions.map { $0 - half }, positions.map { $0 + half }), lo, hi)
    }
}
