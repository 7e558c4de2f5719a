import Foundation

/// The resolve stage: infers the scale kind of each axis, orients bars and areas, and stacks them.
package struct MarkResolver {
    package var warnings: [ChartWarning] = []

    package init() {}

    /// The kinds of the x and y scales, from every value plotted on them.
    package static func scaleKinds(of marks: [MarkSpec]) -> (x: PositionScaleKind?, y: PositionScaleKind?) {
        var xs: [DataValue] = [], ys: [DataValue] = []
        for m in marks {
            for s in m.x.slots { xs.append(s.value) }
            for s in m.y.slots { ys.append(s.value) }
        }
        return (PositionScaleKind.infer(from: xs), PositionScaleKind.infer(from: ys))
    }

    /// Resolves marks: value axes, keys and stacks.
    package mutating func resolve(_ marks: [MarkSpec], xKind: PositionScaleKind?, yKind: PositionScaleKind?) -> [ResolvedMark] {
        var resolved: [ResolvedMark] = []
        resolved.reserveCapacity(marks.count)
        for (i, m) in marks.enumerated() {
            let valueAxis = Self.valueAxis(of: m, xKind: xKind, yKind: yKind)
            let color = m.style.foregroundBy.map { $0.value.categoryKey }
            let symbol = m.style.symbolBy.map { $0.value.categoryKey }
            let series = m.series?.value.categoryKey ?? color ?? symbol ?? ""
            resolved.append(ResolvedMark(spec: m, index: i, valueAxis: valueAxis, stacked: nil, seriesKey: series,
                                         colorKey: color, symbolKey: symbol,
                                         dodgeKey: m.style.dodge.map { $0.slot.value.categoryKey }))
        }
        stack(&resolved)
        return resolved
    }

    /// Bars, areas and rectangles measure along the axis with numbers; when both or neither do,
    /// vertical is the default, as in Swift Charts.
    static func valueAxis(of m: MarkSpec, xKind: PositionScaleKind?, yKind: PositionScaleKind?) -> PositionAxis? {
        switch m.kind {
        case .bar, .area, .rectangle:
            break
        default:
            return nil
        }
        func quantitative(_ e: AxisEncoding, _ kind: PositionScaleKind?) -> Bool {
            switch e {
            case .value, .interval: return kind == .linear
            default: return false
            }
        }
        let xq = quantitative(m.x, xKind), yq = quantitative(m.y, yKind)
        if case .interval = m.y { return .y }
        if case .interval = m.x { return .x }
        if yq { return .y }
        if xq { return .x }
        if case .fixed = m.y { return .y }
        if case .fixed = m.x { return .x }
        return .y
    }

    /// Stacks bars and areas that share a position on the other axis, per stacking method.
    mutating func stack(_ marks: inout [ResolvedMark]) {
        var groupIndex: [String: Int] = [:]
        var members: [Int] = [], groups: [Int] = [], values: [Double] = [], methods: [StackingMethod] = []
        for (i, m) in marks.enumerated() {
            guard let axis = m.valueAxis, m.kind == .bar || m.kind == .area else { continue }
            let valueEncoding = axis == .x ? m.spec.x : m.spec.y
            guard case .value(let slot) = valueEncoding, let v = slot.value.number else { continue }
            let method = m.spec.stacking ?? .standard
            let other = axis == .x ? m.spec.y : m.spec.x
            let position = Self.positionKey(other)
            // Marks stack only with their own kind, method and dodge slot at the same position.
            let key = "\(m.kind.rawValue)|\(method)|\(m.dodgeKey ?? "")|\(position)"
            let g: Int
            if let existing = groupIndex[key] { g = existing } else { g = groupIndex.count; groupIndex[key] = g }
            members.append(i); groups.append(g); values.append(v); methods.append(method)
        }
        guard !members.isEmpty else { return }
        // Each method stacks its own groups; the group keys already separate the methods.
        for method in [StackingMethod.standard, .normalized, .center, .unstacked] {
            let picked = methods.indices.filter { methods[$0] == method }
            guard !picked.isEmpty else { continue }
            let extents = Stacker.stack(values: picked.map { values[$0] }, groups: picked.map { groups[$0] }, method: method)
            for (j, p) in picked.enumerated() {
                marks[members[p]].stacked = extents[j]
            }
        }
    }

    /// The position of a mark on its non-value axis as a key: the category, the date's unit start, the number.
    static func positionKey(_ e: AxisEncoding) -> String {
        switch e {
        case .value(let s): return s.value.categoryKey + (s.unit.map { "|\($0)" } ?? "")
        case .interval(let a, let b): return a.value.categoryKey + "…" + b.value.categoryKey
        case .fixed(let a, let b): return "fixed \(a ?? -1) \(b ?? -1)"
        case .absent: return ""
        }
    }
}
