import Foundation

extension EnvironmentValues {
    /// The system values a renderer sets from its settings: size classes from the proposed size
    /// (compact below 600 points wide or 500 high), and the layout direction from the locale.
    mutating func applySystemValues(proposal: ProposedViewSize, locale: Locale) {
        horizontalSizeClass = UserInterfaceSizeClass(length: proposal.width, threshold: 600)
        verticalSizeClass = UserInterfaceSizeClass(length: proposal.height, threshold: 500)
        layoutDirection = LayoutDirection(locale: locale)
    }
}
