import ChartScene
import Foundation

extension PickerModel {
    /// iOS's segmented control: the options in 13 point text, the selected one semibold on a
    /// raised white segment. The label is never shown, as on iOS.
    func segmented(_ env: EnvironmentValues) -> any LayoutNode {
        var regular = env
        regular.font = .system(size: 13)
        var strong = regular
        strong.fontWeight = .semibold
        var nodes = options(regular)
        let index = selectedIndex(nodes)
        if let index {
            let bold = options(strong)
            if bold.indices.contains(index) { nodes[index] = bold[index] }
        }
        let node = SegmentedNode(options: nodes.map(\.node), selected: index, scheme: env.colorScheme)
        return index == nil ? WarningNode(child: node, warning: unmatchedWarning) : node
    }
}

/// A segmented control: as wide as it is offered, 32 points high; equal segments on a grey
/// track with a corner radius of 9, the selected one inset 2 points with a radius of 7.
struct SegmentedNode: LayoutNode {
    static let height = 32.0
    static let inset = 2.0
    static let trackRadius = 9.0
    static let segmentRadius = 7.0
    /// Room beside each option's label in a segment that has all it wants.
    static let labelPadding = 12.0

    let options: [any LayoutNode]
    let selected: Int?
    let scheme: ColorScheme

    var track: RGBA { UIColor.tertiarySystemFill.resolved(scheme) }
    var segment: RGBA { scheme == .dark ? RGBA(hex: 0x636366) : .white }
    /// The hairline between two segments that are not selected.
    var separator: RGBA { RGBA(hex: 0x8E8E93, alpha: 0.3) }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        if let w = p.width, !w.isNaN { return CGSize(width: max(0, w), height: Self.height) }
        let widest = options.map { Double($0.sizeThatFits(.unspecified).width) }.max() ?? 0
        return CGSize(width: Double(options.count) * (widest + 2 * Self.labelPadding) + 2 * Self.inset, height: Self.height)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard rect.isFiniteRect, !options.isEmpty else { return [] }
        let x = Double(rect.minX), y = Double(rect.midY) - Self.height / 2, w = Double(rect.width)
        var nodes = [ControlPaint.fill(.rect(SceneRect(x: x, y: y, width: w, height: Self.height), cornerRadius: Self.trackRadius), track)]
        let n = Double(options.count)
        let segmentWidth = max(0, (w - 2 * Self.inset) / n)
        func segmentRect(_ i: Int) -> SceneRect {
            SceneRect(x: x + Self.inset + Double(i) * segmentWidth, y: y + Self.inset, width: segmentWidth, height: Self.height - 2 * Self.inset)
        }
        for j in 0..<(options.count - 1) where j != selected && j + 1 != selected {
            let sx = x + Self.inset + Double(j + 1) * segmentWidth
            nodes.append(ControlPaint.fill(.rect(SceneRect(x: sx - 0.5, y: y + 8, width: 1, height: Self.height - 16)), separator))
        }
        if let selected {
            let r = segmentRect(selected)
            if scheme == .light { nodes += ControlPaint.softShadow(r, cornerRadius: Self.segmentRadius, drop: 1.5, strength: 0.9) }
            nodes.append(ControlPaint.fill(.rect(r, cornerRadius: Self.segmentRadius), segment))
        }
        for (i, option) in options.enumerated() {
            let r = segmentRect(i)
            let room = max(0, r.width - Self.labelPadding)
            let s = option.sizeThatFits(ProposedViewSize(width: room, height: r.height))
            let fitted = CGRect(x: r.midX - Double(s.width) / 2, y: r.midY - Double(s.height) / 2, width: Double(s.width), height: Double(s.height))
            nodes += option.render(in: fitted, recorder)
        }
        return [.group(SceneGroup(children: nodes, semantics: SceneSemantics(classes: "control picker segmented")))]
    }
}
