import ChartScene
import Foundation

/// A colour that adapts to light and dark appearance, as SwiftUI's system colours do.
///
/// ```swift
/// BarMark(x: .value("Style", name), y: .value("Sales", sales)).foregroundStyle(.pink)
/// ```
public struct Color: Hashable, Sendable, ShapeStyle {
    let light: RGBA
    let dark: RGBA

    init(light: RGBA, dark: RGBA) { self.light = light; self.dark = dark }

    /// A colour from red, green and blue components in 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let c = RGBA(red: Self.unit(red), green: Self.unit(green), blue: Self.unit(blue), alpha: Self.unit(opacity))
        self.init(light: c, dark: c)
    }

    /// A colour space, accepted for source compatibility; components are always sRGB here.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended red, green, blue (sRGB) color space.
        case sRGB
        /// The extended sRGB color space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 color space.
        case displayP3
    }

    /// A colour from red, green and blue components from 0 to 1, read as sRGB whatever the colour space.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey: 0 is black, 1 white.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// A grey from `white` (0 is black, 1 is white), whatever the colour space.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) { self.init(white: white, opacity: opacity) }

    /// A colour from hue, saturation and brightness in 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (Self.unit(hue) * 6).truncatingRemainder(dividingBy: 6), s = Self.unit(saturation), v = Self.unit(brightness)
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double)
        switch Int(saturating: h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// A named colour. Asset catalogues do not exist here, so the name is looked up among the
    /// system colours ("pink", "Blue", …); an unknown name gives the accent colour.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = Color.named[name.lowercased()] ?? .accentColor
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        let o = Self.unit(opacity)
        return Color(light: light.multiplyingAlpha(o), dark: dark.multiplyingAlpha(o))
    }

    /// A gentle top-to-bottom gradient of this colour, as SwiftUI's `Color.gradient`.
    public var gradient: AnyGradient { AnyGradient(color: self) }

    func resolved(_ scheme: ColorScheme) -> RGBA { scheme == .dark ? dark : light }

    static func unit(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
}

extension Color {
    static func system(_ light: UInt32, _ dark: UInt32) -> Color { Color(light: RGBA(hex: light), dark: RGBA(hex: dark)) }

    // iOS system colours, light and dark variants.
    /// iOS's system blue.
    public static let blue = system(0x007AFF, 0x0A84FF)
    /// iOS's system green.
    public static let green = system(0x34C759, 0x30D158)
    /// iOS's system orange.
    public static let orange = system(0xFF9500, 0xFF9F0A)
    /// iOS's system purple.
    public static let purple = system(0xAF52DE, 0xBF5AF2)
    /// iOS's system red.
    public static let red = system(0xFF3B30, 0xFF453A)
    /// iOS's system cyan.
    public static let cyan = system(0x32ADE6, 0x64D2FF)
    /// iOS's system yellow.
    public static let yellow = system(0xFFCC00, 0xFFD60A)
    /// iOS's system pink.
    public static let pink = system(0xFF2D55, 0xFF375F)
    /// iOS's system teal.
    public static let teal = system(0x30B0C7, 0x40C8E0)
    /// iOS's system indigo.
    public static let indigo = system(0x5856D6, 0x5E5CE6)
    /// iOS's system mint.
    public static let mint = system(0x00C7BE, 0x63E6E2)
    /// iOS's system brown.
    public static let brown = system(0xA2845E, 0xAC8E68)
    /// iOS's system gray.
    public static let gray = system(0x8E8E93, 0x8E8E93)
    /// Black.
    public static let black = system(0x000000, 0x000000)
    /// White.
    public static let white = system(0xFFFFFF, 0xFFFFFF)
    /// No colour: fully transparent.
    public static let clear = Color(light: .clear, dark: .clear)
    /// Black in light mode, white in dark mode.
    public static let primary = system(0x000000, 0xFFFFFF)
    /// The grey of iOS's secondary, tertiary and quaternary labels, before their opacity.
    static let labelGrey = Color(light: RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255),
                                 dark: RGBA(red: 235 / 255, green: 235 / 255, blue: 245 / 255))
    /// The secondary label colour: grey, partly transparent.
    public static let secondary = labelGrey.opacity(0.6)
    /// The accent colour of controls: the system blue.
    public static let accentColor = blue

    /// The automatic palette of `foregroundStyle(by:)`, in Swift Charts' order.
    static let chartPalette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

    static let named: [String: Color] = [
        "blue": .blue, "green": .green, "orange": .orange, "purple": .purple, "red": .red, "cyan": .cyan,
        "yellow": .yellow, "pink": .pink, "teal": .teal, "indigo": .indigo, "mint": .mint, "brown": .brown,
        "gray": .gray, "grey": .gray, "black": .black, "white": .white, "accentcolor": .accentColor,
    ]
}
