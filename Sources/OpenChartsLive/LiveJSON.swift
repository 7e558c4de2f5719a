/// The server's messages written as JSON by hand: every pointer move that changes the screen
/// sends one, and a general encoder spends more on a render's markup than the diff that made it.
/// It writes what `JSONEncoder` would (absent optionals left out), with every string escaped as
/// JSON requires and a number that is not finite written as 0, which JSON cannot carry otherwise.
struct LiveJSON {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func raw(_ s: StaticString) { s.withUTF8Buffer { bytes.append(contentsOf: $0) } }

    /// A string, quoted and escaped: `"` and `\` with a backslash, controls as `\n`, `\u001f`, …
    mutating func string(_ s: String) {
        bytes.append(0x22)
        var s = s
        s.withUTF8 { utf8 in
            var start = 0
            for (i, b) in utf8.enumerated() where b < 0x20 || b == 0x22 || b == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
                start = i + 1
                switch b {
                case 0x22: raw("\\\"")
                case 0x5C: raw("\\\\")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                default:
                    raw("\\u00")
                    bytes.append(Self.hex[Int(b >> 4)])
                    bytes.append(Self.hex[Int(b & 0xF)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(0x22)
    }

    mutating func number(_ v: Double) {
        guard v.isFinite else { bytes.append(0x30); return }
        // An integral value as an integer, as JSONEncoder writes it; others in Swift's shortest form.
        if abs(v) < 1e15, let n = Int64(exactly: v) {
            bytes.append(contentsOf: String(n).utf8)
        } else {
            bytes.append(contentsOf: v.description.utf8)
        }
    }

    /// An array of numbers.
    mutating func numbers(_ vs: [Double]) { array(vs) { $0.number($1) } }

    mutating func integer(_ n: Int) { bytes.append(contentsOf: String(n).utf8) }

    /// An array of integers.
    mutating func integers(_ ns: [Int]) { array(ns) { $0.integer($1) } }

    /// `[a,b,…]`, each element written by `element`.
    private mutating func array<T>(_ items: [T], _ element: (inout Self, T) -> Void) {
        bytes.append(0x5B)
        for (i, item) in items.enumerated() {
            if i > 0 { bytes.append(0x2C) }
            element(&self, item)
        }
        bytes.append(0x5D)
    }

    mutating func bool(_ b: Bool) { if b { raw("true") } else { raw("false") } }

    /// `"name":` after a comma unless it is the first member.
    mutating func key(_ name: StaticString, first: Bool = false) {
        if !first { bytes.append(0x2C) }
        bytes.append(0x22); raw(name); bytes.append(0x22); bytes.append(0x3A)
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)
}

extension RenderMessage {
    /// The message as JSON text.
    func json() -> String {
        var out = LiveJSON(capacity: (svg?.utf8.count ?? 0) + (changes?.reduce(0) { $0 + $1.markup.utf8.count + 32 } ?? 0)
                                     + targets.count * 64 + 256)
        out.raw("{")
        out.key("type", first: true); out.string(type)
        out.key("rev"); out.integer(rev)
        if let svg { out.key("svg"); out.string(svg) }
        if let changes {
            out.key("changes"); out.raw("[")
            for (i, change) in changes.enumerated() {
                if i > 0 { out.raw(",") }
                out.raw("{"); out.key("index", first: true); out.integer(change.index)
                if let path = change.path, let counts = change.counts {
                    out.key("path"); out.integers(path)
                    out.key("counts"); out.integers(counts)
                }
                out.key("markup"); out.string(change.markup); out.raw("}")
            }
            out.raw("]")
        }
        if let count { out.key("count"); out.integer(count) }
        out.key("width"); out.number(width)
        out.key("height"); out.number(height)
        if let motion {
            out.key("motion"); out.raw("{"); out.key("curve", first: true); out.string(motion.curve)
            out.key("duration"); out.number(motion.duration)
            if let response = motion.response, let damping = motion.damping {
                out.key("response"); out.number(response)
                out.key("damping"); out.number(damping)
            }
            out.raw("}")
        }
        if let navigation = nav {
            out.key("nav"); out.raw("{"); out.key("way", first: true); out.string(navigation.way)
            out.key("box"); out.raw("[")
            for (i, v) in navigation.box.enumerated() {
                if i > 0 { out.raw(",") }
                out.number(v)
            }
            out.raw("]}")
        }
        if let css { out.key("css"); out.string(css) }
        out.key("targets"); out.raw("[")
        for (i, target) in targets.enumerated() {
            if i > 0 { out.raw(",") }
            out.numbers(target)
        }
        out.raw("]")
        if let field {
            out.key("field"); out.raw("{"); out.key("box", first: true); out.numbers(field.box)
            out.key("text"); out.string(field.text)
            out.key("secure"); out.bool(field.secure)
            out.key("inset"); out.number(field.inset)
            out.raw("}")
        }
        out.raw("}")
        return out.string
    }
}
