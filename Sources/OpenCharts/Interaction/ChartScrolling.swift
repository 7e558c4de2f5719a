import ChartEngine
import Foundation

nonisolated extension View {
    /// Makes charts in this view scroll along the given axes, showing `chartXVisibleDomain`'s (or
    /// for `.vertical`, `chartYVisibleDomain`'s) length at a time (the whole domain when none is set).
    ///
    /// ```swift
    /// Chart(sales) { BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales)) }
    ///     .chartScrollableAxes(.horizontal)
    ///     .chartXVisibleDomain(length: 3600 * 24 * 30)
    /// ```
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        EnvironmentModifiedView(content: self) { $0.chartInteraction.scrollAxes = axes }
    }

    /// The length of the x domain a scrolling chart shows at once, in data units: seconds for
    /// dates, the number of categories for categories.
    ///
    /// ```swift
    /// .chartXVisibleDomain(length: 3600 * 24 * 30)
    /// ```
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        EnvironmentModifiedView(content: self) { $0.chartInteraction.xVisibleLength = dataValue(length).number }
    }

    /// The length of the y domain a vertically scrolling chart shows at once, in data units: the
    /// number of rows for categories.
    ///
    /// ```swift
    /// Chart(countries) { BarMark(x: .value("Population", $0.people), y: .value("Country", $0.name)) }
    ///     .chartScrollableAxes(.vertical)
    ///     .chartYVisibleDomain(length: 8)
    /// ```
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        EnvironmentModifiedView(content: self) { $0.chartInteraction.yVisibleLength = dataValue(length).number }
    }

    /// Binds the x value at the leading edge of a scrolling chart's window: the chart starts
    /// there, and scrolling writes it back, so views that read it follow.
    ///
    /// ```swift
    /// @State private var scrollPosition = Date.now.addingTimeInterval(-3600 * 24 * 30)
    /// …
    /// .chartScrollPosition(x: $scrollPosition)
    /// ```
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        EnvironmentModifiedView(content: self) { env in
            env.chartInteraction.xPosition = ScrollPositionBinding(
                get: { dataValue(x.wrappedValue) },
                set: { v in if let p = plottable(v, as: P.self) { x.wrappedValue = p } })
            env.chartInteraction.savers.append(saver(x))
        }
    }

    /// Binds the y value of a vertically scrolling chart's window: the category in its top row,
    /// or for numbers the value at its bottom edge. The chart starts there, and scrolling writes
    /// it back.
    ///
    /// ```swift
    /// @State private var firstCountry = "China"
    /// …
    /// .chartScrollPosition(y: $firstCountry)
    /// ```
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View {
        EnvironmentModifiedView(content: self) { env in
            env.chartInteraction.yPosition = ScrollPositionBinding(
                get: { dataValue(y.wrappedValue) },
                set: { v in if let p = plottable(v, as: P.self) { y.wrappedValue = p } })
            env.chartInteraction.savers.append(saver(y))
        }
    }

    /// The x value a scrolling chart starts at; later scrolling does not change it.
    ///
    /// ```swift
    /// .chartScrollPosition(initialX: Calendar.current.date(byAdding: .day, value: -30, to: .now)!)
    /// ```
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        EnvironmentModifiedView(content: self) { $0.chartInteraction.initialX = dataValue(initialX) }
    }

    /// The y value a vertically scrolling chart starts at (the category in its top row); later
    /// scrolling does not change it.
    ///
    /// ```swift
    /// .chartScrollPosition(initialY: "Brazil")
    /// ```
    public func chartScrollPosition<P: Plottable>(initialY: P) -> some View {
        EnvironmentModifiedView(content: self) { $0.chartInteraction.initialY = dataValue(initialY) }
    }

    /// Where a scrolling chart comes to rest after the user lets go.
    ///
    /// ```swift
    /// .chartScrollTargetBehavior(
    ///     .valueAligned(matching: DateComponents(hour: 0),
    ///                   majorAlignment: .matching(DateComponents(day: 1))))
    /// ```
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View {
        let provided = behavior as? SnapRuleProviding
        let rule = provided?.snapRule ?? .custom(CustomScrollTarget(behavior)), yRule = provided?.ySnapRule ?? rule
        return EnvironmentModifiedView(content: self) { env in
            env.chartInteraction.targetBehavior = rule
            env.chartInteraction.yTargetBehavior = yRule
        }
    }
}
