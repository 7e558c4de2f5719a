/// A point in scene coordinates: points, origin at the top-left, y down.
public struct ScenePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public static let zero = ScenePoint(0, 0)
}

/// A width and a height in points.
public struct SceneSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = SceneSize(width: 0, height: 0)
}

/// An axis-aligned rectangle in scene coordinates.
public struct SceneRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public init(origin: ScenePoint, size: SceneSize) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = SceneRect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var origin: ScenePoint { ScenePoint(x, y) }
    public var size: SceneSize { SceneSize(width: width, height: height) }

    /// The rectangle with negative extents flipped, so that width and height are not negative.
    public var standardized: SceneRect {
        SceneRect(x: min(x, x + width), y: min(y, y + height), width: abs(width), height: abs(height))
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> SceneRect {
        SceneRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by the given amounts on each edge.
    public func inset(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> SceneRect {
        SceneRect(x: x + leading, y: y + top,
                  width: max(0, width - leading - trailing), height: max(0, height - top - bottom))
    }
}

/// An affine transform `[a b c d tx ty]`, mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
public struct SceneTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = SceneTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public static func translation(_ dx: Double, _ dy: Double) -> SceneTransform {
        SceneTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }
    /// A rotation by `radians`, clockwise on screen (y points down), about the origin.
    public static func rotation(_ radians: Double) -> SceneTransform {
        let cs = cosine(radians), sn = sine(radians)
        return SceneTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }
    public var isIdentity: Bool { self == .identity }

    /// `self` applied after `other`.
    public func concatenating(_ other: SceneTransform) -> SceneTransform {
        SceneTransform(a: other.a * a + other.b * c, b: other.a * b + other.b * d,
                       c: other.c * a + other.d * c, d: other.c * b + other.d * d,
                       tx: other.tx * a + other.ty * c + tx, ty: other.tx * b + other.ty * d + ty)
    }

    public func apply(_ p: ScenePoint) -> ScenePoint {
        ScenePoint(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
}
