import ChartEngine
import Foundation

/// A symbol shape's outline stroked inside its edge: what `strokeBorder` makes of a symbol.
/// In a chart it is drawn hollow, in the mark's colour; as a view, stroked in the foreground style.
nonisolated struct StrokedSymbolShape<Base: ChartSymbolShape>: ChartSymbolShape, BuiltInSymbolShape {
    let base: Base
    let style: StrokeStyle

    var kind: SymbolKind { .stroked(symbolKind(base), style.spec) }
    var perceptualUnitRect: CGRect { base.perceptualUnitRect }

    /// The line the stroke follows: the base's outline half the stroke's width inside its frame.
    func path(in rect: CGRect) -> Path {
        insetPath(of: base, in: rect, by: style.lineWidth.isFinite ? max(0, style.lineWidth) / 2 : 0)
    }

    var body: _ShapeView<Self, ForegroundStyle> { return _ShapeView(shape: self, style: ForegroundStyle(), mode: .stroke(style)) }
}

nonisolated extension ChartSymbolShape where Self: InsettableShape {
    /// The shape's outline stroked `lineWidth` points wide inside its edge: a hollow symbol.
    ///
    /// ```swift
    /// LineMark(x: .value("Day", day), y: .value("Sales", sales))
    ///     .symbol(Circle().strokeBorder(lineWidth: 2))
    /// ```
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        StrokedSymbolShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline stroked inside its edge in a stroke style: width, dashes and joins.
    public func strokeBorder(style: StrokeStyle) -> some ChartSymbolShape {
        StrokedSymbolShape(base: self, style: style)
    }
}
