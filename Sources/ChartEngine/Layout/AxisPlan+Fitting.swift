import ChartScene
import ChartText
import Foundation

/// One labelling rule for every axis: automatic values take the finest stride whose labels fit
/// the room the axis has (numbers, and every calendar unit for dates); categories that do not
/// fit are labelled every k-th, each label cut to the room of k bands, and the axis says so.
extension AxisPlan {
    /// Labels are measured this much wider than the metrics say, so that a viewer's font that
    /// runs wider than Helvetica (DejaVu Sans by up to 14 %) still leaves them apart.
    static let widthSafety = 1.15
    /// The least room between neighbouring labels along x, and along y.
    static let xLabelSpacing = 4.0
    static let yLabelSpacing = 2.0
    /// A category label cut shorter than this many characters says too little: label fewer categories.
    static let shortestTruncation = 5

    /// Whether the plan's labels may be thinned or cut by the engine: automatic collision
    /// resolution on horizontal text of the default kind.
    static func isAutomatic(_ l: AxisValueLabelSpec) -> Bool {
        guard case .automatic = l.collision, l.orientation == .automatic || l.orientation == .horizontal else { return false }
        if case .content = l.text { return false }
        return true
    }

    /// The extent a label takes along its axis, placed as the renderer places it.
    static func extent(_ l: AxisLabelBox, tick: AxisTickMark, axis: PositionAxis, preset: AxisPresetSpec) -> (Double, Double) {
        let centered = l.spec.centered ?? (tick.band != nil)
        let p = centered ? tick.span.map { ($0.start + $0.end) / 2 } ?? tick.position : tick.position
        switch axis {
        case .x:
            let w = l.box.width * widthSafety
            if centered || l.rotation != 0 { return (p - w / 2, p + w / 2) }
            let start = p + (l.spec.horizontalSpacing ?? xLabelInset)
            return (start, start + w)
        case .y:
            let h = l.box.height
            return preset == .automatic ? (p - h / 2, p + h / 2) : (p - AxisRenderer.raisedLabelGap - h, p - AxisRenderer.raisedLabelGap)
        }
    }

    /// Whether every label of `entries` keeps its room from the next one along the axis.
    static func labelsFit(_ entries: [AxisEntry], axis: PositionAxis, preset: AxisPresetSpec) -> Bool {
        let spacing = axis == .x ? xLabelSpacing : yLabelSpacing
        var extents: [(Double, Double)] = []
        for e in entries {
            for l in e.labels where l.text?.isEmpty == false {
                extents.append(extent(l, tick: e.tick, axis: axis, preset: preset))
            }
        }
        extents.sort { $0.0 < $1.0 }
        return zip(extents, extents.dropFirst()).allSatisfy { a, b in b.0 >= a.1 + spacing }
    }

    /// Every k-th category keeps its label (starting from the r-th), cut to the room of k bands
    /// where it must be; the others lose theirs. k is the least, and r the first, that leave each
    /// shown label whole or at least `shortestTruncation` characters long, and inside `bounds`
    /// (the plot's extent along x, which labels may not pass). Returns the entries and k.
    static func thinnedCategories(_ entries: [AxisEntry], axis: PositionAxis, bounds: (Double, Double),
                                  measurer: any TextMeasurer) -> ([AxisEntry], Int) {
        guard entries.count > 1, entries.allSatisfy({ $0.labels.allSatisfy { isAutomatic($0.spec) } }) else { return (entries, 1) }
        let step = abs(entries[1].tick.position - entries[0].tick.position)
        guard step > 0, step.isFinite else { return (entries, 1) }
        for k in 1...entries.count {
            for r in 0..<k {
                if let out = labelled(entries, every: k, from: r, room: Double(k) * step, axis: axis, bounds: bounds, measurer: measurer) {
                    return (out, k)
                }
            }
        }
        // Not even one label fits: none is drawn, and the axis says so (k beyond the count).
        var none = entries
        for i in none.indices {
            for j in none[i].labels.indices { none[i].labels[j].text = "" }
            none[i].thinned = true
        }
        return (none, entries.count + 1)
    }

    /// The entries with every k-th label from the r-th kept and cut to `room`, or nil when one of
    /// them would say too little or pass the bounds.
    static func labelled(_ entries: [AxisEntry], every k: Int, from r: Int, room: Double, axis: PositionAxis,
                         bounds: (Double, Double), measurer: any TextMeasurer) -> [AxisEntry]? {
        var out = entries
        for i in out.indices {
            guard i % k == r else {
                for j in out[i].labels.indices { out[i].labels[j].text = "" }
                out[i].thinned = true
                continue
            }
            for j in out[i].labels.indices {
                var l = out[i].labels[j]
                if axis == .y {
                    if l.box.height + yLabelSpacing > room { return nil }
                    continue
                }
                let full = l.fullText ?? l.text ?? ""
                let limit = room - xLabelSpacing
                var text = full
                if measurer.measure(full, font: l.font).width * widthSafety > limit {
                    text = measurer.truncate(full, toWidth: limit / widthSafety, font: l.font)
                    if text.count - 1 < min(full.count, shortestTruncation) { return nil }
                }
                l.text = text
                l.size.width = text.isEmpty ? 0 : measurer.measure(text, font: l.font).width
                let e = extent(l, tick: out[i].tick, axis: axis, preset: .automatic)
                if e.0 < bounds.0 - 0.5 || e.1 > bounds.1 + 0.5 { return nil }
                out[i].labels[j] = l
            }
        }
        return out
    }

    /// "1st", "2nd", "3rd", "4th"...: how the axis says which categories it labels.
    static func ordinal(_ k: Int) -> String {
        let tens = k % 100
        if (11...13).contains(tens) { return "\(k)th" }
        switch k % 10 {
        case 1: return "\(k)st"
        case 2: return "\(k)nd"
        case 3: return "\(k)rd"
        default: return "\(k)th"
        }
    }
}
