import ChartPNG
import ChartScene
import Foundation
import OpenCharts
import Testing

/// One day of one region's visits.
struct RegionVisits {
    var day: Date
    var region: String
    var visits: Double
}

@Suite("Areas stacked on areas, of many rows per series, stacked in columns")
struct StackedAreaRunTests: RunPictureComparing {
    /// `days` days of visits for each region (a random walk each, SplitMix64), from 1 January 2024,
    /// the regions' rows one after another. `shifted` moves the second region's days by half a day.
    func visits(days: Int, regions: [String] = ["Americas", "Europe", "Asia"], shifted: Bool = false) -> [RegionVisits] {
        var random = SplitMix64(seed: 23)
        let start = TestRender.date(2024, 1, 1)
        var rows: [RegionVisits] = []
        for (r, region) in regions.enumerated() {
            var level = 50.0 + Double(r) * 20
            for d in 0..<days {
                level = max(1, level + random.next() * 4 - 2)
                let offset = shifted && r == 1 ? 43_200.0 : 0
                rows.append(RegionVisits(day: start.addingTimeInterval(Double(d) * 3_600 + offset), region: region, visits: level))
            }
        }
        return rows
    }

    func plot(_ rows: [RegionVisits], _ stacking: MarkStackingMethod) -> some View {
        Chart {
            AreaPlot(rows, x: .value("Hour", \.day), y: .value("Visits", \.visits), stacking: stacking)
                .foregroundStyle(by: .value("Region", \.region))
        }
    }

    func marks(_ rows: [RegionVisits], _ stacking: MarkStackingMethod) -> some View {
        Chart {
            ForEach(rows.indices, id: \.self) { i in
                AreaMark(x: .value("Hour", rows[i].day), y: .value("Visits", rows[i].visits), stacking: stacking)
                    .foregroundStyle(by: .value("Region", rows[i].region))
            }
        }
    }

    @Test("Three series of 10,000 rows stacked standard, normalized and centred: one area each, the picture of an area mark per row",
          arguments: [MarkStackingMethod.standard, .normalized, .center])
    func stackedLikeMarks(_ stacking: MarkStackingMethod) {
        let rows = visits(days: 10_000)
        let svg = TestRender.renderer(plot(rows, stacking)).svg()
        #expect(count("class=\"mark area\"", in: svg) == 3)
        // Thinned per series after stacking: far fewer points than the 30,000 rows.
        #expect(svg.utf8.count < 1_000_000)
        #expect(differing(raster(plot(rows, stacking)), raster(marks(rows, stacking))) <= 0.005)
    }

    @Test("Series whose x values differ are stacked row by row, as marks are")
    func differentPositions() {
        let rows = visits(days: 3_000, shifted: true)
        #expect(differing(raster(plot(rows, .standard)), raster(marks(rows, .standard))) <= 0.005)
    }

    @Test("Normalized stacks fill the plot to 1: the y axis ends at 1, whatever the totals")
    func normalizedAxis() {
        let rows = visits(days: 10_000)
        let svg = TestRender.renderer(plot(rows, .normalized)).svg()
        // Apple labels a normalized axis 0 to 1 in steps (here 0.2): 1 is the last label, 1.2 is none.
        #expect(svg.contains(">1<") || svg.contains(">1.0<"))
        #expect(!svg.contains(">1.2<"))
    }

    @Test("A stack whose total runs past the largest number warns of each row that cannot be placed, as marks do")
    func overflowWarns() {
        // Two regions of 10,000 hours at 10³⁰⁸ each: the first region's segments end at 10³⁰⁸, the second's
        // at 2 × 10³⁰⁸, past the largest double, at every hour: 10,000 rows cannot be placed.
        let start = TestRender.date(2024, 1, 1)
        let rows = ["Americas", "Europe"].flatMap { region in
            (0..<10_000).map { d in RegionVisits(day: start.addingTimeInterval(Double(d) * 3_600), region: region, visits: 1e308) }
        }
        let warning = "10000 stacked marks were skipped: the stack's total is too large to place on a scale."
        func warnings(_ view: some View) -> [String] {
            let r = TestRender.renderer(view)
            _ = r.svg()
            return r.warnings
        }
        let plotted = warnings(plot(rows, .standard))
        #expect(plotted.contains(warning), "\(plotted)")
        #expect(plotted == warnings(marks(rows, .standard)))
        // Centred, the shift is infinite too and the segments stay where they overflowed; normalized, the
        // total is infinite and every segment is 0...0, so nothing is skipped, by either path.
        #expect(warnings(plot(rows, .center)).contains(warning))
        let normalized = warnings(plot(rows, .normalized))
        #expect(!normalized.contains { $0.contains("stacked mark") })
        #expect(normalized == warnings(marks(rows, .normalized)))
    }
}
