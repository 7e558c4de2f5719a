import Foundation

/// A view that takes all the room it is offered and builds its content from that room's size
/// and position. The content is placed at the top-leading corner.
///
/// ```swift
/// GeometryReader { geo in
///     ZStack {
///         PieSlice(…).fill(.blue)
///         Text("Rent").offset(x: geo.size.width / 3)
///     }
/// }
/// ```
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// Builds the content once the reader's frame is known.
    public var content: (GeometryProxy) -> Content

    /// A view that fills the room it is offered and builds `content` with its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let content = self.content
        return GeometryReaderNode { proxy in makeLayoutNode(content(proxy), env) }
    }
}

/// The size and position of a ``GeometryReader``, handed to its content.
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: CGSize
    /// The reader's frame in scene coordinates: the whole rendered picture, top-left origin.
    let globalFrame: CGRect

    init(frame: CGRect) { size = frame.size; globalFrame = frame }

    /// The insets of the safe area: a rendered picture has none.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space: `.local` starts at the reader's corner; `.global`
    /// and named spaces are those of the whole rendered picture.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global, .named: return globalFrame
        }
    }

    /// The rectangle an anchor holds, in the reader's local coordinates.
    ///
    /// ```swift
    /// let frame = geometry[chartProxy.plotAreaFrame]
    /// ```
    public subscript(anchor: Anchor<CGRect>) -> CGRect {
        anchor.value.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }

    /// The point an anchor holds, in the reader's local coordinates.
    public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
        CGPoint(x: anchor.value.x - globalFrame.minX, y: anchor.value.y - globalFrame.minY)
    }

    /// The value an anchor holds, in the reader's local coordinates where it is a rectangle or a point.
    public subscript<T>(anchor: Anchor<T>) -> T {
        if let r = anchor as? Anchor<CGRect>, let v = self[r] as? T { return v }
        if let p = anchor as? Anchor<CGPoint>, let v = self[p] as? T { return v }
        return anchor.value
    }
}

/// A named place in the view tree's coordinates. A rendered picture has one space, so `.global`
/// and named spaces are the same.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The global coordinate space at the root of the view hierarchy.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)
}

/// A geometric value (a rectangle or a point) kept in the coordinates of the whole rendered
/// picture, so that any ``GeometryReader`` can read it in its own: `geometry[anchor]`.
public struct Anchor<Value> {
    /// The value in scene coordinates: top-left origin, y down.
    let value: Value

    /// An anchor holding `value`, given in scene coordinates.
    init(global value: Value) { self.value = value }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}
