import ChartScene

/// Runs a Type 2 charstring (Adobe Technical Note #5177) into a path of cubic Béziers, in
/// font units with y up. Hints are counted (hint masks need the number of stems) and then
/// ignored; the advance width is taken from `hmtx`, so a leading width operand is dropped.
struct Type2Interpreter {
    let globalSubroutines: CFFIndex
    let localSubroutines: CFFIndex?

    private var stack: [Double] = []
    private var path = ScenePath()
    private var x = 0.0, y = 0.0
    private var stemCount = 0
    private var widthSeen = false
    private var open = false
    private var finished = false
    /// Bytes executed so far, to stop a charstring that loops through its subroutines.
    private var budget = 200_000

    init(globalSubroutines: CFFIndex, localSubroutines: CFFIndex?) {
        self.globalSubroutines = globalSubroutines
        self.localSubroutines = localSubroutines
    }

    mutating func run(_ charString: FontBytes) throws -> ScenePath {
        try execute(charString, depth: 0)
        closeContour()
        return path
    }

    /// The bias added to a subroutine number, by the size of the INDEX.
    private static func bias(_ index: CFFIndex) -> Int {
        index.count < 1240 ? 107 : index.count < 33900 ? 1131 : 32768
    }

    private mutating func execute(_ code: FontBytes, depth: Int) throws {
        guard depth <= 10 else { throw FontError.malformed("charstring subroutine nesting") }
        var i = 0
        while i < code.count, !finished {
            budget -= 1
            guard budget > 0 else { throw FontError.malformed("charstring length") }
            let b0 = Int(try code.u8(i))
            i += 1
            switch b0 {
            case 32...246: push(Double(b0 - 139))
            case 247...250: push(Double((b0 - 247) * 256 + Int(try code.u8(i)) + 108)); i += 1
            case 251...254: push(Double(-(b0 - 251) * 256 - Int(try code.u8(i)) - 108)); i += 1
            case 28: push(Double(try code.i16(i))); i += 2
            case 255: push(Double(try code.i32(i)) / 65536); i += 4
            case 10, 29:
                guard let number = stack.popLast(), number.isFinite, abs(number) < 1e6 else {
                    throw FontError.malformed("charstring subroutine call")
                }
                guard let subrs = b0 == 10 ? localSubroutines : globalSubroutines else {
                    throw FontError.malformed("charstring subroutine call")
                }
                try execute(subrs.item(Int(saturating: number) + Self.bias(subrs)), depth: depth + 1)
            case 11: return
            case 12:
                let op = Int(try code.u8(i)); i += 1
                try flexOperator(op)
            case 19, 20:
                // hintmask, cntrmask: pending operands are vertical stems; skip the mask bytes.
                takeWidth(ifCountIsOdd: true)
                stemCount += stack.count / 2
                stack.removeAll()
                i += (stemCount + 7) / 8
            default:
                try pathOperator(b0)
            }
            guard stack.count <= 48 else { throw FontError.malformed("charstring stack") }
        }
    }

    private mutating func push(_ v: Double) { stack.append(v) }

    /// Drops the advance width that the first stack-clearing operator may carry.
    private mutating func takeWidth(ifCountIsOdd: Bool, expected: Int = 0) {
        guard !widthSeen else { return }
        widthSeen = true
        let hasWidth = ifCountIsOdd ? stack.count % 2 == 1 : stack.count > expected
        if hasWidth, !stack.isEmpty { stack.removeFirst() }
    }

