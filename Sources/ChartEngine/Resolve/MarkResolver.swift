import Foundation

/// The resolve stage: infers the scale kind of each axis, orients bars and areas, and stacks them.
package struct MarkResolver {
    package var warnings: [ChartWarning] = []

    /// The calendar that places dates plotted with a unit.
    package var calendar: Calendar = .current

    package init(calendar: Calendar = .current) { self.calendar = calendar }

    /// The kinds of the x and y scales, from every value plotted on them.
    package static func scaleKinds(of marks: [MarkSpec]) -> (x: PositionScaleKind?, y: PositionScaleKind?) {
        var x = ValueKinds(), y = ValueKinds()
        for i in marks.indices {
            x.add(marks[i].x)
            y.add(marks[i].y)
        }
        return (x.scaleKind, y.scaleKind)
    }

    /// Resolves marks: value axes, keys and stacks.
    package mutating func resolve(_ marks: [MarkSpec], xKind: PositionScaleKind?, yKind: PositionScaleKind?) -> [ResolvedMark] {
        var valueAxes: [PositionAxis?] = [], seriesKeys: [String] = []
        var colorKeys: [String?] = [], symbolKeys: [String?] = [], dodgeKeys: [String?] = []
        valueAxes.reserveCapacity(marks.count); seriesKeys.reserveCapacity(marks.count)
        colorKeys.reserveCapacity(marks.count); symbolKeys.reserveCapacity(marks.count); dodgeKeys.reserveCapacity(marks.count)
        for i in marks.indices {
            let color = marks[i].style.foregroundBy.map { $0.value.categoryKey }
            let symbol = marks[i].style.symbolBy.map { $0.value.categoryKey }
            valueAxes.append(Self.valueAxis(of: marks[i], xKind: xKind, yKind: yKind))
            let line = marks[i].style.lineStyleBy.map { $0.value.categoryKey }
            seriesKeys.append(marks[i].series?.value.categoryKey ?? color ?? symbol ?? line ?? "")
            colorKeys.append(color)
            symbolKeys.append(symbol)
            dodgeKeys.append(marks[i].style.dodge.map { $0.slot.value.categoryKey })
        }
        let stacked = Self.stack(marks, valueAxes: valueAxes, dodgeKeys: dodgeKeys, calendar: calendar)
        return ResolvedMarks(specs: marks, valueAxes: valueAxes, stacked: stacked, seriesKeys: seriesKeys,
                             colorKeys: colorKeys, symbolKeys: symbolKeys, dodgeKeys: dodgeKeys).rows
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
        // A bar or area made with `x:` and `y:` (the initializers that take a stacking method)
        // spans a range value, such as a histogram's bin, and measures along the other axis.
        if m.stacking != nil {
            if case .interval = m.x, case .value = m.y, yq { return .y }
            if case .interval = m.y, case .value = m.x, xq { return .x }
        }
        if case .interval = m.y { return .y }
        if case .interval = m.x { return .x }
        if yq { return .y }
        if xq { return .x }
        if case .fixed = m.y { return .y }
        if case .fixed = m.x { return .x }
        return .y
    }

    /// The stacked extent of each mark: bars and areas that share a position on the other axis
    /// stack per stacking method; other marks get `nil`.
    static func stack(_ marks: [MarkSpec], valueAxes: [PositionAxis?], dodgeKeys: [String?], calendar: Calendar) -> [(start: Double, end: Double)?] {
        var stacked = [(start: Double, end: Double)?](repeating: nil, count: marks.count)
        var members: [Int] = [], values: [Double] = [], methods: [StackingMethod] = []
        var positionKinds = ValueKinds()
        for i in marks.indices {
            // A run stacked in columns carries its own segments (see ``MarkRun/stacked``).
            guard let axis = valueAxes[i], marks[i].kind == .bar || marks[i].kind == .area, marks[i].run?.stacked == nil,
                  let v = axis == .x ? marks[i].x.singleNumber : marks[i].y.singleNumber else { continue }
            members.append(i); values.append(v); methods.append(marks[i].stacking ?? .standard)
            if axis == .x { positionKinds.add(marks[i].y) } else { positionKinds.add(marks[i].x) }
        }
        guard !members.isEmpty else { return stacked }
        // Marks stack only with their own kind, method and dodge slot at the same position.
        let asText = positionKinds.isMixed
        var groupIndex: [StackKey: Int] = [:]
        var groups: [Int] = []
        groups.reserveCapacity(members.count)
        var unitFloor = UnitFloor(calendar: calendar)
        for (k, i) in members.enumerated() {
            let position = valueAxes[i] == .x ? StackKey.Position(unitFloor.floor(marks[i].y), asText: asText)
                                              : StackKey.Position(unitFloor.floor(marks[i].x), asText: asText)
            let key = StackKey(kind: marks[i].kind, method: methods[k], dodge: dodgeKeys[i] ?? "", position: position)
            if let g = groupIndex[key] { groups.append(g) } else { groups.append(groupIndex.count); groupIndex[key] = groupIndex.count }
        }
        // Each method stacks its own groups; the group keys already separate the methods.
        for method in [StackingMethod.standard, .normalized, .center, .unstacked] {
            let picked = methods.indices.filter { methods[$0] == method }
            guard !picked.isEmpty else { continue }
            let extents = Stacker.stack(values: picked.map { values[$0] }, groups: picked.map { groups[$0] }, method: method)
            for (j, p) in picked.enumerated() {
                stacked[members[p]] = extents[j]
            }
        }
        return stacked
    }
}
