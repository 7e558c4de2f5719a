import ChartEngine
import Foundation

extension LayoutSanity {
    /// The largest symbol area, in square points: a symbol 1,000 points across.
    static let maxSymbolArea: Double = 1_000_000
    /// The widest line, in points.
    static let maxLineWidth: Double = 10_000

    /// A symbol area a mark modifier was given: NaN is dropped, a negative area is 0, a huge
    /// one `maxSymbolArea`.
    static func symbolArea(_ a: Double) -> Double? {
        if a >= 0 && a <= maxSymbolArea { return a }
        if a.isNaN || a == -.infinity { warn("A symbol size of \(short(CGFloat(a))) was ignored."); return nil }
        if a < 0 { warn("A symbol size of \(short(CGFloat(a))) was made 0."); return 0 }
        warn("A symbol size of \(short(CGFloat(a))) square points was cut to \(short(CGFloat(maxSymbolArea))).")
        return maxSymbolArea
    }

    /// A corner radius a mark modifier was given: NaN, infinite and negative radii are 0.
    static func cornerRadius(_ r: Double) -> Double {
        if r >= 0 && r <= Double(maxLength) { return r }
        if r < 0 && r.isFinite { warn("A mark's corner radius of \(short(CGFloat(r))) points was made 0."); return 0 }
        return Double(parameter(CGFloat(r), "a mark's corner radius"))
    }

    /// Line widths and dashes of chart content kept within bounds, as the chart's spec is made,
    /// so that the engine never draws a stroke wider than layout's bound.
    static func sanitize(_ marks: inout [MarkSpec]) {
        // Most marks keep the default style, with no line style: those are read in place, not copied.
        let styled = marks.withUnsafeBufferPointer { marks in marks.indices.filter { marks[$0].style.lineStyle != nil } }
        for i in styled {
            guard var line = marks[i].style.lineStyle,
                  line.width > maxLineWidth || line.dash.contains(where: { $0 > Double(maxLength) }) else { continue }
            warn("A line width or dash past its bound (\(short(CGFloat(maxLineWidth))) and \(short(maxLength)) points) was cut to it.")
            line.width = min(line.width, maxLineWidth)
            line.dash = line.dash.map { min($0, Double(maxLength)) }
            marks[i].style.lineStyle = line
        }
    }
}
