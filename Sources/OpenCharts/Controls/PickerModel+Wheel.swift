import ChartScene
import Foundation

extension PickerModel {
    /// A wheel: the selected option in the middle on a grey band, its neighbours turning away
    /// and fading above and below. The label is not shown, as on iOS outside a form.
    func wheel(_ env: EnvironmentValues) -> any LayoutNode {
        var optionEnv = env
        optionEnv.font = .system(size: 21)
        let nodes = options(optionEnv)
        let index = selectedIndex(nodes)
        var node = WheelNode(options: nodes.map(\.node), selected: index ?? 0, band: UIColor.tertiarySystemFill.resolved(env.colorScheme))
        if let choose, LiveRecorder.current != nil || OfflineControls.current != nil { node.tags = nodes.map(\.tag); node.choose = choose }
        return index == nil ? WarningNode(child: node, warning: unmatchedWarning) : node
    }
}

/// A picker wheel 216 points high, as UIKit's; rows 34 points apart on a drum of radius 100.
struct WheelNode: LayoutNode, @unchecked Sendable {
    static let height = 216.0
    static let rowHeight = 34.0
    static let radius = 100.0
    static let bandInset = 8.0
    static let bandRadius = 8.0

    let options: [any LayoutNode]
    let selected: Int
    let band: RGBA
    /// In a live render, each option's tag and what choosing one does: a tap on a row picks it.
    var tags: [AnyHashable?] = []
    var choose: ((AnyHashable) -> Void)? = nil

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        if let w = p.width, !w.isNaN { return CGSize(width: max(0, w), height: Self.height) }
        let widest = options.map { Double($0.sizeThatFits(.unspecified).width) }.max() ?? 0
        return CGSize(width: widest + 64, height: Self.height)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard rect.isFiniteRect else { return [] }
        let cx = Double(rect.midX), cy = Double(rect.midY)
        let bandRect = SceneRect(x: Double(rect.minX) + Self.bandInset, y: cy - Self.rowHeight / 2,
                                 width: max(0, Double(rect.width) - 2 * Self.bandInset), height: Self.rowHeight)
        let nodes = [ControlPaint.fill(.rect(bandRect, cornerRadius: Self.bandRadius), band)]
            + Self.rows(options, selected: selected, centerX: cx, centerY: cy, width: Double(rect.width) - 32, recorder)
        let live = LiveRecorder.current, offline = OfflineControls.current
        if live != nil || offline != nil, let choose, tags.count == options.count {
            // Each row seen on the drum, as tall as it looks, is a target for its option.
            let step = Self.rowHeight / Self.radius
            for k in -3...3 {
                let i = selected + k
                guard options.indices.contains(i), let tag = tags[i] else { continue }
                let a = Double(k) * step, h = Self.rowHeight * cos(a)
                let y = cy + Self.radius * sin(a) - h / 2
                guard y >= Double(rect.minY) - 0.5, y + h <= Double(rect.maxY) + 0.5 else { continue }
                let row = SceneRect(x: Double(rect.minX), y: y, width: Double(rect.width), height: h)
                live?.addTarget(kind: "picker-row", frame: row, tap: { _ in choose(tag) })
                offline?.add(row, .run { choose(tag) })
            }
        }
        return [.group(SceneGroup(children: nodes, clip: rect.sceneRect, semantics: SceneSemantics(classes: "control picker wheel")))]
    }

    /// The selected option centred on (`centerX`, `centerY`) and three neighbours either side.
    static func rows(_ options: [any LayoutNode], selected: Int, centerX cx: Double, centerY cy: Double, width: Double,
                     _ recorder: RenderRecorder) -> [SceneNode] {
        var nodes: [SceneNode] = []
        let step = rowHeight / radius
        for k in -3...3 {
            let i = selected + k
            guard options.indices.contains(i) else { continue }
            // A row k places from the middle sits at angle k·step on the drum: it is seen
            // sin(angle)·radius from the middle, squashed by cos(angle), and fades.
            let angle = Double(k) * step
            let dy = radius * sin(angle), squash = cos(angle)
            let s = options[i].sizeThatFits(ProposedViewSize(width: max(0, width), height: nil))
            let rowRect = CGRect(x: cx - Double(s.width) / 2, y: cy + dy - Double(s.height) / 2, width: Double(s.width), height: Double(s.height))
            let drawn = options[i].render(in: rowRect, recorder)
            let t = SceneTransform.translation(cx, cy + dy).concatenating(SceneTransform(a: 1, b: 0, c: 0, d: squash, tx: 0, ty: 0))
                .concatenating(.translation(-cx, -(cy + dy)))
            let opacity = k == 0 ? 1 : max(0.1, 0.75 * squash * squash - 0.1 * Double(abs(k)))
            nodes.append(.group(SceneGroup(children: drawn, transform: t, opacity: opacity)))
        }
        return nodes
    }
}
