/// One drawing command of a path, in absolute scene coordinates.
public enum PathElement: Hashable, Sendable {
    case move(to: ScenePoint)
    case line(to: ScenePoint)
    case quadCurve(to: ScenePoint, control: ScenePoint)
    case curve(to: ScenePoint, control1: ScenePoint, control2: ScenePoint)
    case closeSubpath
}

/// A path: a list of drawing commands, built with the helpers below.
public struct ScenePath: Hashable, Sendable {
    public private(set) var elements: [PathElement]

    public init(_ elements: [PathElement] = []) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: ScenePoint) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: ScenePoint) { elements.append(.line(to: p)) }
    public mutating func addQuadCurve(to p: ScenePoint, control: ScenePoint) {
        elements.append(.quadCurve(to: p, control: control))
    }
    public mutating func addCurve(to p: ScenePoint, control1: ScenePoint, control2: ScenePoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// A rectangle, optionally with rounded corners (radius clamped to half the shorter side).
    public static func rect(_ r: SceneRect, cornerRadius: Double = 0) -> ScenePath {
        let r = r.standardized
        let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        var p = ScenePath()
        guard radius > 0 else {
            p.move(to: ScenePoint(r.minX, r.minY))
            p.addLine(to: ScenePoint(r.maxX, r.minY))
            p.addLine(to: ScenePoint(r.maxX, r.maxY))
            p.addLine(to: ScenePoint(r.minX, r.maxY))
            p.closeSubpath()
            return p
        }
        // Quarter circles as cubic Béziers with the usual 0.5523 handle ratio.
        let k = radius * 0.5522847498
        p.move(to: ScenePoint(r.minX + radius, r.minY))
        p.addLine(to: ScenePoint(r.maxX - radius, r.minY))
        p.addCurve(to: ScenePoint(r.maxX, r.minY + radius),
                   control1: ScenePoint(r.maxX - radius + k, r.minY), control2: ScenePoint(r.maxX, r.minY + radius - k))
        p.addLine(to: ScenePoint(r.maxX, r.maxY - radius))
        p.addCurve(to: ScenePoint(r.maxX - radius, r.maxY),
                   control1: ScenePoint(r.maxX, r.maxY - radius + k), control2: ScenePoint(r.maxX - radius + k, r.maxY))
        p.addLine(to: ScenePoint(r.minX + radius, r.maxY))
        p.addCurve(to: ScenePoint(r.minX, r.maxY - radius),
                   control1: ScenePoint(r.minX + radius - k, r.maxY), control2: ScenePoint(r.minX, r.maxY - radius + k))
        p.addLine(to: ScenePoint(r.minX, r.minY + radius))
        p.addCurve(to: ScenePoint(r.minX + radius, r.minY),
                   control1: ScenePoint(r.minX, r.minY + radius - k), control2: ScenePoint(r.minX + radius - k, r.minY))
        p.closeSubpath()
        return p
    }

    /// An ellipse inscribed in `r`, as four cubic Béziers.
    public static func ellipse(in r: SceneRect) -> ScenePath {
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let kx = rx * 0.5522847498, ky = ry * 0.5522847498
        var p = ScenePath()
        // One allocation: a dense scatter makes one ellipse per point.
        p.elements.reserveCapacity(6)
        p.move(to: ScenePoint(cx + rx, cy))
        p.addCurve(to: ScenePoint(cx, cy + ry), control1: ScenePoint(cx + rx, cy + ky), control2: ScenePoint(cx + kx, cy + ry))
        p.addCurve(to: ScenePoint(cx - rx, cy), control1: ScenePoint(cx - kx, cy + ry), control2: ScenePoint(cx - rx, cy + ky))
        p.addCurve(to: ScenePoint(cx, cy - ry), control1: ScenePoint(cx - rx, cy - ky), control2: ScenePoint(cx - kx, cy - ry))
        p.addCurve(to: ScenePoint(cx + rx, cy), control1: ScenePoint(cx + kx, cy - ry), control2: ScenePoint(cx + rx, cy - ky))
        p.closeSubpath()
        return p
    }

    /// An arc of the circle about `center`, swept from `startAngle` to `endAngle` (radians, measured
    /// from the positive x axis towards positive y, which is clockwise on screen since y points down).
    /// The sweep runs in the direction of `endAngle - startAngle`; a sweep of more than a full turn is
    /// one full turn. The arc joins the path with a line from the current point, or starts it.
    public mutating func addArc(center: ScenePoint, radius: Double, startAngle: Double, endAngle: Double) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite, radius >= 0 else { return }
        let fullTurn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if abs(sweep) > fullTurn { sweep = sweep < 0 ? -fullTurn : fullTurn }
        func point(_ a: Double) -> ScenePoint { ScenePoint(center.x + radius * cosine(a), center.y + radius * sine(a)) }
        let start = point(startAngle)
        if let last = elements.last, last != .closeSubpath { addLine(to: start) } else { move(to: start) }
        guard sweep != 0, sweep.isFinite, radius > 0, radius.isFinite else { return }
        // Pieces of at most a quarter turn, each one cubic Bézier with handles 4/3·tan(θ/4) long.
        let pieces = max(1, Int(saturating: (abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * (sine(step / 4) / cosine(step / 4)) * radius
        var a = startAngle
        for _ in 0..<pieces {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = ScenePoint(p0.x - k * sine(a), p0.y + k * cosine(a))
            let c2 = ScenePoint(p3.x + k * sine(b), p3.y - k * cosine(b))
            addCurve(to: p3, control1: c1, control2: c2)
            a = b
        }
    }

    /// A straight segment.
    public static func line(from a: ScenePoint, to b: ScenePoint) -> ScenePath {
        ScenePath([.move(to: a), .line(to: b)])
    }

    /// A closed polygon through `points`.
    public static func polygon(_ points: [ScenePoint]) -> ScenePath {
        guard let first = points.first else { return ScenePath() }
        var p = ScenePath([.move(to: first)])
        for q in points.dropFirst() { p.addLine(to: q) }
        p.closeSubpath()
        return p
    }

    /// The path with every point mapped through `t`.
    public func applying(_ t: SceneTransform) -> ScenePath {
        if t.isIdentity { return self }
        return ScenePath(elements.map { e in
            switch e {
            case .move(let p): return .move(to: t.apply(p))
            case .line(let p): return .line(to: t.apply(p))
            case .quadCurve(let p, let c): return .quadCurve(to: t.apply(p), control: t.apply(c))
            case .curve(let p, let c1, let c2): return .curve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .closeSubpath: return .closeSubpath
            }
        })
    }

    /// The smallest rectangle holding every point and control point of the path.
    public var controlPointBounds: SceneRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: ScenePoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .zero }
        return SceneRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
