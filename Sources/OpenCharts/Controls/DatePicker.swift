import ChartScene
import Foundation

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The components as bits.
    public let rawValue: UInt
    /// Components from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control that would pick a date, drawn in iOS's compact style: the label leading and the
/// selected date and time in grey rounded capsules trailing, formatted in the renderer's
/// locale, calendar and time zone.
///
/// ```swift
/// @State private var start = Date.now
///
/// DatePicker("From", selection: $start, displayedComponents: .date)
/// ```
nonisolated public struct DatePicker<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The parts of a date the picker shows.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let components: Components
    let label: Label

    /// A date picker with no bounds, whose label the builder makes.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, components: displayedComponents, label: label())
    }

    /// A date picker within a closed range, whose label the builder makes.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, components: displayedComponents, label: label())
    }

    /// A date picker from a first date on, whose label the builder makes.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, components: displayedComponents, label: label())
    }

    /// A date picker up to a last date, whose label the builder makes.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, components: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, components: Components, label: Label) {
        self.selection = selection; self.components = components.isEmpty ? [.hourAndMinute, .date] : components; self.label = label
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        if env.controls.datePickerStyle == .graphical, components.contains(.date) {
            let calendar = MonthCalendarNode(date: selection.wrappedValue, env)
            guard components.contains(.hourAndMinute) else { return calendar }
            // The time sits in a row of its own below the month, as on iOS.
            let time = StackNode(axis: .horizontal, alignment: 0.5, spacing: nil, children: [
                makeLayoutNode(Text("Time"), env), SpacerNode(minLength: 8),
                IdealSizeNode(child: DatePill.node(DatePill.string(selection.wrappedValue, date: false, env), env)),
            ])
            return StackNode(axis: .vertical, alignment: 0, spacing: 8, children: [calendar, PaddingNode(child: time, top: 0, leading: 12, bottom: 0, trailing: 12)])
        }
        if env.controls.datePickerStyle == .wheel {
            return DateWheelNode(date: selection.wrappedValue, components: components, env)
        }
        var pills: [any LayoutNode] = []
        if components.contains(.date) { pills.append(DatePill.node(DatePill.string(selection.wrappedValue, date: true, env), env)) }
        if components.contains(.hourAndMinute) { pills.append(DatePill.node(DatePill.string(selection.wrappedValue, date: false, env), env)) }
        let control = IdealSizeNode(child: StackNode(axis: .horizontal, alignment: 0.5, spacing: 6, children: pills))
        if env.controls.labelsHidden { return control }
        return StackNode(axis: .horizontal, alignment: 0.5, spacing: nil, children: [makeLayoutNode(label, env), SpacerNode(minLength: 8), control])
    }
}

extension DatePicker where Label == Text {
    /// A date picker with a text label from a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, components: displayedComponents, label: Text(titleKey))
    }

    /// A date picker with a text label from a string literal, within a closed range.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, components: displayedComponents, label: Text(titleKey))
    }

    /// A date picker with a text label from a string literal, from a first date on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, components: displayedComponents, label: Text(titleKey))
    }

    /// A date picker with a text label from a string literal, up to a last date.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, components: displayedComponents, label: Text(titleKey))
    }

    /// A date picker with a text label from a string.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, components: displayedComponents, label: Text(title))
    }

    /// A date picker with a text label from a string, within a closed range.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, components: displayedComponents, label: Text(title))
    }

    /// A date picker with a text label from a string, from a first date on.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, components: displayedComponents, label: Text(title))
    }

    /// A date picker with a text label from a string, up to a last date.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, components: displayedComponents, label: Text(title))
    }
}

/// The grey capsule a compact date picker shows a date or a time in.
enum DatePill {
    static let horizontalPadding: CGFloat = 11
    static let verticalPadding: CGFloat = 6
    static let cornerRadius: CGFloat = 6

    /// The date in the medium style ("Nov 22, 2026") or the time in the short style ("9:41 AM").
    static func string(_ date: Date, date isDate: Bool, _ env: EnvironmentValues) -> String {
        let f = DateFormatter()
        f.locale = env.locale
        f.calendar = env.calendar
        f.timeZone = env.timeZone
        f.dateStyle = isDate ? .medium : .none
        f.timeStyle = isDate ? .none : .short
        return f.string(from: date)
    }

    static func node(_ string: String, _ env: EnvironmentValues) -> any LayoutNode {
        let pill = Text(verbatim: string)
            .padding(.horizontal, horizontalPadding)
            .padding(.vertical, verticalPadding)
            .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: cornerRadius))
        return makeLayoutNode(pill, env)
    }
}

/// The ways a date picker can be drawn.
enum DatePickerStyleKind: Sendable { case automatic, compact, graphical, wheel }

/// A style of date picker.
public protocol DatePickerStyle {}

/// The platform's date picker: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates a default date picker style.
    public init() {}
}
/// The date and time in grey capsules beside the label.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates a compact date picker style.
    public init() {}
}
/// A month calendar with the selected day circled.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates a graphical date picker style.
    public init() {}
}
/// A wheel for each part of the date or time.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates a wheel date picker style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    public static var wheel: WheelDatePickerStyle { .init() }
}

nonisolated extension View {
    /// Sets how date pickers in this view are drawn.
    ///
    /// ```swift
    /// DatePicker("Day", selection: $day, displayedComponents: .date).datePickerStyle(.compact)
    /// ```
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { env in
            switch style {
            case is GraphicalDatePickerStyle: env.controls.datePickerStyle = .graphical
            case is WheelDatePickerStyle: env.controls.datePickerStyle = .wheel
            case is CompactDatePickerStyle: env.controls.datePickerStyle = .compact
            default: env.controls.datePickerStyle = .automatic
            }
        }
    }
}
