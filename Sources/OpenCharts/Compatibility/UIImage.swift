import Foundation

/// UIKit's image type, as far as chart screens use it: an image named by an asset or an SF
/// Symbol, shown with `Image(uiImage:)`. It carries the name, not pixels: the image draws as
/// `Image(_:)` or `Image(systemName:)` draws it.
///
/// ```swift
/// if let truck = UIImage(systemName: "box.truck") {
///     Image(uiImage: truck)
/// }
/// ```
public struct UIImage: Hashable, Sendable {
    let source: Image.Source

    /// The image of the asset called `name`. Assets are not loaded, so the image draws the
    /// placeholder an unknown `Image(_:)` draws.
    public init?(named name: String) { source = .asset(name) }

    /// The SF Symbol called `name`.
    public init?(systemName name: String) { source = .system(name) }
}

extension Image {
    /// The image a `UIImage` names.
    ///
    /// ```swift
    /// Image(uiImage: UIImage(systemName: "chart.bar")!)
    /// ```
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .system(let name): self.init(systemName: name)
        case .asset(let name): self.init(name)
        }
    }
}
