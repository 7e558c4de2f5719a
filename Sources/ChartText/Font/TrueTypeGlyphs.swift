import ChartScene

/// The `glyf` and `loca` tables: TrueType quadratic outlines, simple and composite.
///
/// Outlines come out in font units with y up, as the file stores them; ``FontFace`` scales
/// and flips them into scene coordinates.
struct TrueTypeGlyphs: Sendable {
    private let glyf: FontBytes
    private let loca: FontBytes
    private let longOffsets: Bool
    let glyphCount: Int

    /// Composite glyphs nested deeper than this are treated as corrupt (a cycle, usually).
    private static let maximumDepth = 8

    init(glyf: FontBytes, loca: FontBytes, longOffsets: Bool, glyphCount: Int) throws {
        try loca.check(0, (longOffsets ? 4 : 2) * (glyphCount + 1))
        self.glyf = glyf; self.loca = loca; self.longOffsets = longOffsets; self.glyphCount = glyphCount
    }

    /// Where `glyph`'s data lies in `glyf`; an empty range for a glyph with no outline.
    func range(of glyph: UInt16) throws -> Range<Int> {
        let i = Int(glyph)
        guard i < glyphCount else { return 0..<0 }
        let start = longOffsets ? Int(try loca.u32(4 * i)) : 2 * Int(try loca.u16(2 * i))
        let end = longOffsets ? Int(try loca.u32(4 * i + 4)) : 2 * Int(try loca.u16(2 * i + 2))
        guard start <= end else { throw FontError.malformed("'loca' table") }
        try glyf.check(start, end - start)
        return start..<end
    }

    /// The raw bytes of `glyph`'s description, for writers that subset the font.
    func data(of glyph: UInt16) throws -> [UInt8] {
        let r = try range(of: glyph)
        return try glyf.bytes(r.lowerBound, r.count)
    }

    /// The glyphs a composite glyph is built from (empty for a simple glyph).
    func components(of glyph: UInt16) throws -> [UInt16] {
        let r = try range(of: glyph)
        guard r.count >= 10, try glyf.i16(r.lowerBound) < 0 else { return [] }
        var result: [UInt16] = []
        try forEachComponent(at: r.lowerBound + 10) { component, _ in result.append(component) }
        return result
    }

    /// The outline of `glyph` in font units, y up.
    func outline(of glyph: UInt16) throws -> ScenePath {
        var path = ScenePath()
        try append(glyph, transform: .identity, depth: 0, to: &path)
        return path
    }

    private func append(_ glyph: UInt16, transform: SceneTransform, depth: Int, to path: inout ScenePath) throws {
        guard depth <= Self.maximumDepth else { throw FontError.malformed("composite glyph nesting") }
        let r = try range(of: glyph)
        guard r.count > 0 else { return }
        let contours = Int(try glyf.i16(r.lowerBound))
        if contours >= 0 {
            try appendSimple(at: r.lowerBound, contours: contours, transform: transform, to: &path)
        } else {
            try forEachComponent(at: r.lowerBound + 10) { component, placement in
                try append(component, transform: transform.concatenating(placement), depth: depth + 1, to: &path)
            }
        }
    }

    /// Calls `body` with each component's glyph and its placement (scale, then offset).
    /// Components placed by matching points rather than by offsets are placed at the origin.
    private func forEachComponent(at start: Int, _ body: (UInt16, SceneTransform) throws -> Void) throws {
        var offset = start
        while true {
            let flags = try glyf.u16(offset), glyph = try glyf.u16(offset + 2)
            offset += 4
            var dx = 0.0, dy = 0.0
            if flags & 0x0001 != 0 {
                dx = Double(try glyf.i16(offset)); dy = Double(try glyf.i16(offset + 2)); offset += 4
            } else {
                dx = Double(Int8(bitPattern: try glyf.u8(offset))); dy = Double(Int8(bitPattern: try glyf.u8(offset + 1)))
                offset += 2
            }
            if flags & 0x0002 == 0 { dx = 0; dy = 0 }
            var t = SceneTransform.translation(dx, dy)
            func f2dot14(_ at: Int) throws -> Double { Double(try glyf.i16(at)) / 16384 }
            if flags & 0x0008 != 0 {
                let s = try f2dot14(offset); t.a = s; t.d = s; offset += 2
            } else if flags & 0x0040 != 0 {
                t.a = try f2dot14(offset); t.d = try f2dot14(offset + 2); offset += 4
            } else if flags & 0x0080 != 0 {
                t.a = try f2dot14(offset); t.b = try f2dot14(offset + 2)
                t.c = try f2dot14(offset + 4); t.d = try f2dot14(offset + 6); offset += 8
            }
            try body(glyph, t)
            if flags & 0x0020 == 0 { return }
        }
    }

