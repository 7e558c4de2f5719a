import ChartScene
import Foundation

// UIKit's system colours with their published light and dark values (Apple's Human Interface
// Guidelines, "Color"). Label and fill colours are translucent greys.
extension UIColor {
    public static let systemRed = system(0xFF3B30, 0xFF453A)
    public static let systemOrange = system(0xFF9500, 0xFF9F0A)
    public static let systemYellow = system(0xFFCC00, 0xFFD60A)
    public static let systemGreen = system(0x34C759, 0x30D158)
    public static let systemMint = system(0x00C7BE, 0x63E6E2)
    public static let systemTeal = system(0x30B0C7, 0x40C8E0)
    public static let systemCyan = system(0x32ADE6, 0x64D2FF)
    public static let systemBlue = system(0x007AFF, 0x0A84FF)
    public static let systemIndigo = system(0x5856D6, 0x5E5CE6)
    public static let systemPurple = system(0xAF52DE, 0xBF5AF2)
    public static let systemPink = system(0xFF2D55, 0xFF375F)
    public static let systemBrown = system(0xA2845E, 0xAC8E68)

    public static let systemGray = system(0x8E8E93, 0x8E8E93)
    public static let systemGray2 = system(0xAEAEB2, 0x636366)
    public static let systemGray3 = system(0xC7C7CC, 0x48484A)
    public static let systemGray4 = system(0xD1D1D6, 0x3A3A3C)
    public static let systemGray5 = system(0xE5E5EA, 0x2C2C2E)
    public static let systemGray6 = system(0xF2F2F7, 0x1C1C1E)

    public static let systemBackground = system(0xFFFFFF, 0x000000)
    public static let secondarySystemBackground = system(0xF2F2F7, 0x1C1C1E)
    public static let tertiarySystemBackground = system(0xFFFFFF, 0x2C2C2E)
    public static let systemGroupedBackground = system(0xF2F2F7, 0x000000)
    public static let secondarySystemGroupedBackground = system(0xFFFFFF, 0x1C1C1E)
    public static let tertiarySystemGroupedBackground = system(0xF2F2F7, 0x2C2C2E)

    public static let label = system(0x000000, 0xFFFFFF)
    public static let secondaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.6)
    public static let tertiaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    public static let quaternaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16)
    public static let placeholderText = system(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    public static let link = system(0x007AFF, 0x0984FF)
    public static let separator = system(0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6)
    public static let opaqueSeparator = system(0xC6C6C8, 0x38383A)

    public static let systemFill = system(0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36)
    public static let secondarySystemFill = system(0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32)
    public static let tertiarySystemFill = system(0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24)
    public static let quaternarySystemFill = system(0x747480, 0x767680, alpha: 0.08, darkAlpha: 0.18)

    /// The tint of controls: the accent colour.
    public static let tintColor = systemBlue
    public static let lightText = system(0xFFFFFF, 0xFFFFFF, alpha: 0.6)
    public static let darkText = system(0x000000, 0x000000)

    public static let black = system(0x000000, 0x000000)
    public static let white = system(0xFFFFFF, 0xFFFFFF)
    public static let clear = UIColor(light: .clear, dark: .clear)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
