import ChartScene
import ChartText
import Foundation
@testable import OpenCharts

/// Reads a rendered chart's axes back from its SVG and lists what a reader would notice: labels
/// that overlap or touch, ticks and grid lines through labels, labels outside the chart, date
/// ticks unevenly spaced, categories left unlabelled without a word, annotations off the canvas.
struct AxisLegibilityChecker {
    /// A label as drawn: its text and the box it covers on the page.
    struct Label: CustomStringConvertible {
        var text: String
        var box: PathBox
        var axis: String
        var anchorX = ""
        var description: String { "\(axis) '\(text)' \(box)" }
    }

    let doc: ParsedSVG
    let size: (width: Double, height: Double)
    let measurer = MetricsTableMeasurer()

    init(_ doc: ParsedSVG) {
        self.doc = doc
        let root = doc.root?.attributes ?? [:]
        size = (Double(root["width"] ?? "") ?? 0, Double(root["height"] ?? "") ?? 0)
    }

    /// Every value label of both axes, with its box from the text's anchor, baseline and font size.
    var labels: [Label] {
        // Lines of one label (a date's "1" over "Jun") are one label: same x, anchor, and baselines a line apart.
        var merged: [Label] = []
        for l in lines {
            if let last = merged.last, last.axis == l.axis, l.axis == "x", abs(last.box.minY - l.box.minY) > 0.1,
               abs(l.box.minY - last.box.maxY + 0.2 * 11) < 3, l.anchorX == last.anchorX {
                merged[merged.count - 1].box = PathBox(minX: min(last.box.minX, l.box.minX), minY: last.box.minY,
                                                       maxX: max(last.box.maxX, l.box.maxX), maxY: l.box.maxY)
                merged[merged.count - 1].text += "\n" + l.text
            } else {
                merged.append(l)
            }
        }
        return merged
    }

    /// Every `<text>` line of both axes.
    var lines: [Label] {
        doc.elements.indices.compactMap { i -> Label? in
            let e = doc.elements[i]
            guard e.name == "text" else { return nil }
            let axis = doc.isInside(i, class: "x") && doc.isInside(i, class: "axis") ? "x"
                : doc.isInside(i, class: "y") && doc.isInside(i, class: "axis") ? "y" : nil
            guard let axis else { return nil }
            return Label(text: e.text, box: box(of: e), axis: axis, anchorX: e.attributes["x"] ?? "")
        }
    }

    /// The box of a `<text>`: Helvetica's advance widths at its font size, ascent 0.95 em and descent 0.25 em.
    func box(of e: SVGElement) -> PathBox {
        let a = e.attributes
        let x = Double(a["x"] ?? "") ?? 0, y = Double(a["y"] ?? "") ?? 0
        let size = Double(a["font-size"] ?? "") ?? 11
        let width = measurer.measure(e.text, font: SceneFont(size: size)).width
        let start: Double = switch a["text-anchor"] {
        case "middle": x - width / 2
        case "end": x - width
        default: x
        }
        var b = PathBox(minX: start, minY: y - 0.95 * size, maxX: start + width, maxY: y + 0.25 * size)
        if let t = a["transform"], t.contains("rotate") {
            // Turned a quarter about its anchor: the box swaps its sides about the anchor point.
            let up = t.contains("-90")
            let along = (b.minX - x, b.maxX - x), across = (b.minY - y, b.maxY - y)
            b = up ? PathBox(minX: x + across.0, minY: y - along.1, maxX: x + across.1, maxY: y - along.0)
                   : PathBox(minX: x - across.1, minY: y + along.0, maxX: x - across.0, maxY: y + along.1)
        }
        return b
    }

    /// Straight lines of the axes and grids: ticks and grid lines.
    var rules: [PathBox] {
        doc.elements.indices.compactMap { i -> PathBox? in
            let e = doc.elements[i]
            guard e.name == "path", doc.isInside(i, class: "axis") || doc.isInside(i, class: "grid") else { return nil }
            let pts = PathDataReader.points(e.attributes["d"] ?? "")
            guard pts.count == 2 else { return nil }
            return PathDataReader.box(e.attributes["d"] ?? "")
        }
    }

