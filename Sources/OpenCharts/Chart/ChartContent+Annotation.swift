import ChartEngine
import ChartScene
import Foundation

/// A view drawn in a chart by the layer above the engine.
struct ViewSceneContent: SceneContent {
    let node: any LayoutNode

    /// A view the chart draws itself (an annotation, a legend, an axis label or title), in the
    /// chart's environment less the chart's own settings, and in `font` and the secondary style
    /// unless the view sets its own.
    init<V: View>(_ view: V, in env: EnvironmentValues, font: Font) {
        var env = env.insideChart
        env.font = env.font ?? font
        env.foregroundStyle = env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)
        node = makeLayoutNode(view, env)
    }

    func size(proposal: SceneSize?) -> SceneSize {
        let s = node.sizeThatFits(proposal.map { ProposedViewSize(width: $0.width, height: $0.height) } ?? .unspecified)
        return SceneSize(width: Double(s.width), height: Double(s.height))
    }

    func render(in rect: SceneRect) -> [SceneNode] {
        node.render(in: CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height), RenderRecorder())
    }
}

extension ChartContent {
    /// The spoken label of the marks.
    public func accessibilityLabel(_ label: Text) -> some ChartContent {
        modified { m, env in m.style.accessibilityLabel = RenderScope.cut(label.content.resolve(env.textFormatting)) }
    }

    /// The label VoiceOver reads for the content, written into its `aria-label`.
    ///
    /// ```swift
    /// BarMark(x: .value("Month", month), y: .value("Sales", sales))
    ///     .accessibilityLabel(month)
    /// ```
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
        let s = String(label)
        return modified { m, _ in m.style.accessibilityLabel = RenderScope.cut(s) }
    }

    /// The label VoiceOver reads for the content, from a localized string key.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some ChartContent {
        modified { m, env in m.style.accessibilityLabel = RenderScope.cut(key.resolve(env.textFormatting)) }
    }

    /// The label VoiceOver reads for the content, from a localized string resource.
    @_disfavoredOverload
    public func accessibilityLabel(_ resource: LocalizedStringResource) -> some ChartContent {
        let s = String(localized: resource)
        return modified { m, _ in m.style.accessibilityLabel = RenderScope.cut(s) }
    }

    /// The value VoiceOver reads after the label, from a localized string resource.
    @_disfavoredOverload
    public func accessibilityValue(_ resource: LocalizedStringResource) -> some ChartContent {
        let s = String(localized: resource)
        return modified { m, _ in m.style.accessibilityValue = RenderScope.cut(s) }
    }

    /// The spoken value of the marks.
    public func accessibilityValue(_ value: Text) -> some ChartContent {
        modified { m, env in m.style.accessibilityValue = RenderScope.cut(value.content.resolve(env.textFormatting)) }
    }

    /// The value VoiceOver reads after the label, written into the `aria-label`.
    ///
    /// ```swift
    /// BarMark(x: .value("Month", month), y: .value("Sales", sales))
    ///     .accessibilityValue("\(sales) sold")
    /// ```
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
        let s = String(value)
        return modified { m, _ in m.style.accessibilityValue = RenderScope.cut(s) }
    }

    /// The value VoiceOver reads after the label, from a localized string key.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some ChartContent {
        modified { m, env in m.style.accessibilityValue = RenderScope.cut(key.resolve(env.textFormatting)) }
    }

    /// Hides the marks from assistive technology.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        modified { m, _ in m.style.accessibilityHidden = hidden }
    }
}
