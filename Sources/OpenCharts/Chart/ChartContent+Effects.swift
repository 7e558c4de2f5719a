import Foundation

extension ChartContent {
    /// Blurs the marks. Accepted so that chart code compiles; the marks are drawn sharp, since
    /// the picture this package draws has no blur filter (see Docs/Differences.md).
    ///
    /// ```swift
    /// AreaMark(x: .value("Hour", hour), y: .value("Load", load)).blur(radius: 2)
    /// ```
    public func blur(radius: CGFloat) -> some ChartContent {
        modified { _, _ in }
    }

    /// Casts a shadow behind the marks. Accepted so that chart code compiles; no shadow is
    /// drawn, since the picture this package draws has no blur filter (see Docs/Differences.md).
    ///
    /// ```swift
    /// LineMark(x: .value("Day", day), y: .value("Steps", steps)).shadow(color: .blue.opacity(0.3), radius: 4, y: 2)
    /// ```
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified { _, _ in }
    }
}
