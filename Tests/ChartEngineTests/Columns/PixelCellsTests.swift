import ChartScene
import Testing
@testable import ChartEngine

@Suite("Pixel cells of dense scatters")
struct PixelCellsTests {
    let plot = SceneRect(x: 40, y: 10, width: 300, height: 200)

    /// Whether each of `points` (style, x, y) found its pixel free, inserted in turn.
    func inserted(_ points: [(Int, Double, Double)], into cells: inout PixelCells) -> [Bool] {
        points.map { cells.insert(style: $0.0, x: $0.1, y: $0.2) }
    }

    @Test("a pixel holds one point per style")
    func onePointPerPixelAndStyle() {
        var cells = PixelCells(around: plot)
        let free = inserted([(0, 100.1, 50.9), (0, 100.9, 50.0), (0, 101.0, 50.0), (1, 100.5, 50.5), (1, 100.5, 50.5)], into: &cells)
        #expect(free == [true, false, true, true, false])
    }

    @Test("pixels beyond the plot, and styles past the bitmaps, are still told apart")
    func outsideAndManyStyles() {
        var cells = PixelCells(around: plot)
        let free = inserted([(0, -1e6, 3e7), (0, -1e6 + 0.5, 3e7), (200, 100, 50), (200, 100.5, 50.5), (201, 100, 50)], into: &cells)
        #expect(free == [true, false, true, false, true])
    }

    @Test("forgetting every pixel frees them for the next run of points")
    func removeAll() {
        var cells = PixelCells(around: plot)
        _ = inserted([(0, 100, 50), (3, -500, 50)], into: &cells)
        cells.removeAll()
        #expect(inserted([(0, 100, 50), (3, -500, 50), (0, 100, 50)], into: &cells) == [true, true, false])
    }

    @Test("a plot of no finite size puts every pixel in the set")
    func unboundedPlot() {
        var cells = PixelCells(around: SceneRect(x: 0, y: 0, width: .infinity, height: 10))
        #expect(inserted([(0, 5, 5), (0, 5.5, 5.5)], into: &cells) == [true, false])
    }
}
