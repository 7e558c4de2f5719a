import OpenCharts

extension Gallery {
    /// Views around and beside charts: shapes, stacks, buttons (ids 40–49).
    static let views: [GalleryItem] = [
    ]
}
