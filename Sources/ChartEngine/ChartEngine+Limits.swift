/// The bound on marks drawn one by one: past it, a chart's cost would grow with its data
/// instead of its picture.
extension ChartEngine {
    /// Leaves out bars, points, rules, rectangles and sectors past the first `limit`, and
    /// annotations past the first `limit`, so that the work stays bounded; each overrun is
    /// reported with the whole count the chart needed, and the renderer refuses the cut picture.
    /// Lines and areas are one shape per series, and runs (a long line, a dense scatter) are drawn
    /// per pixel: neither counts.
    static func limitIndividualMarks(_ marks: inout [MarkSpec], to limit: Int, warnings: inout [ChartWarning]) {
        let limit = max(0, limit)
        var individual = 0, annotated = 0
        // Read in place: a copy of every mark would cost more than counting it.
        marks.withUnsafeBufferPointer { marks in
            for i in marks.indices {
                if countsOneByOne(marks[i]) { individual += marks[i].rowCount }
                if !marks[i].style.isDefault && !marks[i].style.annotations.isEmpty { annotated += 1 }
            }
        }
        guard individual > limit || annotated > limit else { return }
        var keptMarks = 0, keptAnnotations = 0
        var kept: [MarkSpec] = []
        kept.reserveCapacity(min(marks.count, limit * 2))
        for var m in marks {
            if countsOneByOne(m) {
                keptMarks += m.rowCount
                if keptMarks > limit { continue }
            }
            if !m.style.annotations.isEmpty {
                keptAnnotations += 1
                if keptAnnotations > limit { m.style.annotations = [] }
            }
            kept.append(m)
        }
        marks = kept
        if individual > limit {
            warnings.append(ChartWarning(
                "The chart has \(individual) marks drawn one by one, more than limits.maximumMarks (\(limit)).",
                overrun: LimitOverrun(limit: "maximumMarks", allowed: limit, needed: individual, counted: "marks drawn one by one")))
        }
        if annotated > limit {
            warnings.append(ChartWarning(
                "The chart has \(annotated) annotations, more than limits.maximumMarks (\(limit)).",
                overrun: LimitOverrun(limit: "maximumMarks", allowed: limit, needed: annotated, counted: "annotations")))
        }
    }

    /// Whether `mark` is drawn one by one and so counts against the limit.
    private static func countsOneByOne(_ mark: MarkSpec) -> Bool {
        mark.kind != .line && mark.kind != .area && mark.run == nil
    }
}
