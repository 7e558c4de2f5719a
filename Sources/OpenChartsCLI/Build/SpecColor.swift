import OpenCharts

/// Colours a spec names: Swift's system colours by name (`blue`, `.orange`, `secondary`), or
/// `#RRGGBB` / `#RRGGBBAA`.
enum SpecColor {
    static let names: [String: Color] = [
        "blue": .blue, "green": .green, "orange": .orange, "purple": .purple, "red": .red, "cyan": .cyan,
        "yellow": .yellow, "pink": .pink, "teal": .teal, "indigo": .indigo, "mint": .mint, "brown": .brown,
        "gray": .gray, "grey": .gray, "black": .black, "white": .white, "primary": .primary, "secondary": .secondary,
        "accentColor": .accentColor,
    ]

    static func parse(_ text: String) -> Color? {
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        if let c = names[name] { return c }
        guard name.hasPrefix("#"), name.count == 7 || name.count == 9, let v = UInt64(name.dropFirst(), radix: 16) else { return nil }
        let hasAlpha = name.count == 9
        let rgb = hasAlpha ? v >> 8 : v
        let alpha = hasAlpha ? Double(v & 0xff) / 255 : 1
        return Color(red: Double((rgb >> 16) & 0xff) / 255, green: Double((rgb >> 8) & 0xff) / 255,
                     blue: Double(rgb & 0xff) / 255, opacity: alpha)
    }
}
