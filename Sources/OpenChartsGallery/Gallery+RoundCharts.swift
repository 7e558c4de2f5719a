import OpenCharts

extension Gallery {
    /// Pie and donut charts drawn with `SectorMark` (ids 30–39).
    static let roundCharts: [GalleryItem] = [
    ]
}
