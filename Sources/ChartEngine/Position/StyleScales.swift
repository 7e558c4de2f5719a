import Foundation
import ChartScene

/// The style scales of a chart: colour for `foregroundStyle(by:)` (categorical or continuous),
/// symbol for `symbol(by:)`, area for `symbolSize(by:)`, stroke for `lineStyle(by:)`, and the
/// slot order of `position(by:)`. Each is built from every mark that uses it and from what the
/// user set with `chartForegroundStyleScale` and its siblings.
package struct StyleScales: Sendable {
    /// Colours by category, or along a gradient for numbers.
    package enum ColorScale: Sendable {
        case categorical(CategoricalStyleScale<Paint>)
        case continuous(ContinuousStyleScale, ColorRamp)
    }

    /// Symbol areas by category, or interpolated for numbers.
    package enum SizeScale: Sendable {
        case categorical(CategoricalStyleScale<Double>)
        case continuous(ContinuousStyleScale, [Double])
    }

    package var color: ColorScale?
    package var symbols: CategoricalStyleScale<SymbolKind>?
    package var sizes: SizeScale?
    package var lineStyles: CategoricalStyleScale<LineStyleSpec>?
    /// The symbol a colour category's marks draw with `symbol(_:)`, for its legend swatch.
    package var colorSymbols: [String: SymbolKind] = [:]
    package var dodgeDomain: [String] = []
    /// The slot of each `position(by:)` key, in `dodgeDomain` order.
    package var dodgeIndex: [String: Int] = [:]
    package var colorLabel: String?
    /// The name of the `symbolSize(by:)` values ("Population"), which titles their legend.
    package var sizeLabel: String?
    package var palette: [RGBA]
    /// The paint of marks with no style and no colour scale; `nil` is the palette's first colour.
    package var markForeground: Paint? = nil

    package init(marks: [ResolvedMark], palette: [RGBA], options: StyleScaleOptions = StyleScaleOptions()) {
        self.palette = palette.isEmpty ? [RGBA(hex: 0x007AFF)] : palette
        var data = StyleData()
        var seenDodge = Set<String>()
        for m in marks {
            let style = m.spec.style
            if let s = style.foregroundBy, let k = m.colorKey {
                data.color.add(s, key: k)
                if let symbol = style.symbol, colorSymbols[k] == nil { colorSymbols[k] = symbol }
            }
            if let s = style.symbolBy, let k = m.symbolKey { data.symbol.add(s, key: k) }
            if let s = style.symbolSizeBy { data.size.add(s, key: s.value.categoryKey) }
            if let s = style.lineStyleBy { data.line.add(s, key: s.value.categoryKey) }
            if let columns = m.spec.run?.styles { data.add(columns, options: options) }
            if let k = m.dodgeKey, seenDodge.insert(k).inserted {
                dodgeIndex[k] = dodgeDomain.count
                dodgeDomain.append(k)
            }
        }
        colorLabel = data.color.label
        sizeLabel = data.size.label
        color = Self.colorScale(data.color, options.foreground, palette: self.palette)
        if !data.symbol.values.isEmpty || options.symbol.domain != nil {
            symbols = CategoricalStyleScale(data: data.symbol.values, spec: options.symbol, defaults: StyleDefaults.symbols)
        }
        sizes = Self.sizeScale(data.size, options.symbolSize)
        if !data.line.values.isEmpty || options.lineStyle.domain != nil {
            lineStyles = CategoricalStyleScale(data: data.line.values, spec: options.lineStyle, defaults: StyleDefaults.lineStyles)
        }
    }

    /// The categorical colour domain, in legend order; empty for a continuous scale.
    package var colorDomain: [String] {
        if case .categorical(let s)? = color { return s.keys }
        return []
    }

    /// The categorical symbol domain, in legend order.
    package var symbolDomain: [String] { symbols?.keys ?? [] }

    /// The paint the colour scale gives a value: its category's (by `key`), or the gradient's
    /// colour at a number; `nil` for a value outside the scale.
    package func paint(for value: DataValue, key: String?) -> Paint? {
        switch color {
        case .categorical(let s)?:
            return key.flatMap(s.value(for:))
        case .continuous(let s, let ramp)?:
            guard let v = value.continuousNumber, let f = s.fraction(v) else { return nil }
            return .color(ramp.color(at: f))
        case nil:
            return nil
        }
    }

    /// The paint of a mark: its own style first, then its colour scale, then the first colour.
    package func paint(for m: ResolvedMark) -> Paint {
        if let p = m.spec.style.foreground { return p }
        if let slot = m.spec.style.foregroundBy, let p = paint(for: slot.value, key: m.colorKey) { return p }
        return markForeground ?? .color(palette[0])
    }

    /// The symbol of a mark, if it draws one.
    package func symbol(for m: ResolvedMark) -> SymbolKind? {
        if let s = m.spec.style.symbol { return s }
        if let k = m.symbolKey { return symbols?.value(for: k) ?? .circle }
        return nil
    }

    /// The symbol area `symbolSize(by:)` gives a mark, in square points.
    package func symbolSize(for m: ResolvedMark) -> Double? {
        m.spec.style.symbolSizeBy.flatMap { symbolSize(for: $0.value) }
    }

    /// The symbol area the size scale gives a value: its category's, or interpolated for a number.
    package func symbolSize(for value: DataValue) -> Double? {
        switch sizes {
        case .categorical(let s)?: return s.value(for: value.categoryKey)
        case .continuous(let s, let areas)?:
            guard let v = value.continuousNumber, let f = s.fraction(v) else { return nil }
            return Self.interpolate(areas, at: f)
        case nil: return nil
        }
    }

    /// The stroke `lineStyle(by:)` gives a mark.
    package func lineStyle(for m: ResolvedMark) -> LineStyleSpec? {
        m.spec.style.lineStyleBy.flatMap { lineStyles?.value(for: $0.value.categoryKey) }
    }

    /// The value at `f` of values spread evenly over 0...1, linearly between neighbours.
    package static func interpolate(_ values: [Double], at f: Double) -> Double? {
        guard let first = values.first else { return nil }
        guard values.count > 1 else { return first }
        let p = min(1, max(0, f)) * Double(values.count - 1)
        let i = max(0, min(values.count - 2, Int(saturating: p)))
        return values[i] + (values[i + 1] - values[i]) * (p - Double(i))
    }

    static func colorScale(_ data: StyleData.Channel, _ spec: StyleScaleSpec<Paint>, palette: [RGBA]) -> ColorScale? {
        guard !data.values.isEmpty || spec.domain != nil else { return nil }
        if data.isContinuous(spec) {
            let s = ContinuousStyleScale(data: data.values.compactMap(\.continuousNumber), spec: spec.domain, kind: spec.kind ?? .linear)
            let ramp: ColorRamp
            switch spec.range {
            case .gradient(let stops)?: ramp = ColorRamp(stops: stops, fallback: palette[0])
            case .values(let paints)? where !paints.isEmpty:
                ramp = ColorRamp(colors: paints.map(\.representativeColor), fallback: palette[0])
            default: ramp = ColorRamp(stops: StyleDefaults.gradient(palette: palette), fallback: palette[0])
            }
            return .continuous(s, ramp)
        }
        var spec = spec
        if case .gradient(let stops)? = spec.range { spec.range = .values(stops.map { .color($0.color) }) }
        return .categorical(CategoricalStyleScale(data: data.values, spec: spec, defaults: palette.map { .color($0) }))
    }

    static func sizeScale(_ data: StyleData.Channel, _ spec: StyleScaleSpec<Double>) -> SizeScale? {
        guard !data.values.isEmpty || spec.domain != nil else { return nil }
        if data.isContinuous(spec) {
            let s = ContinuousStyleScale(data: data.values.compactMap(\.continuousNumber), spec: spec.domain, kind: spec.kind ?? .linear)
            var areas = [StyleDefaults.symbolAreas.min, StyleDefaults.symbolAreas.max]
            if case .values(let given)? = spec.range, !given.isEmpty { areas = given.map { $0.isFinite ? max(0, $0) : 0 } }
            return .continuous(s, areas)
        }
        var count = data.values.count
        if case .values(let given)? = spec.domain { count = given.count }
        return .categorical(CategoricalStyleScale(data: data.values, spec: spec, defaults: StyleDefaults.symbolAreas(count: count)))
    }
}

