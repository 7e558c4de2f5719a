import ChartScene

/// The edge of the plot an axis title sits on.
package enum AxisTitleEdge: Sendable { case top, bottom, leading, trailing }

/// An axis title measured for its edge: its size as written and the room it takes.
package struct AxisTitleSize: Sendable {
    package var spec: AxisTitleSpec
    package var axis: PositionAxis
    package var edge: AxisTitleEdge
    package var size: SceneSize
    /// Titles beside the plot on the leading or trailing edge read along the axis.
    package var rotation: Double
    package var thickness: Double
}

/// An axis title placed: the rectangle it is drawn in before its rotation about the centre.
package struct PlacedAxisTitle: Sendable {
    package var content: any SceneContent
    package var rect: SceneRect
    package var rotation: Double
}

extension ChartLayout {
    /// The titles of both axes, measured, on the edges their positions name.
    static func titleSizes(options: ChartOptions, xVisible: Bool, yVisible: Bool) -> [AxisTitleSize] {
        var out: [AxisTitleSize] = []
        if xVisible, let t = options.xAxis.title {
            let edge: AxisTitleEdge = t.placement == .top ? .top : .bottom
            let s = t.content.size(proposal: nil)
            out.append(AxisTitleSize(spec: t, axis: .x, edge: edge, size: s, rotation: 0, thickness: s.height + (t.spacing ?? titleGap)))
        }
        if yVisible, let t = options.yAxis.title {
            let labelsLeading = options.yAxis.marks?.first?.position == .leading
            let edge: AxisTitleEdge
            switch t.placement {
            case .top, .topLeading, .topTrailing: edge = .top
            case .bottom, .bottomLeading, .bottomTrailing: edge = .bottom
            case .leading: edge = .leading
            case .trailing: edge = .trailing
            case .automatic, .overlay: edge = labelsLeading ? .leading : .trailing
            }
            let s = t.content.size(proposal: nil)
            let turned = edge == .leading || edge == .trailing
            let rotation: Double = !turned ? 0 : (edge == .leading ? -90 : 90)
            out.append(AxisTitleSize(spec: t, axis: .y, edge: edge, size: s, rotation: rotation,
                                     thickness: s.height + (t.spacing ?? titleGap)))
        }
        return out
    }

    /// Places each title beyond its axis's labels, aligned along the plot (centred unless asked).
    static func placeTitles(_ sizes: [AxisTitleSize], plot: SceneRect,
                            xPlans: [AxisPlan], yPlans: [AxisPlan]) -> [PlacedAxisTitle] {
        func thickness(_ plans: [AxisPlan], _ side: AxisSideSpec) -> Double {
            plans.filter { $0.side == side }.map(\.thickness).max() ?? 0
        }
        return sizes.map { t in
            let gap = t.spec.spacing ?? titleGap
            let ax = t.spec.alignment?.x ?? 0.5
            let ay = t.spec.alignment?.y ?? 0.5
            // The box on the page: turned titles swap width and height.
            let w = t.rotation == 0 ? t.size.width : t.size.height
            let h = t.rotation == 0 ? t.size.height : t.size.width
            var box: SceneRect
            switch t.edge {
            case .bottom:
                let top = plot.maxY + thickness(xPlans, .bottom) + gap
                box = SceneRect(x: plot.minX + ax * (plot.width - w), y: top, width: w, height: h)
            case .top:
                let bottom = plot.minY - thickness(xPlans, .top) - gap
                box = SceneRect(x: plot.minX + ax * (plot.width - w), y: bottom - h, width: w, height: h)
            case .leading:
                let right = plot.minX - thickness(yPlans, .leading) - gap
                box = SceneRect(x: right - w, y: plot.minY + ay * (plot.height - h), width: w, height: h)
            case .trailing:
                let left = plot.maxX + thickness(yPlans, .trailing) + gap
                box = SceneRect(x: left, y: plot.minY + ay * (plot.height - h), width: w, height: h)
            }
            // The content is drawn unturned in a rectangle of its own size centred on the box.
            let rect = SceneRect(x: box.midX - t.size.width / 2, y: box.midY - t.size.height / 2,
                                 width: t.size.width, height: t.size.height)
            return PlacedAxisTitle(content: t.spec.content, rect: rect, rotation: t.rotation)
        }
    }
}
