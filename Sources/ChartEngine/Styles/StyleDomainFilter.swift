/// Marks whose style value lies outside a domain the user fixed get no style, so they are not
/// drawn, as in Swift Charts; the chart reports how many.
package enum StyleDomainFilter {
    /// The marks to draw, and a warning per style scale that left some out.
    package static func apply(_ marks: [MarkSpec], options: StyleScaleOptions) -> (marks: [MarkSpec], warnings: [ChartWarning]) {
        let checks: [(name: String, keys: Set<String>, slot: (MarkStyle) -> ValueSlot?)] = [
            ("foreground style", keys(options.foreground), { $0.foregroundBy }),
            ("symbol", keys(options.symbol), { $0.symbolBy }),
            ("symbol size", keys(options.symbolSize), { $0.symbolSizeBy }),
            ("line style", keys(options.lineStyle), { $0.lineStyleBy }),
        ].compactMap { c in c.1.map { (c.0, $0, c.2) } }
        guard !checks.isEmpty else { return (marks, []) }
        var counts = [Int](repeating: 0, count: checks.count)
        var labels = [String?](repeating: nil, count: checks.count)
        let kept = marks.filter { m in
            var keep = true
            for (i, c) in checks.enumerated() {
                guard let slot = c.slot(m.style), !c.keys.contains(slot.value.categoryKey) else { continue }
                counts[i] += 1
                labels[i] = labels[i] ?? slot.label
                keep = false
            }
            return keep
        }
        var warnings: [ChartWarning] = []
        for (i, c) in checks.enumerated() where counts[i] > 0 {
            let n = counts[i]
            warnings.append(ChartWarning("\(n) mark\(n == 1 ? " was" : "s were") not drawn: \(n == 1 ? "its" : "their") \(labels[i] ?? "value") is not in the \(c.name) scale's domain."))
        }
        return (kept, warnings)
    }

    /// The keys of a categorical domain the user fixed; nil when there is none to check against.
    static func keys<V>(_ spec: StyleScaleSpec<V>) -> Set<String>? {
        guard case .values(let values)? = spec.domain, spec.kind.map({ !$0.isContinuous }) ?? true else { return nil }
        return Set(values.map(\.categoryKey))
    }
}
