/// Shortens the markup of a page's states: single and double quotes trade places, so attribute
/// delimiters need no escape in JSON (user text holds no raw quote: the SVG writer escapes both;
/// only font family lists quote names, and they become double-quoted inside single-quoted
/// values), and attributes that recur, such as a font family, are written once in a dictionary
/// and referred to as `&!n;`. No markup the writer makes holds `&!`, since each `&` it writes
/// begins an entity.
struct MarkupDictionary {
    private(set) var entries: [String] = []
    private var index: [String: Int] = [:]

    /// A dictionary of the attributes that save room across `markups`.
    init(_ markups: [String]) {
        var counts: [String: Int] = [:]
        for m in markups {
            for case (true, let seg) in Self.segments(Self.singleQuoted(m)) where seg.count >= 12 { counts[seg, default: 0] += 1 }
        }
        let chosen = counts.filter { ($0.value - 1) * $0.key.utf8.count > $0.key.utf8.count + 16 }
            .sorted { ($0.value * $0.key.utf8.count, $0.key) > ($1.value * $1.key.utf8.count, $1.key) }
            .prefix(400)
        for (k, _) in chosen {
            index[k] = entries.count
            entries.append(k)
        }
    }

    /// `markup` with single quotes and its recurring attributes replaced by references.
    func encode(_ markup: String) -> String {
        var out = ""
        out.reserveCapacity(markup.utf8.count)
        for (isAttribute, seg) in Self.segments(Self.singleQuoted(markup)) {
            if isAttribute, let n = index[seg] { out += "&!" + String(n) + ";" } else { out += seg }
        }
        return out
    }

    static func singleQuoted(_ s: String) -> String {
        String(decoding: s.utf8.map { $0 == 0x22 ? 0x27 : ($0 == 0x27 ? 0x22 : $0) }, as: UTF8.self)
    }

    /// The text split into attributes (` name='value'`) and the rest, in order.
    static func segments(_ s: String) -> [(Bool, String)] {
        let b = Array(s.utf8)
        var out: [(Bool, String)] = []
        var plain = 0, i = 0
        func isNameByte(_ c: UInt8) -> Bool {
            (c >= 0x61 && c <= 0x7A) || c == 0x2D || c == 0x3A || (c >= 0x41 && c <= 0x5A)
        }
        while i < b.count {
            guard b[i] == 0x20 else { i += 1; continue }
            var j = i + 1
            while j < b.count, isNameByte(b[j]) { j += 1 }
            guard j > i + 1, j + 1 < b.count, b[j] == 0x3D, b[j + 1] == 0x27 else { i += 1; continue }
            var k = j + 2
            while k < b.count, b[k] != 0x27 { k += 1 }
            guard k < b.count else { break }
            if plain < i { out.append((false, String(decoding: b[plain..<i], as: UTF8.self))) }
            out.append((true, String(decoding: b[i...k], as: UTF8.self)))
            i = k + 1; plain = i
        }
        if plain < b.count { out.append((false, String(decoding: b[plain...], as: UTF8.self))) }
        return out
    }
}
