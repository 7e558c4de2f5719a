import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Checks every rendered output must pass, whatever chart made it. Each format has a checker;
/// SVG is the first, and the HTML, PNG and PDF backends add theirs beside it (``OutputChecker``).
///
/// ```swift
/// let problems = SVGOutputChecker().problems(in: Data(svg.utf8), userStrings: recipe.userStrings)
/// ```
public protocol OutputChecker: Sendable {
    /// The file extension of the format checked, such as "svg".
    var format: String { get }
    /// What is wrong with `output`, one sentence each; empty when it passes. `userStrings` are
    /// the strings the chart was given, none of which may come out as markup.
    func problems(in output: Data, userStrings: [String]) -> [String]
}

/// The SVG contract: the document parses as XML, no number is NaN or infinite, and nothing the
/// user wrote became an element or an attribute (no `<script>`, no `onerror=`, no broken-out quote).
public struct SVGOutputChecker: OutputChecker {
    public init() {}
    public var format: String { "svg" }

    /// The elements the SVG writer makes; anything else came from user text.
    static let elements: Set<String> = ["svg", "title", "desc", "defs", "g", "path", "rect", "text", "tspan", "clipPath",
                                        "linearGradient", "radialGradient", "stop", "line", "circle", "ellipse", "polyline",
                                        "polygon", "image", "pattern", "mask", "use"]
    /// Attributes whose values are text, not numbers or paint.
    static let textAttributes: Set<String> = ["aria-label", "font-family", "class", "id", "role", "aria-labelledby", "aria-describedby",
                                              "xmlns", "version", "aria-roledescription", "xml:space"]

    public func problems(in output: Data, userStrings: [String]) -> [String] {
        let collector = SVGCollector()
        // Parsed from a stream: Foundation's XMLParser(data:) refuses documents past 10 MB.
        let parser = XMLParser(stream: InputStream(data: output))
        parser.delegate = collector
        var problems: [String] = []
        if !parser.parse() || collector.error != nil {
            let error = collector.error ?? parser.parserError.map { "\($0)" } ?? "unknown error"
            problems.append("the SVG does not parse as XML: \(error) at line \(parser.lineNumber)")
        } else if collector.depth != 0 || collector.elementNames.isEmpty {
            problems.append("the SVG does not parse as XML: it ends with \(collector.depth) elements open")
        }
        for name in collector.elementNames.subtracting(Self.elements).sorted() {
            problems.append("the SVG has an element <\(name)> that the writer never makes: user text became markup")
        }
        for (element, attribute, value) in collector.attributes {
            if attribute.lowercased().hasPrefix("on") || attribute == "style" || attribute.hasSuffix("href") {
                problems.append("<\(element)> has an event attribute \(attribute): user text became markup")
            }
            guard !Self.textAttributes.contains(attribute) else { continue }
            let lower = value.lowercased()
            if lower.contains("nan") || lower.contains("inf") {
                problems.append("<\(element) \(attribute)=\"\(value.prefix(80))\"> holds a number that is not finite")
            }
        }
        return problems
    }
}

/// Gathers the elements and attributes of a document.
final class SVGCollector: NSObject, XMLParserDelegate {
    var elementNames: Set<String> = []
    var attributes: [(String, String, String)] = []
    var depth = 0
    var error: String?

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil { error = "\(parseError)" }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes attributeDict: [String: String] = [:]) {
        elementNames.insert(elementName)
        depth += 1
        for (k, v) in attributeDict { attributes.append((elementName, k, v)) }
    }
}
