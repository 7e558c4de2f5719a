import Foundation

/// Horizontal alignment: leading, centre or trailing.
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: Double
    /// Aligns leading edges.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// Aligns centres.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// Aligns trailing edges.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Vertical alignment: top, centre or bottom (baselines align as tops and bottoms here).
public struct VerticalAlignment: Hashable, Sendable {
    let fraction: Double
    /// Aligns top edges.
    public static let top = VerticalAlignment(fraction: 0)
    /// Aligns centres.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// Aligns bottom edges.
    public static let bottom = VerticalAlignment(fraction: 1)
    /// Aligns first text baselines; drawn as top edges here.
    public static let firstTextBaseline = VerticalAlignment(fraction: 0)
    /// Aligns last text baselines; drawn as bottom edges here.
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
    /// The alignment across.
    public var horizontal: HorizontalAlignment
    /// The alignment down.
    public var vertical: VerticalAlignment
    /// An alignment of a horizontal and a vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// At the top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// At the top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// At the bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// At the bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A point in a unit square: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
    /// The fraction across, from 0 (leading) to 1 (trailing).
    public var x: CGFloat
    /// The fraction down, from 0 (top) to 1 (bottom).
    public var y: CGFloat
    /// The point at fractions `x` across and `y` down.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    /// The top-leading corner.
    public init() { self.init(x: 0, y: 0) }
    /// The top-leading corner, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// The two axes of a plane.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The axes as bits.
        public let rawValue: Int8
        /// Axes from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// The edges of a rectangle, for padding.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits.
        public let rawValue: Int8
        /// Edges from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 8)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets on four edges.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from each edge, in points.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// Insets of the given sizes; edges not named are not inset.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// Whether something shows.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The element may be visible or hidden depending on the policies of the component accepting the visibility configuration.
    case automatic
    /// The element may be visible.
    case visible
    /// The element may be hidden.
    case hidden
}
