/// A type that produces view previews, as Xcode's canvas shows them; a render ignores it, so
/// files that end with their previews compile unchanged.
///
/// ```swift
/// struct SalesChart_Previews: PreviewProvider {
///     static var previews: some View { SalesChart() }
/// }
/// ```
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

nonisolated extension View {
    /// Names a preview; a render ignores it.
    public func previewDisplayName(_ value: String?) -> some View { self }
    /// Lays a preview out at a size; a render ignores it.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// Chooses a preview device; a render ignores it.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}

/// How a preview is laid out.
public enum PreviewLayout: Sendable {
    /// Centers the preview in a container the size of the device the preview runs on.
    case device
    /// Fits the container to the size the preview wants.
    case sizeThatFits
    /// Centers the preview in a fixed-size container.
    case fixed(width: Double, height: Double)
}

/// A device a preview runs on, named as Xcode names it.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name.
    public var rawValue: String
    /// The device of the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The device named by a string literal: `"iPhone 15 Pro"`.
    public init(stringLiteral value: String) { rawValue = value }
}
