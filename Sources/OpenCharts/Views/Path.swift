import ChartScene
import Foundation

/// The outline of a 2D shape: lines and curves in a view's local coordinates (origin at the
/// top-left, y down), as SwiftUI's `Path`.
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: rect.midX, y: rect.minY))
/// path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
/// path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
/// path.closeSubpath()
/// ```
public struct Path: Equatable, Sendable {
    /// One drawing command of a path.
    public enum Element: Equatable, Sendable {
        /// A path element that terminates the current subpath and begins a new one at the given point.
        case move(to: CGPoint)
        /// A line from the previous current point to the given point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the previous current point to the given end point, using the single control point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the previous current point to the given end point, using the two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line from the start point of the current subpath, if any, to the current point, which terminates the subpath.
        case closeSubpath
    }

    private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path drawn by `callback`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// A closed rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A closed rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A closed rectangle with corners rounded by `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse that fits `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point drawn to, or `nil` for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p; if start == nil { start = p }
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included;
    /// `.null` for an empty path.
    public var boundingRect: CGRect {
        let b = scenePath().controlPointBounds
        return isEmpty ? .null : CGRect(x: b.x, y: b.y, width: b.width, height: b.height)
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }

    /// Adds a straight line to `p`.
    public mutating func addLine(to p: CGPoint) {
        // A path always starts with a move, so an empty one is the only one without a current point.
        elements.append(isEmpty ? .move(to: p) : .line(to: p))
    }

    /// Adds a quadratic Bézier curve to `p`.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if isEmpty { move(to: control) }
        elements.append(.quadCurve(to: p, control: control))
    }

    /// Adds a cubic Bézier curve to `p`.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if isEmpty { move(to: control1) }
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() { if !isEmpty { elements.append(.closeSubpath) } }

    /// Starts a new subpath at the first point and draws straight lines through the rest.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for p in lines.dropFirst() { elements.append(.line(to: p)) }
    }

    /// Adds a closed rectangle as a subpath of its own.
    public mutating func addRect(_ rect: CGRect) { append(.rect(rect.sceneRect)) }

    /// Adds closed rectangles, each a subpath of its own.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// Adds a closed rounded rectangle; the corners are circular arcs here, whatever the style.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        append(.rect(rect.sceneRect, cornerRadius: Double(min(cornerSize.width, cornerSize.height))))
    }

    /// Adds the ellipse that fits `rect` as a closed subpath.
    public mutating func addEllipse(in rect: CGRect) { append(.ellipse(in: rect.sceneRect.standardized)) }

    /// Adds every element of another path.
    public mutating func addPath(_ path: Path) { elements += path.elements }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        map { p in CGPoint(x: transform.a * p.x + transform.c * p.y + transform.tx,
                           y: transform.b * p.x + transform.d * p.y + transform.ty) }
    }

    func map(_ f: (CGPoint) -> CGPoint) -> Path {
        var out = Path()
        out.elements = elements.map { e in
            switch e {
            case .move(let p): return .move(to: f(p))
            case .line(let p): return .line(to: f(p))
            case .quadCurve(let p, let c): return .quadCurve(to: f(p), control: f(c))
            case .curve(let p, let c1, let c2): return .curve(to: f(p), control1: f(c1), control2: f(c2))
            case .closeSubpath: return .closeSubpath
            }
        }
        return out
    }

    /// Appends a scene path's elements.
    mutating func append(_ path: ScenePath) {
        func cg(_ p: ScenePoint) -> CGPoint { CGPoint(x: p.x, y: p.y) }
        for e in path.elements {
            switch e {
            case .move(let p): elements.append(.move(to: cg(p)))
            case .line(let p): elements.append(.line(to: cg(p)))
            case .quadCurve(let p, let c): elements.append(.quadCurve(to: cg(p), control: cg(c)))
            case .curve(let p, let c1, let c2): elements.append(.curve(to: cg(p), control1: cg(c1), control2: cg(c2)))
            case .closeSubpath: elements.append(.closeSubpath)
            }
        }
    }

    /// The path as a scene path, moved by `dx`, `dy`.
    func scenePath(dx: CGFloat = 0, dy: CGFloat = 0) -> ScenePath {
        func sp(_ p: CGPoint) -> ScenePoint { ScenePoint(Double(p.x + dx), Double(p.y + dy)) }
        return ScenePath(elements.map { e in
            switch e {
            case .move(let p): return .move(to: sp(p))
            case .line(let p): return .line(to: sp(p))
            case .quadCurve(let p, let c): return .quadCurve(to: sp(p), control: sp(c))
            case .curve(let p, let c1, let c2): return .curve(to: sp(p), control1: sp(c1), control2: sp(c2))
            case .closeSubpath: return .closeSubpath
            }
        })
    }
}
