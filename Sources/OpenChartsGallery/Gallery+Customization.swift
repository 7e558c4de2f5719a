import OpenCharts

extension Gallery {
    /// Charts whose scales, axes, legends and plot area are customized (ids 11–29).
    static let customizations: [GalleryItem] = [
    ]
}
