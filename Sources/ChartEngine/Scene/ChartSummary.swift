import Foundation

/// A short description of a chart for its `<desc>`: the mark types, how many, and what each axis shows.
package struct ChartSummary {
    package var text: String

    package init(marks: [ResolvedMark], layout: ChartLayout, styles: StyleScales) {
        // Kinds in order of first appearance, counted in one pass.
        var kinds: [MarkKind] = [], counts: [MarkKind: Int] = [:]
        for m in marks {
            let k = m.kind
            if counts[k] == nil { kinds.append(k) }
            counts[k, default: 0] += 1
        }
        guard !kinds.isEmpty else { text = "An empty chart."; return }
        let names = kinds.map { k -> String in
            let n = counts[k] ?? 0
            return "\(n) \(Self.noun(k, plural: n != 1))"
        }
        var sentences = ["A chart of " + Self.list(names) + "."]
        for (axis, scale, ticks) in [("X", layout.x, layout.xTicks), ("Y", layout.y, layout.yTicks)] {
            guard let scale else { continue }
            let label = Self.axisLabel(marks: marks, axis: axis == "X" ? .x : .y)
            switch scale.kind {
            case .band:
                sentences.append("\(axis) axis\(label): \(ticks.count) categor\(ticks.count == 1 ? "y" : "ies").")
            case .linear, .time:
                if let a = ticks.first?.label, let b = ticks.last?.label {
                    // Two-line date labels ("1\nJun") read as one phrase.
                    let (a1, b1) = (a.replacingOccurrences(of: "\n", with: " "), b.replacingOccurrences(of: "\n", with: " "))
                    sentences.append("\(axis) axis\(label): \(a1) to \(b1).")
                }
            }
        }
        if !styles.colorDomain.isEmpty {
            sentences.append("Colour shows \(styles.colorLabel ?? "series"): " + Self.list(styles.colorDomain) + ".")
        }
        text = sentences.joined(separator: " ")
    }

    static func axisLabel(marks: [ResolvedMark], axis: PositionAxis) -> String {
        for m in marks {
            if let s = (axis == .x ? m.spec.x : m.spec.y).firstSlot { return " (\(s.label))" }
        }
        return ""
    }

    static func noun(_ k: MarkKind, plural: Bool) -> String {
        let base: String
        switch k {
        case .bar: base = "bar"
        case .line: base = "line point"
        case .point: base = "point"
        case .area: base = "area point"
        case .rule: base = "rule"
        case .rectangle: base = "rectangle"
        case .sector: base = "sector"
        }
        return plural ? base + "s" : base
    }

    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }
}
