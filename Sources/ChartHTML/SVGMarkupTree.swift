/// The element tree of an SVG document the SVG writer made, as ranges of its UTF-8 bytes.
///
/// The writer escapes every `<` and `>` in text and attributes, so each `<` in its output opens a
/// tag: the tree is found by scanning tags, with no general XML parser. Each element keeps the
/// bytes of its whole markup, so two elements compare equal exactly when they would draw alike.
package struct SVGMarkupTree: Sendable {
    /// One element: its opening tag and whole markup as byte ranges, and its element children.
    struct Element: Sendable {
        var start: Int
        var end: Int
        var tagEnd: Int
        var children: [Element]
    }

    let bytes: [UInt8]
    /// The document's root element (`<svg>`); `nil` when the text holds none.
    private(set) var root: Element?

    package init(_ markup: String) {
        bytes = Array(markup.utf8)
        root = Self.parse(bytes)
    }

    /// The whole markup of `e`.
    func markup(_ e: Element) -> ArraySlice<UInt8> { bytes[e.start..<e.end] }
    /// The opening tag of `e`, attributes included.
    func openingTag(_ e: Element) -> ArraySlice<UInt8> { bytes[e.start..<e.tagEnd] }
    /// The element name of `e` (`g`, `path`, `text`, …).
    func name(_ e: Element) -> ArraySlice<UInt8> {
        var i = e.start + 1
        while i < e.tagEnd, bytes[i] != 0x20, bytes[i] != 0x3E, bytes[i] != 0x2F { i += 1 }
        return bytes[(e.start + 1)..<i]
    }

    private static func parse(_ b: [UInt8]) -> Element? {
        var stack: [Element] = []
        var root: Element?
        var i = 0
        let n = b.count
        while i < n {
            guard b[i] == 0x3C else { i += 1; continue }              // '<'
            var j = i + 1
            while j < n, b[j] != 0x3E { j += 1 }                      // '>'
            guard j < n else { break }
            let next = b[i + 1]
            if next == 0x3F || next == 0x21 { i = j + 1; continue }   // <? … ?> and <! … >
            if next == 0x2F {                                         // closing tag
                if var done = stack.popLast() {
                    done.end = j + 1
                    if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
                }
            } else if b[j - 1] == 0x2F {                              // self-closing
                let e = Element(start: i, end: j + 1, tagEnd: j + 1, children: [])
                if stack.isEmpty { root = e } else { stack[stack.count - 1].children.append(e) }
            } else {
                stack.append(Element(start: i, end: j + 1, tagEnd: j + 1, children: []))
            }
            i = j + 1
        }
        return root
    }
}
