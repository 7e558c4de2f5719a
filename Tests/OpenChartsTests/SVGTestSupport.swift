import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import OpenCharts

/// One element of a parsed SVG document.
struct SVGElement {
    var name: String
    var attributes: [String: String]
    /// The character data directly inside the element.
    var text: String = ""
    /// Index of the parent element, nil for the root.
    var parent: Int?
    var depth: Int

    var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
    func has(_ cls: String) -> Bool { classes.contains(cls) }
}

/// A parsed SVG document: its elements in document order.
struct ParsedSVG {
    var elements: [SVGElement] = []
    var raw: String

    /// Parses `svg` with Foundation's XMLParser; nil when the document is not well-formed XML.
    init?(_ svg: String) {
        raw = svg
        let delegate = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        guard parser.parse(), delegate.failed == nil else { return nil }
        elements = delegate.elements
    }

    var root: SVGElement? { elements.first }

    /// Whether element `i` lies inside an element with class `cls`.
    func isInside(_ i: Int, class cls: String) -> Bool {
        var p = elements[i].parent
        while let j = p {
            if elements[j].has(cls) { return true }
            p = elements[j].parent
        }
        return false
    }

    /// Elements whose class list holds every one of `classes` (`"mark bar"`).
    func elements(classed classes: String) -> [SVGElement] {
        let wanted = classes.split(separator: " ").map(String.init)
        return elements.filter { e in wanted.allSatisfy(e.has) }
    }

    /// `<text>` elements inside an element of class `cls` (`"axis y"` needs both classes on one element).
    func texts(inside cls: String) -> [SVGElement] {
        let wanted = cls.split(separator: " ").map(String.init)
        return elements.indices.filter { i in
            guard elements[i].name == "text" else { return false }
            var p = elements[i].parent
            while let j = p {
                if wanted.allSatisfy(elements[j].has) { return true }
                p = elements[j].parent
            }
            return false
        }.map { elements[$0] }
    }

    /// Children of element `i` that carry class `cls`.
    func children(of i: Int, classed cls: String) -> [SVGElement] {
        elements.filter { $0.parent == i && $0.has(cls) }
    }

    func index(classed cls: String) -> Int? {
        let wanted = cls.split(separator: " ").map(String.init)
        return elements.firstIndex { e in wanted.allSatisfy(e.has) }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [SVGElement] = []
        var stack: [Int] = []
        var failed: Error?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append(SVGElement(name: name, attributes: attributes, parent: stack.last, depth: stack.count))
            stack.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let i = stack.last { elements[i].text += string }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) { failed = error }
    }
}

/// An axis-aligned rectangle read from path data.
struct PathBox: Equatable, CustomStringConvertible {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    var width: Double { maxX - minX }
    var height: Double { maxY - minY }
    var midX: Double { (minX + maxX) / 2 }
    var description: String { "(\(minX), \(minY))–(\(maxX), \(maxY))" }
}

/// Reads the compact path data that ChartSVG writes: absolute `M L Q C Z` commands, numbers
/// separated by a space or by their own minus sign (`M1 2 3-4Z`).
enum PathDataReader {
    /// Every number of the path, in order.
    static func numbers(_ d: String) -> [Double] {
        var out: [Double] = [], current = ""
        func flush() {
            if !current.isEmpty, let v = Double(current) { out.append(v) }
            current = ""
        }
        for ch in d {
            switch ch {
            case "0"..."9", ".", "e", "E":
                current.append(ch)
            case "-":
                if current.last == "e" || current.last == "E" { current.append(ch) } else { flush(); current = "-" }
            default:
                flush()
            }
        }
        flush()
        return out
    }

    /// Every (x, y) pair of the path, control points included.
    static func points(_ d: String) -> [(x: Double, y: Double)] {
        let n = numbers(d)
        return stride(from: 0, to: n.count - 1, by: 2).map { (n[$0], n[$0 + 1]) }
    }

    /// The box holding every point of the path; nil for empty data.
    static func box(_ d: String) -> PathBox? {
        let p = points(d)
        guard let first = p.first else { return nil }
        var b = PathBox(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        for q in p.dropFirst() {
            b.minX = min(b.minX, q.x); b.maxX = max(b.maxX, q.x)
            b.minY = min(b.minY, q.y); b.maxY = max(b.maxY, q.y)
        }
        return b
    }

    /// How many subpaths (`M` commands) the path has.
    static func subpathCount(_ d: String) -> Int { d.filter { $0 == "M" }.count }
}

/// The checks of the SVG output contract (DESIGN.md §4, as the `check-svg` tool makes them), as a list of problems.
enum SVGContract {
    static let kinds: Set<String> = ["bar", "line", "point", "area", "rule", "rectangle", "sector"]

    static func problems(_ svg: String) -> [String] {
        guard let doc = ParsedSVG(svg) else { return ["does not parse as XML"] }
        var problems: [String] = []
        guard let root = doc.root else { return ["no root element"] }
        if root.name != "svg" { problems.append("root element is not <svg>") }
        if root.attributes["xmlns"] != "http://www.w3.org/2000/svg" { problems.append("root is not in the SVG namespace") }
        if root.attributes["role"] == nil { problems.append("root has no role") }
        let rootChildren = doc.elements.filter { $0.parent == 0 }.map(\.name)
        if !rootChildren.contains("title") { problems.append("no <title> child of the root") }
        if !rootChildren.contains("desc") { problems.append("no <desc> child of the root") }
        if containsNonFinite(svg) { problems.append("NaN or infinity written into the file") }
        if doc.elements.contains(where: { $0.name == "style" }) { problems.append("a <style> sheet") }
        for e in doc.elements where e.has("mark") && Set(e.classes).isDisjoint(with: kinds) {
            problems.append("mark element without a kind: class='\(e.attributes["class"] ?? "")'")
        }
        if doc.elements.contains(where: { $0.name == "text" && $0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
            problems.append("an empty <text> element")
        }
        for e in doc.elements {
            for k in e.attributes.keys.sorted() where k.lowercased().hasPrefix("on") {
                problems.append("event-handler attribute '\(k)' on <\(e.name)>")
            }
        }
        return problems
    }

    /// Whether `svg` holds the word NaN or inf/infinity, in any case (check-svg's `\bNaN\b|\binf(inity)?\b`).
    static func containsNonFinite(_ svg: String) -> Bool {
        svg.range(of: #"\bNaN\b|\binf(inity)?\b"#, options: [.regularExpression, .caseInsensitive]) != nil
    }
}

/// Renders views the way the gallery does: fixed size, locale, calendar and time zone.
enum TestRender {
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    static func renderer<V: View>(_ view: V, width: Double = 400, height: Double = 300) -> ChartRenderer<V> {
        var r = ChartRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: height)
        r.locale = Locale(identifier: "en_US")
        r.timeZone = TimeZone(identifier: "UTC")!
        r.calendar = calendar
        return r
    }

    /// A UTC date.
    static func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }
}
