import ChartPNG
import ChartScene
import Foundation
import OpenCharts
import Testing

/// Heat maps of many `RectangleMark`s drawn as a picture (one shape per colour, cells of one colour
/// along a line joined), against the same cells drawn as a mark each (forced by an accessibility
/// label per row, which the run does not carry and the picture does not show).
@Suite("Heat maps of many cells")
struct HeatMapRunTests: RunPictureComparing {
    /// One cell of a grid of readings: its column, its row and the reading.
    struct Cell {
        var column: Int
        var row: Int
        var reading: Double
    }

    /// A `side` × `side` grid, row after row, of a smooth field with a ridge across it.
    func grid(_ side: Int) -> [Cell] {
        var cells: [Cell] = []
        for j in 0..<side {
            for i in 0..<side {
                let x = Double(i) / Double(side) * 6, y = Double(j) / Double(side) * 4
                cells.append(Cell(column: i, row: j, reading: sin(x) * cos(y) + 0.3 * sin(x * y)))
            }
        }
        return cells
    }




    @Test("a 100 × 100 ForEach of RectangleMarks draws as its 10,000 marks do, in one shape per colour")
    func forEachGrid() {
        let cells = grid(100)
        let run = Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row), width: .ratio(1), height: .ratio(1))
                    .foregroundStyle(by: .value("Reading", c.reading))
            }
        }
        let marks = Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row), width: .ratio(1), height: .ratio(1))
                    .foregroundStyle(by: .value("Reading", c.reading))
                    .accessibilityLabel("Cell")
            }
        }
        #expect(differing(raster(run), raster(marks)) <= 0.005)
        let svg = TestRender.renderer(run, width: 600, height: 300).svg()
        let full = TestRender.renderer(marks, width: 600, height: 300).svg()
        let shapes = count("class=\"mark rectangle\"", in: svg)
        #expect(shapes > 1 && shapes <= 3 * 256)
        #expect(count("class=\"mark rectangle\"", in: full) == 10_000)
        // Cells of one colour along a row are one rectangle: far fewer than 10,000 subpaths.
        #expect(count("Z", in: svg) < 10_000)
        #expect(svg.utf8.count * 2 < full.utf8.count)
    }

    @Test("a RectanglePlot coloured by a key path is the same run as the ForEach")
    func plotGrid() {
        let cells = grid(100)
        let plot = TestRender.renderer(Chart {
            RectanglePlot(cells, x: .value("Column", \.column), y: .value("Row", \.row), width: .ratio(1), height: .ratio(1))
                .foregroundStyle(by: .value("Reading", \.reading))
        }).svg()
        let forEach = TestRender.renderer(Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row), width: .ratio(1), height: .ratio(1))
                    .foregroundStyle(by: .value("Reading", c.reading))
            }
        }).svg()
        #expect(plot == forEach)
        #expect(count("class=\"mark rectangle\"", in: plot) < 800)
    }
}
