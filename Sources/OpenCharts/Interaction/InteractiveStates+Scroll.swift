import ChartEngine
import ChartHTML
import ChartScene
import Foundation

extension InteractiveStates {
    /// A scrolling chart's plan: how far it slides, its snap points by its target behavior, and
    /// the states of its scroll position binding at each place it can rest.
    mutating func scroll(_ c: ChartCapture) -> InteractionPlan.Scroll? {
        let vertical = c.scrollsVertically
        guard let content = c.content, let x = vertical ? c.proxy.y : c.proxy.x else { return nil }
        let window = c.proxy.plot.sceneRect
        var s = InteractionPlan.Scroll()
        s.vertical = vertical
        // Along the axis that scrolls: the window's length, and where it and the content begin.
        let length = vertical ? window.height : window.width
        let windowStart = vertical ? window.minY : window.minX, contentStart = vertical ? content.minY : content.minX
        s.highest = max(0, (vertical ? content.height : content.width) - length)
        s.drawnAt = windowStart - contentStart
        let offset = { (p: Double) in p - contentStart }
        let rule = vertical ? (c.interaction.yTargetBehavior ?? c.interaction.targetBehavior) : c.interaction.targetBehavior
        switch rule {
        case .dates(let comps, let major)?:
            s.snaps = dateOffsets(x, comps, c.env.calendar, offset)
            switch major {
            case .matching(let m)?: s.majors = dateOffsets(x, m, c.env.calendar, offset)
            case .page?: s.majors = pages(length, s.highest)
            case .unit?, nil: break
            }
        case .numbers(let step, let major)?:
            s.snaps = numberOffsets(x, step, offset)
            switch major {
            case .unit(let u)?: s.majors = numberOffsets(x, u, offset)
            case .page?: s.majors = pages(length, s.highest)
            case .matching?, nil: break
            }
        case .paging?:
            s.snaps = pages(length, s.highest)
            s.majors = s.snaps
        case .custom(let behavior)?:
            s.snaps = customOffsets(behavior, c, vertical: vertical, length: length, highest: s.highest, contentStart: contentStart)
        case nil: break
        }
        s.snaps = clamped(s.snaps, s.highest)
        s.majors = clamped(s.majors, s.highest)
        if let binding = vertical ? c.interaction.yPosition : c.interaction.xPosition {
            var stops = s.snaps
            if stops.isEmpty { stops = Array(stride(from: 0, through: s.highest, by: max(1, length / 10))) }
            // The binding holds the window's leading edge, its top row for categories along y, and
            // for numbers along y its bottom edge (the lowest value in view).
            // A category is read half a row in, clear of the padding between rows.
            let edge = vertical && x.kind != .band ? window.maxY : windowStart + (x.band.map { $0.step / 2 } ?? 0)
            if stops.count > limit { stops = Array(stops.prefix(limit)) }
            var runs = InteractionPlan.Runs()
            for (k, o) in stops.enumerated() {
                let start = k == 0 ? -1 : (stops[k - 1] + o) / 2
                let state = self.state {
                    if let v = x.value(at: edge + o - s.drawnAt) { binding.set(v) }
                }
                runs.append(start, state)
            }
            runs.end = s.highest + 1
            s.positions = runs
        }
        return s
    }

    /// Offsets of the dates matching `comps` inside the scale's domain.
    func dateOffsets(_ x: PositionScale, _ comps: DateComponents, _ cal: Calendar, _ offset: (Double) -> Double) -> [Double] {
        guard x.kind == .time else { return [] }
        let lo = Date(timeIntervalSinceReferenceDate: min(x.domain.lo, x.domain.hi))
        let hi = Date(timeIntervalSinceReferenceDate: max(x.domain.lo, x.domain.hi))
        var out: [Double] = []
        cal.enumerateDates(startingAfter: lo.addingTimeInterval(-1), matching: comps, matchingPolicy: .nextTime) { date, _, stop in
            guard let d = date, d <= hi, out.count < 100_000 else { stop = true; return }
            if let p = x.position(of: .date(d)) { out.append(offset(p)) }
        }
        return out
    }

    /// Offsets of the multiples of `step` inside the scale's domain (category indices for bands).
    func numberOffsets(_ x: PositionScale, _ step: Double, _ offset: (Double) -> Double) -> [Double] {
        guard step > 0, step.isFinite else { return [] }
        if x.kind == .band, let band = x.band {
            return stride(from: 0, to: band.domain.count, by: max(1, Int(saturating: step))).compactMap { i in
                band.band(for: band.domain[i]).map { offset(min($0.start, $0.end) - band.paddingInner * band.step / 2) }
            }
        }
        let lo = min(x.domain.lo, x.domain.hi), hi = max(x.domain.lo, x.domain.hi)
        let first = (lo / step).rounded(.up) * step
        guard (hi - first) / step < 100_000 else { return [] }
        return stride(from: first, through: hi, by: step).compactMap { x.map($0).map(offset) }
    }

    /// The places a user's behavior moves each place a swipe could stop to: the stops of a tenth
    /// of the window apart, each handed to `updateTarget` as the rectangle then in view.
    func customOffsets(_ behavior: CustomScrollTarget, _ c: ChartCapture, vertical: Bool, length: Double, highest: Double,
                       contentStart: Double) -> [Double] {
        guard length > 0 else { return [] }
        // The proxy in the whole plot's space: its start is position 0.
        let plot = c.proxy.plot
        let whole = vertical ? CGRect(x: plot.minX, y: contentStart, width: plot.width, height: plot.height)
                             : CGRect(x: contentStart, y: plot.minY, width: plot.width, height: plot.height)
        let context = ChartScrollTargetBehaviorContext(chartProxy: c.proxy.moved(to: whole))
        let step = max(1, length / 10, highest / Double(limit))
        var out = Set<Double>()
        for o in stride(from: 0, through: highest, by: step) {
            var target = ScrollTarget(rect: vertical ? CGRect(x: 0, y: o, width: plot.width, height: length)
                                                     : CGRect(x: o, y: 0, width: length, height: plot.height))
            behavior.update(&target, context)
            let rested = Double(vertical ? target.rect.minY : target.rect.minX)
            if rested.isFinite { out.insert((rested * 2).rounded() / 2) }
        }
        return out.sorted()
    }

    func pages(_ width: Double, _ highest: Double) -> [Double] {
        guard width > 0 else { return [] }
        return Array(stride(from: 0, through: highest, by: width))
    }

    /// Offsets inside the scrollable stretch, in order, with its far end added.
    func clamped(_ offsets: [Double], _ highest: Double) -> [Double] {
        guard !offsets.isEmpty else { return [] }
        var out = offsets.filter { $0 >= -0.5 && $0 <= highest + 0.5 }.map { min(max(0, $0), highest) }
        if out.last.map({ $0 < highest - 0.5 }) ?? true { out.append(highest) }
        return out
    }
}
