import Foundation

/// The orientation of a device, as previews name it.
public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable, Identifiable {
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned so the home edge is on the left.
    case landscapeLeft
    /// Turned so the home edge is on the right.
    case landscapeRight

    /// The orientation's name.
    public var id: String { rawValue }
}

nonisolated extension View {
    /// Shows a preview in the given orientation. Previews are an Xcode feature: the view is
    /// returned unchanged.
    ///
    /// ```swift
    /// TimeSheetChart().previewInterfaceOrientation(.landscapeLeft)
    /// ```
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
