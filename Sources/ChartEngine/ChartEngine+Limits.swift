/// The bound on marks drawn one by one: past it, a chart's cost would grow with its data
/// instead of its picture.
extension ChartEngine {
    /// Leaves out bars, points, rules, rectangles and sectors past the first `limit`, and
    /// annotations past the first `limit`; lines and areas are one shape per series and stay.
    static func limitIndividualMarks(_ marks: inout [MarkSpec], to limit: Int, warnings: inout [ChartWarning]) {
        let limit = max(0, limit)
        var individual = 0, annotated = 0, dropped = 0, unannotated = 0
        // Read in place: a copy of every mark would cost more than counting it.
        marks.withUnsafeBufferPointer { marks in
            for i in marks.indices {
                if marks[i].kind != .line && marks[i].kind != .area { individual += marks[i].rowCount }
                if !marks[i].style.isDefault && !marks[i].style.annotations.isEmpty { annotated += 1 }
            }
        }
        guard individual > limit || annotated > limit else { return }
        individual = 0; annotated = 0
        var kept: [MarkSpec] = []
        kept.reserveCapacity(min(marks.count, limit * 2))
        for var m in marks {
            if m.kind != .line && m.kind != .area {
                // A scatter's run keeps the rows that fit.
                if let run = m.run, individual < limit, individual + run.count > limit {
                    let room = limit - individual
                    m.run = MarkRun(xs: Array(run.xs.prefix(room)), ys: Array(run.ys.prefix(room)), rowCount: room)
                    dropped += run.count - room
                    individual = limit
                    kept.append(m)
                    continue
                }
                individual += m.rowCount
                if individual > limit { dropped += m.rowCount; continue }
            }
            if !m.style.annotations.isEmpty {
                annotated += 1
                if annotated > limit { m.style.annotations = []; unannotated += 1 }
            }
            kept.append(m)
        }
        marks = kept
        if dropped > 0 {
            warnings.append(.skipped(dropped, "mark", because: "the chart draws at most \(limit) marks one by one (limits.maximumMarks)"))
        }
        if unannotated > 0 {
            warnings.append(.skipped(unannotated, "annotation", because: "the chart draws at most \(limit) annotations (limits.maximumMarks)"))
        }
    }
}
