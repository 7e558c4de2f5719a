import ChartScene
import Foundation

// UIKit's system colours with their published light and dark values (Apple's Human Interface
// Guidelines, "Color"). Label and fill colours are translucent greys.
extension UIColor {
    /// UIKit's `systemRed`: #FF3B30 in light mode, #FF453A in dark mode.
    public static let systemRed = system(0xFF3B30, 0xFF453A)
    /// UIKit's `systemOrange`: #FF9500 in light mode, #FF9F0A in dark mode.
    public static let systemOrange = system(0xFF9500, 0xFF9F0A)
    /// UIKit's `systemYellow`: #FFCC00 in light mode, #FFD60A in dark mode.
    public static let systemYellow = system(0xFFCC00, 0xFFD60A)
    /// UIKit's `systemGreen`: #34C759 in light mode, #30D158 in dark mode.
    public static let systemGreen = system(0x34C759, 0x30D158)
    /// UIKit's `systemMint`: #00C7BE in light mode, #63E6E2 in dark mode.
    public static let systemMint = system(0x00C7BE, 0x63E6E2)
    /// UIKit's `systemTeal`: #30B0C7 in light mode, #40C8E0 in dark mode.
    public static let systemTeal = system(0x30B0C7, 0x40C8E0)
    /// UIKit's `systemCyan`: #32ADE6 in light mode, #64D2FF in dark mode.
    public static let systemCyan = system(0x32ADE6, 0x64D2FF)
    /// UIKit's `systemBlue`: #007AFF in light mode, #0A84FF in dark mode.
    public static let systemBlue = system(0x007AFF, 0x0A84FF)
    /// UIKit's `systemIndigo`: #5856D6 in light mode, #5E5CE6 in dark mode.
    public static let systemIndigo = system(0x5856D6, 0x5E5CE6)
    /// UIKit's `systemPurple`: #AF52DE in light mode, #BF5AF2 in dark mode.
    public static let systemPurple = system(0xAF52DE, 0xBF5AF2)
    /// UIKit's `systemPink`: #FF2D55 in light mode, #FF375F in dark mode.
    public static let systemPink = system(0xFF2D55, 0xFF375F)
    /// UIKit's `systemBrown`: #A2845E in light mode, #AC8E68 in dark mode.
    public static let systemBrown = system(0xA2845E, 0xAC8E68)

    /// UIKit's `systemGray`: #8E8E93 in light and dark mode.
    public static let systemGray = system(0x8E8E93, 0x8E8E93)
    /// UIKit's `systemGray2`: #AEAEB2 in light mode, #636366 in dark mode.
    public static let systemGray2 = system(0xAEAEB2, 0x636366)
    /// UIKit's `systemGray3`: #C7C7CC in light mode, #48484A in dark mode.
    public static let systemGray3 = system(0xC7C7CC, 0x48484A)
    /// UIKit's `systemGray4`: #D1D1D6 in light mode, #3A3A3C in dark mode.
    public static let systemGray4 = system(0xD1D1D6, 0x3A3A3C)
    /// UIKit's `systemGray5`: #E5E5EA in light mode, #2C2C2E in dark mode.
    public static let systemGray5 = system(0xE5E5EA, 0x2C2C2E)
    /// UIKit's `systemGray6`: #F2F2F7 in light mode, #1C1C1E in dark mode.
    public static let systemGray6 = system(0xF2F2F7, 0x1C1C1E)

    /// UIKit's `systemBackground`: #FFFFFF in light mode, #000000 in dark mode.
    public static let systemBackground = system(0xFFFFFF, 0x000000)
    /// UIKit's `secondarySystemBackground`: #F2F2F7 in light mode, #1C1C1E in dark mode.
    public static let secondarySystemBackground = system(0xF2F2F7, 0x1C1C1E)
    /// UIKit's `tertiarySystemBackground`: #FFFFFF in light mode, #2C2C2E in dark mode.
    public static let tertiarySystemBackground = system(0xFFFFFF, 0x2C2C2E)
    /// UIKit's `systemGroupedBackground`: #F2F2F7 in light mode, #000000 in dark mode.
    public static let systemGroupedBackground = system(0xF2F2F7, 0x000000)
    /// UIKit's `secondarySystemGroupedBackground`: #FFFFFF in light mode, #1C1C1E in dark mode.
    public static let secondarySystemGroupedBackground = system(0xFFFFFF, 0x1C1C1E)
    /// UIKit's `tertiarySystemGroupedBackground`: #F2F2F7 in light mode, #2C2C2E in dark mode.
    public static let tertiarySystemGroupedBackground = system(0xF2F2F7, 0x2C2C2E)

