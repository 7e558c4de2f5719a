import ChartEngine
import ChartScene
import Foundation

/// Chart content with a change applied to every mark it adds. Changes nearer the mark win.
struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    typealias Body = Never
    let content: Content
    let modify: (inout MarkSpec, EnvironmentValues) -> Void

    func collect(into collector: inout MarkCollector) {
        collector.modifiers.append(modify)
        collectMarks(content, into: &collector)
        collector.modifiers.removeLast()
    }
}

/// Chart content coloured by a value (`foregroundStyle(by:)`): a type of its own, holding the value
/// rather than a closure, so that a `ForEach` row of one mark so coloured is erased without a closure
/// (see ``AnyChartContent/StyledMark``) and read as a row of a run without becoming a mark first.
@usableFromInline
struct ForegroundByContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    @usableFromInline typealias Body = Never
    @usableFromInline let content: Content
    @usableFromInline let slot: ValueSlot

    @inlinable
    init(content: Content, slot: ValueSlot) {
        self.content = content; self.slot = slot
    }

    func collect(into collector: inout MarkCollector) {
        let slot = slot
        collector.modifiers.append { m, _ in m.style.foregroundBy = slot }
        collectMarks(content, into: &collector)
        collector.modifiers.removeLast()
    }
}

extension ChartContent {
    func modified(_ change: @escaping (inout MarkSpec, EnvironmentValues) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modify: change)
    }

    /// Paints the marks with a colour or gradient.
    ///
    /// ```swift
    /// BarMark(x: .value("Name", name), y: .value("Sales", sales)).foregroundStyle(.pink)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        modified { m, env in m.style.foreground = style.resolvePaint(in: env) }
    }

    /// Colours the marks by a value: one colour per distinct value, with a legend.
    ///
    /// ```swift
    /// LineMark(x: .value("Day", day), y: .value("Sales", sales)).foregroundStyle(by: .value("City", city))
    /// ```
    ///
    /// Inlinable, so that the content's type is known where it is written and a `ForEach` row so
    /// coloured is erased without looking its type up at run time.
    @inlinable
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        ForegroundByContent(content: self, slot: value.slot)
    }

    /// Colours the marks by a value, written without the `by:` label as Apple's `PlottableValue` page writes it
    /// (`.foregroundStyle(.value("Group", group))`): the same as ``foregroundStyle(by:)``.
    @_disfavoredOverload
    public func foregroundStyle<D: Plottable>(_ value: PlottableValue<D>) -> some ChartContent {
        foregroundStyle(by: value)
    }

    /// Gives the marks a symbol by a value: one shape per distinct value, with a legend.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let slot = value.slot
        return modified { m, _ in m.style.symbolBy = slot }
    }

    /// Sets the area of point symbols, in square points.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let a = Double(area)
        return modified { m, _ in m.style.symbolSize = LayoutSanity.symbolArea(a) }
    }

    /// Sets the size of point symbols.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        let a = Double(size.width * size.height)
        return modified { m, _ in m.style.symbolSize = LayoutSanity.symbolArea(a) }
    }

    /// Places marks that share a position side by side, one slot per value: grouped bars.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", day, unit: .day), y: .value("Sales", sales))
    ///     .foregroundStyle(by: .value("City", city))
    ///     .position(by: .value("City", city))
    /// ```
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let dodge = DodgeSpec(slot: value.slot, axis: axis.map { $0 == .horizontal ? .x : .y }, span: span.value)
        return modified { m, _ in m.style.dodge = dodge }
    }

    /// How a line or area runs between its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { m, _ in m.style.curve = method.curve }
    }

    /// The stroke of lines and rules.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        let spec = style.spec
        return modified { m, _ in m.style.lineStyle = spec }
    }

    /// The opacity of the marks.
    public func opacity(_ opacity: Double) -> some ChartContent {
        let o = opacity.isFinite ? min(1, max(0, opacity)) : 1
        return modified { m, _ in m.style.opacity *= o }
    }

    /// Rounds the corners of bars, rectangles and sectors.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        let r = Double(radius)
        return modified { m, _ in m.style.cornerRadius = LayoutSanity.cornerRadius(r) }
    }

    /// Moves the marks by a distance in points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        return modified { m, _ in
            let dx = Double(LayoutSanity.parameter(x, "a mark's offset")), dy = Double(LayoutSanity.parameter(y, "a mark's offset"))
            m.style.offset = (m.style.offset.x + dx, m.style.offset.y + dy)
        }
    }

    /// Moves the marks by a size in points.
    public func offset(_ offset: CGSize) -> some ChartContent { self.offset(x: offset.width, y: offset.height) }

    /// Draws these marks above (higher values) or below others.
    public func zIndex(_ value: Double) -> some ChartContent {
        let z = value.isFinite ? value : 0
        return modified { m, _ in m.style.zIndex = z }
    }
}
