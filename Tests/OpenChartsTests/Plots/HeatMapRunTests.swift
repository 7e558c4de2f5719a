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




    /// `cells` as a `ForEach` of `RectangleMark`s coloured by reading: what becomes one run.
    func runChart(_ cells: [Cell]) -> some View {
        Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row), width: .ratio(1), height: .ratio(1))
                    .foregroundStyle(by: .value("Reading", c.reading))
            }
        }
    }

    /// The same marks, each with its own accessibility label, which keeps them one per row: the picture a run must match.
    func markChart(_ cells: [Cell]) -> some View {
        Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row), width: .ratio(1), height: .ratio(1))
                    .foregroundStyle(by: .value("Reading", c.reading))
                    .accessibilityLabel("Cell")
            }
        }
    }

    @Test("a 100 × 100 ForEach of RectangleMarks draws as its 10,000 marks do, in one shape per colour")
    func forEachGrid() {
        let cells = grid(100)
        let run = runChart(cells), marks = markChart(cells)
        #expect(differing(raster(run), raster(marks)) <= 0.005)
        let svg = TestRender.renderer(run, width: 600, height: 300).svg()
        let full = TestRender.renderer(marks, width: 600, height: 300).svg()
        // One picture of one pixel per cell, in one mark group labelled for the whole grid.
        #expect(count("class=\"mark rectangle\"", in: svg) == 1)
        #expect(count("<image ", in: svg) == 1)
        #expect(svg.contains("aria-label=\"Reading by Column and Row, 100 × 100 cells\""))
        #expect(svg.contains("preserveAspectRatio=\"none\"") && svg.contains("image-rendering=\"pixelated\""))
        #expect(svg.contains("href=\"data:image/png;base64,iVBORw0KGgo"))
        #expect(count("class=\"mark rectangle\"", in: full) == 10_000)
        #expect(svg.utf8.count * 10 < full.utf8.count)
    }

    @Test("a ForEach of rows, each a ForEach of cells, is the one run the flat ForEach is")
    func nestedForEach() {
        let side = 100
        let cells = grid(side)
        let nested = TestRender.renderer(Chart {
            ForEach(0..<side, id: \.self) { j in
                ForEach(0..<side, id: \.self) { i in
                    RectangleMark(x: .value("Column", cells[j * side + i].column), y: .value("Row", cells[j * side + i].row),
                                  width: .ratio(1), height: .ratio(1))
                        .foregroundStyle(by: .value("Reading", cells[j * side + i].reading))
                }
            }
        }).svg()
        let flat = TestRender.renderer(Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row), width: .ratio(1), height: .ratio(1))
                    .foregroundStyle(by: .value("Reading", c.reading))
            }
        }).svg()
        #expect(nested == flat)
        #expect(count("<image ", in: nested) == 1)
        #expect(nested.contains("100 × 100 cells"))
    }

    @Test("a row coloured by value takes the modifiers around it first, its own colour by value last")
    func modifiersAroundStyledRows() {
        let cells = grid(4)
        func svg(_ view: some View) -> String { TestRender.renderer(view, width: 300, height: 200).svg() }
        // Around the ForEach, an opacity applies to each row as it would written on the row itself.
        let around = svg(Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row), width: .ratio(1), height: .ratio(1))
                    .foregroundStyle(by: .value("Reading", c.reading))
            }
            .opacity(0.5)
        })
        let within = svg(Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row), width: .ratio(1), height: .ratio(1))
                    .opacity(0.5)
                    .foregroundStyle(by: .value("Reading", c.reading))
            }
        })
        #expect(around == within)
        #expect(around.contains("opacity=\"0.5\"") || around.contains("opacity:0.5"))
        // A colour by value around the ForEach gives way to the row's own, the one nearer the mark.
        let overridden = svg(Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row), width: .ratio(1), height: .ratio(1))
                    .foregroundStyle(by: .value("Reading", c.reading))
            }
            .foregroundStyle(by: .value("Group", "All"))
        })
        let plain = svg(Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row), width: .ratio(1), height: .ratio(1))
                    .foregroundStyle(by: .value("Reading", c.reading))
            }
        })
        #expect(overridden == plain)
    }

    @Test("a grid of rows each a ForEach of 150 cells, 9,000 in all, is one picture, as its marks are drawn")
    func nestedShortRows() {
        let columns = 150, rows = 60
        var cells: [Cell] = []
        for j in 0..<rows {
            for i in 0..<columns { cells.append(Cell(column: i, row: j, reading: Double((i * 7 + j * 13) % 50))) }
        }
        let nestedChart = Chart {
            ForEach(0..<rows, id: \.self) { j in
                ForEach(0..<columns, id: \.self) { i in
                    RectangleMark(x: .value("Column", i), y: .value("Row", j), width: .ratio(1), height: .ratio(1))
                        .foregroundStyle(by: .value("Reading", cells[j * columns + i].reading))
                }
            }
        }
        let marksChart = Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row), width: .ratio(1), height: .ratio(1))
                    .foregroundStyle(by: .value("Reading", c.reading))
                    .accessibilityLabel("Cell")
            }
        }
        // One picture, where the marks one by one are 9,000 rectangles of the same colours.
        let nested = TestRender.renderer(nestedChart).svg()
        #expect(count("<image ", in: nested) == 1)
        #expect(nested.contains("150 × 60 cells"))
        #expect(count("class=\"mark rectangle\"", in: TestRender.renderer(marksChart).svg()) == 9_000)
        #expect(differing(raster(nestedChart), raster(marksChart)) <= 0.005)
    }

    @Test("a ForEach of RectangleMarks between values draws as one picture, as its marks do")
    func intervalGrid() {
        let cells = grid(100)
        let run = Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(xStart: .value("Column", c.column), xEnd: .value("Column", c.column + 1),
                              yStart: .value("Row", c.row), yEnd: .value("Row", c.row + 1))
                    .foregroundStyle(by: .value("Reading", c.reading))
            }
        }
        let marks = Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(xStart: .value("Column", c.column), xEnd: .value("Column", c.column + 1),
                              yStart: .value("Row", c.row), yEnd: .value("Row", c.row + 1))
                    .foregroundStyle(by: .value("Reading", c.reading))
                    .accessibilityLabel("Cell")
            }
        }
        let svg = TestRender.renderer(run, width: 600, height: 300).svg()
        #expect(count("<image ", in: svg) == 1)
        #expect(svg.contains("100 × 100 cells"))
        #expect(count("<image ", in: TestRender.renderer(marks, width: 600, height: 300).svg()) == 0)
        #expect(differing(raster(run), raster(marks)) <= 0.005)
    }

    @Test("a grid of rows closer than half a point steps by its rows, not by its cells")
    func denseRows() {
        // 700 rows over some 270 points: each row under half a point tall, and every cell is drawn.
        let cells = (0..<700).flatMap { j in (0..<20).map { i in Cell(column: i, row: j, reading: Double(i + j)) } }
        let scene = TestRender.renderer(Chart {
            RectanglePlot(cells, x: .value("Column", \.column), y: .value("Row", \.row), width: .ratio(1), height: .ratio(1))
                .foregroundStyle(by: .value("Reading", \.reading))
        }, width: 600, height: 300).svg()
        #expect(scene.contains("20 × 700 cells"))
        // Column after column (the rows' numbers no longer rising all the way), the same.
        let columnsFirst = cells.sorted { ($0.column, $0.row) < ($1.column, $1.row) }
        let sorted = TestRender.renderer(Chart {
            RectanglePlot(columnsFirst, x: .value("Column", \.column), y: .value("Row", \.row), width: .ratio(1), height: .ratio(1))
                .foregroundStyle(by: .value("Reading", \.reading))
        }, width: 600, height: 300).svg()
        #expect(sorted.contains("20 × 700 cells"))
    }

    @Test("a grid below a thousand cells, or off a regular lattice, stays rectangles")
    func smallAndIrregularGrids() {
        let small = TestRender.renderer(Chart {
            RectanglePlot(grid(20), x: .value("Column", \.column), y: .value("Row", \.row), width: .ratio(1), height: .ratio(1))
                .foregroundStyle(by: .value("Reading", \.reading))
        }).svg()
        #expect(!small.contains("<image"))
        #expect(count("class=\"mark rectangle\"", in: small) > 1)
        // Columns at 0, 1, 4, 9, …: no common step, so no lattice.
        let squares = grid(100).map { Cell(column: $0.column * $0.column, row: $0.row, reading: $0.reading) }
        let irregular = TestRender.renderer(Chart {
            RectanglePlot(squares, x: .value("Column", \.column), y: .value("Row", \.row), width: .fixed(2), height: .ratio(1))
                .foregroundStyle(by: .value("Reading", \.reading))
        }).svg()
        #expect(!irregular.contains("<image"))
        #expect(count("class=\"mark rectangle\"", in: irregular) > 1)
    }

    @Test("a grid with holes leaves them transparent: the picture matches its cells drawn one by one")
    func gridWithHoles() {
        let cells = grid(100).filter { ($0.column + 2 * $0.row) % 7 != 0 }
        let run = runChart(cells), marks = markChart(cells)
        #expect(TestRender.renderer(run, width: 600, height: 300).svg().contains("<image "))
        #expect(differing(raster(run), raster(marks)) <= 0.005)
    }

    @Test("cells thinner than a pixel are mixed by the area each covers, the image's edges by their coverage")
    func subpixelCells() {
        // Three cells of half a pixel each (red, green, blue) over 1.5 pixels of a white picture, at scale 1.
        let red: [UInt8] = [255, 0, 0, 255], green: [UInt8] = [0, 255, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
        let image = SceneImage(rect: SceneRect(x: 1, y: 0, width: 1.5, height: 1), columns: 3, rows: 1, pixels: red + green + blue)
        let scene = Scene(size: SceneSize(width: 4, height: 1), background: .white, title: "t", summary: "s", nodes: [.image(image)])
        let p = SceneRasterizer().render(scene, scale: 1)
        func near(_ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ e: (Int, Int, Int)) -> Bool {
            abs(Int(a.r) - e.0) <= 1 && abs(Int(a.g) - e.1) <= 1 && abs(Int(a.b) - e.2) <= 1 && a.a == 255
        }
        #expect(near(p.pixel(0, 0), (255, 255, 255)))
        // Pixel 1 holds red and green, half each: (127.5, 127.5, 0).
        #expect(near(p.pixel(1, 0), (128, 128, 0)))
        // Pixel 2: blue over its left half, white over the right: (127.5, 127.5, 255).
        #expect(near(p.pixel(2, 0), (128, 128, 255)))
        #expect(near(p.pixel(3, 0), (255, 255, 255)))
        // Cells wider than a pixel: each pixel takes the cell under its centre.
        let wide = SceneImage(rect: SceneRect(x: 0, y: 0, width: 4, height: 1), columns: 2, rows: 1, pixels: red + blue)
        let q = SceneRasterizer().render(Scene(size: SceneSize(width: 4, height: 1), background: .white, title: "t", summary: "s",
                                               nodes: [.image(wide)]), scale: 1)
        #expect(near(q.pixel(1, 0), (255, 0, 0)) && near(q.pixel(2, 0), (0, 0, 255)))
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

    @Test("a ForEach of RectangleMark(x:y:) of the automatic size is one picture, clipped to its cells, as its marks are drawn")
    func automaticSizeGrid() throws {
        // 100 × 100 cells reading 0, but for the cell at column 3, row 2, reading 1.
        let cells = (0..<100).flatMap { j in (0..<100).map { i in Cell(column: i, row: j, reading: i == 3 && j == 2 ? 1 : 0) } }
        let run = Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row))
                    .foregroundStyle(by: .value("Reading", c.reading))
            }
        }
        let marks = Chart {
            ForEach(Array(cells.enumerated()), id: \.offset) { _, c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row))
                    .foregroundStyle(by: .value("Reading", c.reading))
                    .accessibilityLabel("Cell")
            }
        }
        // The picture inside a group clipped to the rows' stripes, inside one clipped to the columns'.
        func images(_ nodes: [SceneNode], clips: [ScenePath]) -> [(SceneImage, [ScenePath])] {
            nodes.flatMap { n -> [(SceneImage, [ScenePath])] in
                switch n {
                case .group(let g): return images(g.children, clips: clips + (g.clipPath.map { [$0] } ?? []))
                case .image(let i): return [(i, clips)]
                default: return []
                }
            }
        }
        let found = images(TestRender.renderer(run, width: 600, height: 300).scene().nodes, clips: [])
        try #require(found.count == 1)
        let (image, clips) = found[0]
        #expect(image.columns == 100 && image.rows == 100)
        // Each step along an axis is a cell (0.7 of the step) and its gap; the last clip is the rows'.
        let stepX = image.rect.width / 100, stepY = image.rect.height / 100
        try #require(clips.count == 2)
        let columnStripes = clips[0].elements.count, rowStripes = clips[1].elements.count
        #expect(columnStripes == rowStripes && columnStripes >= 100 * 4)
        let columns = clips[0].controlPointBounds, rows = clips[1].controlPointBounds
        // The first column's stripe starts at the picture's edge; the last ends 0.3 of a step short of it.
        #expect(abs(columns.x - image.rect.x) < 1e-9)
        #expect(abs(columns.width - (99 * stepX + 0.7 * stepX)) < 1e-6)
        #expect(abs(rows.height - (99 * stepY + 0.7 * stepY)) < 1e-6)
        // Row 2 counted from the bottom is row 97 from the top; column 3 is column 3.
        func pixel(_ i: Int, _ j: Int) -> [UInt8] { Array(image.pixels[(j * 100 + i) * 4 ..< (j * 100 + i) * 4 + 4]) }
        let one = pixel(3, 97), zero = pixel(0, 0)
        #expect(one != zero && one[3] == 255 && zero[3] == 255)
        #expect((0..<100).allSatisfy { j in (0..<100).allSatisfy { i in (i == 3 && j == 97) || pixel(i, j) == zero } })
        #expect(differing(raster(run), raster(marks)) <= 0.005)
        let svg = TestRender.renderer(run, width: 600, height: 300).svg()
        #expect(count("<image ", in: svg) == 1 && svg.contains("100 × 100 cells"))
        #expect(count("<image ", in: TestRender.renderer(marks, width: 600, height: 300).svg()) == 0)
    }
}
