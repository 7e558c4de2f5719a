import Foundation
import OpenCharts

// The heat-map and per-row-styled scatter cases of `--peer` (see PeerCases.swift): a grid of
// `RectangleMark`s coloured by a reading, as Apple's heat-map samples write it, and a scatter of
// `PointMark`s coloured by a value in a `ForEach`. `Benchmarks/peer_matplotlib.py` draws the same
// grid with `pcolormesh` and the same points with `ax.scatter(c=…)`.

/// One cell of a heat map: its column, its row and the reading.
struct HeatCell { var column: Int; var row: Int; var reading: Double }

/// A `side` × `side` grid, row after row, of the field both sides draw:
/// `sin(x)·cos(y) + 0.3·sin(x·y)` with x over 0...6 and y over 0...4.
func heatGrid(_ side: Int) -> [HeatCell] {
    var cells: [HeatCell] = []
    cells.reserveCapacity(side * side)
    for j in 0..<side {
        for i in 0..<side {
            let x = Double(i) / Double(side) * 6, y = Double(j) / Double(side) * 4
            cells.append(HeatCell(column: i, row: j, reading: sin(x) * cos(y) + 0.3 * sin(x * y)))
        }
    }
    return cells
}

/// The grid the heat-map cases draw, made before any render is timed.
nonisolated(unsafe) var peerHeatCells: [HeatCell] = []

/// The bytes of one render of a heat-map or styled-scatter case, or `nil` for another name.
func peerStyledRender(_ name: String, _ points: [XY]) -> Data? {
    func heatMap() -> some View {
        Chart {
            ForEach(peerHeatCells, id: \.column) { c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row), width: .ratio(1), height: .ratio(1))
                    .foregroundStyle(by: .value("Reading", c.reading))
            }
        }
    }
    switch name {
    case "heatmap-png2":
        return try? peerRenderer(heatMap()).png(scale: 2)
    case "heatmap-plot-png2":
        return try? peerRenderer(Chart {
            RectanglePlot(peerHeatCells, x: .value("Column", \.column), y: .value("Row", \.row), width: .ratio(1), height: .ratio(1))
                .foregroundStyle(by: .value("Reading", \.reading))
        }).png(scale: 2)
    case "heatmap-interval-png2":
        return try? peerRenderer(Chart {
            ForEach(peerHeatCells, id: \.column) { c in
                RectangleMark(xStart: .value("Column", c.column), xEnd: .value("Column", c.column + 1),
                              yStart: .value("Row", c.row), yEnd: .value("Row", c.row + 1))
                    .foregroundStyle(by: .value("Reading", c.reading))
            }
        }).png(scale: 2)
    case "heatmap-nested-png2":
        // Rows of columns, as a grid is often written: one `ForEach` per row inside one over the rows.
        let side = Int(saturating: Double(peerHeatCells.count).squareRoot().rounded())
        return try? peerRenderer(Chart {
            ForEach(0..<side, id: \.self) { j in
                ForEach(0..<side, id: \.self) { i in
                    RectangleMark(x: .value("Column", i), y: .value("Row", j), width: .ratio(1), height: .ratio(1))
                        .foregroundStyle(by: .value("Reading", peerHeatCells[j * side + i].reading))
                }
            }
        }).png(scale: 2)
    case "heatmap-auto-png2", "heatmap-auto-svg":
        // Cells of a rectangle's automatic size (0.7 of the step), a gap between each two.
        let chart = Chart {
            ForEach(peerHeatCells, id: \.column) { c in
                RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row))
                    .foregroundStyle(by: .value("Reading", c.reading))
            }
        }
        return name.hasSuffix("svg") ? Data(peerRenderer(chart).svg().utf8) : try? peerRenderer(chart).png(scale: 2)
    case "heatmap-svg":
        return Data(peerRenderer(heatMap()).svg().utf8)
    case "heatmap-pdf":
        return try? peerRenderer(heatMap()).pdf()
    case "scatter-colored-foreach-png2":
        return try? peerRenderer(Chart {
            ForEach(points, id: \.x) { p in PointMark(x: .value("X", p.x), y: .value("Y", p.y)).foregroundStyle(by: .value("Value", p.y)) }
        }).png(scale: 2)
    default:
        return nil
    }
}
