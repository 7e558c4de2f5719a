import ChartEngine
import ChartScene

/// The look of chart furniture on iOS, in light and dark appearance.
enum ChartThemes {
    static func theme(for scheme: ColorScheme) -> ChartTheme {
        let dark = scheme == .dark
        // Axis labels use the secondary label colour; grid lines a light separator grey.
        let secondary = dark ? RGBA(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6)
                             : RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
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
