import ChartScene
import Foundation

extension UIColor {
    /// A short spoken name for the colour, such as "dark blue" or "light gray", as VoiceOver
    /// reads it. The name comes from the colour's light-appearance hue, saturation and
    /// brightness; the words are English and may differ from Apple's for colours between two names.
    ///
    /// ```swift
    /// let names = [Color.blue, .green, .red].map { UIColor($0).accessibilityName }
    /// ```
    public var accessibilityName: String {
        let r = Double(light.red), g = Double(light.green), b = Double(light.blue)
        let maxC = max(r, g, b), minC = min(r, g, b)
        let brightness = maxC
        let saturation = maxC == 0 ? 0 : (maxC - minC) / maxC
        if saturation < 0.15 || maxC - minC < 0.06 {
            switch brightness {
            case ..<0.12: return "black"
            case ..<0.38: return "dark gray"
            case ..<0.7: return "gray"
            case ..<0.93: return "light gray"
            default: return "white"
            }
        }
        let hue = Self.hueDegrees(r, g, b, maxC: maxC, minC: minC)
        let base: String
        switch hue {
        case ..<15, 345...: base = "red"
        case ..<45: base = "orange"
        case ..<70: base = "yellow"
        case ..<160: base = "green"
        case ..<195: base = "cyan"
        case ..<255: base = "blue"
        case ..<290: base = "purple"
        default: base = "pink"
        }
        if brightness < 0.45 { return "dark " + base }
        if saturation < 0.45 && brightness > 0.8 { return "light " + base }
        return base
    }

    /// The hue in degrees, 0 to 360, of components whose largest is `maxC` and smallest `minC`.
    private static func hueDegrees(_ r: Double, _ g: Double, _ b: Double, maxC: Double, minC: Double) -> Double {
        let d = maxC - minC
        guard d > 0 else { return 0 }
        var h: Double
        if maxC == r { h = (g - b) / d } else if maxC == g { h = 2 + (b - r) / d } else { h = 4 + (r - g) / d }
        h *= 60
        return h < 0 ? h + 360 : h
    }
}
