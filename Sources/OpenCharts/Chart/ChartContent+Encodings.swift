import ChartEngine

extension ChartContent {
    /// Sizes point symbols by a value: areas spread over a range for numbers or categories, with a legend.
    ///
    /// ```swift
    /// PointMark(x: .value("Price", price), y: .value("Sales", sales)).symbolSize(by: .value("Stock", stock))
    /// ```
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let slot = value.slot
        return modified { m, _ in m.style.symbolSizeBy = slot }
    }

    /// Strokes lines by a value: one dash pattern per distinct value (solid first), with a legend.
    ///
    /// ```swift
    /// LineMark(x: .value("Day", day), y: .value("Sales", sales)).lineStyle(by: .value("City", city))
    /// ```
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let slot = value.slot
        return modified { m, _ in m.style.lineStyleBy = slot }
    }
}
