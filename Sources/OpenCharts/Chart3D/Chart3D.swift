import ChartEngine
import ChartScene
import Foundation

/// A chart in three dimensions: points, rules, rectangles and surfaces in a box seen from a
/// pose, with an axis on each of its three dimensions.
///
/// ```swift
/// Chart3D(penguins) { penguin in
///     PointMark(x: .value("Flipper Length", penguin.flipperLength),
///               y: .value("Weight", penguin.weight),
///               z: .value("Beak Length", penguin.beakLength))
///         .foregroundStyle(by: .value("Species", penguin.species))
/// }
/// .chartXAxisLabel("Flipper Length (mm)")
/// ```
nonisolated public struct Chart3D<Content: Chart3DContent>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A 3D chart of the content the builder lists.
    public init(@Chart3DContentBuilder content: () -> Content) { self.content = content() }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        var collector = Mark3DCollector()
        collectMarks3D(content, into: &collector)
        return Chart3DNode(marks: collector.marks, env: env)
    }
}

extension Chart3D {
    /// A 3D chart with one piece of content per element of identifiable data.
    public init<Data: RandomAccessCollection, C: Chart3DContent>(_ data: Data, @Chart3DContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data: data, id: \Data.Element.id, content: content)
    }

    /// A 3D chart with one piece of content per element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, C: Chart3DContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                               @Chart3DContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data: data, id: id, content: content)
    }
}

nonisolated extension View {
    /// Samples the surfaces of 3D charts in this view on a grid of `count` × `count` cells
    /// (50 by default).
    package func chart3DSurfaceSamples(_ count: Int) -> some View {
        EnvironmentModifiedView(content: self) { $0.chart3DOptions.surfaceSamples = max(1, min(count, 1000)) }
    }
}

/// A 3D chart laid out in the room its parent gives it.
struct Chart3DNode: LayoutNode {
    let marks: [Mark3DSpec]
    let env: EnvironmentValues

    /// Without an offer a 3D chart takes a square of a phone's width.
    static let idealSize = CGSize(width: 360, height: 360)

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        func dim(_ v: CGFloat?, _ ideal: CGFloat) -> CGFloat {
            guard let v, v.isFinite else { return ideal }
            return max(0, v)
        }
        return CGSize(width: dim(p.width, Self.idealSize.width), height: dim(p.height, Self.idealSize.height))
    }

    var renderer: Chart3DRenderer {
        let context = ChartStages.context(env)
        return Chart3DRenderer(marks: marks, options: env.chart3DOptions, chartOptions: env.chartOptions, theme: context.theme,
                               locale: context.locale, measurer: context.measurer, env: env,
                               surfaceSamples: env.chart3DOptions.surfaceSamples)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let renderer = self.renderer
        let out = renderer.render(in: rect.sceneRect)
        recorder.descriptions.append(renderer.chartDescription(scales: out.scales))
        let box = RenderBound(value: renderer)
        let sceneRect = rect.sceneRect
        recorder.turning3D.append { box.value.turningJSON(in: sceneRect) }
        if let live = LiveRecorder.current, let binding = env.chart3DOptions.poseBinding, rect.isFiniteRect {
            // In a live screen a drag turns the chart as the offline page does, half a degree a
            // point, and writes the pose to its binding; the next render draws the new pose.
            var start: (point: ScenePoint, pose: Chart3DPose)?
            live.addTarget(kind: "chart3d", frame: sceneRect, pointer: { phase, p in
                switch phase {
                case .down:
                    start = (p, binding.wrappedValue)
                case .move:
                    guard let s = start else { return }
                    let turned = s.pose.turned(dx: p.x - s.point.x, dy: p.y - s.point.y)
                    if turned != binding.wrappedValue { binding.wrappedValue = turned }
                case .up, .leave:
                    start = nil
                }
            })
        }
        return [.group(SceneGroup(children: out.nodes, semantics: SceneSemantics(classes: "chart chart3d", label: out.summary)))]
    }
}
