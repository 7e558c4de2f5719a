import ChartScene

extension AxisRenderer {
    /// Which values of a plan lost their labels for lack of room (thinned categories, or labels
    /// the collision resolution left out): their ticks and grid lines go with them, so that no
    /// tick runs through a neighbour's label.
    func unlabelled(_ plan: AxisPlan, shown: [[(rect: SceneRect, alignment: Double)?]]? = nil) -> [Bool] {
        let shown = shown ?? visibleLabels(plan)
        return plan.entries.enumerated().map { i, e in
            if e.thinned { return true }
            let written = e.labels.indices.filter { e.labels[$0].content != nil || e.labels[$0].text?.isEmpty == false }
            return !written.isEmpty && written.allSatisfy { shown[i][$0] == nil }
        }
    }

    /// The rectangles of the y axis's drawn labels, which x labels must keep clear of.
    func yLabelRects() -> [SceneRect] {
        guard layout.yAxisVisible, layout.y != nil else { return [] }
        return layout.yPlans.flatMap { plan in visibleLabels(plan).flatMap { $0.compactMap { $0?.rect } } }
    }

    /// The axis group's class, with a spoken note where some values are left unlabelled.
    func axisSemantics(_ classes: String, _ plans: [AxisPlan]) -> SceneSemantics {
        let notes = plans.compactMap(\.note)
        return SceneSemantics(classes: classes, label: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }
}
