import ChartSVG

extension AccessibleChart {
    /// Visually hidden, still read by screen readers: the way the live region is hidden.
    static let hiddenStyle = "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap"

    /// The controls, the tables and the data of the page's accessibility script, for the chart
    /// whose root element has `id`.
    func markup(id: String, dark: Bool) -> String {
        let color = dark ? "#fff" : "#000"
        var out = "<style>#\(id)-tables table{border-collapse:collapse;margin:8px 0;font:12px system-ui,-apple-system,sans-serif;color:\(color)}"
        out += "#\(id)-tables th,#\(id)-tables td{padding:2px 8px;text-align:left;border-bottom:1px solid #8884}#\(id)-tables td:last-child,#\(id)-tables thead th:last-child{text-align:right}"
        out += "#\(id)-tables{user-select:text;-webkit-user-select:text}#\(id)-tables caption{text-align:left;font-weight:600;padding:2px 0}"
        out += "#\(id)-access button{font:12px system-ui,-apple-system,sans-serif;margin:6px 6px 0 0;padding:3px 10px;border-radius:6px;"
        out += "border:1px solid #8888;background:transparent;color:\(color);cursor:pointer}</style>\n"
        out += "<p id=\"\(id)-keys\" style=\"\(Self.hiddenStyle)\">" + XMLEscaping.escape(keysHint) + "</p>\n"
        out += "<div id=\"\(id)-access\">"
        if !sounds.isEmpty {
            out += "<button type=\"button\" id=\"\(id)-play\">" + XMLEscaping.escape(words.play) + "</button>"
        }
        if !tables.isEmpty {
            out += "<button type=\"button\" id=\"\(id)-show\" aria-expanded=\"false\" aria-controls=\"\(id)-tables\">"
            out += XMLEscaping.escape(words.showTable) + "</button>"
        }
        out += "</div>\n<div id=\"\(id)-tables\" style=\"\(Self.hiddenStyle)\">\n"
        // Describe Chart for the eye; screen readers have it already as the picture's description.
        out += "<p aria-hidden=\"true\" style=\"max-width:36em;margin:8px 0 0;font:12px/1.4 system-ui,-apple-system,sans-serif;color:\(color)\">"
        out += XMLEscaping.escape(description) + "</p>\n"
        for t in tables { out += Self.table(t) }
        out += "</div>\n"
        out += "<script type=\"application/json\" id=\"\(id)-a11y\">" + json(dark: dark) + "</script>\n"
        out += "<script>" + AccessibilityScript.source + "(\"" + id + "\");</script>\n"
        return out
    }

    /// How to read the chart from the keyboard, announced with it.
    var keysHint: String {
        language == "ja" ? "左右の矢印キーで各データを読み上げ、上下の矢印キーで系列を切り替えます。"
            : "Use the left and right arrow keys to hear each point, and the up and down arrow keys to change series."
    }

    static func table(_ t: Table) -> String {
        var out = "<table><caption>" + XMLEscaping.escape(t.caption) + "</caption>\n<thead><tr>"
        for h in t.headers { out += "<th scope=\"col\">" + XMLEscaping.escape(h) + "</th>" }
        out += "</tr></thead>\n<tbody>\n"
        for row in t.rows {
            out += "<tr>"
            for (i, cell) in row.enumerated() {
                out += i == 0 ? "<th scope=\"row\">" + XMLEscaping.escape(cell) + "</th>" : "<td>" + XMLEscaping.escape(cell) + "</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody></table>\n"
        return out
    }
}
