import ChartEngine
import Foundation

/// The built-in symbols: circle, square, triangle, diamond, pentagon, plus, cross and asterisk.
///
/// ```swift
/// PointMark(x: .value("Weight", weight), y: .value("Height", height))
///     .symbol(.diamond)
/// ```
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape, BuiltInSymbolShape, Hashable, Sendable {
    let kind: SymbolKind

    /// The symbol's outline stroked `lineWidth` points wide inside its edge: a hollow symbol.
    ///
    /// ```swift
    /// LineMark(x: .value("Day", day), y: .value("Weight", kilograms))
    ///     .symbol(.circle.strokeBorder(lineWidth: 2))
    /// ```
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        StrokedSymbolShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}

nonisolated extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A filled circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A filled square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A filled triangle, pointing up.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A filled square turned 45°.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A filled regular pentagon, pointing up.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// A plus sign turned 45°.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// A six-armed asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}

/// SwiftUI's circle as a chart symbol, as big as the built-in circle at the same size.
extension Circle: ChartSymbolShape {
    /// The centred square that makes the circle as big as the built-in `.circle`.
    public var perceptualUnitRect: CGRect {
        let k = SymbolPath.unitSide(.circle)
        return CGRect(x: (1 - k) / 2, y: (1 - k) / 2, width: k, height: k)
    }
}

/// SwiftUI's rectangle as a chart symbol: a square as big as the built-in square.
extension Rectangle: ChartSymbolShape {
    /// The whole frame: a square symbol of area A is √A wide.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}
