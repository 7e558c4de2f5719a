import ChartScene

extension SVGPathData {
    /// Writes a path made only of circles (the merged points of a dense scatter) as two arcs each,
    /// `M x y a r r 0 1 1-2r 0a r r 0 1 1 2r 0Z`, about a third of the bytes of four Béziers.
    /// Returns `false`, having written nothing, unless the path has several subpaths and each is a
    /// circle as ``ScenePath/ellipse(in:)`` draws one; single shapes keep their exact Béziers unless
    /// `single` (a document of thousands of separate discs).
    static func writeCircles(_ path: ScenePath, to out: inout SVGOutput, single: Bool = false) -> Bool {
        let e = path.elements
        guard e.count >= (single ? 6 : 12), e.count % 6 == 0 else { return false }
        if e.count == 6 {
            // One circle: written straight into the document, with no scratch buffer.
            guard let c = circle(e, at: 0) else { return false }
            let x = FixedDecimal(c.x + c.r, fractionDigits: 2), y = FixedDecimal(c.y, fractionDigits: 2)
            out.byte(UInt8(ascii: "M"))
            out.decimal(x)
            if !y.isNegative { out.byte(0x20) }
            out.decimal(y)
            let r = FixedDecimal(c.r, fractionDigits: 2)
            arc(r, FixedDecimal(-2 * c.r, fractionDigits: 2), out: &out)
            arc(r, FixedDecimal(2 * c.r, fractionDigits: 2), out: &out)
            out.byte(UInt8(ascii: "Z"))
            return true
        }
        var circles: [(x: Double, y: Double, r: Double)] = []
        circles.reserveCapacity(e.count / 6)
        var i = 0
        while i < e.count {
            guard let c = circle(e, at: i) else { return false }
            circles.append(c)
            i += 6
        }
        // Circles of one shape share their radius (up to rounding in their centres), so the two arcs
        // after each centre are written once and reused while the radius prints the same.
        var arcs: [UInt8] = [], arcsRadius = Double.nan, reusable = false
        var text = ChunkedText()
        defer { text.finish(into: &out) }
        for c in circles {
            if !(reusable && abs(c.r - arcsRadius) < 1e-9) {
                arcs = Array(Self.arcs(radius: c.r).utf8); arcsRadius = c.r
                reusable = Self.printsAlike(c.r) && Self.printsAlike(2 * c.r)
            }
            text.byte(UInt8(ascii: "M"))
            text.hundredths(c.x + c.r, first: true)
            text.hundredths(c.y)
            text.bytes(arcs, flushingInto: &out)
        }
        return true
    }

    /// Whether every number within 1e-9 of `v` prints as `v` does with two fraction digits: `v` lies
    /// well clear of a rounding boundary (a half hundredth), so a radius a few ulps off writes the same arcs.
    static func printsAlike(_ v: Double) -> Bool {
        let hundredths = (v * 100).magnitude
        guard hundredths < 1e12 else { return false }
        return abs(hundredths - hundredths.rounded(.down) - 0.5) > 1e-6
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
}

/// Path text written straight into a scratch buffer and handed to the document a large chunk at a
/// time, so that each circle costs a few stores rather than several array appends.
private struct ChunkedText {
    static let capacity = 1 << 16
    /// Room kept free after the write position: a number needs ``FixedDecimal/maximumLength``.
    static let slack = 256
    private let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
    private var count = 0

    mutating func byte(_ b: UInt8) {
        buffer[count] = b; count += 1
    }

    /// Writes `d`, after a space unless it is `first` or negative (its minus sign separates it).
    mutating func number(_ d: FixedDecimal, first: Bool = false) {
        if !first && !d.isNegative { byte(0x20) }
        count += d.write(into: UnsafeMutableBufferPointer(rebasing: buffer[count...]))
    }

    /// Writes `v` as ``FixedDecimal`` prints it with two fraction digits, after a space unless it is
    /// `first` or negative; the usual coordinate (below a million) without its general digit loops.
    mutating func hundredths(_ v: Double, first: Bool = false) {
        let magnitude = v.magnitude
        guard magnitude < 1_000_000 else { number(FixedDecimal(v, fractionDigits: 2), first: first); return }
        // The same rounding as FixedDecimal: the fraction's hundredths, half away from zero, judged
        // on the exact binary value when the product lands on a tie.
        let whole = magnitude.rounded(.towardZero), part = magnitude - whole
        let product = part * 100
        var rounded = product.rounded(.toNearestOrAwayFromZero)
        if rounded - product == 0.5 && (-product).addingProduct(part, 100) < 0 { rounded -= 1 }
        var integer = Int(saturating: whole), fraction = Int(saturating: rounded)
        if fraction == 100 { integer += 1; fraction = 0 }
        if v < 0 && (integer != 0 || fraction != 0) {
            byte(UInt8(ascii: "-"))
        } else if !first {
            byte(0x20)
        }
        // At most six integer digits, written backwards into place.
        var digits = 1, n = integer
        while n >= 10 { n /= 10; digits += 1 }
        n = integer
        for i in stride(from: count + digits - 1, through: count, by: -1) {
            buffer[i] = 48 &+ UInt8(truncatingIfNeeded: n % 10); n /= 10
        }
        count += digits
        guard fraction != 0 else { return }
        buffer[count] = UInt8(ascii: "."); buffer[count + 1] = 48 &+ UInt8(truncatingIfNeeded: fraction / 10)
        if fraction % 10 == 0 { count += 2; return }
        buffer[count + 2] = 48 &+ UInt8(truncatingIfNeeded: fraction % 10); count += 3
    }

    /// Writes `b`, then hands the text over if the buffer is nearly full.
    mutating func bytes(_ b: [UInt8], flushingInto out: inout SVGOutput) {
        if count + b.count > Self.capacity { flush(into: &out) }
        for x in b { buffer[count] = x; count += 1 }
        if count > Self.capacity - Self.slack { flush(into: &out) }
    }

    private mutating func flush(into out: inout SVGOutput) {
        out.trusted(String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self))
        count = 0
    }

    /// Hands over the rest and frees the buffer.
    mutating func finish(into out: inout SVGOutput) {
        flush(into: &out)
        buffer.deallocate()
    }
}
