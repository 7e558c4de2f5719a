import ChartEngine
import ChartScene
import Foundation
import Testing

@Suite("Sector outlines: insets, holes and corners")
struct SectorPathTests {
    let c = ScenePoint(200, 200)
    let third = 2 * Double.pi / 3

    func path(_ start: Double, _ end: Double, inner: Double = 0, outer: Double = 100, inset: Double = 0,
              corner: Double = 0) -> ScenePath {
        SectorPath.path(center: c, startAngle: start, endAngle: end, innerRadius: inner, outerRadius: outer,
                        inset: inset, cornerRadius: corner)
    }

    /// A sharp pie sector's outline starts on the rim at its start edge, runs along the rim to the
    /// end edge and closes at its tip: those are the first, the last-but-one and the last end point.
    func corners(_ p: ScenePath) -> (rimStart: ScenePoint, rimEnd: ScenePoint, tip: ScenePoint) {
        let ends = PolarFixture.ends(p)
        return (ends[0], ends[ends.count - 2], ends[ends.count - 1])
    }

    @Test("an inset of 1.5 leaves a 3-point gap of constant width between neighbours, rim to centre")
    func insetGap() throws {
        let a = corners(path(0, third, inset: 1.5)), b = corners(path(third, 2 * third, inset: 1.5))
        // Both edges are 1.5 points either side of the boundary ray, so 3 points apart and parallel:
        // the first sector's rim corner and tip are both 3 points from the second's start edge.
        #expect(abs(PolarFixture.distance(a.rimEnd, toLineThrough: b.rimStart, b.tip) - 3) < 1e-9)
        #expect(abs(PolarFixture.distance(a.tip, toLineThrough: b.rimStart, b.tip) - 3) < 1e-9)
        #expect(abs(PolarFixture.distance(a.rimEnd, b.rimStart) - 3) < 1e-9)
        // The moved edges of a 120° sector meet 1.5 / sin 60° = 1.732 points from the centre.
        #expect(abs(PolarFixture.distance(a.tip, c) - 1.5 / sin(Double.pi / 3)) < 1e-9)
    }

