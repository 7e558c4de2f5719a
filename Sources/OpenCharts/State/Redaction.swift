import ChartScene
import ChartText
import Foundation

nonisolated extension View {
    /// Draws the view as a placeholder: with `.placeholder`, every text becomes a grey rounded bar
    /// of its width, as iOS draws a view whose data has not loaded. Shapes and charts are kept.
    ///
    /// ```swift
    /// SalesCard(sales: .preview).redacted(reason: model.isLoading ? .placeholder : [])
    /// ```
    public func redacted(reason: RedactionReasons) -> some View {
        RedactedView(content: self, reasons: reason)
    }

    /// Draws this view as itself inside a redacted view.
    ///
    /// ```swift
    /// Text("Sales").unredacted()
    /// ```
    public func unredacted() -> some View {
        UnredactedView(content: self)
    }
}

nonisolated struct RedactedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let reasons: RedactionReasons

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        var inner = env
        inner.redactionReasons.formUnion(reasons)
        let child = makeLayoutNode(content, inner)
        // Privacy redaction applies to privacy-sensitive views only, which draw no text here.
        guard reasons.contains(.placeholder) else { return child }
        return RedactedNode(child: child, measurer: env.measurer)
    }
}

nonisolated struct UnredactedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        var inner = env
        inner.redactionReasons = []
        return UnredactedNode(child: makeLayoutNode(content, inner))
    }
}

/// Draws its child with each text replaced by a rounded bar, except what `unredacted()` kept.
struct RedactedNode: WrapperNode {
    var child: any LayoutNode
    var measurer: any TextMeasurer

    /// The bar's opacity over the text's own colour: light grey on white, dark grey on black.
    static let barOpacity = 0.16

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let title = recorder.firstText
        recorder.redactionDepth += 1
        let nodes = child.render(in: rect, recorder)
        recorder.redactionDepth -= 1
        let kept = recorder.unredacted
        // A redacted text does not title the picture; a kept one may.
        if title == nil { recorder.firstText = SceneText.strings(in: kept.flatMap { $0 }).first }
        let redacted = nodes.map { redact($0, kept: kept) }
        if recorder.redactionDepth == 0 { recorder.unredacted = [] }
        return redacted
    }

    private func redact(_ node: SceneNode, kept: [[SceneNode]]) -> SceneNode {
        switch node {
        case .text(let t):
            return bar(for: t)
        case .group(var g):
            if let slot = UnredactedNode.slot(of: g), slot < kept.count {
                return .group(SceneGroup(children: kept[slot]))
            }
            g.children = g.children.map { redact($0, kept: kept) }
            return .group(g)
        case .shape, .image:
            return node
        }
    }

    /// A bar where the text was: from a little under the cap height to just below the baseline.
    private func bar(for t: SceneText) -> SceneNode {
        let width = measurer.measure(t.string, font: t.font).width
        let size = t.font.size
        var x = t.origin.x
        switch t.anchor {
        case .start: break
        case .middle: x -= width / 2
        case .end: x -= width
        }
        let height = size * 0.8
        let r = SceneRect(x: x, y: t.origin.y - size * 0.7, width: width, height: height)
        let shape = SceneNode.shape(SceneShape(path: .rect(r, cornerRadius: min(4, height / 3)), fill: t.fill,
                                               opacity: RedactedNode.barOpacity * t.opacity))
        guard t.rotation != 0 else { return shape }
        let radians = t.rotation * .pi / 180
        let about = SceneTransform.translation(t.origin.x, t.origin.y).concatenating(.rotation(radians))
            .concatenating(.translation(-t.origin.x, -t.origin.y))
        return .group(SceneGroup(children: [shape], transform: about))
    }
}

/// Draws its child as itself inside a redacted view: it hands its nodes to the recorder and
/// leaves a marker that the enclosing ``RedactedNode`` swaps back for them.
struct UnredactedNode: WrapperNode {
    var child: any LayoutNode

    private static let prefix = "oc-unredacted-"

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let nodes = child.render(in: rect, recorder)
        guard recorder.redactionDepth > 0 else { return nodes }
        recorder.unredacted.append(nodes)
        let marker = SceneSemantics(classes: UnredactedNode.prefix + String(recorder.unredacted.count - 1))
        return [.group(SceneGroup(children: [], semantics: marker))]
    }

    /// The slot a marker group stands for.
    static func slot(of group: SceneGroup) -> Int? {
        guard group.children.isEmpty, let c = group.semantics.classes, c.hasPrefix(prefix) else { return nil }
        return Int(c.dropFirst(prefix.count))
    }
}
