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
    static let shortestTruncation = 4

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

    /// The clear room a time-of-day label along x keeps before the next, as a share of its own
    /// width: over a day on a phone-wide plot the hours come every six ("12 AM", "6 AM", …), where
    /// every three would leave a third of a label between them (inferred from the battery chart of
    /// Apple's "Customizing axes in Swift Charts"). Labels of days and longer units keep the plain
    /// spacing, so a week's seven days stay labelled one by one.
    static let timeOfDayLabelRoom = 0.5

    /// Whether every label of `entries` keeps its room from the next one along the axis; with
    /// `dates`, times of day along x keep `timeOfDayLabelRoom` of their width clear as well.
    static func labelsFit(_ entries: [AxisEntry], axis: PositionAxis, preset: AxisPresetSpec, dates: Bool = false) -> Bool {
        let spacing = axis == .x ? xLabelSpacing : yLabelSpacing
        let share = dates && axis == .x && isTimeOfDay(entries) ? timeOfDayLabelRoom : 0
        var extents: [(Double, Double)] = []
        for e in entries {
            for l in e.labels where l.text?.isEmpty == false {
                extents.append(extent(l, tick: e.tick, axis: axis, preset: preset))
            }
        }
        extents.sort { $0.0 < $1.0 }
        return zip(extents, extents.dropFirst()).allSatisfy { a, b in b.0 >= a.1 + max(spacing, share * (a.1 - a.0)) }
    }

    /// Whether neighbouring date ticks come less than a day apart.
    static func isTimeOfDay(_ entries: [AxisEntry]) -> Bool {
        let dates = entries.compactMap { e -> Double? in
            if case .date(let d) = e.tick.value { return d.timeIntervalSinceReferenceDate } else { return nil }
        }
        return zip(dates, dates.dropFirst()).contains { abs($1 - $0) < 86_400 }
    }

    /// Every category's label cut to its band (to no fewer than `shortestTruncation` characters),
    /// or else every k-th category's label whole, starting from the first where it can; the others
    /// lose theirs. Labels stay inside `bounds` (the plot's extent along x). Returns the entries
    /// and k (beyond the count when no label fits at all).
    static func thinnedCategories(_ entries: [AxisEntry], axis: PositionAxis, bounds: (Double, Double),
                                  measurer: any TextMeasurer) -> ([AxisEntry], Int) {
        guard entries.count > 1, entries.allSatisfy({ $0.labels.allSatisfy { isAutomatic($0.spec) } }) else { return (entries, 1) }
        let step = abs(entries[1].tick.position - entries[0].tick.position)
        guard step > 0, step.isFinite else { return (entries, 1) }
        // Labels are cut or left out, not both: every category with its label cut to its band; else
        // every k-th whole, from the first where it can (as a greedy pass from the leading edge
        // would); only names longer than the plot itself are cut as well.
        if let out = labelled(entries, every: 1, from: 0, room: step, axis: axis, bounds: bounds, cuts: true, measurer: measurer) {
            return (out, 1)
        }
        // What each category's label needs whole, measured once: a choice of k and r in which one
        // chosen label cannot fit whole is ruled out before any entries are copied.
        let needs = entries.map { e in
            e.labels.map { l in axis == .y ? l.box.height : measurer.measure(l.fullText ?? l.text ?? "", font: l.font).width * widthSafety }
                .max() ?? 0
        }
        // The least room any label can take: whole, or cut to `shortestTruncation` characters and "…".
        // A stride whose room is less than that fits no label, so the search starts past it.
        let spacing = axis == .y ? yLabelSpacing : xLabelSpacing
        let leastWhole = needs.min() ?? 0
        // Measured only when cutting labels is tried: most axes find their stride before that.
        lazy var leastCut = axis == .y ? leastWhole : entries.flatMap(\.labels).map { l -> Double in
            let full = l.fullText ?? l.text ?? ""
            return min(measurer.measure(full, font: l.font).width,
                       measurer.measure(String(full.prefix(shortestTruncation)) + "…", font: l.font).width) * widthSafety
        }.min() ?? 0
        // Each try costs a pass over the entries: hundreds of thousands of categories in a few points
        // would otherwise cost billions of steps. Past this much work the axis gives up, as when nothing fits.
        var work = 64 * entries.count + 4_000_000
        func fitsWhole(every k: Int, from r: Int, room: Double) -> Bool {
            work -= needs.count / k + 1
            return stride(from: r, to: needs.count, by: k).allSatisfy { axis == .y ? needs[$0] + yLabelSpacing <= room : needs[$0] <= room - xLabelSpacing }
        }
        search: for (cuts, offsets) in [(false, false), (false, true), (true, false), (true, true)] where entries.count > 1 {
            let least = (cuts ? leastCut : leastWhole) + spacing
            let first = Swift.max(2, Swift.min(entries.count, Int(saturating: (least / step).rounded(.up))))
            guard first <= entries.count else { continue }
            for k in first...entries.count {
                let room = Double(k) * step
                for r in offsets ? 1..<k : 0..<1 {
                    if !cuts && !fitsWhole(every: k, from: r, room: room) {
                        if work < 0 { break search }
                        continue
                    }
                    work -= entries.count
                    if work < 0 { break search }
                    if let out = labelled(entries, every: k, from: r, room: room, axis: axis, bounds: bounds,
                                          cuts: cuts, measurer: measurer) {
                        return (out, k)
                    }
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
    /// them would say too little or cannot stay inside the bounds.
    static func labelled(_ entries: [AxisEntry], every k: Int, from r: Int, room: Double, axis: PositionAxis,
                         bounds: (Double, Double), cuts: Bool, measurer: any TextMeasurer) -> [AxisEntry]? {
        var out = entries
        var shown: [(entry: Int, label: Int)] = []
        for i in out.indices {
            guard i % k == r else {
                for j in out[i].labels.indices { out[i].labels[j].text = "" }
                out[i].thinned = true
                continue
            }
            for j in out[i].labels.indices {
                if axis == .y {
                    if out[i].labels[j].box.height + yLabelSpacing > room { return nil }
                    continue
                }
                guard let l = cut(out[i].labels[j], to: room - xLabelSpacing, allowed: cuts, measurer: measurer) else { return nil }
                out[i].labels[j] = l
                shown.append((i, j))
            }
        }
        guard axis == .x, !shown.isEmpty else { return out }
        func span(_ s: (entry: Int, label: Int)) -> (Double, Double) {
            let l = out[s.entry].labels[s.label]
            let e = extent(l, tick: out[s.entry].tick, axis: axis, preset: .automatic)
            return (e.0 + l.shift, e.1 + l.shift)
        }
        // The labels at the ends move inwards to stay inside, by at most half their width (they
        // still stand under their own bands), cut shorter where their neighbour leaves less room.
        for (end, neighbour) in [(0, 1), (shown.count - 1, shown.count - 2)] where end >= 0 {
            let s = shown[end]
            var e = span(s)
            guard e.0 < bounds.0 || e.1 > bounds.1 else { continue }
            let leading = e.0 < bounds.0
            let available: Double
            if neighbour >= 0 && neighbour < shown.count && neighbour != end {
                let n = span(shown[neighbour])
                available = leading ? n.0 - xLabelSpacing - bounds.0 : bounds.1 - (n.1 + xLabelSpacing)
            } else {
                available = bounds.1 - bounds.0
            }
            if e.1 - e.0 > available {
                guard let l = cut(out[s.entry].labels[s.label], to: available, allowed: cuts, measurer: measurer) else { return nil }
                out[s.entry].labels[s.label] = l
                e = span(s)
            }
            let shift = leading ? bounds.0 - e.0 : bounds.1 - e.1
            if abs(shift) > (e.1 - e.0) / 2 { return nil }
            out[s.entry].labels[s.label].shift = shift
        }
        let spans = shown.map(span)
        guard spans.allSatisfy({ $0.0 >= bounds.0 - 0.5 && $0.1 <= bounds.1 + 0.5 }) else { return nil }
        return zip(spans, spans.dropFirst()).allSatisfy { a, b in b.0 >= a.1 + xLabelSpacing - 1e-9 } ? out : nil
    }

    /// A label cut with "…" to `limit` points (measured with the safety margin), or nil when it
    /// must be cut and that is not `allowed`, or leaves fewer than `shortestTruncation` characters.
    static func cut(_ label: AxisLabelBox, to limit: Double, allowed: Bool, measurer: any TextMeasurer) -> AxisLabelBox? {
        var l = label
        let full = l.fullText ?? l.text ?? ""
        var text = full
        if measurer.measure(full, font: l.font).width * widthSafety > limit {
            guard allowed, limit > 0 else { return nil }
            text = measurer.truncate(full, toWidth: limit / widthSafety, font: l.font)
            if text.count - 1 < min(full.count, shortestTruncation) { return nil }
        }
        l.text = text
        l.size.width = text.isEmpty ? 0 : measurer.measure(text, font: l.font).width
        return l
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
