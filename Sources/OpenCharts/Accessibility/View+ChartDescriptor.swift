import ChartEngine
import ChartScene
import Foundation

nonisolated extension View {
    /// Describes this chart for assistive technologies with a descriptor of its axes and series;
    /// its title and summary become the SVG's `<title>` and `<desc>`, and its title the chart
    /// group's `aria-label`.
    ///
    /// ```swift
    /// struct SalesChart: View, AXChartDescriptorRepresentable {
    ///     var body: some View {
    ///         Chart(sales) { … }.accessibilityChartDescriptor(self)
    ///     }
    ///     func makeChartDescriptor() -> AXChartDescriptor { … }
    /// }
    /// ```
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        LayoutModifiedView(content: self) { ChartDescriptorNode(child: $0, representable: representable) }
    }
}

/// Makes the descriptor when drawn, records it for the document, and labels the chart's group.
struct ChartDescriptorNode: WrapperNode, @unchecked Sendable {
    var child: any LayoutNode
    var representable: any AXChartDescriptorRepresentable

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        // The view's own methods, called as its body is (see `MainQueue`).
        let descriptor = MainQueue.call(representable) { $0.makeChartDescriptor() }
        MainQueue.call(representable) { $0.updateChartDescriptor(descriptor) }
        descriptor.contentFrame = rect
        recorder.chartDescriptors.append(descriptor)
        // The descriptor stands for the chart it wraps: its description replaces the one the chart derived.
        let start = recorder.descriptions.count
        let nodes = child.render(in: rect, recorder)
        let described = ChartDescription(descriptor)
        if start < recorder.descriptions.count { recorder.descriptions[start] = described } else { recorder.descriptions.append(described) }
        guard let title = descriptor.title, !title.isEmpty else { return nodes }
        return [.group(SceneGroup(children: nodes, semantics: SceneSemantics(label: title, role: "figure")))]
    }
}
