import ChartEngine
import ChartScene
import Foundation

/// A shape that marks a point in a chart: one of the built-in symbols, or a shape of your own.
///
/// ```swift
/// struct Star: ChartSymbolShape {
///     var perceptualUnitRect: CGRect { CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8) }
///     func path(in rect: CGRect) -> Path { … }
/// }
///
/// PointMark(x: .value("Day", day), y: .value("Steps", steps)).symbol(Star())
/// ```
public protocol ChartSymbolShape: Shape {
    /// The part of the shape's frame, in unit coordinates, that looks as big as a square of the
    /// symbol's size: a chart draws the shape in the frame that puts this rectangle there.
    nonisolated var perceptualUnitRect: CGRect { get }
}

/// Symbol shapes that stand for one of the engine's symbols without calling back into a shape:
/// the built-in ones, their stroked forms, and the erased form.
protocol BuiltInSymbolShape {
    var kind: SymbolKind { get }
}

/// The engine's symbol for a symbol shape: a built-in one as itself, any other shape drawn with
/// its own outline.
func symbolKind(_ shape: any ChartSymbolShape) -> SymbolKind {
    if let builtIn = shape as? any BuiltInSymbolShape { return builtIn.kind }
    return .shape(outline(of: shape))
}

/// A shape's outline as the engine draws it: in any rectangle, and inset for a stroked form
/// through the shape's own `inset(by:)` where it has one.
func outline<S: ChartSymbolShape>(of shape: S) -> SymbolOutline {
    let unit = shape.perceptualUnitRect
    return SymbolOutline(unitRect: SceneRect(x: Double(unit.minX), y: Double(unit.minY),
                                             width: Double(unit.width), height: Double(unit.height))) { rect, inset in
        let frame = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        return insetPath(of: shape, in: frame, by: CGFloat(inset)).scenePath()
    }
}

/// The shape's path `amount` points inside its frame: through `inset(by:)` for an insettable
/// shape, else the path in the frame made smaller by that much on each side.
func insetPath<S: Shape>(of shape: S, in rect: CGRect, by amount: CGFloat) -> Path {
    guard amount > 0 else { return shape.path(in: rect) }
    if let insettable = shape as? any InsettableShape { return insetPath(insettable, in: rect, by: amount) }
    let smaller = rect.insetBy(dx: amount, dy: amount)
    return smaller.width > 0 && smaller.height > 0 ? shape.path(in: smaller) : Path()
}

private func insetPath<S: InsettableShape>(_ shape: S, in rect: CGRect, by amount: CGFloat) -> Path {
    shape.inset(by: amount).path(in: rect)
}

extension BuiltInSymbolShape {
    /// The symbol drawn as big as its frame allows, centred in it.
    func builtInPath(in rect: CGRect) -> Path {
        var p = Path()
        p.append(SymbolPath.path(kind, in: SceneRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)))
        return p
    }

    /// The centred square, as a fraction of the frame, that looks as big as the symbol's size.
    var builtInUnitRect: CGRect {
        if case .shape(let outline) = kind {
            let u = outline.unitRect
            return CGRect(x: u.minX, y: u.minY, width: u.width, height: u.height)
        }
        let k = SymbolPath.unitSide(kind)
        return CGRect(x: (1 - k) / 2, y: (1 - k) / 2, width: k, height: k)
    }
}

extension BasicChartSymbolShape {
    /// The symbol drawn as big as its frame allows, centred in it.
    public func path(in rect: CGRect) -> Path { builtInPath(in: rect) }
    /// The centred square, as a fraction of the frame, that looks as big as the symbol's size.
    public var perceptualUnitRect: CGRect { builtInUnitRect }
}

extension AnyChartSymbolShape {
    /// The erased symbol drawn in its frame, as the symbol itself draws.
    public func path(in rect: CGRect) -> Path { builtInPath(in: rect) }
    /// The erased symbol's perceptual unit rectangle.
    public var perceptualUnitRect: CGRect { builtInUnitRect }
}