/// The distinct values each style channel sees, in order of first appearance.
struct StyleData {
    struct Channel {
        var values: [DataValue] = []
        var label: String?
        var seen = Set<String>()

        mutating func add(_ slot: ValueSlot, key: String) {
            guard seen.insert(key).inserted else { return }
            values.append(slot.value)
            label = label ?? slot.label
        }

        /// Numbers make a continuous scale unless the user asks for categories, by type or by an
        /// array domain or a mapping; an interval domain or a gradient asks for a continuous one.
        func isContinuous<V>(_ spec: StyleScaleSpec<V>) -> Bool {
            if let kind = spec.kind { return kind.isContinuous }
            if spec.mapping != nil { return false }
            if case .interval? = spec.domain { return true }
            if case .values? = spec.domain { return false }
            if case .gradient? = spec.range { return true }
            return !values.isEmpty && values.allSatisfy { $0.number != nil }
        }
    }
    var color = Channel(), symbol = Channel(), size = Channel(), line = Channel()
}

extension DataValue {
    /// A number, or a date as seconds since the reference date, for continuous style scales.
    package var continuousNumber: Double? {
        switch self {
        case .number(let v): return v
        case .date(let d): return d.timeIntervalSinceReferenceDate
        case .string: return nil
        }
    }
}
