import ChartScene

extension SVGPathData {
    /// Writes a path made only of circles (the merged points of a dense scatter) as two arcs each,
    /// `M x y a r r 0 1 1-2r 0a r r 0 1 1 2r 0Z`, about a third of the bytes of four Béziers.
    /// Returns `false`, having written nothing, unless the path has several subpaths and each is a
    /// circle as ``ScenePath/ellipse(in:)`` draws one; single shapes keep their exact Béziers.
    static func writeCircles(_ path: ScenePath, to out: inout SVGOutput) -> Bool {
        let e = path.elements
        guard e.count >= 12, e.count % 6 == 0 else { return false }
        var circles: [(x: Double, y: Double, r: Double)] = []
        circles.reserveCapacity(e.count / 6)
        var i = 0
        while i < e.count {
            guard let c = circle(e, at: i) else { return false }
            circles.append(c)
            i += 6
        }
        // Circles of one shape share their radius, so the two arcs after each centre are written once.
        var arcs = "", arcsRadius = Double.nan
        for c in circles {
            if c.r != arcsRadius {
                arcs = Self.arcs(radius: c.r); arcsRadius = c.r
            }
            out.byte(UInt8(ascii: "M"))
            number(c.x + c.r, first: true, out: &out); number(c.y, out: &out)
            out.trusted(arcs)
        }
        return true
    }

    /// `a r r 0 1 1-2r 0a r r 0 1 1 2r 0Z`: the two halves of a circle of radius `r` from its rightmost point.
    static func arcs(radius: Double) -> String {
        var out = SVGOutput(capacity: 64)
        let r = FixedDecimal(radius, fractionDigits: 2)
        arc(r, FixedDecimal(-2 * radius, fractionDigits: 2), out: &out)
        arc(r, FixedDecimal(2 * radius, fractionDigits: 2), out: &out)
        out.byte(UInt8(ascii: "Z"))
        return out.string
    }

    /// The circle drawn by `elements[i..<i+6]`: a move to its rightmost point, four quarter Béziers
    /// through its lowest, leftmost and highest points, and a close; `nil` for anything else.
    private static func circle(_ e: [PathElement], at i: Int) -> (x: Double, y: Double, r: Double)? {
        guard case .move(let p0) = e[i], case .curve(let p1, _, _) = e[i + 1], case .curve(let p2, _, _) = e[i + 2],
              case .curve(let p3, _, _) = e[i + 3], case .curve(let p4, _, _) = e[i + 4], case .closeSubpath = e[i + 5]
        else { return nil }
        let r = (p0.x - p2.x) / 2, cx = p2.x + r, cy = p0.y
        guard r > 0, r.isFinite, cx.isFinite, cy.isFinite, p2.y == cy, p4 == p0,
              abs(p1.x - cx) < 1e-9, abs(p1.y - (cy + r)) < 1e-9 * max(1, r),
              abs(p3.x - cx) < 1e-9, abs(p3.y - (cy - r)) < 1e-9 * max(1, r) else { return nil }
        return (cx, cy, r)
    }

    /// `a r r 0 1 1 dx 0`: half a circle of radius `r`, ending `dx` along x.
    @inline(__always)
    private static func arc(_ r: FixedDecimal, _ dx: FixedDecimal, out: inout SVGOutput) {
        out.byte(UInt8(ascii: "a"))
        out.decimal(r)
        if !r.isNegative { out.byte(0x20) }
        out.decimal(r)
        out.raw(" 0 1 1")
        if !dx.isNegative { out.byte(0x20) }
        out.decimal(dx)
        out.raw(" 0")
    }

    @inline(__always)
    private static func number(_ v: Double, first: Bool = false, out: inout SVGOutput) {
        let d = FixedDecimal(v, fractionDigits: 2)
        if !first && !d.isNegative { out.byte(0x20) }
        out.decimal(d)
    }
}
