/// How one state of an interactive chart differs from the base picture: for each group whose
/// children changed, the new list of children, each either a child the base already has (by its
/// index) or new markup. Groups whose own tag is unchanged are entered rather than replaced, so
/// a rule added to the plot costs one `<path>`, not the whole plot.
package struct SVGMarkupDiff: Sendable, Hashable {
    /// One changed group.
    package struct Change: Sendable, Hashable {
        /// Element indices from the root `<svg>` down to the group.
        package var path: [Int]
        package var items: [Item]
        package init(path: [Int], items: [Item]) { self.path = path; self.items = items }
    }

    /// A child of a changed group.
    package enum Item: Sendable, Hashable {
        /// The base's child at this index, kept.
        case base(Int)
        /// New elements, as SVG markup.
        case markup(String)
    }

    package var changes: [Change]

    /// A difference made of `changes`.
    package init(changes: [Change]) { self.changes = changes }

    /// Whether the state looks exactly like the base.
    package var isEmpty: Bool { changes.isEmpty }

    /// The difference from `base` to `state`, two documents of the SVG writer. The `<title>` and
    /// `<desc>` of the state are ignored: a page keeps the base's.
    package init(base: String, state: String) {
        self.init(base: SVGMarkupTree(base), state: state)
    }

    /// The difference from an already parsed base, for a page that compares many states with it.
    package init(base a: SVGMarkupTree, state: String) {
        let b = SVGMarkupTree(state)
        var differ = Differ(a: a, b: b)
        if let ra = a.root, let rb = b.root { differ.diff(ra, rb, path: []) }
        changes = differ.changes
    }
}

/// The recursive walk behind ``SVGMarkupDiff``.
private struct Differ {
    let a: SVGMarkupTree
    let b: SVGMarkupTree
    var changes: [SVGMarkupDiff.Change] = []

    /// Largest middle section compared element by element; longer changed runs are replaced whole.
    static let matchLimit = 250_000

    mutating func diff(_ ea: SVGMarkupTree.Element, _ eb: SVGMarkupTree.Element, path: [Int]) {
        let ca = ea.children
        var cb = eb.children
        if path.isEmpty {
            // The root's title and description stay the base's.
            for i in cb.indices where i < ca.count && isTitleOrDesc(b, cb[i]) && isTitleOrDesc(a, ca[i]) {
                cb[i] = ca[i]
                cb[i].start = -1 - i
            }
        }
        let pairs = matching(ca, cb)
        var items: [SVGMarkupDiff.Item] = []
        var pending: [UInt8] = []
        var inner: [(Int, Int)] = []
        var ia = 0, ib = 0, k = 0
        func flush() {
            if !pending.isEmpty { items.append(.markup(String(decoding: pending, as: UTF8.self))); pending = [] }
        }
        while ia < ca.count || ib < cb.count {
            let next = k < pairs.count ? pairs[k] : (ca.count, cb.count)
            let runA = Array(ia..<next.0), runB = Array(ib..<next.1)
            // Unmatched children side by side: a group with the same tag is entered, anything
            // else is written anew.
            for (k, j) in runB.enumerated() {
                if k < runA.count, isGroup(ca[runA[k]]), a.openingTag(ca[runA[k]]) == b.openingTag(cb[j]) {
                    inner.append((runA[k], j)); flush(); items.append(.base(runA[k]))
                } else {
                    pending += b.markup(cb[j])
                }
            }
            guard k < pairs.count else { break }
            flush()
            items.append(.base(next.0))
            ia = next.0 + 1; ib = next.1 + 1; k += 1
        }
        flush()
        let unchanged = items.count == ca.count && items.enumerated().allSatisfy { $0.element == .base($0.offset) }
        if !unchanged { changes.append(SVGMarkupDiff.Change(path: path, items: items)) }
        for (i, j) in inner { diff(ca[i], cb[j], path: path + [i]) }
    }

    /// Only groups are entered: any other element's content is text, replaced whole.
    func isGroup(_ e: SVGMarkupTree.Element) -> Bool { e.tagEnd < e.end && a.name(e).elementsEqual("g".utf8) }

    func isTitleOrDesc(_ t: SVGMarkupTree, _ e: SVGMarkupTree.Element) -> Bool {
        let n = t.name(e)
        return n.elementsEqual("title".utf8) || n.elementsEqual("desc".utf8)
    }

    /// A quick fingerprint of an element's markup: its length and its last bytes, where the
    /// values that tell siblings apart (path data, text) end.
    func key(_ m: ArraySlice<UInt8>) -> Int {
        var h = m.count
        for byte in m.suffix(48) { h = h &* 31 &+ Int(byte) }
        return h
    }

    /// Pairs of equal children, in order: common ends first, then a longest common subsequence
    /// of the middle when it is small enough.
    func matching(_ ca: [SVGMarkupTree.Element], _ cb: [SVGMarkupTree.Element]) -> [(Int, Int)] {
        func same(_ i: Int, _ j: Int) -> Bool {
            if cb[j].start < 0 { return cb[j].start == -1 - i }
            return a.markup(ca[i]) == b.markup(cb[j])
        }
        var head: [(Int, Int)] = []
        var s = 0
        while s < ca.count, s < cb.count, same(s, s) { head.append((s, s)); s += 1 }
        var ea = ca.count, eb = cb.count
        var tail: [(Int, Int)] = []
        while ea > s, eb > s, same(ea - 1, eb - 1) { ea -= 1; eb -= 1; tail.append((ea, eb)) }
        let n = ea - s, m = eb - s
        var middle: [(Int, Int)] = []
        if n > 0, m > 0, n * m <= Self.matchLimit {
            // A cheap key first (length and ends; equality is checked in full), then the textbook LCS table.
            let ha = (s..<ea).map { key(a.markup(ca[$0])) }, hb = (s..<eb).map { key(b.markup(cb[$0])) }
            var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i * (m + 1) + j] = ha[i] == hb[j] && same(s + i, s + j)
                        ? table[(i + 1) * (m + 1) + j + 1] + 1
                        : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
                }
            }
            var i = 0, j = 0
            while i < n, j < m {
                if ha[i] == hb[j] && same(s + i, s + j) { middle.append((s + i, s + j)); i += 1; j += 1 }
                else if table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] { i += 1 }
                else { j += 1 }
            }
        }
        return head + middle + tail.reversed()
    }
}
