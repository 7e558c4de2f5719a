import ChartScene
import Foundation

/// What lists, sections and navigation containers tell the views inside them.
struct ContainerEnvironment {
    /// The style of lists in this view, as `listStyle` set it.
    var listStyle: ListStyleKind = .insetGrouped
    /// Whether the view is a row of a list: navigation links then draw a chevron.
    var isInList = false
    /// The style of the list the view is in.
    var enclosingList: ListStyleKind? = nil
    /// How prominent section headers are.
    var headerProminence: Prominence = .standard
    /// Whether lists draw their background.
    var scrollContentBackground: Visibility = .automatic
    /// Where the titles and toolbar items of the innermost navigation container are collected.
    var navigation: NavigationBarBox? = nil
    /// The innermost navigation stack: what its links push and where its destinations are registered.
    var navigationContext: NavigationContext? = nil
    /// While an alert's or dialog's actions are made: where their buttons are collected.
    var alertButtons: AlertButtonCollector? = nil
    /// Margins inside scroll views, from `contentMargins`.
    var scrollMargins: EdgeInsets? = nil
    /// The room between sections of lists, from `listSectionSpacing`; `nil` is the style's.
    var sectionSpacing: CGFloat? = nil
    /// The room between rows of lists, from `listRowSpacing`; rows apart are separate cells.
    var rowSpacing: CGFloat? = nil
    /// The sheet the view is in: where its detents and drag indicator are told.
    var presentation: PresentationSettings? = nil
}

/// The kinds of list style that iOS draws.
enum ListStyleKind: Hashable, Sendable {
    case plain, grouped, insetGrouped, inset, sidebar
}

/// How prominent a section header is.
public enum Prominence: Hashable, Sendable {
    /// The standard level of prominence.
    case standard
    /// An increased level of prominence.
    case increased
}

/// The grey backgrounds of iOS, as UIKit's system colours give them.
extension Color {
    /// systemBackground: white, or black in dark mode.
    static let systemBackground = Color(uiColor: .systemBackground)
    /// systemGroupedBackground: the grey behind grouped lists.
    static let systemGroupedBackground = Color(uiColor: .systemGroupedBackground)
    /// secondarySystemGroupedBackground: the cells of grouped lists.
    static let secondarySystemGroupedBackground = Color(uiColor: .secondarySystemGroupedBackground)
    /// tertiaryLabel: the grey of chevrons, 30% label grey.
    static let tertiaryLabel = labelGrey.opacity(0.3)
}

nonisolated extension View {
    /// Sets how prominent the headers of sections in this view are.
    ///
    /// ```swift
    /// Section("Highlights") { … }.headerProminence(.increased)
    /// ```
    public func headerProminence(_ prominence: Prominence) -> some View {
        EnvironmentModifiedView(content: self) { $0.containers.headerProminence = prominence }
    }
}
