import ChartScene
import Foundation

/// Where a popover's arrow points: at the view's bounds or at a point in them.
public enum PopoverAttachmentAnchor: Sendable {
    /// An anchor that attaches the popover to a rectangle.
    case rect(Anchor<CGRect>.Source)
    /// An anchor that attaches the popover to a point of the view.
    case point(UnitPoint)
}

/// A height a sheet may rest at.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }
    let kind: Kind
    /// About half the screen's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// The whole screen, less a little at the top.
    public static let large = PresentationDetent(kind: .large)
    /// A fraction of the large detent's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The sheet's height at this detent on a screen `screen` points tall, whose large sheet is
    /// `large` points tall: never more than that, never less than 0.
    func resolved(screen: CGFloat, large: CGFloat) -> CGFloat {
        let h: CGFloat
        switch kind {
        case .medium: h = screen / 2
        case .large: h = large
        case .fraction(let f): h = (f.isFinite ? f : 1) * large
        case .height(let x): h = x.isFinite ? x : large
        }
        return min(max(0, h), max(0, large))
    }
}

/// What the views of a sheet say of it: its detents, the detent selected, its drag indicator.
/// The modifiers nearest the sheet's root win, as they are made first.
final class PresentationSettings {
    var detents: [PresentationDetent]?
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility?
}

/// A live sheet's state between renders: the detent it rests at when no binding says, and where
/// its top is while it is dragged.
final class SheetState: @unchecked Sendable {
    var selected: PresentationDetent?
    var dragTop: CGFloat?
    var dragStart: (pointer: CGFloat, top: CGFloat)?
}

/// A view that tells the sheet it is in something, when it is made.
nonisolated struct PresentationSettingView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let record: (PresentationSettings) -> Void
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        if let settings = env.containers.presentation { record(settings) }
        return makeLayoutNode(content, env)
    }
}

