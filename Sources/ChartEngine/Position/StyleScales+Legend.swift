import ChartScene
import Foundation

extension StyleScales {
    /// The legend's items: one entry per colour category, with the symbol, line style or size of
    /// the same category when those scales share the colour's keys; then the entries of the
    /// scales that have keys of their own; a colour bar for a continuous colour scale.
    package func legendItems(locale: Locale) -> [LegendItem] {
        let colorKeys = Set(colorDomain)
        let shares = { (keys: [String]) in !keys.isEmpty && !colorKeys.isEmpty && Set(keys).isSubset(of: colorKeys) }
        let lineKeys = lineStyles?.keys ?? []
        let sizeKeys: [String]
        if case .categorical(let s)? = sizes { sizeKeys = s.keys } else { sizeKeys = [] }
        let symbolShared = shares(symbolDomain), lineShared = shares(lineKeys), sizeShared = shares(sizeKeys)
        var items: [LegendItem] = []

        switch color {
        case .categorical(let s)?:
            for (k, paint) in zip(s.keys, s.values) {
                let symbol = symbolShared ? symbols?.value(for: k) : colorSymbols[k]
                var swatch = LegendSwatch.dot
                if lineShared, let ls = lineStyles?.value(for: k) {
                    swatch = .line(ls, symbol: symbol)
                } else if let symbol {
                    swatch = .symbol(symbol, area: Self.symbolSwatchArea)
                } else if sizeShared, case .categorical(let sz)? = sizes, let area = sz.value(for: k) {
                    swatch = .symbol(.circle, area: area)
                }
                items.append(.entry(LegendEntry(label: k, color: paint.representativeColor, swatch: swatch)))
            }
        case .continuous(let s, let ramp)?:
            let (lo, hi) = Self.labels(s, locale: locale)
            items.append(.gradient(LegendGradient(stops: ramp.stops, lowerLabel: lo, upperLabel: hi)))
        case nil:
            break
        }
        if !symbolShared, let symbols {
            for (k, kind) in zip(symbols.keys, symbols.values) {
                items.append(.entry(LegendEntry(label: k, color: palette[0], swatch: .symbol(kind, area: Self.symbolSwatchArea))))
            }
        }
        if !lineShared, let lineStyles {
            for (k, ls) in zip(lineStyles.keys, lineStyles.values) {
                items.append(.entry(LegendEntry(label: k, color: palette[0], swatch: .line(ls, symbol: nil))))
            }
        }
        if !sizeShared {
            // Sizes that are not the colours' own get a row of their own under their name, in grey,
            // as iOS draws them: they say nothing about colour.
            let sizes = sizeItems(locale: locale).map { item -> LegendItem in
                guard case .entry(var e) = item else { return item }
                e.color = Self.neutralSwatch
                return .entry(e)
            }
            if !sizes.isEmpty, let title = sizeLabel, !title.isEmpty { items.append(.title(title)) }
            items += sizes
        }
        return items
    }

    /// The grey of swatches that stand for a size, not a colour: UIKit's `systemGray`.
    static let neutralSwatch = RGBA(hex: 0x8E8E93)

    /// A symbol swatch's area: that of the 8-point box the automatic dot fills, less a fifth.
    static let symbolSwatchArea = 64 * 0.8

    /// One circle per size category, or three for a continuous size scale (its ends and middle).
    func sizeItems(locale: Locale) -> [LegendItem] {
        switch sizes {
        case .categorical(let s)?:
            return zip(s.keys, s.values).map { .entry(LegendEntry(label: $0, color: palette[0], swatch: .symbol(.circle, area: $1))) }
        case .continuous(let s, let areas)?:
            let ticks = NumericTicks.ticks(lo: min(s.lower, s.upper), hi: max(s.lower, s.upper), count: 3)
            let values = ticks.count >= 2 ? ticks : [s.lower, s.upper]
            let format = Self.formatter(s, locale: locale)
            return values.map { v in
                let area = s.fraction(v).flatMap { Self.interpolate(areas, at: $0) } ?? SymbolPath.defaultArea
                return .entry(LegendEntry(label: format.string(for: v), color: palette[0], swatch: .symbol(.circle, area: area)))
            }
        case nil:
            return []
        }
    }

    /// The labels of a colour bar's ends, with as many fraction digits as nice ticks over the
    /// domain would print.
    static func labels(_ s: ContinuousStyleScale, locale: Locale) -> (String, String) {
        let f = formatter(s, locale: locale)
        return (f.string(for: s.lower), f.string(for: s.upper))
    }

    static func formatter(_ s: ContinuousStyleScale, locale: Locale) -> NumberLabelFormatter {
        let step = NumericTicks.step(lo: s.lower, hi: s.upper, count: 5)
        let digits = step > 0 ? NumericTicks.fractionDigits(forStep: step) : 0
        return NumberLabelFormatter(locale: locale, fractionDigits: digits)
    }
}