    @Test("in a donut the gap is the same 3 points at the hole as at the rim")
    func insetGapInDonut() throws {
        let a = PolarFixture.ends(path(0, third, inner: 61.8, inset: 1.5))
        let b = PolarFixture.ends(path(third, 2 * third, inner: 61.8, inset: 1.5))
        // Start edge of `b`: its first point (rim) and its last (hole). End edge of `a`: the rim arc's
        // end and the hole arc's start, the two points just before the hole arc's curves.
        let bRim = b[0], bHole = b[b.count - 1]
        let aEdge = a.filter { p in
            let r = PolarFixture.distance(p, c)
            return PolarFixture.distance(p, toLineThrough: bRim, bHole) < 4 && (abs(r - 100) < 1e-6 || abs(r - 61.8) < 1e-6)
        }
        try #require(aEdge.count == 2)
        for p in aEdge { #expect(abs(PolarFixture.distance(p, toLineThrough: bRim, bHole) - 3) < 1e-9) }
    }

    @Test("a sector too thin for its inset keeps some area instead of turning inside out")
    func thinSector() throws {
        let thin = path(0.3, 0.3005, inset: 1.5)
        try #require(!thin.isEmpty)
        for p in CurveExpectations.coordinates(thin) { #expect(p.x.isFinite && p.y.isFinite) }
        for p in PolarFixture.ends(thin) { #expect(PolarFixture.distance(p, c) <= 100 + 1e-9) }
        let (rimStart, rimEnd, _) = corners(thin)
        // The rim runs clockwise: its end is further round than its start.
        let angle = { (p: ScenePoint) in atan2(p.x - 200, 200 - p.y) }
        #expect(angle(rimEnd) > angle(rimStart))
    }

    @Test("a corner radius of 5 moves the start off the sharp corner: 5 points from the rim, tangent to the edge")
    func roundedCorner() throws {
        let p = path(0, Double.pi / 2, corner: 5)
        let first = try #require(PolarFixture.ends(p).first)
        // The corner circle's centre is 95 from the centre and 5 from the edge, so it touches the
        // edge √(95² − 5²) from the centre, straight up.
        #expect(abs(first.x - 200) < 1e-9)
        #expect(abs(first.y - (200 - (95.0 * 95 - 25).squareRoot())) < 1e-9)
        for q in PolarFixture.ends(p) { #expect(PolarFixture.distance(q, c) <= 100 + 1e-9) }
        // The tip of a right angle is rounded by a circle 5√2 from the centre, touching both edges
        // 5 from the centre; the arc's middle, on the bisector, is 5√2 − 5 from it.
        let nearest = PolarFixture.ends(p).map { PolarFixture.distance($0, c) }.min() ?? 0
        #expect(abs(nearest - 5) < 1e-9)
        let ends = PolarFixture.ends(p)
        guard case .curve(let end, let c1, let c2)? = p.elements.dropLast().last else { Issue.record("no rounded tip"); return }
        let start = ends[ends.count - 2]
        // A Bézier's middle is (p0 + 3 c1 + 3 c2 + p3) / 8.
        let middle = ScenePoint((start.x + 3 * c1.x + 3 * c2.x + end.x) / 8, (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8)
        #expect(abs(PolarFixture.distance(middle, c) - (5 * 2.0.squareRoot() - 5)) < 0.01)
    }

    @Test("a corner radius larger than the sector shrinks to fit, leaving every point inside it")
    func hugeCorner() throws {
        for (inner, start, end) in [(0.0, 0.0, 0.2), (60, 0, 1), (0, 0, 4), (90, 1, 5)] {
            let p = path(start, end, inner: inner, inset: 1.5, corner: 1_000)
            let points = CurveExpectations.coordinates(p)
            try #require(!points.isEmpty)
            for q in PolarFixture.ends(p) {
                let r = PolarFixture.distance(q, c)
                #expect(q.x.isFinite && q.y.isFinite && r <= 100 + 1e-6 && r >= inner - 1e-6)
            }
        }
    }

    @Test("a single sector is a whole disc, or a ring drawn as two opposite circles")
    func fullCircle() {
        let disc = path(0, 2 * Double.pi, inset: 1.5, corner: 5)
        #expect(disc.elements.filter { $0 == .closeSubpath }.count == 1)
        for p in PolarFixture.ends(disc) { #expect(abs(PolarFixture.distance(p, c) - 100) < 1e-9) }
        let ring = path(0, 2 * Double.pi, inner: 50)
        #expect(ring.elements.filter { $0 == .closeSubpath }.count == 2)
        let radii = PolarFixture.ends(ring).map { PolarFixture.distance($0, c) }
        #expect(radii.allSatisfy { abs($0 - 100) < 1e-9 || abs($0 - 50) < 1e-9 })
    }

    @Test("any sweep, hole, inset and corner radius gives finite points inside the rim and outside the hole")
    func sweep() {
        for sweep in [1e-9, 1e-4, 0.01, 0.3, 1.5, 3.1, 3.2, 5, 6.28, 2 * Double.pi] {
            for inner in [0.0, 30, 99.9] {
                for inset in [0.0, 1.5, 50, 1e6] {
                    for corner in [0.0, 5, 1e6] {
                        let p = path(1, 1 + sweep, inner: inner, inset: inset, corner: corner)
                        #expect(CurveExpectations.coordinates(p).allSatisfy { $0.x.isFinite && $0.y.isFinite })
                        for q in PolarFixture.ends(p) {
                            let r = PolarFixture.distance(q, c)
                            #expect(r <= 100 + 1e-6 && r >= inner - 1e-6, "sweep \(sweep) hole \(inner) inset \(inset) corner \(corner)")
                        }
                    }
                }
            }
        }
    }

    @Test("no area or bad numbers give an empty outline")
    func degenerate() {
        #expect(path(1, 1).isEmpty)
        #expect(path(1, 0.5).isEmpty)
        #expect(path(0, 1, inner: 100).isEmpty)
        #expect(path(0, .nan).isEmpty)
        #expect(path(0, 1, outer: .infinity).isEmpty)
        #expect(!path(0, 1, inset: .nan, corner: .infinity).isEmpty)
    }
}
