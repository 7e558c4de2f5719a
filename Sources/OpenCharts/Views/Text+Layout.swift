import Foundation

/// How the lines of multiline text align with one another.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Aligns the lines of text to the leading edge.
    case leading
    /// Centers the lines of text.
    case center
    /// Aligns the lines of text to the trailing edge.
    case trailing

    var fraction: Double {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}

nonisolated extension View {
    /// The most lines text in this view may take; `nil` is as many as it needs. The last line
    /// that fits is cut with "…".
    ///
    /// ```swift
    /// Text(review.body).lineLimit(3)
    /// ```
    public func lineLimit(_ number: Int?) -> some View {
        EnvironmentModifiedView(content: self) { $0.lineLimit = number }
    }

    /// A range of lines for text: it takes no more than the range's upper bound.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        EnvironmentModifiedView(content: self) { $0.lineLimit = limit.upperBound }
    }

    /// A range of lines for text: it takes no more than the range's upper bound.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        EnvironmentModifiedView(content: self) { $0.lineLimit = limit.upperBound }
    }

    /// A line limit; `reservesSpace` is accepted and text takes only the lines it needs.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        EnvironmentModifiedView(content: self) { $0.lineLimit = limit }
    }

    /// How the lines of multiline text in this view align with one another.
    ///
    /// ```swift
    /// Text("No sales recorded for this period yet.").multilineTextAlignment(.center)
    /// ```
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        EnvironmentModifiedView(content: self) { $0.multilineTextAlignment = alignment }
    }

    /// Where text too long for its room is cut: at its tail (the default), head or middle.
    ///
    /// ```swift
    /// Text(fileName).lineLimit(1).truncationMode(.middle)
    /// ```
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        EnvironmentModifiedView(content: self) { $0.truncationMode = mode }
    }

    /// How far text may shrink to fit its room before it is cut, as a fraction of its size.
    ///
    /// ```swift
    /// Text("$12,480.00").font(.largeTitle).lineLimit(1).minimumScaleFactor(0.5)
    /// ```
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        EnvironmentModifiedView(content: self) { $0.minimumScaleFactor = factor }
    }

    /// Shows text in this view in upper or lower case; `nil` keeps the case it was written in.
    ///
    /// ```swift
    /// Text("Weekly sales").textCase(.uppercase)
    /// ```
    public func textCase(_ textCase: Text.Case?) -> some View {
        EnvironmentModifiedView(content: self) { $0.textCase = textCase }
    }

    /// Extra room between the lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        EnvironmentModifiedView(content: self) { $0.lineSpacing = lineSpacing }
    }

    /// Digits of equal width; the built-in metrics already give every digit one width.
    public func monospacedDigit() -> some View { self }

    /// Makes text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View {
        EnvironmentModifiedView(content: self) { env in
            if isActive { env.font = (env.font ?? .body).italic() }
        }
    }

    /// The view at its ideal size in both dimensions, whatever its parent offers: text on one
    /// line per paragraph, never cut.
    ///
    /// ```swift
    /// Text("Revenue by region").fixedSize()
    /// ```
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// The view at its ideal size in the dimensions asked for: `fixedSize(horizontal: false,
    /// vertical: true)` lets text wrap and take every line it needs.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        LayoutModifiedView(content: self) { FixedSizeNode(child: $0, horizontal: horizontal, vertical: vertical) }
    }
}

/// Whether people can select text; a picture cannot be selected either way.
public protocol TextSelectability {}
/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability, Sendable {}
/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability, Sendable {}
extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

nonisolated extension View {
    /// Whether text in this view may be selected; accepted.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

    /// Lets text squeeze its letters before it is cut; accepted, text keeps its spacing.
    public func allowsTightening(_ flag: Bool) -> some View { self }
}
