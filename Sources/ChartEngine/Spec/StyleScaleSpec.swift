import ChartScene

/// The domain a user gave a style scale: the values in order, or an interval of numbers.
package enum StyleDomainSpec: Sendable {
    /// Categories in the order the legend lists them.
    case values([DataValue])
    /// A continuous interval, `0...500`.
    case interval(Double, Double)
    /// The data's own extent, widened to take in zero when `includesZero`, and running from high
    /// to low when `reversed` (`.automatic(includesZero: true)`).
    case automatic(includesZero: Bool, reversed: Bool)
}

/// The range a user gave a style scale: styles in order, or a gradient for continuous data.
package enum StyleRangeSpec<Value: Sendable>: Sendable {
    /// Styles for successive categories (cycled), or spread evenly over a continuous domain.
    case values([Value])
    /// Colour stops along a continuous domain (foreground styles only).
    case gradient([GradientStop])
}

/// A user's function from a data value to a style; `nil` when it cannot take the value.
package struct StyleMapping<Value>: @unchecked Sendable {
    package let map: (DataValue) -> Value?
    package init(_ map: @escaping (DataValue) -> Value?) { self.map = map }
}

/// One of `chartForegroundStyleScale`, `chartSymbolScale`, `chartSymbolSizeScale` or
/// `chartLineStyleScale`: what the user fixed; everything left `nil` is inferred from the data.
package struct StyleScaleSpec<Value: Sendable>: Sendable {
    package var domain: StyleDomainSpec?
    package var range: StyleRangeSpec<Value>?
    package var mapping: StyleMapping<Value>?
    package var kind: ScaleKind?

    package init(domain: StyleDomainSpec? = nil, range: StyleRangeSpec<Value>? = nil,
                 mapping: StyleMapping<Value>? = nil, kind: ScaleKind? = nil) {
        self.domain = domain; self.range = range; self.mapping = mapping; self.kind = kind
    }

    /// Key-value pairs: the keys are the domain, in order, and each maps to its value.
    package init(pairs: [(DataValue, Value)]) {
        domain = .values(pairs.map(\.0))
        range = .values(pairs.map(\.1))
    }
}

/// The style scales a chart's modifiers set.
package struct StyleScaleOptions: Sendable {
    package var foreground = StyleScaleSpec<Paint>()
    package var symbol = StyleScaleSpec<SymbolKind>()
    package var symbolSize = StyleScaleSpec<Double>()
    package var lineStyle = StyleScaleSpec<LineStyleSpec>()
    package init() {}
}
