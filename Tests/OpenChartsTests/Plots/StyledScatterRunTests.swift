import ChartPNG
import ChartScene
import Foundation
import OpenCharts
import Testing

/// Scatters styled per row by value drawn as one run of columns, against the same rows drawn as a
/// mark each (forced by a row modifier the run does not take: an opacity of 1 read per row).
@Suite("Scatters styled per row")
struct StyledScatterRunTests: RunPictureComparing {
    /// A sample from a survey of wells: where, how deep, and what rock.
    struct Well {
        var east: Double
        var north: Double
        var depth: Double
        var rock: String
        var one: CGFloat = 1
    }

    /// `n` wells at SplitMix64 places; the depth rises to the north with some noise.
    func wells(_ n: Int) -> [Well] {
        var random = SplitMix64(seed: 7)
        func next() -> Double { random.next() }
        let rocks = ["Chalk", "Clay", "Sandstone"]
        return (0..<n).map { _ in
            let e = next() * 100, n = next() * 50
            return Well(east: e, north: n, depth: n * 3 + next() * 10, rock: rocks[Swift.min(2, Int(saturating: next() * 3))])
        }
    }




    @Test("20,000 wells coloured by a continuous depth: one run matches a mark per row within the line test's tolerance")
    func continuousColour() {
        let rows = wells(20_000)
        let run = Chart {
            PointPlot(rows, x: .value("East", \.east), y: .value("North", \.north)).foregroundStyle(by: .value("Depth", \.depth))
        }
        let marks = Chart {
            PointPlot(rows, x: .value("East", \.east), y: .value("North", \.north)).foregroundStyle(by: .value("Depth", \.depth))
                .opacity(\.one)
        }
        #expect(differing(raster(run), raster(marks)) <= 0.005)
        let svg = TestRender.renderer(run, width: 600, height: 300).svg()
        let shapes = count("class=\"mark point\"", in: svg)
        // Colours are taken to 8 bits per component: at most one shape per level the gradient passes.
        #expect(shapes > 1 && shapes <= 3 * 256)
        let full = TestRender.renderer(marks, width: 600, height: 300).svg()
        #expect(count("class=\"mark point\"", in: full) > shapes)
        // The legend is the colour bar of the depths' whole range, as the marks give it.
        func legend(_ svg: String) -> Substring? {
            guard let r = svg.range(of: "<g class=\"legend\"") else { return nil }
            return svg[r.lowerBound...].prefix { $0 != "/" }
        }
        #expect(legend(svg) != nil && legend(svg) == legend(full))
    }

    @Test("symbol by rock and size by depth: one run matches a mark per row, one shape per symbol and size")
    func symbolAndSize() {
        let rows = wells(20_000)
        let run = Chart {
            PointPlot(rows, x: .value("East", \.east), y: .value("North", \.north))
                .symbol(by: .value("Rock", \.rock)).symbolSize(by: .value("Depth", \.depth))
        }
        let marks = Chart {
            PointPlot(rows, x: .value("East", \.east), y: .value("North", \.north))
                .symbol(by: .value("Rock", \.rock)).symbolSize(by: .value("Depth", \.depth)).opacity(\.one)
        }
        #expect(differing(raster(run), raster(marks)) <= 0.005)
        let svg = TestRender.renderer(run, width: 600, height: 300).svg()
        for rock in ["Chalk", "Clay", "Sandstone"] { #expect(svg.contains(rock)) }
        #expect(count("class=\"mark point\"", in: svg) < 3 * 2_000)
    }

    @Test("ForEach of PointMarks styled by value draws as the PointPlot does, byte for byte")
    func forEachMatchesPlot() {
        let rows = wells(12_000)
        let plot = TestRender.renderer(Chart {
            PointPlot(rows, x: .value("East", \.east), y: .value("North", \.north))
                .foregroundStyle(by: .value("Depth", \.depth)).symbol(by: .value("Rock", \.rock))
        }).svg()
        let forEach = TestRender.renderer(Chart {
            ForEach(Array(rows.enumerated()), id: \.offset) { _, w in
                PointMark(x: .value("East", w.east), y: .value("North", w.north))
                    .foregroundStyle(by: .value("Depth", w.depth)).symbol(by: .value("Rock", w.rock))
            }
        }).svg()
        #expect(plot == forEach)
        #expect(count("class=\"mark point\"", in: plot) < 3 * 768)
    }

    @Test("a row that is not like the first sends the ForEach down the ordinary path, and every row is drawn")
    func mixedRowsFallBack() {
        let rows = wells(9_000)
        let svg = TestRender.renderer(Chart {
            ForEach(Array(rows.enumerated()), id: \.offset) { i, w in
                if i == 4_000 {
                    PointMark(x: .value("East", w.east), y: .value("North", w.north)).foregroundStyle(.red)
                } else {
                    PointMark(x: .value("East", w.east), y: .value("North", w.north)).foregroundStyle(by: .value("Rock", w.rock))
                }
            }
        }).svg()
        // Three rocks and the red well.
        #expect(count("class=\"mark point\"", in: svg) == 4)
    }

    @Test("NaN places and NaN depths: the rows are skipped or drawn in the fallback colour, never a crash")
    func badValues() {
        var rows = wells(10_000)
        rows[3].east = .nan; rows[5].depth = .nan; rows[7].depth = .infinity; rows[9].north = -.infinity
        let chart = Chart {
            PointPlot(rows, x: .value("East", \.east), y: .value("North", \.north)).foregroundStyle(by: .value("Depth", \.depth))
        }
        let svg = TestRender.renderer(chart).svg()
        #expect(svg.contains("class=\"mark point\""))
        let again = TestRender.renderer(chart).svg()
        #expect(svg == again)
    }
}