    private struct Point { var x: Double; var y: Double; var onCurve: Bool }

    private func appendSimple(at start: Int, contours: Int, transform: SceneTransform,
                              to path: inout ScenePath) throws {
        guard contours > 0 else { return }
        var ends: [Int] = []
        ends.reserveCapacity(contours)
        for i in 0..<contours {
            let end = Int(try glyf.u16(start + 10 + 2 * i))
            guard end >= (ends.last.map { $0 + 1 } ?? 0) else { throw FontError.malformed("glyph contour ends") }
            ends.append(end)
        }
        let pointCount = ends[contours - 1] + 1
        let instructionLength = Int(try glyf.u16(start + 10 + 2 * contours))
        var offset = start + 12 + 2 * contours + instructionLength
        // Flags, with repeats.
        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let flag = try glyf.u8(offset); offset += 1
            flags.append(flag)
            if flag & 0x08 != 0 {
                let repeats = Int(try glyf.u8(offset)); offset += 1
                for _ in 0..<repeats where flags.count < pointCount { flags.append(flag) }
            }
        }
        var xs = [Double](repeating: 0, count: pointCount), ys = xs
        offset = try readCoordinates(&xs, flags: flags, shortBit: 0x02, sameBit: 0x10, at: offset)
        _ = try readCoordinates(&ys, flags: flags, shortBit: 0x04, sameBit: 0x20, at: offset)
        var first = 0
        for end in ends {
            let points = (first...end).map { i in
                let p = transform.apply(ScenePoint(xs[i], ys[i]))
                return Point(x: p.x, y: p.y, onCurve: flags[i] & 0x01 != 0)
            }
            appendContour(points, to: &path)
            first = end + 1
        }
    }

    /// Reads one coordinate array (deltas, per the flags) and returns the offset after it.
    private func readCoordinates(_ values: inout [Double], flags: [UInt8], shortBit: UInt8, sameBit: UInt8,
                                 at start: Int) throws -> Int {
        var offset = start, value = 0
        for (i, flag) in flags.enumerated() {
            if flag & shortBit != 0 {
                let delta = Int(try glyf.u8(offset)); offset += 1
                value += flag & sameBit != 0 ? delta : -delta
            } else if flag & sameBit == 0 {
                value += Int(try glyf.i16(offset)); offset += 2
            }
            values[i] = Double(value)
        }
        return offset
    }

    /// One closed contour of on- and off-curve points as quadratic Béziers; two off-curve
    /// points in a row imply an on-curve point midway between them.
    private func appendContour(_ points: [Point], to path: inout ScenePath) {
        guard let firstPoint = points.first else { return }
        func mid(_ a: Point, _ b: Point) -> ScenePoint { ScenePoint((a.x + b.x) / 2, (a.y + b.y) / 2) }
        func at(_ p: Point) -> ScenePoint { ScenePoint(p.x, p.y) }
        // Start on an on-curve point: the first, else the last, else the midpoint of the two.
        var rotated = points
        let start: ScenePoint
        if firstPoint.onCurve {
            start = at(firstPoint); rotated.removeFirst()
        } else if let last = points.last, last.onCurve {
            start = at(last); rotated.removeLast()
        } else {
            start = mid(points[points.count - 1], firstPoint)
        }
        path.move(to: start)
        var control: ScenePoint?
        for p in rotated {
            if p.onCurve {
                if let c = control { path.addQuadCurve(to: at(p), control: c) } else { path.addLine(to: at(p)) }
                control = nil
            } else {
                if let c = control {
                    let implied = ScenePoint((c.x + p.x) / 2, (c.y + p.y) / 2)
                    path.addQuadCurve(to: implied, control: c)
                }
                control = at(p)
            }
        }
        if let c = control { path.addQuadCurve(to: start, control: c) } else { path.addLine(to: start) }
        path.closeSubpath()
    }
}
