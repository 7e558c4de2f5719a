import ChartSVG

/// Writes an interactive chart as HTML: the chart's inline SVG, its states, and the small script
/// that shows the state under the pointer. Nothing is fetched: no script, font or style sheet;
/// the registered fonts the chart names come as `@font-face` rules with `data:` sources.
///
/// ```swift
/// let writer = HTMLPageWriter(id: "sales")
/// let page = writer.page(svg: svg, plan: plan, title: "Sales")
/// ```
package struct HTMLPageWriter: Sendable {
    /// The id of the fragment's root element; every id inside starts with it.
    package let id: String

    /// A writer whose root id is `id`, kept to ASCII letters, digits, `-` and `_`.
    package init(id: String = "oc") {
        let kept = id.unicodeScalars.filter { s in
            s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-" || s == "_")
        }
        let clean = String(String.UnicodeScalarView(kept))
        self.id = clean.first.map { $0.isLetter } == true ? clean : "oc-" + clean
    }

    /// A whole page holding one chart.
    package func page(svg: String, plan: InteractionPlan, title: String, background: String? = nil,
                      accessible: AccessibleChart? = nil, dark: Bool = false, turning3D: [String] = [],
                      fonts: [HTMLFontFace] = []) -> String {
        let language = XMLEscaping.escape(accessible?.language ?? "en")
        var out = "<!DOCTYPE html>\n<html lang=\"" + language + "\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>" + XMLEscaping.escape(title) + "</title>\n"
        if !fonts.isEmpty { out += "<style>\n" + HTMLFontFace.css(fonts) + "</style>\n" }
        out += "</head>\n<body"
        if let background { out += " style=\"margin:16px;background:" + XMLEscaping.escape(background) + "\"" }
        out += ">\n" + fragment(svg: svg, plan: plan, label: title, accessible: accessible, dark: dark, turning3D: turning3D) + "</body>\n</html>\n"
        return out
    }

    /// A fragment to place in a page of one's own: one root element with the chart, its live
    /// region, its data and its script, which touches nothing outside the root.
    ///
    /// `turning3D` holds the geometry of each 3D chart in the SVG, in order, as JSON; with it, the
    /// fragment's script turns those charts when they are dragged.
    ///
    /// `fonts` become a `<style>` element at the start of the root.
    package func fragment(svg: String, plan: InteractionPlan, label: String, accessible: AccessibleChart? = nil,
                          dark: Bool = false, turning3D: [String] = [], fonts: [HTMLFontFace] = []) -> String {
        var out = "<div class=\"openchart\" id=\"" + id + "\" tabindex=\"0\" role=\"group\" aria-label=\""
        out += XMLEscaping.escape(label) + "\""
        if accessible != nil { out += " aria-describedby=\"" + id + "-keys\"" }
        out += " style=\"display:inline-block;position:relative;touch-action:pan-y;"
        out += "user-select:none;-webkit-user-select:none\">\n"
        if !fonts.isEmpty { out += "<style>\n" + HTMLFontFace.css(fonts) + "</style>\n" }
        out += Self.inlineSVG(svg)
        out += "<div id=\"" + id + "-live\" aria-live=\"polite\" style=\"position:absolute;width:1px;height:1px;"
        out += "overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap\"></div>\n"
        out += "<script type=\"application/json\" id=\"" + id + "-data\">" + plan.json + "</script>\n"
        out += "<script>" + InteractionScript.source + "(\"" + id + "\");</script>\n"
        for (i, json) in turning3D.enumerated() {
            // The JSON is written with `<`, `>` and `&` escaped, so it cannot end its script element.
            out += "<script type=\"application/json\" id=\"" + id + "-3d-" + String(i) + "\">" + json + "</script>\n"
        }
        if !turning3D.isEmpty { out += "<script>" + Chart3DTurnScript.source + "(\"" + id + "\");</script>\n" }
        if let accessible { out += accessible.markup(id: id, dark: dark) }
        out += "</div>\n"
        return out
    }

    /// The SVG document without its XML declaration, as HTML takes it inline.
    static func inlineSVG(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: "\n") else { return svg }
        return String(svg[svg.index(after: end)...])
    }
}
