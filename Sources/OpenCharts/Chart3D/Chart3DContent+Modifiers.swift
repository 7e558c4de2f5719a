import Foundation

// The 3D forms of the mark modifiers. They are disfavored so that code outside a 3D chart, where
// both the 2D and the 3D form would fit a mark, keeps choosing the 2D one; inside `Chart3D` only
// the 3D form fits.
extension Chart3DContent {
    func modified3D(_ modify: @escaping (inout Mark3DSpec) -> Void) -> Modified3DContent<Self> {
        Modified3DContent(content: self, modify: modify)
    }

    /// Paints the content with a colour or gradient.
    ///
    /// ```swift
    /// PointMark(x: .value("x", x), y: .value("y", y), z: .value("z", z))
    ///     .foregroundStyle(.orange)
    /// ```
    @_disfavoredOverload
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some Chart3DContent {
        let erased = AnyShapeStyle(style)
        return modified3D { $0.style = erased; $0.surfaceStyle = nil }
    }

    /// Colours a surface by its height or by the direction it faces.
    ///
    /// ```swift
    /// SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(x) * cos(z) }
    ///     .foregroundStyle(.heightBased)
    /// ```
    @_disfavoredOverload
    public func foregroundStyle<S: Chart3DSurfaceStyle>(_ style: S) -> some Chart3DContent {
        let basic = style as? BasicChart3DSurfaceStyle
        return modified3D { $0.surfaceStyle = basic; $0.style = nil }
    }

    /// Colours the content by a category, with a legend.
    ///
    /// ```swift
    /// PointMark(x: .value("x", p.x), y: .value("y", p.y), z: .value("z", p.z))
    ///     .foregroundStyle(by: .value("Species", p.species))
    /// ```
    @_disfavoredOverload
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some Chart3DContent {
        let key: String
        switch Channel3D(value).start {
        case .number(let v): key = NumberFormatting3D.plain(v)
        case .category(let s): key = s
        }
        let label = value.label
        return modified3D { $0.series = (label, key) }
    }

    /// The 3D shape of points: `.sphere` (the default), `.cube`, `.cylinder` or `.cone`.
    @_disfavoredOverload
    public func symbol<S: Chart3DSymbolShape>(_ symbol: S) -> some Chart3DContent {
        let basic = symbol as? BasicChart3DSymbolShape
        return modified3D { $0.symbol = basic }
    }

    /// The size of points: below 1, a fraction of the chart's width; from 1 up, a diameter in points.
    @_disfavoredOverload
    public func symbolSize(_ size: CGFloat) -> some Chart3DContent {
        let s = Double(size)
        return modified3D { $0.symbolSize = s.isFinite && s > 0 ? s : nil }
    }

    /// Turns each point's symbol.
    @_disfavoredOverload
    public func symbolRotation(_ rotation: Rotation3D) -> some Chart3DContent {
        modified3D { $0.rotation = rotation }
    }

    /// How metallic the content looks, from 0 (plastic, the default) to 1 (metal): a metal's
    /// highlight takes its own colour and its diffuse light fades.
    @_disfavoredOverload
    public func metalness(_ metalness: Double) -> some Chart3DContent {
        let m = metalness.isFinite ? min(max(metalness, 0), 1) : nil
        return modified3D { $0.metalness = m }
    }

    /// How rough the content looks, from 0 (a sharp, bright highlight) to 1 (no highlight).
    @_disfavoredOverload
    public func roughness(_ roughness: Double) -> some Chart3DContent {
        let r = roughness.isFinite ? min(max(roughness, 0), 1) : nil
        return modified3D { $0.roughness = r }
    }
}
