import Foundation

/// An SVG document of our own writer cut into its root's start tag and the root's element
/// children, so that an update can send only the children that changed. The writer escapes
/// every `<` and `>` in text and attributes, so each one here opens or closes a tag.
struct SVGParts: Equatable {
    /// The document up to and including the root's start tag (size, view box, labels).
    let open: String
    /// Each element child of the root, in order, as written.
    let children: [String]

    init?(_ document: String) {
        var document = document
        // Read in place: the document is not copied into an array first.
        guard let parts = document.withUTF8({ u -> (String, [String])? in
            guard let r = Self.ranges(u) else { return nil }
            return (Self.text(u, r.open), r.children.map { Self.text(u, $0) })
        }) else { return nil }
        open = parts.0
        children = parts.1
    }

    private static func text(_ u: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: u[r]), as: UTF8.self)
    }

    private static func same(_ a: UnsafeBufferPointer<UInt8>, _ ra: Range<Int>, _ b: UnsafeBufferPointer<UInt8>, _ rb: Range<Int>) -> Bool {
        guard ra.count == rb.count else { return false }
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return ra.isEmpty }
        return memcmp(pa + ra.lowerBound, pb + rb.lowerBound, ra.count) == 0
    }

    /// Where the root's start tag and each of its element children are in `u`.
    private static func ranges(_ u: UnsafeBufferPointer<UInt8>) -> (open: Range<Int>, children: [Range<Int>])? {
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
        var children: [Range<Int>] = []
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
                if depth == 0 { children.append(childStart..<(end + 1)) }
            } else if u[i + 1] == UInt8(ascii: "!") || u[i + 1] == UInt8(ascii: "?") {
                // A comment or declaration: not an element.
            } else if u[end - 1] == slash {
                if depth == 0 { children.append(i..<(end + 1)) }
            } else {
                if depth == 0 { childStart = i }
                depth += 1
            }
            i = end + 1
        }
        guard closed, depth == 0 else { return nil }
        return (0..<(rootEnd + 1), children)
    }

    /// The children of `self` that differ from `earlier`'s at the same place, when both have
    /// the same root tag and as many children; `nil` when the whole document must go.
    func changes(since earlier: SVGParts) -> [(index: Int, markup: String)]? {
        guard open == earlier.open, children.count == earlier.children.count else { return nil }
        return children.indices.compactMap { children[$0] == earlier.children[$0] ? nil : ($0, children[$0]) }
    }

    /// A change inside the document: the element at `path` (its place among the root's element
    /// children, then among the children of each element on the way) and its new markup.
    /// `counts[k]` is how many element children the parent of `path[k]` has, by which the page
    /// checks that it stands where the server thinks.
    struct Change: Equatable {
        let path: [Int]
        let counts: [Int]
        let markup: String
    }

    /// How deep a change is looked for below the root's children.
    static let maximumDepth = 4

    /// The elements of `self` that differ from `earlier`'s, as deep as a group keeps its start
    /// tag and its number of children: a pointer over a chart changes a bar or two and its rule,
    /// not the whole chart. `nil` when the whole document must go.
    func nestedChanges(since earlier: SVGParts) -> [Change]? {
        guard let changed = changes(since: earlier) else { return nil }
        var out: [Change] = []
        for (index, markup) in changed {
            Self.descend(old: earlier.children[index], new: markup, path: [index], counts: [children.count], into: &out)
        }
        return out
    }

    private static func descend(old: String, new: String, path: [Int], counts: [Int], into out: inout [Change]) {
        // Only a group's children are all elements: text and its spans are sent whole.
        if path.count <= maximumDepth, new.hasPrefix("<g ") || new.hasPrefix("<g>"), old.hasPrefix("<g") {
            var old = old, new = new
            // Compared where they lie; only what changed is copied out.
            let inner: [Change]? = old.withUTF8 { ou in
                new.withUTF8 { nu in
                    guard let a = ranges(ou), let b = ranges(nu), same(ou, a.open, nu, b.open),
                          a.children.count == b.children.count, !b.children.isEmpty else { return nil }
                    var found: [Change] = []
                    for j in b.children.indices where !same(ou, a.children[j], nu, b.children[j]) {
                        descend(old: text(ou, a.children[j]), new: text(nu, b.children[j]), path: path + [j],
                                counts: counts + [b.children.count], into: &found)
                    }
                    // Groups that differ only between their children (which the writer never makes) go whole.
                    return found.isEmpty ? nil : found
                }
            }
            if let inner { out += inner; return }
        }
        out.append(Change(path: path, counts: counts, markup: new))
    }
}