    /// UIKit's `label`: #000000 in light mode, #FFFFFF in dark mode.
    public static let label = system(0x000000, 0xFFFFFF)
    /// UIKit's `secondaryLabel`: #3C3C43 at 0.6 in light mode, #EBEBF5 at 0.6 in dark mode.
    public static let secondaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.6)
    /// UIKit's `tertiaryLabel`: #3C3C43 at 0.3 in light mode, #EBEBF5 at 0.3 in dark mode.
    public static let tertiaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    /// UIKit's `quaternaryLabel`: #3C3C43 at 0.18 in light mode, #EBEBF5 at 0.16 in dark mode.
    public static let quaternaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16)
    /// UIKit's `placeholderText`: #3C3C43 at 0.3 in light mode, #EBEBF5 at 0.3 in dark mode.
    public static let placeholderText = system(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    /// UIKit's `link`: #007AFF in light mode, #0984FF in dark mode.
    public static let link = system(0x007AFF, 0x0984FF)
    /// UIKit's `separator`: #3C3C43 at 0.29 in light mode, #545458 at 0.6 in dark mode.
    public static let separator = system(0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6)
    /// UIKit's `opaqueSeparator`: #C6C6C8 in light mode, #38383A in dark mode.
    public static let opaqueSeparator = system(0xC6C6C8, 0x38383A)

    /// UIKit's `systemFill`: #787880 at 0.2 in light mode, #787880 at 0.36 in dark mode.
    public static let systemFill = system(0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36)
    /// UIKit's `secondarySystemFill`: #787880 at 0.16 in light mode, #787880 at 0.32 in dark mode.
    public static let secondarySystemFill = system(0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32)
    /// UIKit's `tertiarySystemFill`: #767680 at 0.12 in light mode, #767680 at 0.24 in dark mode.
    public static let tertiarySystemFill = system(0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24)
    /// UIKit's `quaternarySystemFill`: #747480 at 0.08 in light mode, #767680 at 0.18 in dark mode.
    public static let quaternarySystemFill = system(0x747480, 0x767680, alpha: 0.08, darkAlpha: 0.18)

    /// The tint of controls: the accent colour.
    public static let tintColor = systemBlue
    /// UIKit's `lightText`: #FFFFFF at 0.6 in light and dark mode.
    public static let lightText = system(0xFFFFFF, 0xFFFFFF, alpha: 0.6)
    /// UIKit's `darkText`: #000000 in light and dark mode.
    public static let darkText = system(0x000000, 0x000000)

    /// UIKit's `black`: #000000 in light and dark mode.
    public static let black = system(0x000000, 0x000000)
    /// UIKit's `white`: #FFFFFF in light and dark mode.
    public static let white = system(0xFFFFFF, 0xFFFFFF)
    /// UIKit's `clear`, the same in light and dark mode.
    public static let clear = UIColor(light: .clear, dark: .clear)
    /// UIKit's `gray`, the same in light and dark mode.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// UIKit's `lightGray`, the same in light and dark mode.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// UIKit's `darkGray`, the same in light and dark mode.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// UIKit's `red`, the same in light and dark mode.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// UIKit's `green`, the same in light and dark mode.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// UIKit's `blue`, the same in light and dark mode.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// UIKit's `cyan`, the same in light and dark mode.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// UIKit's `yellow`, the same in light and dark mode.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// UIKit's `magenta`, the same in light and dark mode.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// UIKit's `orange`, the same in light and dark mode.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// UIKit's `purple`, the same in light and dark mode.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// UIKit's `brown`, the same in light and dark mode.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
