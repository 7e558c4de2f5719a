import Foundation

nonisolated extension View {
    /// Draws the view moved by `offset`, without changing its layout or its parent's.
    ///
    /// ```swift
    /// PieSliceText(title: label, description: value).offset(textOffset(for: index, in: geo.size))
    /// ```
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Draws the view moved by `x` and `y`, without changing its layout or its parent's.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        LayoutModifiedView(content: self) { OffsetNode(child: $0, dx: x, dy: y) }
    }

    /// Centres the view on a point of its parent's room; the view then takes all that room.
    ///
    /// ```swift
    /// VStack { … }.position(x: frame.midX, y: frame.midY)
    /// ```
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        LayoutModifiedView(content: self) { PositionNode(child: $0, x: x, y: y) }
    }

    /// Centres the view on a point of its parent's room; the view then takes all that room.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }

    /// Draws the view rotated about an anchor point (its centre by default); positive angles turn
    /// clockwise. Layout is unchanged.
    ///
    /// ```swift
    /// Chart(items, id: \.name) { … }.rotationEffect(.degrees(rotation))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        LayoutModifiedView(content: self) { TransformNode(child: $0, effect: .rotation(angle.radians), anchor: anchor) }
    }

    /// Draws the view scaled about an anchor point; layout is unchanged.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Draws the view scaled about an anchor point; layout is unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Draws the view scaled about an anchor point; layout is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        LayoutModifiedView(content: self) { TransformNode(child: $0, effect: .scale(Double(x), Double(y)), anchor: anchor) }
    }

    /// The view's drawing order among its siblings in a stack: higher draws on top.
    ///
    /// ```swift
    /// PieSliceText(…).zIndex(1)
    /// ```
    public func zIndex(_ value: Double) -> some View {
        LayoutModifiedView(content: self) { ZIndexNode(child: $0, zIndex: value) }
    }
}
