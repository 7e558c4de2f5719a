import ChartEngine
import ChartScene
import Foundation

extension ChartContent {
    /// Draws points, or a line's points, with a symbol: a built-in one, a hollow one, or a
    /// shape of your own, drawn with its own outline.
    ///
    /// ```swift
    /// LineMark(x: .value("Day", day, unit: .day), y: .value("Sales", sales))
    ///     .symbol(.circle.strokeBorder(lineWidth: 2))
    /// ```
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let kind = symbolKind(symbol)
        return modified { m, _ in m.style.symbol = kind }
    }

    /// Draws a view at each point instead of a symbol, at the view's own size. Shapes in it
    /// without a style of their own take the mark's colour.
    ///
    /// ```swift
    /// LineMark(x: .value("Hour", hour), y: .value("Heart Rate", bpm))
    ///     .symbol {
    ///         Circle().fill(.white).frame(width: 10)
    ///     }
    /// ```
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = symbol()
        return modified { m, env in m.style.symbolView = SymbolViewContent(view: view, env: env.insideChart) }
    }
}

/// A view drawn at each point of a mark, laid out the way views are.
struct SymbolViewContent<V: View>: SymbolSceneContent, @unchecked Sendable {
    let view: V
    let env: EnvironmentValues

    func idealSize() -> SceneSize {
        let s = makeLayoutNode(view, env).sizeThatFits(.unspecified)
        return SceneSize(width: Double(s.width), height: Double(s.height))
    }

    func render(in rect: SceneRect, foreground: Paint) -> [SceneNode] {
        var env = env
        env.foregroundStyle = env.foregroundStyle ?? AnyShapeStyle(ResolvedPaint(paint: foreground))
        return makeLayoutNode(view, env).render(in: CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height),
                                                RenderRecorder())
    }
}
