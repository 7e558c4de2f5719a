import ChartScene

/// Turns a ``ScenePath`` into polylines: quadratic and cubic Béziers are cut into straight
/// pieces so that no piece strays more than `tolerance` from the curve.
///
/// A segment with a non-finite coordinate is dropped and lifts the pen, as the SVG writer
/// does, so that both backends draw the same gap.
enum PathFlattener {
    /// The most pieces one curve is cut into, whatever its size.
    static let maximumPieces = 500

    static func flatten(_ path: ScenePath, tolerance: Double, threads: Int = TwoThreads.available) -> Polylines {
        let elements = path.elements
        // A long path (a dense scatter's thousands of dots) is cut at a subpath's start near its
        // middle and its halves flattened on two threads: nothing carries over a `move`, so the
        // two halves one after the other are the whole path's polylines.
        guard threads > 1, elements.count >= splitElements else { return flatten(elements[...], tolerance: tolerance) }
        var k = elements.count / 2
        while k < elements.count {
            if case .move = elements[k] { break }
            k += 1
        }
        guard k < elements.count else { return flatten(elements[...], tolerance: tolerance) }
        var first = Polylines(), second = Polylines()
        TwoThreads.run(threads: threads) { half in
            if half == 0 { first = flatten(elements[..<k], tolerance: tolerance) } else { second = flatten(elements[k...], tolerance: tolerance) }
        }
        first.append(second)
        return first
    }

    /// How many elements a path needs before its halves are flattened on two threads.
    static let splitElements = 1 << 14

    private static func flatten(_ elements: ArraySlice<PathElement>, tolerance: Double) -> Polylines {
        var out = Polylines()
        var current: ScenePoint?  // the pen, when it is down
        var subpathStart = ScenePoint.zero
        var closedSubpath = false  // the last subpath was closed and a new one may start at its start
        func startIfNeeded() {
            guard current == nil else { return }
            if closedSubpath { begin(at: subpathStart) }
        }
        func begin(at p: ScenePoint) {
            out.endSubpath(closed: false)
            out.append(p, corner: true)
            current = p; subpathStart = p; closedSubpath = false
        }
        for element in elements {
            switch element {
            case .move(let p):
                out.endSubpath(closed: false)
                closedSubpath = false
                if p.isFinitePoint { begin(at: p) } else { current = nil }
            case .line(let p):
                guard p.isFinitePoint else { out.endSubpath(closed: false); current = nil; closedSubpath = false; continue }
                startIfNeeded()
                guard current != nil else { begin(at: p); continue }
                out.append(p, corner: true); current = p
            case .quadCurve(let p, let c):
                guard p.isFinitePoint, c.isFinitePoint else { out.endSubpath(closed: false); current = nil; closedSubpath = false; continue }
                startIfNeeded()
                guard let p0 = current else { begin(at: p); continue }
                addQuad(p0, c, p, tolerance: tolerance, to: &out); current = p
            case .curve(let p, let c1, let c2):
                guard p.isFinitePoint, c1.isFinitePoint, c2.isFinitePoint else {
                    out.endSubpath(closed: false); current = nil; closedSubpath = false; continue
                }
                startIfNeeded()
                guard let p0 = current else { begin(at: p); continue }
                addCubic(p0, c1, c2, p, tolerance: tolerance, to: &out); current = p
            case .closeSubpath:
                guard current != nil else { continue }
                out.endSubpath(closed: true)
                current = nil; closedSubpath = true
            }
        }
        out.endSubpath(closed: false)
        return out
    }

    /// Uniform steps: a quadratic's chord error is |p0 - 2c + p1| / (4n²) for n pieces.
    private static func addQuad(_ p0: ScenePoint, _ c: ScenePoint, _ p1: ScenePoint, tolerance: Double, to out: inout Polylines) {
        let dd = (p0 - c * 2 + p1).length
        let n = pieces(dd / (4 * tolerance))
        for i in 1..<n {
            let t = Double(i) / Double(n), u = 1 - t
            out.append(ScenePoint(u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                                  u * u * p0.y + 2 * u * t * c.y + t * t * p1.y), corner: false)
        }
        out.append(p1, corner: true)
    }

    /// Uniform steps: a cubic's chord error is at most 3·max|second differences| / (4n²).
    private static func addCubic(_ p0: ScenePoint, _ c1: ScenePoint, _ c2: ScenePoint, _ p1: ScenePoint,
                                 tolerance: Double, to out: inout Polylines) {
        let dd = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p1).length)
        let n = pieces(3 * dd / (4 * tolerance))
        for i in 1..<n {
            let t = Double(i) / Double(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, d = t * t * t
            out.append(ScenePoint(a * p0.x + b * c1.x + cc * c2.x + d * p1.x,
                                  a * p0.y + b * c1.y + cc * c2.y + d * p1.y), corner: false)
        }
        out.append(p1, corner: true)
    }

    /// `ceil(sqrt(x))` pieces, at least 1 and at most ``maximumPieces``.
    private static func pieces(_ x: Double) -> Int {
        guard x.isFinite, x > 0 else { return 1 }
        return max(1, min(maximumPieces, Int(saturating: x.squareRoot().rounded(.up))))
    }
}
