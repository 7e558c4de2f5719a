extension ChartEngine {
    /// Whether `m` is a rule or a rectangle: marks whose run may hold intervals (see ``MarkRun/xEnds``).
    static func isSpan(_ m: MarkSpec) -> Bool { m.kind == .rule || m.kind == .rectangle }

    /// Whether a run of rules or rectangles needs a mark per row: spans drawn as the region they
    /// cover together (see ``SpanEnvelope``) must share one solid style, with nothing per row,
    /// and place numbers or dates of no unit.
    static func spanNeedsRows(_ m: MarkSpec) -> Bool {
        // A run styled per row is a heat map's, which `styledRunNeedsRows` judges.
        guard isSpan(m), m.run?.styles == nil else { return false }
        for slot in m.x.slots + m.y.slots {
            if slot.unit != nil || slot.calendar != nil { return true }
            if case .string = slot.value { return true }
        }
        let style = m.style
        if style.isDefault { return false }
        // Spans drawn apart blend where they overlap; their union does not.
        if style.opacity != 1 || style.foregroundBy != nil || style.lineStyleBy != nil || style.dodge != nil
            || style.cornerRadius != 0 || style.clipShape != nil || style.alignsToPlot || style.rangeOffset != .zero { return true }
        if let line = style.lineStyle, !line.dash.isEmpty || line.cap == .round { return true }
        if let paint = style.foreground, case .linearGradient = paint { return true }
        return false
    }
}