// What a view presents is drawn over the whole screen while its binding says so, as an iPhone
// shows it: a sheet as a card over the dimmed screen, a cover over all of it, an alert as a
// centred box, a confirmation dialog as buttons at the bottom. A popover is a sheet on an iPhone.
// Setting the binding back, or `dismiss()` inside the presented views, hides it and runs `onDismiss`.
nonisolated extension View {
    /// Presents, while `presented` is not `nil`, what `make` makes; `scope` sets presentations
    /// at one place apart.
    func presenting(_ presented: AnyHashable?, scope: Int, onDismiss: (() -> Void)? = nil, dismiss: @escaping () -> Void,
                    make: @escaping (EnvironmentValues) -> PendingPresentation?) -> PresentingView<Self> {
        PresentingView(content: self, presented: presented, scope: scope, onDismiss: onDismiss, dismiss: dismiss, make: make)
    }

    /// Presents a sheet while `isPresented` is true.
    ///
    /// ```swift
    /// .sheet(isPresented: $showingFilters) { FilterForm() }
    /// ```
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(isPresented.wrappedValue ? AnyHashable(true) : nil, scope: 1, onDismiss: onDismiss,
                   dismiss: { isPresented.wrappedValue = false }) { env in
            PendingPresentation(kind: .sheet, content: makeLayoutNode(content(), env), colorScheme: env.colorScheme, sheet: env.containers.presentation)
        }
    }

    /// Presents a sheet for an item while it is not `nil`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting(item.wrappedValue.map { AnyHashable($0.id) }, scope: 2, onDismiss: onDismiss,
                   dismiss: { item.wrappedValue = nil }) { env in
            item.wrappedValue.map { PendingPresentation(kind: .sheet, content: makeLayoutNode(content($0), env), colorScheme: env.colorScheme, sheet: env.containers.presentation) }
        }
    }

    /// Presents a full-screen cover while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(isPresented.wrappedValue ? AnyHashable(true) : nil, scope: 3, onDismiss: onDismiss,
                   dismiss: { isPresented.wrappedValue = false }) { env in
            PendingPresentation(kind: .cover, content: makeLayoutNode(content(), env), colorScheme: env.colorScheme)
        }
    }

    /// Presents a full-screen cover for an item while it is not `nil`.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting(item.wrappedValue.map { AnyHashable($0.id) }, scope: 4, onDismiss: onDismiss,
                   dismiss: { item.wrappedValue = nil }) { env in
            item.wrappedValue.map { PendingPresentation(kind: .cover, content: makeLayoutNode(content($0), env), colorScheme: env.colorScheme) }
        }
    }

    /// Presents a popover while `isPresented` is true: on an iPhone, a sheet.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(isPresented.wrappedValue ? AnyHashable(true) : nil, scope: 5,
                   dismiss: { isPresented.wrappedValue = false }) { env in
            PendingPresentation(kind: .sheet, content: makeLayoutNode(content(), env), colorScheme: env.colorScheme, sheet: env.containers.presentation)
        }
    }

    /// Presents a popover for an item while it is not `nil`: on an iPhone, a sheet.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting(item.wrappedValue.map { AnyHashable($0.id) }, scope: 6, dismiss: { item.wrappedValue = nil }) { env in
            item.wrappedValue.map { PendingPresentation(kind: .sheet, content: makeLayoutNode(content($0), env), colorScheme: env.colorScheme, sheet: env.containers.presentation) }
        }
    }

    /// The heights a sheet may rest at: it comes up at the smallest (`.medium` about half the
    /// screen), and on a live page a drag of it snaps to the nearest.
    ///
    /// ```swift
    /// .sheet(isPresented: $showingFilters) { FilterForm().presentationDetents([.medium, .large]) }
    /// ```
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        PresentationSettingView(content: self) { settings in
            if settings.detents == nil { settings.detents = Array(detents) }
        }
    }

    /// The heights a sheet may rest at, and the one it rests at, bound: a drag on a live page
    /// writes the detent it snaps to.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        PresentationSettingView(content: self) { settings in
            if settings.detents == nil {
                settings.detents = Array(detents)
                settings.selection = selection
            }
        }
    }

    /// Whether a sheet shows its drag indicator, a grey capsule at its top; automatic shows it
    /// when the sheet has more than one detent.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        PresentationSettingView(content: self) { settings in
            if settings.dragIndicator == nil { settings.dragIndicator = visibility }
        }
    }

    /// An alert or dialog presented while `isPresented` is true and `data` (when given) is not `nil`.
    func presentingAlert(_ title: Text?, isPresented: Binding<Bool>, dialog: Bool, scope: Int,
                         actions: AnyView?, message: AnyView?) -> PresentingView<Self> {
        let dismiss = { isPresented.wrappedValue = false }
        let shown = isPresented.wrappedValue && actions != nil
        return presenting(shown ? AnyHashable(true) : nil, scope: scope, dismiss: dismiss) { env in
            PendingPresentation(kind: dialog ? .dialog : .alert,
                                alert: AlertContent(title: title, actions: actions, message: message, dialog: dialog, env: env,
                                                    dismiss: dismiss),
                                colorScheme: env.colorScheme)
        }
    }

    /// Presents an alert while `isPresented` is true: its title, and the buttons `actions` makes
    /// (OK when it makes none). A tap on a button dismisses the alert and runs the button's action.
    ///
    /// ```swift
    /// .alert("Export failed", isPresented: $showingError) { Button("OK") { } }
    /// ```
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert titled by a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert titled by a text.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(title, isPresented: isPresented, dialog: false, scope: 7,
                        actions: isPresented.wrappedValue ? AnyView(actions()) : nil, message: nil)
    }

    /// Presents an alert with a message.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled by a string, with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled by a text, with a message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return presentingAlert(title, isPresented: isPresented, dialog: false, scope: 7,
                               actions: shown ? AnyView(actions()) : nil, message: shown ? AnyView(message()) : nil)
    }

    /// Presents an alert about some data, while `isPresented` is true and the data is not `nil`.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingAlert(Text(titleKey), isPresented: isPresented, dialog: false, scope: 8,
                               actions: shown.map { AnyView(actions($0)) }, message: nil)
    }

    /// Presents an alert about some data, with a message.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingAlert(Text(titleKey), isPresented: isPresented, dialog: false, scope: 8,
                               actions: shown.map { AnyView(actions($0)) }, message: shown.map { AnyView(message($0)) })
    }

    /// Presents a confirmation dialog while `isPresented` is true: on an iPhone, its buttons at
    /// the bottom of the screen and Cancel apart under them. The title shows when `titleVisibility`
    /// is `.visible`.
    ///
    /// ```swift
    /// .confirmationDialog("Delete report?", isPresented: $confirming) { Button("Delete", role: .destructive) { } }
    /// ```
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog titled by a string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog titled by a text.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(titleVisibility == .visible ? title : nil, isPresented: isPresented, dialog: true, scope: 9,
                        actions: isPresented.wrappedValue ? AnyView(actions()) : nil, message: nil)
    }

    /// Presents a confirmation dialog with a message.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return presentingAlert(titleVisibility == .visible ? Text(titleKey) : nil, isPresented: isPresented, dialog: true, scope: 9,
                               actions: shown ? AnyView(actions()) : nil, message: shown ? AnyView(message()) : nil)
    }

    /// Presents a confirmation dialog titled by a string, with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return presentingAlert(titleVisibility == .visible ? Text(title) : nil, isPresented: isPresented, dialog: true, scope: 9,
                               actions: shown ? AnyView(actions()) : nil, message: shown ? AnyView(message()) : nil)
    }

    /// Presents a confirmation dialog about some data, while `isPresented` is true and the data is not `nil`.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingAlert(titleVisibility == .visible ? Text(titleKey) : nil, isPresented: isPresented, dialog: true, scope: 9,
                               actions: shown.map { AnyView(actions($0)) }, message: nil)
    }

    /// A search field for the screen; accepted, a picture shows the screen without it.
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { self }

    /// A search field with a prompt string literal; accepted and not drawn.
    public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View { self }

    /// A search field with a prompt string; accepted and not drawn.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View { self }
}

extension Anchor {
    /// Where an anchor's value comes from: a view's bounds, a rectangle, a point.
    public struct Source: Sendable {
        let name: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "rect") }
}
