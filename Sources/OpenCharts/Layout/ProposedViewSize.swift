import Foundation

/// A size offered by a parent to its child; `nil` in a dimension asks for the child's ideal size,
/// as in SwiftUI.
public struct ProposedViewSize: Hashable, Sendable {
    /// The width offered; `nil` asks for the view's ideal width.
    public var width: CGFloat?
    /// The height offered; `nil` asks for the view's ideal height.
    public var height: CGFloat?

    /// A proposal of `width` and `height`; `nil` in a dimension asks for the ideal size.
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    /// A proposal of `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Both dimensions unspecified: every view takes its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// No room: asks for the view's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Unbounded room: asks for the view's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
