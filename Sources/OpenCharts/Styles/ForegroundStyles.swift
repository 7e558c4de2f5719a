import Foundation

nonisolated extension View {
    /// Sets the primary and secondary levels of the foreground. The built-in symbols have one
    /// layer, so text and shapes here take the primary style.
    ///
    /// ```swift
    /// Image(systemName: "cloud.sun.fill").foregroundStyle(.gray, .yellow)
    /// ```
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the primary, secondary and tertiary levels of the foreground; views here take the
    /// primary style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the accent colour of controls in this view, as `tint(_:)` does (the older name).
    ///
    /// ```swift
    /// Toggle("Alerts", isOn: $alerts).accentColor(.orange)
    /// ```
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}
