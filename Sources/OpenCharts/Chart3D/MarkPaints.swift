import ChartScene
import Foundation

/// The colours of a 3D chart's marks: a style's own, a series' palette colour, or the default.
struct MarkPaints {
    let palette: [RGBA]
    let seriesKeys: [String]
    let defaultColor: RGBA
    let env: EnvironmentValues
    let yScale: Scale3D

    init(renderer: Chart3DRenderer, seriesKeys: [String], yScale: Scale3D) {
        palette = renderer.theme.palette.isEmpty ? [RGBA(hex: 0x007AFF)] : renderer.theme.palette
        self.seriesKeys = seriesKeys
        defaultColor = renderer.theme.markForeground?.representativeColor ?? palette[0]
        env = renderer.env
        self.yScale = yScale
    }

    func seriesColor(_ key: String) -> RGBA {
        guard let i = seriesKeys.firstIndex(of: key) else { return defaultColor }
        return palette[i % palette.count]
    }

    /// The solid colour of a mark.
    func color(of m: Mark3DSpec) -> RGBA {
        if let style = m.style { return style.resolvePaint(in: env).representativeColor }
        if let s = m.series { return seriesColor(s.key) }
        return defaultColor
    }

    /// How a surface is coloured at a point.
    enum SurfaceColoring {
        case solid(RGBA)
        /// Stops, in order of location, over `lo...hi` of y data values; `flipped` when the
        /// gradient starts at the top.
        case height([GradientStop], lo: Double, hi: Double, flipped: Bool)
        case normal
    }

    /// Apple's height-based default: cool in the valleys, warm on the peaks.
    static let defaultHeightColors: [Color] = [.purple, .blue, .cyan, .green, .yellow]

    func surfaceColoring(_ m: Mark3DSpec) -> SurfaceColoring {
        switch unorderedSurfaceColoring(m) {
        case .height(let stops, let lo, let hi, let flipped):
            // Ordered once here, not for each cell's colour.
            return .height(stops.sorted { $0.location < $1.location }, lo: lo, hi: hi, flipped: flipped)
        case let other:
            return other
        }
    }

    private func unorderedSurfaceColoring(_ m: Mark3DSpec) -> SurfaceColoring {
        let scheme = env.colorScheme
        var yLo = -0.5, yHi = 0.5
        if case .numbers(let a, let b) = yScale.domain { yLo = a; yHi = b }
        if let s = m.surfaceStyle {
            switch s.kind {
            case .normal:
                return .normal
            case .height(let gradient, let range):
                let stops = (gradient ?? Gradient(colors: Self.defaultHeightColors)).sceneStops(scheme)
                let lo = range.map { Double($0.lowerBound) } ?? yLo
                let hi = range.map { Double($0.upperBound) } ?? yHi
                return .height(stops, lo: lo, hi: hi, flipped: false)
            }
        }
        if let style = m.style {
            if let g = style.base as? LinearGradient {
                return .height(g.gradient.sceneStops(scheme), lo: yLo, hi: yHi, flipped: g.startPoint.y < g.endPoint.y)
            }
            if let g = style.base as? Gradient { return .height(g.sceneStops(scheme), lo: yLo, hi: yHi, flipped: false) }
        }
        return .solid(color(of: m))
    }

    /// The colour of `stops` (in order of location, as ``SurfaceColoring/height`` holds them) at
    /// `t` in 0...1, interpolated linearly between neighbouring stops.
    static func color(_ stops: [GradientStop], at t: Double) -> RGBA {
        GradientField.color(at: t.isFinite ? t : 0, sorted: stops)
    }
}
