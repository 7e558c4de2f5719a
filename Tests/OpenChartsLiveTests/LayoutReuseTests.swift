import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A leaf that counts how often layout asks it for its size.
private final class AskCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [ProposedViewSize] = []
    func add(_ p: ProposedViewSize) { lock.lock(); asked.append(p); lock.unlock() }
    var proposals: [ProposedViewSize] { lock.lock(); defer { lock.unlock() }; return asked }
}

private struct CountingNode: LayoutNode {
    let counter: AskCounter
    let width: CGFloat
    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        counter.add(p)
        // As wide as offered up to its own width, as text does; 20 points high.
        return CGSize(width: min(p.width ?? width, width), height: 20)
    }
    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        [.shape(SceneShape(path: .rect(rect.sceneRect), fill: .color(.black)))]
    }
}

nonisolated private struct CountingView: View, PrimitiveView {
    typealias Body = Never
    let counter: AskCounter
    let width: CGFloat
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { CountingNode(counter: counter, width: width) }
}

/// What layout keeps within one render, and that it never keeps a size past the render.
@Suite struct LayoutReuseTests {
    /// Stacks in stacks ask their children about several proposals each time they are asked
    /// themselves: four levels deep, without kept sizes, the leaf would be asked hundreds of times.
    @Test func aLeafDeepInStacksHearsEachQuestionOnce() {
        let counter = AskCounter()
        let view = VStack {
            HStack {
                VStack {
                    HStack { CountingView(counter: counter, width: 50); Text("a") }
                    Text("b")
                }
                Text("c")
            }
            Text("d")
        }
        var renderer = ChartRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 300, height: 400)
        let svg = renderer.svg()
        #expect(svg.contains("<rect"))
        // Asking a node the same question twice in one render gets the answer it gave: the leaf
        // hears each proposal once, where without kept sizes each of the four stacks around it
        // would ask again for every question it is asked itself.
        let asked = counter.proposals
        #expect(!asked.isEmpty)
        for (i, p) in asked.enumerated() {
            #expect(!asked[..<i].contains { $0.width == p.width && $0.height == p.height }, "asked again: \(p)")
        }
    }
}
