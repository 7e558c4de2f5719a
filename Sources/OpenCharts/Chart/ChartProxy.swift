import ChartEngine
import ChartScene
import Foundation

/// A chart's scales, for views drawn with it: where a value is, which value is at a point, and
/// the plot's frame. `chartBackground`, `chartOverlay` and `chartGesture` hand one to their content.
///
/// ```swift
/// .chartBackground { chartProxy in
///     GeometryReader { geometry in
///         let frame = geometry[chartProxy.plotAreaFrame]
///         Text("Most Sold Style").position(x: frame.midX, y: frame.midY)
///     }
/// }
/// ```
///
/// Positions and locations are in the plot area's own space: (0, 0) is its top-leading corner.
public struct ChartProxy {
    let x: PositionScale?
    let y: PositionScale?
    let polar: PolarLayout?
    let styles: StyleScales?
    /// The plot area on the page.
    let plot: CGRect
    let env: EnvironmentValues
    let selection: ChartSelectionBindings
    /// The whole plot of a scrolling chart, wider than the visible `plot`; `nil` otherwise.
    var content: CGRect? = nil

    // MARK: Frames

    /// The plot area's frame, to be resolved by a `GeometryProxy`: for a scrolling chart, the
    /// whole scrolled plot, most of it out of view.
    public var plotFrame: Anchor<CGRect>? { Anchor(global: content ?? plot) }
    /// The visible part of the plot: the window of a scrolling chart, else the whole plot.
    public var plotContainerFrame: Anchor<CGRect>? { Anchor(global: plot) }
    /// The plot area's frame, to be resolved by a `GeometryProxy` (the name before iOS 17).
    public var plotAreaFrame: Anchor<CGRect> { Anchor(global: plot) }
    /// The plot area's size.
    public var plotSize: CGSize { plot.size }
    /// The plot area's size (the name before iOS 17).
    public var plotAreaSize: CGSize { plot.size }

    // MARK: Values to positions

