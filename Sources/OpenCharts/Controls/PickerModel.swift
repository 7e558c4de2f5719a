import ChartScene
import Foundation

/// A picker resolved for drawing: its label, a way to build its options under an environment
/// (styles draw options in their own fonts and colours), and the selected tag.
struct PickerModel {
    struct Option {
        var node: any LayoutNode
        var tag: AnyHashable?
    }

    let label: AnyView
    let options: (EnvironmentValues) -> [Option]
    let selected: AnyHashable
    /// What choosing an option does, in a live render; `nil` in a picture.
    var choose: ((AnyHashable) -> Void)? = nil

    /// The index of the option whose tag is the selection.
    func selectedIndex(_ options: [Option]) -> Int? { options.firstIndex { $0.tag == selected } }

    /// A warning for a selection that no option's tag matches.
    var unmatchedWarning: String {
        "Picker: no option is tagged with the selection \(selected.description.prefix(80)); tag each option with tag(_:)."
    }

    func node(_ kind: PickerStyleKind, _ env: EnvironmentValues) -> any LayoutNode {
        switch kind {
        case .segmented, .palette: return segmented(env)
        case .wheel: return wheel(env)
        case .inline: return inline(env)
        case .navigationLink: return navigationLink(env)
        case .automatic, .menu: return menu(env)
        }
    }

    /// The label leading and `control` trailing, or the control alone when labels are hidden.
    func row(_ control: any LayoutNode, _ env: EnvironmentValues) -> any LayoutNode {
        if env.controls.labelsHidden { return control }
        return StackNode(axis: .horizontal, alignment: 0.5, spacing: nil,
                         children: [makeLayoutNode(label, env), SpacerNode(minLength: 8), control])
    }

    /// The selected option in the tint, then up-down chevrons, trailing the label.
    func menu(_ env: EnvironmentValues) -> any LayoutNode {
        var optionEnv = env
        optionEnv.foregroundStyle = AnyShapeStyle(env.tintColor)
        let options = options(optionEnv)
        var chevronEnv = optionEnv
        chevronEnv.fontWeight = .semibold
        chevronEnv.controls.imageScale = .small
        let chevrons = makeLayoutNode(Image(systemName: "chevron.up.chevron.down"), chevronEnv)
        guard let i = selectedIndex(options) else {
            return row(WarningNode(child: chevrons, warning: unmatchedWarning), env)
        }
        return row(IdealSizeNode(child: StackNode(axis: .horizontal, alignment: 0.5, spacing: 4, children: [options[i].node, chevrons])), env)
    }

    /// The selected option in grey and a chevron, trailing the label, as a link row.
    func navigationLink(_ env: EnvironmentValues) -> any LayoutNode {
        var optionEnv = env
        optionEnv.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        let options = options(optionEnv)
        var chevronEnv = env
        chevronEnv.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.tertiary)
        chevronEnv.fontWeight = .semibold
        chevronEnv.controls.imageScale = .small
        let chevron = makeLayoutNode(Image(systemName: "chevron.right"), chevronEnv)
        var trailing: [any LayoutNode] = [chevron]
        if let i = selectedIndex(options) { trailing.insert(options[i].node, at: 0) }
        let control = IdealSizeNode(child: StackNode(axis: .horizontal, alignment: 0.5, spacing: 8, children: trailing))
        return selectedIndex(options) == nil ? WarningNode(child: row(control, env), warning: unmatchedWarning) : row(control, env)
    }

    /// Every option as a 44 point row, the selected one with a checkmark in the tint.
    func inline(_ env: EnvironmentValues) -> any LayoutNode {
        let options = options(env)
        var checkEnv = env
        checkEnv.foregroundStyle = AnyShapeStyle(env.tintColor)
        checkEnv.fontWeight = .semibold
        let index = selectedIndex(options)
        var rows: [any LayoutNode] = []
        for (i, option) in options.enumerated() {
            let check: any LayoutNode = i == index ? makeLayoutNode(Image(systemName: "checkmark"), checkEnv) : EmptyNode()
            let r = StackNode(axis: .horizontal, alignment: 0.5, spacing: nil, children: [option.node, SpacerNode(minLength: 8), check])
            let row = FrameNode(child: r, minWidth: nil, idealWidth: nil, maxWidth: .infinity,
                                minHeight: 44, idealHeight: 44, maxHeight: 44, alignment: .leading)
            if let choose, let tag = option.tag {
                rows.append(LiveRecorder.current == nil ? OfflineControls.row(row) { choose(tag) }
                                                        : liveTarget(row, kind: "picker-row") { choose(tag) })
            } else {
                rows.append(row)
            }
            if i < options.count - 1 { rows.append(DividerNode(paint: .color(UIColor.separator.resolved(env.colorScheme)))) }
        }
        var stack: [any LayoutNode] = []
        if !env.controls.labelsHidden {
            var headerEnv = env
            headerEnv.font = .footnote
            headerEnv.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
            stack.append(makeLayoutNode(label, headerEnv))
        }
        stack.append(StackNode(axis: .vertical, alignment: 0, spacing: 0, children: rows))
        let node = StackNode(axis: .vertical, alignment: 0, spacing: 6, children: stack)
        return index == nil ? WarningNode(child: node, warning: unmatchedWarning) : node
    }
}

/// A child drawn as it is, reporting a warning when drawn.
struct WarningNode: WrapperNode {
    var child: any LayoutNode
    let warning: String

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        if !recorder.warnings.contains(warning) { recorder.warnings.append(warning) }
        return child.render(in: rect, recorder)
    }
}
