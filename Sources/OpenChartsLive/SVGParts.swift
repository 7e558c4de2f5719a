/// An SVG document of our own writer cut into its root's start tag and the root's element
/// children, so that an update can send only the children that changed. The writer escapes
/// every `<` and `>` in text and attributes, so each one here opens or closes a tag.
struct SVGParts: Equatable {
    /// The document up to and including the root's start tag (size, view box, labels).
    let open: String
    /// Each element child of the root, in order, as written.
    let children: [String]

    init?(_ document: String) {
        let u = Array(document.utf8)
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
        func tagEnd(from i: Int) -> Int? {
            var j = i
            while j < u.count, u[j] != gt { j += 1 }
            return j < u.count ? j : nil
        }
        // The root: the first start tag that is not a declaration.
        var i = 0
        var rootEnd: Int?
        while i < u.count {
            if u[i] == lt, i + 1 < u.count, u[i + 1] != UInt8(ascii: "?"), u[i + 1] != UInt8(ascii: "!") {
                rootEnd = tagEnd(from: i)
                break
            }
            i += 1
        }
        guard let rootEnd else { return nil }
        open = String(decoding: u[0...rootEnd], as: UTF8.self)
        var children: [String] = []
        var depth = 0
        var childStart = 0
        var closed = false
        i = rootEnd + 1
        while i < u.count {
            guard u[i] == lt, i + 1 < u.count else { i += 1; continue }
            guard let end = tagEnd(from: i) else { return nil }
            if u[i + 1] == slash {
                if depth == 0 { closed = true; break }
                depth -= 1
                if depth == 0 { children.append(String(decoding: u[childStart...end], as: UTF8.self)) }
            } else if u[i + 1] == UInt8(ascii: "!") || u[i + 1] == UInt8(ascii: "?") {
                // A comment or declaration: not an element.
            } else if u[end - 1] == slash {
                if depth == 0 { children.append(String(decoding: u[i...end], as: UTF8.self)) }
            } else {
                if depth == 0 { childStart = i }
                depth += 1
            }
            i = end + 1
        }
        guard closed, depth == 0 else { return nil }
        self.children = children
    }

    /// The children of `self` that differ from `earlier`'s at the same place, when both have
    /// the same root tag and as many children; `nil` when the whole document must go.
    func changes(since earlier: SVGParts) -> [(index: Int, markup: String)]? {
        guard open == earlier.open, children.count == earlier.children.count else { return nil }
        return children.indices.compactMap { children[$0] == earlier.children[$0] ? nil : ($0, children[$0]) }
    }
}
