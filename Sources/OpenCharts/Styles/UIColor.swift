import ChartScene
import Foundation

/// UIKit's colour type, as chart screens written for iOS use it: components, and the system
/// colours with their light and dark values, resolved by the view's colour scheme.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12)
///     .fill(Color(uiColor: .secondarySystemGroupedBackground))
/// ```
public struct UIColor: Hashable, Sendable {
    let light: RGBA
    let dark: RGBA

    init(light: RGBA, dark: RGBA) { self.light = light; self.dark = dark }

    /// A colour from red, green, blue and alpha components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
        self.init(light: c.light, dark: c.dark)
    }

    /// A grey: 0 is black, 1 white.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation, brightness and alpha in 0...1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let c = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
        self.init(light: c.light, dark: c.dark)
    }

    /// The colour of a SwiftUI colour, keeping its light and dark values.
    public init(_ color: Color) { self.init(light: color.light, dark: color.dark) }

    /// The colour with its alpha multiplied by `alpha`, as `withAlphaComponent` sets it.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let a = Color.unit(Double(alpha))
        return UIColor(light: RGBA(red: light.red, green: light.green, blue: light.blue, alpha: a),
                       dark: RGBA(red: dark.red, green: dark.green, blue: dark.blue, alpha: a))
    }

    /// A system colour from its light and dark 24-bit values and alphas.
    static func system(_ light: UInt32, _ dark: UInt32, alpha: Double = 1, darkAlpha: Double? = nil) -> UIColor {
        UIColor(light: RGBA(hex: light, alpha: alpha), dark: RGBA(hex: dark, alpha: darkAlpha ?? alpha))
    }
}

/// AppKit's colour type, for code shared with macOS: a few of its semantic colours, with their
/// light and dark values.
///
/// ```swift
/// Color(nsColor: .windowBackgroundColor)
/// ```
public struct NSColor: Hashable, Sendable {
    let color: UIColor

    /// A colour from red, green, blue and alpha components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey: 0 is black, 1 white.
    public init(white: CGFloat, alpha: CGFloat) { color = UIColor(white: white, alpha: alpha) }

    init(_ color: UIColor) { self.color = color }

    /// AppKit's `windowBackgroundColor`.
    public static let windowBackgroundColor = NSColor(.system(0xECECEC, 0x323232))
    /// AppKit's `controlBackgroundColor`.
    public static let controlBackgroundColor = NSColor(.system(0xFFFFFF, 0x1E1E1E))
    /// AppKit's `textBackgroundColor`.
    public static let textBackgroundColor = NSColor(.system(0xFFFFFF, 0x1E1E1E))
    /// AppKit's `labelColor`.
    public static let labelColor = NSColor(UIColor.label)
    /// AppKit's `textColor`.
    public static let textColor = NSColor(UIColor.label)
    /// AppKit's `secondaryLabelColor`.
    public static let secondaryLabelColor = NSColor(UIColor.secondaryLabel)
    /// AppKit's `tertiaryLabelColor`.
    public static let tertiaryLabelColor = NSColor(UIColor.tertiaryLabel)
    /// AppKit's `separatorColor`.
    public static let separatorColor = NSColor(UIColor.separator)
    /// AppKit's `gridColor`.
    public static let gridColor = NSColor(.system(0xE6E6E6, 0x1A1A1A))
    /// AppKit's `controlAccentColor`.
    public static let controlAccentColor = NSColor(UIColor.systemBlue)
    /// AppKit's `systemRed`.
    public static let systemRed = NSColor(UIColor.systemRed)
    /// AppKit's `systemBlue`.
    public static let systemBlue = NSColor(UIColor.systemBlue)
    /// AppKit's `systemGreen`.
    public static let systemGreen = NSColor(UIColor.systemGreen)
    /// AppKit's `systemOrange`.
    public static let systemOrange = NSColor(UIColor.systemOrange)
    /// AppKit's `systemGray`.
    public static let systemGray = NSColor(UIColor.systemGray)
    /// AppKit's `black`.
    public static let black = NSColor(UIColor.black)
    /// AppKit's `white`.
    public static let white = NSColor(UIColor.white)
    /// AppKit's `clear`.
    public static let clear = NSColor(UIColor.clear)
}

extension Color {
    /// A colour from a UIKit colour, adapting to light and dark as the UIKit colour does.
    ///
    /// ```swift
    /// Color(uiColor: .systemGroupedBackground)
    /// ```
    public init(uiColor: UIColor) { self.init(light: uiColor.light, dark: uiColor.dark) }

    /// A colour from a UIKit colour: `Color(.systemGray6)`.
    public init(_ color: UIColor) { self.init(uiColor: color) }

    /// A colour from an AppKit colour, adapting to light and dark as it does.
    public init(nsColor: NSColor) { self.init(uiColor: nsColor.color) }

    /// A colour from an AppKit colour.
    public init(_ color: NSColor) { self.init(nsColor: color) }
}
