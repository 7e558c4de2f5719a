import ChartEngine
import Foundation

/// The selection bindings a chart's modifiers registered, which `ChartProxy.select…` sets.
struct ChartSelectionBindings {
    var x: ((DataValue?) -> Void)?
    var y: ((DataValue?) -> Void)?
    var xRange: (((DataValue, DataValue)?) -> Void)?
    var yRange: (((DataValue, DataValue)?) -> Void)?
    var angle: ((Double?) -> Void)?
    /// The x and y selections' current values, so a live page writes only a change.
    var currentX: (() -> DataValue?)?
    var currentY: (() -> DataValue?)?
    /// Closures that remember a binding's current value and hand back one that puts it back.
    var savers: [() -> () -> Void] = []
}

/// A saver for `binding`: remembers its value, and hands back a closure that restores it.
func saver<T>(_ binding: Binding<T>) -> () -> () -> Void {
    { let old = binding.wrappedValue; return { binding.wrappedValue = old } }
}

nonisolated extension View {
    /// Binds the x value a selection gesture picks. In a rendered picture the chart is drawn for
    /// the binding's current value; `ChartProxy.selectXValue(at:)` sets it.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        EnvironmentModifiedView(content: self) { env in
            env.chartSelection.x = { v in value.wrappedValue = v.flatMap { plottable($0, as: P.self) } }
            env.chartSelection.currentX = { value.wrappedValue.map { dataValue($0) } }
            env.chartSelection.savers.append(saver(value))
        }
    }

    /// Binds the y value a selection gesture picks.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        EnvironmentModifiedView(content: self) { env in
            env.chartSelection.y = { v in value.wrappedValue = v.flatMap { plottable($0, as: P.self) } }
            env.chartSelection.currentY = { value.wrappedValue.map { dataValue($0) } }
            env.chartSelection.savers.append(saver(value))
        }
    }

    /// Binds the x range a selection gesture drags out.
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        EnvironmentModifiedView(content: self) { env in
            env.chartSelection.xRange = { range.wrappedValue = closedRange($0) }
            env.chartSelection.savers.append(saver(range))
        }
    }

    /// Binds the y range a selection gesture drags out.
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        EnvironmentModifiedView(content: self) { env in
            env.chartSelection.yRange = { range.wrappedValue = closedRange($0) }
            env.chartSelection.savers.append(saver(range))
        }
    }

    /// Binds the angle value a selection gesture picks on a pie or donut chart: the running sum of
    /// the angle values at the selected point, which you map back to a sector yourself.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        EnvironmentModifiedView(content: self) { env in
            env.chartSelection.angle = { v in value.wrappedValue = v.flatMap { plottable(.number($0), as: P.self) } }
            env.chartSelection.savers.append(saver(value))
        }
    }
}

/// Two engine values as a closed range of `P`, in order.
func closedRange<P: Plottable & Comparable>(_ pair: (DataValue, DataValue)?) -> ClosedRange<P>? {
    guard let pair, let a = plottable(pair.0, as: P.self), let b = plottable(pair.1, as: P.self) else { return nil }
    return min(a, b)...max(a, b)
}

extension ChartProxy {
    /// Selects the x value at a coordinate of the plot, as the built-in gesture does.
    public func selectXValue(at position: CGFloat) {
        selection.x?(x?.value(at: Double(position + plot.minX)))
    }

    /// Selects the y value at a coordinate of the plot.
    public func selectYValue(at position: CGFloat) {
        selection.y?(y?.value(at: Double(position + plot.minY)))
    }

    /// Selects the x range between two coordinates of the plot.
    public func selectXRange(from start: CGFloat, to end: CGFloat) {
        guard let x, let a = x.value(at: Double(start + plot.minX)), let b = x.value(at: Double(end + plot.minX)) else {
            selection.xRange?(nil); return
        }
        selection.xRange?((a, b))
    }

    /// Selects the y range between two coordinates of the plot.
    public func selectYRange(from start: CGFloat, to end: CGFloat) {
        guard let y, let a = y.value(at: Double(start + plot.minY)), let b = y.value(at: Double(end + plot.minY)) else {
            selection.yRange?(nil); return
        }
        selection.yRange?((a, b))
    }

    /// Selects the angle value at an angle of a pie or donut chart.
    public func selectAngleValue(at angle: Angle) {
        selection.angle?(polar?.value(atAngle: angle.radians))
    }
}

nonisolated extension View {
    /// A view behind the chart, laid out over the chart's whole frame, with the chart's proxy.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        EnvironmentModifiedView(content: self) { env in
            env.chartBackground = ChartDecoration(alignment: alignment) { AnyView(content($0)) }
        }
    }

    /// A view over the chart, laid out over the chart's whole frame, with the chart's proxy.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        EnvironmentModifiedView(content: self) { env in
            env.chartOverlay = ChartDecoration(alignment: alignment) { AnyView(content($0)) }
        }
    }
}

/// A `chartBackground` or `chartOverlay`: where it aligns, and the view it makes from the proxy.
struct ChartDecoration {
    var alignment: Alignment
    var make: (ChartProxy) -> AnyView
}