    /// The x positions of the vertical grid lines of the x axis, left to right.
    var xGridPositions: [Double] {
        doc.elements.indices.compactMap { i -> Double? in
            let e = doc.elements[i]
            guard e.name == "path", doc.isInside(i, class: "grid"), let p = e.parent, doc.elements[p].has("x"),
                  let b = PathDataReader.box(e.attributes["d"] ?? ""), b.width < 0.01 else { return nil }
            return b.minX
        }.sorted()
    }

    static func gap(_ a: PathBox, _ b: PathBox) -> Double {
        let dx = max(a.minX - b.maxX, b.minX - a.maxX), dy = max(a.minY - b.maxY, b.minY - a.maxY)
        return max(dx, dy)
    }

    /// What is wrong with the axes, as sentences; empty when nothing is.
    func problems() -> [String] {
        var out: [String] = []
        let labels = self.labels
        for (i, a) in labels.enumerated() {
            for b in labels[(i + 1)...] where Self.gap(a.box, b.box) < 2 {
                out.append("labels closer than 2 pt: \(a) and \(b)")
            }
            if a.box.minX < -0.5 || a.box.maxX > size.width + 0.5 || a.box.minY < -0.5 || a.box.maxY > size.height + 0.5 {
                out.append("label outside the chart: \(a)")
            }
        }
        // Legend entries and unturned axis titles keep clear of the axes' labels.
        for i in doc.elements.indices where doc.elements[i].name == "text"
            && (doc.isInside(i, class: "legend") || doc.isInside(i, class: "axis-title")) {
            var p = doc.elements[i].parent, turned = false
            while let j = p { if doc.elements[j].attributes["transform"] != nil { turned = true }; p = doc.elements[j].parent }
            guard !turned else { continue }
            let b = box(of: doc.elements[i])
            for l in labels where Self.gap(b, l.box) < 1 {
                out.append("'\(doc.elements[i].text)' \(b) touches \(l)")
            }
        }
        for r in rules {
            for l in labels {
                let inner = PathBox(minX: l.box.minX + 0.5, minY: l.box.minY + 1.5, maxX: l.box.maxX - 0.5, maxY: l.box.maxY - 1.5)
                if r.maxX > inner.minX && r.minX < inner.maxX && r.maxY > inner.minY && r.minY < inner.maxY {
                    out.append("a line \(r) crosses \(l)")
                }
            }
        }
        for i in doc.elements.indices where doc.isInside(i, class: "annotations") {
            let e = doc.elements[i]
            let b: PathBox? = e.name == "text" ? box(of: e) : e.name == "path" ? PathDataReader.box(e.attributes["d"] ?? "") : nil
            if let b, b.minX < -0.5 || b.maxX > size.width + 0.5 || b.minY < -0.5 || b.maxY > size.height + 0.5 {
                out.append("annotation outside the chart: \(b)")
            }
        }
        return out
    }

    /// Problems with date ticks: consecutive gaps must match the calendar gaps between the
    /// dates they stand for, which the caller gives as a stride in seconds per point.
    func unevenTicks(tolerance: Double = 0.12) -> [String] {
        let xs = xGridPositions
        guard xs.count >= 3 else { return [] }
        let gaps = zip(xs, xs.dropFirst()).map { $1 - $0 }
        let sorted = gaps.sorted(), median = sorted[sorted.count / 2]
        return gaps.enumerated().compactMap { i, g in
            abs(g - median) > tolerance * median ? "tick gap \(i) is \(g) pt, the usual gap is \(median) pt (\(xs))" : nil
        }
    }

    /// Whether each of `categories` has its label on the x axis, or the axis says which it shows.
    func categoriesAccountedFor(_ categories: [String], axis: String = "x") -> [String] {
        let shown = labels.filter { $0.axis == axis }.map(\.text)
        // A label cut short ("United…") still names its category.
        let missing = categories.filter { c in
            !shown.contains { $0 == c || ($0.hasSuffix("…") && $0.count > 1 && c.hasPrefix($0.dropLast())) }
        }
        guard !missing.isEmpty else { return [] }
        let said = doc.elements.contains { e in e.has("axis") && e.has(axis) && (e.attributes["aria-label"] ?? "").contains("labelled") }
        if said { return [] }
        return ["\(missing.count) of \(categories.count) categories unlabelled without a word: \(missing.prefix(5))"]
    }
}
