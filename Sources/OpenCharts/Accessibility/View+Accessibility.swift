import Foundation

nonisolated extension View {
    /// What a screen reader calls this view; written as the `aria-label` of its group.
    ///
    /// ```swift
    /// Chart(sales) { … }.accessibilityLabel("Sales this week")
    /// ```
    public func accessibilityLabel(_ label: Text) -> some View {
        AccessibilityModifiedView(content: self) { $0.label = label.plainString($1.textFormatting) }
    }

    /// What a screen reader calls this view.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        AccessibilityModifiedView(content: self) { a, _ in a.label = String(label) }
    }

    /// What a screen reader calls this view, with interpolations formatted for the renderer's locale.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// The view's current value, read after its label ("Volume, 60 percent").
    ///
    /// ```swift
    /// Gauge(value: level) { … }.accessibilityValue("\(Int(level * 100)) percent")
    /// ```
    public func accessibilityValue(_ value: Text) -> some View {
        AccessibilityModifiedView(content: self) { $0.value = value.plainString($1.textFormatting) }
    }

    /// The view's current value, read after its label.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        AccessibilityModifiedView(content: self) { a, _ in a.value = String(value) }
    }

    /// The view's current value, with interpolations formatted for the renderer's locale.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    /// What happens when the view is used; kept, but a picture has no place to say it.
    ///
    /// ```swift
    /// Chart(sales) { … }.accessibilityHint("Shows sales by day")
    /// ```
    public func accessibilityHint(_ hint: Text) -> some View {
        AccessibilityModifiedView(content: self) { $0.hint = hint.plainString($1.textFormatting) }
    }

    /// What happens when the view is used.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        AccessibilityModifiedView(content: self) { a, _ in a.hint = String(hint) }
    }

    /// What happens when the view is used.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    /// Hides the view from screen readers (`aria-hidden="true"`) when `hidden` is true.
    ///
    /// ```swift
    /// Image(systemName: "chart.bar").accessibilityHidden(true)
    /// ```
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        AccessibilityModifiedView(content: self) { a, _ in a.hidden = hidden }
    }

    /// Makes the view one accessibility element, its children hidden, joined or kept.
    ///
    /// ```swift
    /// HStack { Text("Revenue"); Text("$1,200") }.accessibilityElement(children: .combine)
    /// ```
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        AccessibilityModifiedView(content: self) { a, _ in a.children = children }
    }

    /// Describes the view to screen readers by another view, which is never drawn: its texts
    /// become the view's label.
    ///
    /// ```swift
    /// CustomGauge(value: 0.6).accessibilityRepresentation { Text("60 percent full") }
    /// ```
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        let view = representation()
        return AccessibilityModifiedView(content: self) { $0.representation = makeLayoutNode(view, $1) }
    }

    /// Adds traits: `.isHeader` becomes `role="heading"`, `.isButton` `role="button"`, and so on.
    ///
    /// ```swift
    /// Text("Weekly sales").accessibilityAddTraits(.isHeader)
    /// ```
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        AccessibilityModifiedView(content: self) { a, _ in a.traits.formUnion(traits) }
    }

    /// Removes traits.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        AccessibilityModifiedView(content: self) { a, _ in a.traits.subtract(traits) }
    }

    /// A name that UI tests find the view by; kept, not drawn.
    ///
    /// ```swift
    /// Chart(sales) { … }.accessibilityIdentifier("salesChart")
    /// ```
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        AccessibilityModifiedView(content: self) { a, _ in a.identifier = identifier }
    }
}
