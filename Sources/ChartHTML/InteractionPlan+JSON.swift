import ChartScene

/// A small JSON writer: keys in a fixed order, numbers with at most two decimals, and every
/// `<` and `>` escaped so that the text may sit inside an HTML `<script>` element.
struct JSONText {
    private(set) var text = ""

    mutating func raw(_ s: String) { text += s }

    mutating func number(_ v: Double) {
        guard v.isFinite else { text += "0"; return }
        let scaled = (v * 100).rounded()
        if scaled == scaled.rounded(.towardZero), abs(scaled) < 1e15 {
            let n = Int64(saturating: scaled)
            let whole = n / 100, frac = abs(n % 100)
            if n < 0 && whole == 0 { text += "-" }
            text += String(whole)
            if frac != 0 {
                text += frac % 10 == 0 ? "." + String(frac / 10) : (frac < 10 ? ".0" : ".") + String(frac)
            }
        } else {
            text += String(Int64(saturating: v.rounded()))
        }
    }

    mutating func numbers(_ vs: [Double]) {
        text += "["
        for (i, v) in vs.enumerated() { if i > 0 { text += "," }; number(v) }
        text += "]"
    }

    mutating func integers(_ vs: [Int]) { text += "[" + vs.map(String.init).joined(separator: ",") + "]" }

    mutating func string(_ s: String) {
        text += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "<": text += "\\u003c"
            case ">": text += "\\u003e"
            case "\u{2028}": text += "\\u2028"
            case "\u{2029}": text += "\\u2029"
            default:
                if u.value < 0x20 { text += "\\u00" + (u.value < 0x10 ? "0" : "") + String(u.value, radix: 16) }
                else { text.unicodeScalars.append(u) }
            }
        }
        text += "\""
    }
}

extension InteractionPlan {
    /// The plan as JSON for the page's script: `{"c":[charts…],"u":{controls},"d":[…],"s":[states…]}`.
    var json: String {
        var j = JSONText()
        j.raw("{\"c\":[")
        for (i, c) in charts.enumerated() {
            if i > 0 { j.raw(",") }
            Self.write(c, to: &j)
        }
        var markups: [String] = []
        for s in states { for c in s.changes { for case .markup(let m) in c.items { markups.append(m) } } }
        let dictionary = MarkupDictionary(markups)
        j.raw("]")
        if let u = controls, !u.nodes.isEmpty {
            // Places as [x, y, width, height]; each node as [state, kind, place, target, place, target…],
            // its kind 1 for an open menu and 2 for a pushed page (their first place closes them).
            j.raw(",\"u\":{\"h\":[")
            for (i, r) in u.frames.enumerated() {
                if i > 0 { j.raw(",") }
                j.numbers([r.x, r.y, r.width, r.height])
            }
            j.raw("],\"n\":[")
            for (i, n) in u.nodes.enumerated() {
                if i > 0 { j.raw(",") }
                j.integers([n.state, n.menu ? 1 : n.page ? 2 : 0] + n.moves.flatMap { [$0.frame, $0.target] })
            }
            j.raw("]}")
        }
        j.raw(",\"d\":[")
        for (i, e) in dictionary.entries.enumerated() {
            if i > 0 { j.raw(",") }
            j.string(e)
        }
        j.raw("],\"s\":[")
        for (i, s) in states.enumerated() {
            if i > 0 { j.raw(",") }
            Self.write(s, dictionary, to: &j)
        }
        j.raw("]}")
        return j.text
    }

    /// A state as `[[path, items]…]`; an item is a base index, `[first, last]` for a run of base
    /// children, or markup.
    private static func write(_ d: SVGMarkupDiff, _ dictionary: MarkupDictionary, to j: inout JSONText) {
        j.raw("[")
        for (i, c) in d.changes.enumerated() {
            if i > 0 { j.raw(",") }
            j.raw("["); j.integers(c.path); j.raw(",[")
            var k = 0, first = true
            while k < c.items.count {
                if !first { j.raw(",") }
                first = false
                switch c.items[k] {
                case .base(let n):
                    var last = n
                    while k + 1 < c.items.count, c.items[k + 1] == .base(last + 1) { last += 1; k += 1 }
                    j.raw(last > n ? "[\(n),\(last)]" : String(n))
                case .markup(let m): j.string(dictionary.encode(m))
                }
                k += 1
            }
            j.raw("]]")
        }
        j.raw("]")
    }

    private static func write(_ r: Runs, to j: inout JSONText) {
        j.raw("{\"b\":"); j.numbers(r.starts)
        j.raw(",\"s\":"); j.integers(r.states)
        j.raw(",\"e\":"); j.number(r.end); j.raw("}")
    }

    private static func write(_ c: ChartPlan, to j: inout JSONText) {
        j.raw("{\"p\":"); j.numbers([c.plot.x, c.plot.y, c.plot.width, c.plot.height])
        if let x = c.x { j.raw(",\"x\":"); write(x, to: &j) }
        if let y = c.y { j.raw(",\"y\":"); write(y, to: &j) }
        for (key, r) in [("xr", c.xRange), ("yr", c.yRange)] {
            guard let r else { continue }
            j.raw(",\"\(key)\":{\"b\":"); j.numbers(r.edges); j.raw(",\"s\":"); j.integers(r.states); j.raw("}")
        }
        if let a = c.angle, let centre = c.angleCenter {
            j.raw(",\"ac\":"); j.numbers([centre.x, centre.y]); j.raw(",\"a\":"); write(a, to: &j)
        }
        if let g = c.gesture { j.raw(",\"g\":"); write(g, to: &j) }
        if let e = c.gestureEnd { j.raw(",\"ge\":" + String(e)) }
        if c.gestureIsTap { j.raw(",\"gt\":1") }
        if let s = c.scroll {
            j.raw(",\"sc\":{\"lo\":"); j.number(s.lowest)
            j.raw(",\"hi\":"); j.number(s.highest)
            j.raw(",\"at\":"); j.number(s.drawnAt)
            j.raw(",\"sn\":"); j.numbers(s.snaps)
            j.raw(",\"mj\":"); j.numbers(s.majors)
            j.raw(",\"n\":" + String(s.groups))
            if s.vertical { j.raw(",\"v\":1") }
            j.raw(",\"ps\":"); write(s.positions, to: &j)
            j.raw("}")
        }
        if !c.keys.isEmpty { j.raw(",\"k\":"); j.integers(c.keys) }
        j.raw("}")
    }
}