    private mutating func pathOperator(_ op: Int) throws {
        var s = stack
        stack.removeAll()
        switch op {
        case 1, 3, 18, 23:   // hstem, vstem, hstemhm, vstemhm
            stack = s; takeWidth(ifCountIsOdd: true); s = stack; stack.removeAll()
            stemCount += s.count / 2
        case 21:             // rmoveto
            stack = s; takeWidth(ifCountIsOdd: false, expected: 2); s = stack; stack.removeAll()
            guard s.count >= 2 else { throw FontError.malformed("charstring rmoveto") }
            moveTo(x + s[0], y + s[1])
        case 22, 4:          // hmoveto, vmoveto
            stack = s; takeWidth(ifCountIsOdd: false, expected: 1); s = stack; stack.removeAll()
            guard let d = s.first else { throw FontError.malformed("charstring moveto") }
            op == 22 ? moveTo(x + d, y) : moveTo(x, y + d)
        case 5:              // rlineto
            for k in stride(from: 0, to: s.count - 1, by: 2) { lineTo(x + s[k], y + s[k + 1]) }
        case 6, 7:           // hlineto, vlineto: alternating
            var horizontal = op == 6
            for d in s {
                horizontal ? lineTo(x + d, y) : lineTo(x, y + d)
                horizontal.toggle()
            }
        case 8:              // rrcurveto
            for k in stride(from: 0, to: s.count - 5, by: 6) { curve(s[k], s[k + 1], s[k + 2], s[k + 3], s[k + 4], s[k + 5]) }
        case 24:             // rcurveline
            guard s.count >= 8 else { throw FontError.malformed("charstring rcurveline") }
            var k = 0
            while k + 6 <= s.count - 2 { curve(s[k], s[k + 1], s[k + 2], s[k + 3], s[k + 4], s[k + 5]); k += 6 }
            lineTo(x + s[k], y + s[k + 1])
        case 25:             // rlinecurve
            guard s.count >= 8 else { throw FontError.malformed("charstring rlinecurve") }
            var k = 0
            while k + 2 <= s.count - 6 { lineTo(x + s[k], y + s[k + 1]); k += 2 }
            curve(s[k], s[k + 1], s[k + 2], s[k + 3], s[k + 4], s[k + 5])
        case 26:             // vvcurveto
            var k = 0, dx1 = 0.0
            if s.count % 4 == 1 { dx1 = s[0]; k = 1 }
            while k + 4 <= s.count { curve(dx1, s[k], s[k + 1], s[k + 2], 0, s[k + 3]); dx1 = 0; k += 4 }
        case 27:             // hhcurveto
            var k = 0, dy1 = 0.0
            if s.count % 4 == 1 { dy1 = s[0]; k = 1 }
            while k + 4 <= s.count { curve(s[k], dy1, s[k + 1], s[k + 2], s[k + 3], 0); dy1 = 0; k += 4 }
        case 30, 31:         // vhcurveto, hvcurveto: alternating, the last may end off-axis
            alternatingCurves(s, startHorizontal: op == 31)
        case 14:             // endchar
            stack = s; takeWidth(ifCountIsOdd: false, expected: 0)
            if stack.count == 1 || stack.count == 5 { stack.removeFirst() }
            stack.removeAll()
            closeContour()
            finished = true
        default:
            // Reserved or arithmetic operators are not used by the fonts this reads.
            throw FontError.malformed("charstring operator \(op)")
        }
    }

    private mutating func alternatingCurves(_ s: [Double], startHorizontal: Bool) {
        var horizontal = startHorizontal, k = 0
        while k + 4 <= s.count {
            let last = s.count - k == 5 ? s[k + 4] : 0
            if horizontal {
                curve(s[k], 0, s[k + 1], s[k + 2], last, s[k + 3])
            } else {
                curve(0, s[k], s[k + 1], s[k + 2], s[k + 3], last)
            }
            horizontal.toggle()
            k += 4
        }
    }

    /// The flex operators: two curves each (drawn as curves; flex depth is a hint).
    private mutating func flexOperator(_ op: Int) throws {
        let s = stack
        stack.removeAll()
        switch op {
        case 0: break   // dotsection, deprecated
        case 35:   // flex
            guard s.count >= 12 else { throw FontError.malformed("charstring flex") }
            curve(s[0], s[1], s[2], s[3], s[4], s[5]); curve(s[6], s[7], s[8], s[9], s[10], s[11])
        case 34:   // hflex
            guard s.count >= 7 else { throw FontError.malformed("charstring hflex") }
            let y0 = y
            curve(s[0], 0, s[1], s[2], s[3], 0)
            curve(s[4], 0, s[5], y0 - y, s[6], 0)
        case 36:   // hflex1
            guard s.count >= 9 else { throw FontError.malformed("charstring hflex1") }
            let y0 = y
            curve(s[0], s[1], s[2], s[3], s[4], 0)
            curve(s[5], 0, s[6], s[7], s[8], y0 - y - s[7])
        case 37:   // flex1: the last point is off on the axis of greater movement
            guard s.count >= 11 else { throw FontError.malformed("charstring flex1") }
            let x0 = x, y0 = y
            curve(s[0], s[1], s[2], s[3], s[4], s[5])
            let dx = s[0] + s[2] + s[4] + s[6] + s[8], dy = s[1] + s[3] + s[5] + s[7] + s[9]
            if abs(dx) > abs(dy) {
                curve(s[6], s[7], s[8], s[9], s[10], y0 - y - s[7] - s[9])
            } else {
                curve(s[6], s[7], s[8], s[9], x0 - x - s[6] - s[8], s[10])
            }
        default:
            // Arithmetic and storage operators: not used by the fonts this reads.
            throw FontError.malformed("charstring operator 12 \(op)")
        }
    }

    private mutating func moveTo(_ nx: Double, _ ny: Double) {
        closeContour()
        x = nx; y = ny
        path.move(to: ScenePoint(x, y))
        open = true
    }

    private mutating func lineTo(_ nx: Double, _ ny: Double) {
        x = nx; y = ny
        path.addLine(to: ScenePoint(x, y))
    }

    /// A cubic from the current point by three relative steps.
    private mutating func curve(_ dx1: Double, _ dy1: Double, _ dx2: Double, _ dy2: Double, _ dx3: Double, _ dy3: Double) {
        let c1 = ScenePoint(x + dx1, y + dy1)
        let c2 = ScenePoint(c1.x + dx2, c1.y + dy2)
        x = c2.x + dx3; y = c2.y + dy3
        path.addCurve(to: ScenePoint(x, y), control1: c1, control2: c2)
    }

    private mutating func closeContour() {
        if open { path.closeSubpath() }
        open = false
    }
}
