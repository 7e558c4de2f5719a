import Foundation

/// A rectangle filling its frame.
///
/// ```swift
/// Rectangle().fill(.blue.opacity(0.2)).frame(height: 4)
/// ```
nonisolated public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// A rectangle filling its frame.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { var s = self; s.insetAmount += amount; return s }
}

/// A rectangle with rounded corners, filling its frame.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).fill(.blue)
/// ```
nonisolated public struct RoundedRectangle: InsettableShape {
    /// The width and height of the corners' rounding.
    public var cornerSize: CGSize
    /// The corners' curve; both styles draw circular corners here.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A rounded rectangle with corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    /// A rounded rectangle with corners of radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let r = max(0, min(cornerSize.width, cornerSize.height) - insetAmount)
        return Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerRadius: r, style: style)
    }
    public func inset(by amount: CGFloat) -> RoundedRectangle { var s = self; s.insetAmount += amount; return s }
}

/// A rectangle whose short sides are half circles, filling its frame.
nonisolated public struct Capsule: InsettableShape {
    /// The ends' curve; both styles draw circular ends here.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A capsule filling its frame, rounded along its shorter side.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard !r.isNull else { return Path() }
        return Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: style)
    }
    public func inset(by amount: CGFloat) -> Capsule { var s = self; s.insetAmount += amount; return s }
}

/// The largest circle that fits its frame, centred in it.
///
/// ```swift
/// Circle().fill(item.color).frame(width: 16, height: 16)
/// ```
nonisolated public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// A circle as large as fits in its frame, centred.
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height) - 2 * insetAmount
        guard d > 0 else { return Path() }
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public func inset(by amount: CGFloat) -> Circle { var s = self; s.insetAmount += amount; return s }
}

/// The ellipse that fits its frame.
nonisolated public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    /// An ellipse filling its frame.
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard !r.isNull, r.width > 0, r.height > 0 else { return Path() }
        return Path(ellipseIn: r)
    }
    public func inset(by amount: CGFloat) -> Ellipse { var s = self; s.insetAmount += amount; return s }
}

nonisolated extension Path: Shape {
    /// A path draws itself as it is, in its frame's coordinates.
    public func path(in rect: CGRect) -> Path { self }
}

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle: `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle: `.clipShape(.rect(cornerRadius: 16))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rounded rectangle with corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

nonisolated extension Shape where Self == Circle {
    /// A circle as large as fits in the frame.
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule whose ends have `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
