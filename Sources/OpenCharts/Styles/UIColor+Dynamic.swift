import ChartScene
import Foundation

/// Light or dark appearance, as UIKit names it.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// An unspecified interface style.
    case unspecified
    /// The light interface style.
    case light
    /// The dark interface style.
    case dark
}

/// The traits a dynamic `UIColor` is resolved for: here, the appearance.
public struct UITraitCollection: Hashable, Sendable {
    /// Light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle

    /// Traits of one appearance.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

extension UIColor {
    /// A colour chosen per appearance by a closure, asked once for light and once for dark.
    ///
    /// ```swift
    /// let card = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemGray5 : .white }
    /// ```
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).light,
                  dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).dark)
    }

    /// The colour as it appears with the given traits.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let c = traitCollection.userInterfaceStyle == .dark ? dark : light
        return UIColor(light: c, dark: c)
    }
}

/// The fill colours of controls and shapes on a background: iOS's four system fills.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).fill(.fill.tertiary)
/// ```
public struct FillShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    let level: Int
    /// The primary fill.
    public init() { level = 0 }
    init(level: Int) { self.level = level }

    /// The second level of fill.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// The third level of fill.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// The fourth level of fill.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    func paint(in env: EnvironmentValues) -> Paint {
        let fills: [UIColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
        return .color(fills[min(max(level, 0), 3)].resolved(env.colorScheme))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill, with `.secondary`, `.tertiary` and `.quaternary` levels.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
