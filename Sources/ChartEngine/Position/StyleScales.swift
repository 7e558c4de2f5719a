import ChartScene

/// The categorical style scales: colour for `foregroundStyle(by:)`, symbol for `symbol(by:)`,
/// and the slot order for `position(by:)`. Domains keep the order of first appearance.
package struct StyleScales: Sendable {
    package var colorDomain: [String] = []
    package var symbolDomain: [String] = []
    package var dodgeDomain: [String] = []
    package var colorLabel: String?
    package var symbolLabel: String?
    package var palette: [RGBA]

    /// Swift Charts' automatic symbol order.
    package static let symbolOrder: [SymbolKind] = [.circle, .square, .triangle, .diamond, .pentagon]

    package init(marks: [ResolvedMark], palette: [RGBA]) {
        self.palette = palette.isEmpty ? [RGBA(hex: 0x007AFF)] : palette
        var seenColor = Set<String>(), seenSymbol = Set<String>(), seenDodge = Set<String>()
        for m in marks {
            if let k = m.colorKey, seenColor.insert(k).inserted {
                colorDomain.append(k)
                colorLabel = colorLabel ?? m.spec.style.foregroundBy?.label
            }
            if let k = m.symbolKey, seenSymbol.insert(k).inserted {
                symbolDomain.append(k)
                symbolLabel = symbolLabel ?? m.spec.style.symbolBy?.label
            }
            if let k = m.dodgeKey, seenDodge.insert(k).inserted { dodgeDomain.append(k) }
        }
    }

    package func color(for key: String) -> RGBA {
        guard let i = colorDomain.firstIndex(of: key) else { return palette[0] }
        return palette[i % palette.count]
    }

    package func symbol(for key: String) -> SymbolKind {
        guard let i = symbolDomain.firstIndex(of: key) else { return .circle }
        return Self.symbolOrder[i % Self.symbolOrder.count]
    }

    /// The paint of a mark: its own style first, then its colour category, then the first colour.
    package func paint(for m: ResolvedMark) -> Paint {
        if let p = m.spec.style.foreground { return p }
        if let k = m.colorKey { return .color(color(for: k)) }
        return .color(palette[0])
    }

    /// The symbol of a mark, if it draws one.
    package func symbol(for m: ResolvedMark) -> SymbolKind? {
        if let s = m.spec.style.symbol { return s }
        if let k = m.symbolKey { return symbol(for: k) }
        return nil
    }

    /// Legend entries: one per colour category (with its symbol when both scales share the keys),
    /// then one per symbol category that has no colour of its own.
    package func legendEntries() -> [LegendEntry] {
        var entries: [LegendEntry] = []
        let shared = !symbolDomain.isEmpty && Set(symbolDomain).isSubset(of: Set(colorDomain))
        for k in colorDomain {
            entries.append(LegendEntry(label: k, color: color(for: k), symbol: shared && symbolDomain.contains(k) ? symbol(for: k) : .circle,
                                       showsSymbol: shared && symbolDomain.contains(k)))
        }
        if !shared {
            for k in symbolDomain {
                entries.append(LegendEntry(label: k, color: palette[0], symbol: symbol(for: k), showsSymbol: true))
            }
        }
        return entries
    }
}
