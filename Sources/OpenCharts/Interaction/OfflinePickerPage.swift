import ChartScene
import Foundation

/// The page a navigation-link picker pushes, as iOS draws it over the screen: a navigation bar
/// with a back button and the picker's label as its title, then every option as a row of an
/// inset grouped list, the selected one checked. Choosing a row goes back, as on iOS.
struct OfflinePickerPage {
    let model: PickerModel
    let env: EnvironmentValues
    let choose: (AnyHashable) -> Void

    static let barHeight = 44.0
    static let rowHeight = 44.0
    static let inset = 16.0
    static let cornerRadius = 10.0

    /// The page drawn over a screen of `size`: its nodes, the back button's place, and each
    /// option's row with its tag.
    func overlay(in size: SceneSize) -> (nodes: [SceneNode], back: SceneRect, rows: [(SceneRect, AnyHashable?)]) {
        let scheme = env.colorScheme
        let recorder = RenderRecorder()
        var nodes: [SceneNode] = [ControlPaint.fill(.rect(SceneRect(x: 0, y: 0, width: size.width, height: size.height)),
                                                     UIColor.systemGroupedBackground.resolved(scheme))]
        // The bar: a chevron and "Back" in the tint, the label as the title in the middle.
        var tintEnv = env
        tintEnv.foregroundStyle = AnyShapeStyle(env.tintColor)
        tintEnv.font = .body
        var chevronEnv = tintEnv
        chevronEnv.fontWeight = .semibold
        let back = StackNode(axis: .horizontal, alignment: 0.5, spacing: 4,
                             children: [makeLayoutNode(Image(systemName: "chevron.left"), chevronEnv), makeLayoutNode(Text("Back"), tintEnv)])
        let b = back.sizeThatFits(.unspecified)
        let backRect = SceneRect(x: 8, y: 0, width: Double(b.width) + 16, height: Self.barHeight)
        nodes += back.render(in: CGRect(x: 16, y: (Self.barHeight - Double(b.height)) / 2, width: Double(b.width), height: Double(b.height)), recorder)
        var titleEnv = env
        titleEnv.font = .headline
        titleEnv.foregroundStyle = AnyShapeStyle(Color(uiColor: .label))
        let title = makeLayoutNode(model.label, titleEnv)
        let room = max(0, size.width - 2 * (backRect.x + backRect.width))
        let t = title.sizeThatFits(ProposedViewSize(width: room, height: nil))
        nodes += title.render(in: CGRect(x: (size.width - Double(t.width)) / 2, y: (Self.barHeight - Double(t.height)) / 2,
                                         width: Double(t.width), height: Double(t.height)), recorder)
        // The rows, in a card inset from the edges.
        var optionEnv = env
        optionEnv.foregroundStyle = AnyShapeStyle(Color(uiColor: .label))
        optionEnv.font = .body
        let options = model.options(optionEnv)
        let selected = model.selectedIndex(options)
        let x = Self.inset, width = max(0, size.width - 2 * Self.inset), top = Self.barHeight + 20
        let card = SceneRect(x: x, y: top, width: width, height: Self.rowHeight * Double(options.count))
        nodes.append(ControlPaint.fill(.rect(card, cornerRadius: Self.cornerRadius), UIColor.secondarySystemGroupedBackground.resolved(scheme)))
        let separator = UIColor.separator.resolved(scheme)
        var rows: [(SceneRect, AnyHashable?)] = []
        for (i, option) in options.enumerated() {
            let row = SceneRect(x: x, y: top + Double(i) * Self.rowHeight, width: width, height: Self.rowHeight)
            rows.append((row, option.tag))
            if i > 0 {
                nodes.append(ControlPaint.fill(.rect(SceneRect(x: x + Self.inset, y: row.y - 0.25, width: max(0, width - Self.inset), height: 0.5)), separator))
            }
            var trailing = x + width - Self.inset
            if i == selected {
                var checkEnv = tintEnv
                checkEnv.fontWeight = .semibold
                let check = makeLayoutNode(Image(systemName: "checkmark"), checkEnv)
                let s = check.sizeThatFits(.unspecified)
                trailing -= Double(s.width)
                nodes += check.render(in: CGRect(x: trailing, y: row.y + (row.height - Double(s.height)) / 2,
                                                 width: Double(s.width), height: Double(s.height)), recorder)
                trailing -= 8
            }
            let s = option.node.sizeThatFits(ProposedViewSize(width: max(0, trailing - x - Self.inset), height: nil))
            nodes += option.node.render(in: CGRect(x: x + Self.inset, y: row.y + (row.height - Double(s.height)) / 2,
                                                   width: Double(s.width), height: Double(s.height)), recorder)
        }
        let group = SceneNode.group(SceneGroup(children: nodes, clip: SceneRect(x: 0, y: 0, width: size.width, height: size.height),
                                               semantics: SceneSemantics(classes: "control picker-page")))
        return ([group], backRect, rows)
    }
}
