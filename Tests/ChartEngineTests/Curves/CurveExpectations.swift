import ChartEngine
import ChartScene
import Testing

/// Path comparisons for the curve tests: element by element, coordinates within a tolerance.
enum CurveExpectations {
    /// Expects `path` to hold exactly `expected`, each coordinate within `tolerance`.
    static func expect(_ path: ScenePath, equals expected: [PathElement], tolerance: Double = 1e-9,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(path.elements.count == expected.count,
                "\(path.elements.count) elements, expected \(expected.count): \(path.elements)",
                sourceLocation: sourceLocation)
        for (i, (actual, wanted)) in zip(path.elements, expected).enumerated() {
            #expect(close(actual, wanted, tolerance), "element \(i) is \(actual), expected \(wanted)",
                    sourceLocation: sourceLocation)
        }
    }

    /// Every point and control point of `path`, in order.
    static func coordinates(_ path: ScenePath) -> [ScenePoint] {
        path.elements.flatMap { element -> [ScenePoint] in
            switch element {
            case .move(let p), .line(let p): return [p]
            case .quadCurve(let p, let c): return [c, p]
            case .curve(let p, let c1, let c2): return [c1, c2, p]
            case .closeSubpath: return []
            }
        }
    }

    private static func close(_ a: PathElement, _ b: PathElement, _ tolerance: Double) -> Bool {
        func near(_ p: ScenePoint, _ q: ScenePoint) -> Bool {
            abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
        }
        switch (a, b) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
            return near(p, q)
        case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
            return near(p, q) && near(c, d)
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
            return near(p, q) && near(c1, d1) && near(c2, d2)
        case (.closeSubpath, .closeSubpath):
            return true
        default:
            return false
        }
    }

    /// Every curve, with the parameters Swift Charts' defaults use and a few others.
    static let allCurves: [Curve] = [
        .linear, .catmullRom(alpha: 0.5), .catmullRom(alpha: 0), .catmullRom(alpha: 1),
        .cardinal(tension: 0), .cardinal(tension: 0.7), .monotone, .stepStart, .stepCenter, .stepEnd,
    ]
}
