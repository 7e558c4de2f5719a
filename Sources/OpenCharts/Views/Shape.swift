import ChartEngine
import ChartScene
import Foundation

/// A 2D shape: a path drawn in whatever rectangle the shape is given. Shapes take the size
/// they are offered, and fill with the foreground style unless told otherwise.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         var path = Path()
///         path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///         path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///         path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///         path.closeSubpath()
///         return path
///     }
/// }
/// ```
public protocol Shape: View, Sendable {
    /// The outline of the shape in `rect`, whose origin is the shape's top-left corner.
    nonisolated func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal: by default the proposal, with 10 points for a
    /// dimension left unspecified.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
    /// The size the shape takes: all the room it is offered, 10 points in a dimension left unspecified.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill) }

    /// The shape filled with a colour, gradient or other style.
    ///
    /// ```swift
    /// PieSlice(startAngle: start, endAngle: end).fill(colors[index % colors.count])
    /// ```
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .fill)
    }

    /// The shape's outline, centred on its path.
    ///
    /// ```swift
    /// PieSlice(startAngle: start, endAngle: end).stroke(Color.white, lineWidth: 1)
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline in a stroke style: width, caps, joins and dashes.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .stroke(style))
    }

    /// The shape's outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline in the foreground style and a stroke style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: style)
    }
}

/// A shape that can be drawn inset, so that a stroke stays inside its frame (`strokeBorder`).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` points inside its rectangle.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

nonisolated extension InsettableShape {
    /// The shape's outline drawn inside its frame.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).strokeBorder(.blue, lineWidth: 2)
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        inset(by: style.lineWidth.isFinite ? style.lineWidth / 2 : 0).stroke(content, style: style)
    }

    /// The shape's outline, `lineWidth` wide, drawn inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape drawn with a style: what `fill`, `stroke` and a bare shape produce.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public typealias Body = Never
    enum Mode { case fill, stroke(StrokeStyle) }

    let shape: Content
    let style: Style
    let mode: Mode

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let paint = style.resolvePaint(in: env)
        switch mode {
        case .fill:
            return ShapeNode(shape: shape, fill: paint, stroke: nil)
        case .stroke(let s):
            return ShapeNode(shape: shape, fill: nil, stroke: s.sceneStroke(paint))
        }
    }
}

/// The style of the environment's foreground: what text and shapes use when given no style.
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    /// The foreground style.
    public init() {}

    func paint(in env: EnvironmentValues) -> Paint {
        // A foreground set to the foreground itself would never resolve: fall back to primary.
        guard let style = env.foregroundStyle, !(style.base is ForegroundStyle) else { return .color(env.primaryColor) }
        return style.paint(in: env)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// How a path's inside is found. Paths here always fill by the non-zero rule.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule was asked for; paths here always fill by the non-zero rule.
    public var isEOFilled: Bool
    /// Whether edges are anti-aliased.
    public var isAntialiased: Bool
    /// A fill style; `eoFill` is accepted and not used.
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

extension StrokeStyle {
    /// The scene stroke for this style and a paint; a non-finite width draws nothing.
    func sceneStroke(_ paint: Paint) -> Stroke { spec.stroke(paint) }
}
