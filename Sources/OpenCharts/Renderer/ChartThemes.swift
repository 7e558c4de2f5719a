import ChartEngine
import ChartScene

/// The look of chart furniture on iOS, in light and dark appearance.
enum ChartThemes {
    static func theme(for scheme: ColorScheme) -> ChartTheme {
        let dark = scheme == .dark
        // Axis labels use the secondary label colour; grid lines a light separator grey.
        let secondary = Color.secondary.resolved(scheme)
        let grid = dark ? RGBA(hex: 0x48484A) : RGBA(hex: 0xD1D1D6)
        return ChartTheme(palette: Color.chartPalette.map { $0.resolved(scheme) },
                          axisLabel: secondary, gridLine: grid, tick: grid, legendLabel: secondary,
                          annotationText: secondary,
                          axisFont: Font.caption2.sceneFont, legendFont: Font.caption.sceneFont)
    }

    /// The window background behind a rendered view.
    static func background(for scheme: ColorScheme) -> RGBA {
        scheme == .dark ? .black : .white
    }
}
