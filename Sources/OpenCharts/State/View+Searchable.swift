import Foundation

/// Where a search field sits.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    /// Where the platform puts it.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// Below the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

nonisolated extension View {
    /// A search field bound to `text`; accepted, not drawn (a picture's navigation bar has no field).
    ///
    /// ```swift
    /// List(filtered) { … }.searchable(text: $query)
    /// ```
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { self }
    /// A search field bound to `text`; accepted, not drawn.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { self }
    /// A search field bound to `text`; accepted, not drawn.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View { self }
}
