import Foundation

/// Where a popover's arrow points: at the view's bounds or at a point in them.
public enum PopoverAttachmentAnchor: Sendable {
    /// An anchor that attaches the popover to a rectangle.
    case rect(Anchor<CGRect>.Source)
    /// An anchor that attaches the popover to a point of the view.
    case point(UnitPoint)
}

/// A heights a sheet may rest at.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// About half the screen.
    public static let medium = PresentationDetent(name: "medium")
    /// The whole screen.
    public static let large = PresentationDetent(name: "large")
    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

// A picture shows a screen before anything is presented over it: sheets, popovers, alerts and
// dialogs are accepted and not drawn, and their content is never made.
extension View {
    /// Presents a sheet while `isPresented` is true; not drawn in a picture.
    ///
    /// ```swift
    /// .sheet(isPresented: $showingFilters) { FilterForm() }
    /// ```
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents a sheet for an item; not drawn in a picture.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    /// Presents a full-screen cover; not drawn in a picture.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents a full-screen cover for an item; not drawn in a picture.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    /// Presents a popover; not drawn in a picture.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents a popover for an item; not drawn in a picture.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    /// The heights a sheet may rest at; accepted.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Whether a sheet shows its drag indicator; accepted.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// Presents an alert; not drawn in a picture.
    ///
    /// ```swift
    /// .alert("Export failed", isPresented: $showingError) { Button("OK") { } }
    /// ```
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an alert titled by a string; not drawn in a picture.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an alert titled by a text; not drawn in a picture.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an alert with a message; not drawn in a picture.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// Presents an alert titled by a string, with a message; not drawn in a picture.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View { self }

    /// Presents an alert titled by a text, with a message; not drawn in a picture.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// Presents an alert about some data; not drawn in a picture.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { self }

    /// Presents an alert about some data, with a message; not drawn in a picture.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    /// Presents an action sheet of choices; not drawn in a picture.
    ///
    /// ```swift
    /// .confirmationDialog("Delete report?", isPresented: $confirming) { Button("Delete", role: .destructive) { } }
    /// ```
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an action sheet titled by a string; not drawn in a picture.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an action sheet with a message; not drawn in a picture.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// Presents an action sheet titled by a string, with a message; not drawn in a picture.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View { self }

    /// Presents an action sheet about some data; not drawn in a picture.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View { self }

    /// The screen pushed for values of a type; a picture shows the root, so it is never made.
    ///
    /// ```swift
    /// .navigationDestination(for: Store.self) { store in StoreDetail(store: store) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View { self }

    /// The screen pushed while `isPresented` is true; not drawn in a picture.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }

    /// The screen pushed for a bound item; not drawn in a picture.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View { self }

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
