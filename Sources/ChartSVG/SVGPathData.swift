import ChartScene

/// Compact SVG path data (`d`) for a ``ScenePath``: absolute `M L Q C Z` commands, a command
/// letter written only when it changes (a moveto's extra pairs are implicit linetos), and a
/// space between numbers only where no minus sign already separates them: `M1 2 3-4Z`.
///
/// A segment with a non-finite coordinate is dropped and lifts the pen: the next segment
/// starts a new subpath at its own end point, leaving a gap rather than a stray line, the
/// way a line chart leaves a gap at a missing value.
enum SVGPathData {
    /// Whether `path` draws anything once non-finite segments are dropped; mirrors the pen
    /// rules of ``write(_:to:)``. It stops at the first drawn segment, so it is cheap.
    static func drawsAnything(_ path: ScenePath) -> Bool {
        var penDown = false
        for element in path.elements {
            switch element {
            case .move(let p):
                penDown = isFinite(p)
            case .line(let p):
                if !isFinite(p) { penDown = false } else if penDown { return true } else { penDown = true }
            case .quadCurve(let p, let c):
                if !(isFinite(p) && isFinite(c)) { penDown = false } else if penDown { return true } else { penDown = true }
            case .curve(let p, let c1, let c2):
                if !(isFinite(p) && isFinite(c1) && isFinite(c2)) {
                    penDown = false
                } else if penDown { return true } else { penDown = true }
            case .closeSubpath:
                if penDown { return true }
            }
        }
        return false
    }

    /// Writes the path data of `path`, without the attribute name or quotes; a path that is one
    /// circle as two arcs when `singleCircleAsArcs` (several circles always are).
    static func write(_ path: ScenePath, to out: inout SVGOutput, singleCircleAsArcs: Bool = false) {
        if writeCircles(path, to: &out, single: singleCircleAsArcs) { return }
        var encoder = Encoder()
        for element in path.elements {
            switch element {
            case .move(let p):
                guard isFinite(p) else { encoder.penDown = false; continue }
                encoder.move(to: p, out: &out)
            case .line(let p):
                guard isFinite(p) else { encoder.penDown = false; continue }
                guard encoder.penDown else { encoder.move(to: p, out: &out); continue }
                encoder.command(UInt8(ascii: "L"), out: &out)
                encoder.point(p, out: &out)
            case .quadCurve(let p, let c):
                guard isFinite(p), isFinite(c) else { encoder.penDown = false; continue }
                guard encoder.penDown else { encoder.move(to: p, out: &out); continue }
                encoder.command(UInt8(ascii: "Q"), out: &out)
                encoder.point(c, out: &out); encoder.point(p, out: &out)
            case .curve(let p, let c1, let c2):
                guard isFinite(p), isFinite(c1), isFinite(c2) else { encoder.penDown = false; continue }
                guard encoder.penDown else { encoder.move(to: p, out: &out); continue }
                encoder.command(UInt8(ascii: "C"), out: &out)
                encoder.point(c1, out: &out); encoder.point(c2, out: &out); encoder.point(p, out: &out)
            case .closeSubpath:
                guard encoder.penDown else { continue }
                encoder.close(out: &out)
            }
        }
    }

    @inline(__always)
    private static func isFinite(_ p: ScenePoint) -> Bool { p.x.isFinite && p.y.isFinite }

    /// The little state the compaction needs: the pen, the command in force and whether the
    /// last thing written was a number.
    private struct Encoder {
        var penDown = false
        private var current: UInt8 = 0
        private var afterNumber = false

        mutating func move(to p: ScenePoint, out: inout SVGOutput) {
            command(UInt8(ascii: "M"), out: &out)
            point(p, out: &out)
            // Further coordinate pairs after a moveto are linetos (SVG 1.1 §8.3.2).
            current = UInt8(ascii: "L")
            penDown = true
        }

        mutating func close(out: inout SVGOutput) {
            out.byte(UInt8(ascii: "Z"))
            current = UInt8(ascii: "Z")
            afterNumber = false
        }

        mutating func command(_ letter: UInt8, out: inout SVGOutput) {
            guard letter != current else { return }
            out.byte(letter)
            current = letter
            afterNumber = false
        }

        @inline(__always)
        mutating func point(_ p: ScenePoint, out: inout SVGOutput) {
            number(p.x, out: &out)
            number(p.y, out: &out)
        }

        @inline(__always)
        private mutating func number(_ v: Double, out: inout SVGOutput) {
            let d = FixedDecimal(v, fractionDigits: 2)
            if afterNumber && !d.isNegative { out.byte(0x20) }
            out.decimal(d)
            afterNumber = true
        }
    }
}