    /// The x coordinate of a value, from the plot's leading edge: a band's middle for categories.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        guard let x, let p = x.position(of: dataValue(value)) else { return nil }
        return CGFloat(p) - plot.minX
    }

    /// The y coordinate of a value, from the plot's top edge.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        guard let y, let p = y.position(of: dataValue(value)) else { return nil }
        return CGFloat(p) - plot.minY
    }

    /// The point of an (x, y) pair of values.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let px = position(forX: value.x), let py = position(forY: value.y) else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// The extent of a value along x: its band for a category, a single point for a number or date.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        range(x, dataValue(value), origin: plot.minX)
    }

    /// The extent of a value along y.
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        range(y, dataValue(value), origin: plot.minY)
    }

    /// The rectangle an (x, y) pair of values spans.
    public func positionRange<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGRect? {
        guard let rx = positionRange(forX: value.x), let ry = positionRange(forY: value.y) else { return nil }
        return CGRect(x: rx.lowerBound, y: ry.lowerBound, width: rx.upperBound - rx.lowerBound, height: ry.upperBound - ry.lowerBound)
    }

    func range(_ scale: PositionScale?, _ value: DataValue, origin: CGFloat) -> ClosedRange<CGFloat>? {
        guard let scale else { return nil }
        if scale.kind == .band {
            guard let b = scale.band?.band(for: value.categoryKey) else { return nil }
            return (CGFloat(min(b.start, b.end)) - origin)...(CGFloat(max(b.start, b.end)) - origin)
        }
        guard let p = scale.position(of: value) else { return nil }
        return (CGFloat(p) - origin)...(CGFloat(p) - origin)
    }

    // MARK: Positions to values

    /// The value at an x coordinate of the plot: the category of the band there, or the number or date.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let x, let v = x.value(at: Double(position + plot.minX)) else { return nil }
        return plottable(v, as: P.self)
    }

    /// The value at a y coordinate of the plot.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let y, let v = y.value(at: Double(position + plot.minY)) else { return nil }
        return plottable(v, as: P.self)
    }

    /// The (x, y) pair of values at a point of the plot.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let vx = value(atX: location.x, as: X.self), let vy = value(atY: location.y, as: Y.self) else { return nil }
        return (vx, vy)
    }

    /// The angle value at an angle of a pie or donut chart (0° at 12 o'clock, clockwise): the sum
    /// of the angle values before that point of the circle, as `chartAngleSelection` reports it.
    public func value<P: Plottable>(atAngle angle: Angle, as type: P.Type = P.self) -> P? {
        guard let polar, let v = polar.value(atAngle: angle.radians) else { return nil }
        return plottable(.number(v), as: P.self)
    }

    /// The angle of a point of the plot about the pie's centre: 0° at 12 o'clock, growing clockwise.
    public func angle(at location: CGPoint) -> Angle {
        let center = polar.map { CGPoint(x: $0.center.x, y: $0.center.y) } ?? CGPoint(x: plot.midX, y: plot.midY)
        let dx = Double(location.x + plot.minX - center.x), dy = Double(location.y + plot.minY - center.y)
        guard dx != 0 || dy != 0 else { return .zero }
        var a = atan2(dx, -dy)
        if a < 0 { a += 2 * Double.pi }
        return Angle(radians: a)
    }

    // MARK: Styles and domains

    /// The colour the foreground-style scale gives a value: its category's, or the gradient's
    /// colour at a number.
    public func foregroundStyle<P: Plottable>(for value: P) -> AnyShapeStyle? {
        let v = dataValue(value)
        return styles?.paint(for: v, key: v.categoryKey).map { AnyShapeStyle(ResolvedPaint(paint: $0)) }
    }

    /// The symbol the symbol scale gives a value.
    public func symbol<P: Plottable>(for value: P) -> AnyChartSymbolShape? {
        styles?.symbols?.value(for: dataValue(value).categoryKey).map(AnyChartSymbolShape.init(kind:))
    }

    /// The symbol area, in square points, the symbol-size scale gives a value.
    public func symbolSize<P: Plottable>(for value: P) -> CGFloat? {
        styles?.symbolSize(for: dataValue(value)).map { CGFloat($0) }
    }

    /// The stroke the line-style scale gives a value.
    public func lineStyle<P: Plottable>(for value: P) -> StrokeStyle? {
        styles?.lineStyles?.value(for: dataValue(value).categoryKey).map(StrokeStyle.init(spec:))
    }

    /// The values of the symbol-size scale, in order (the ends, for numbers).
    public func symbolSizeDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] {
        switch styles?.sizes {
        case .categorical(let s)?: return s.keys.compactMap { plottable(.string($0), as: P.self) }
        case .continuous(let s, _)?: return [s.lower, s.upper].compactMap { plottable(.number($0), as: P.self) }
        case nil: return []
        }
    }

    /// The values of the line-style scale, in order.
    public func lineStyleDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] {
        (styles?.lineStyles?.keys ?? []).compactMap { plottable(.string($0), as: P.self) }
    }

    /// The values of the foreground-style scale, in order.
    public func foregroundStyleDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] {
        if case .continuous(let s, _)? = styles?.color {
            return [s.lower, s.upper].compactMap { plottable(.number($0), as: P.self) }
        }
        return (styles?.colorDomain ?? []).compactMap { plottable(.string($0), as: P.self) }
    }

    /// The values of the symbol scale, in order.
    public func symbolDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] {
        (styles?.symbolDomain ?? []).compactMap { plottable(.string($0), as: P.self) }
    }

    /// The x scale's domain: its categories, or its low and high ends.
    public func xDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] { domain(x, as: P.self) }

    /// The y scale's domain: its categories, or its low and high ends.
    public func yDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] { domain(y, as: P.self) }

    func domain<P: Plottable>(_ scale: PositionScale?, as type: P.Type) -> [P] {
        guard let scale else { return [] }
        switch scale.kind {
        case .band: return (scale.band?.domain ?? []).compactMap { plottable(.string($0), as: P.self) }
        case .linear: return [scale.domain.lo, scale.domain.hi].compactMap { plottable(.number($0), as: P.self) }
        case .time:
            return [scale.domain.lo, scale.domain.hi].compactMap {
                plottable(.date(Date(timeIntervalSinceReferenceDate: $0)), as: P.self)
            }
        }
    }
}

/// A paint a scale has already resolved, as a shape style.
struct ResolvedPaint: ShapeStyle, ResolvableShapeStyle, Sendable {
    let paint: Paint
    func paint(in env: EnvironmentValues) -> Paint { paint }
}

/// A shape-erased chart symbol.
nonisolated public struct AnyChartSymbolShape: ChartSymbolShape, BuiltInSymbolShape, Hashable, Sendable {
    let kind: SymbolKind
    /// Erases any symbol shape: a built-in one, a stroked one, or a shape of your own.
    public init(_ content: any ChartSymbolShape) { kind = symbolKind(content) }
    init(kind: SymbolKind) { self.kind = kind }
}

extension ChartProxy {
    /// The same scales with the plot's origin at `plot`'s: for a scrolling chart, the whole
    /// plot's space rather than its window's.
    func moved(to plot: CGRect) -> ChartProxy {
        var p = ChartProxy(x: x, y: y, polar: polar, styles: styles, plot: plot, env: env, selection: selection)
        p.content = content
        return p
    }
}
