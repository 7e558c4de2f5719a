import ChartEngine
import ChartScene
import Foundation
import Testing

@Suite("Runs: a long line carried as columns")
struct MarkRunTests {
    typealias F = EngineFixture

    /// A line of `ys` at x = 0, 1, 2, … as one mark carrying a run.
    func run(_ ys: [Double], rowCount: Int? = nil) -> MarkSpec {
        let xs = ys.indices.map(Double.init)
        var spec = MarkSpec(kind: .line, x: .value(F.number("Hour", xs[0])), y: .value(F.number("Load", ys[0])))
        spec.run = MarkRun(xs: xs, ys: ys, rowCount: rowCount ?? ys.count)
        return spec
    }

    /// The same line as a mark per row.
    func marks(_ ys: [Double]) -> [MarkSpec] {
        ys.indices.map { MarkSpec(kind: .line, x: .value(F.number("Hour", Double($0))), y: .value(F.number("Load", ys[$0]))) }
    }

    func points(_ d: Drawn) -> [ScenePoint] {
        d.shapes("mark line").first.map { shape in
            shape.path.elements.compactMap { e -> ScenePoint? in
                switch e {
                case .move(let p), .line(let p): return p
                default: return nil
                }
            }
        } ?? []
    }

    @Test("a run draws the line, axes and description its rows draw as marks")
    func sameAsMarks() {
        let load = [12.0, 18, 25, 40, 38, 52, 61, 58, 44, 30, 22, 15]
        let asRun = F.render([run(load)]), asMarks = F.render(marks(load))
        #expect(points(asRun).count == 12)
        #expect(points(asRun) == points(asMarks))
        #expect(asRun.texts("axis x").map(\.string) == asMarks.texts("axis x").map(\.string))
        #expect(asRun.texts("axis y").map(\.string) == asMarks.texts("axis y").map(\.string))
        #expect(asRun.output.summary == asMarks.output.summary)
        // Hours 0 to 11: the first point sits on the plot's leading edge, the highest (61) nearest the top.
        let first = points(asRun)[0], highest = points(asRun)[6]
        #expect(abs(first.x - asRun.plot.minX) < 1e-9)
        #expect(points(asRun).allSatisfy { $0.y >= highest.y })
    }

    @Test("an area's run fills from zero as its rows do as marks, and takes zero into the y domain")
    func areaSameAsMarks() {
        let load = [12.0, 18, 25, 40, 38, 52, 61, 58, 44, 30, 22, 15]
        var area = run(load)
        area.kind = .area
        let rows = marks(load).map { m -> MarkSpec in var m = m; m.kind = .area; return m }
        let asRun = F.render([area]), asMarks = F.render(rows)
        #expect(asRun.shapes("mark area").count == 1)
        #expect(asRun.shapes("mark area").first?.path.elements == asMarks.shapes("mark area").first?.path.elements)
        // Zero is in the domain, as an area's stack starts there: the lowest y label is "0".
        #expect(asRun.texts("axis y").map(\.string).first == "0")
        #expect(asRun.texts("axis y").map(\.string) == asMarks.texts("axis y").map(\.string))
    }

    @Test("an area's run beside another area stacks on it row by row, as marks")
    func areasStackAsMarks() {
        var a = run([10, 20, 30]), b = run([5, 5, 5])
        a.kind = .area; b.kind = .area
        b.series = F.category("Kind", "B")
        let d = F.render([a, b])
        // Expanded into marks: the two series stack, so the y domain reaches 35 (30 + 5).
        let top = d.texts("axis y").map(\.string).last.flatMap(Double.init) ?? 0
        #expect(top >= 35)
    }

    @Test("rows with NaN or infinity leave the run and are reported as the marks they were")
    func notFiniteRows() {
        let d = F.render([run([20, .nan, 35, .infinity, 50])])
        #expect(points(d).count == 3)
        #expect(d.output.warnings.map(\.message) == ["2 marks were skipped: NaN or infinite values cannot be placed on a scale."])
        #expect(d.output.summary.hasPrefix("A line chart of 3 points."))
    }

    @Test("on a log scale a run's rows of zero or less are left out with the marks' warning")
    func logScale() {
        var options = ChartOptions()
        options.yAxis.scale.type = .log
        let d = F.render([run([0, 10, 100, 1_000])], options: options)
        #expect(points(d).count == 3)
        #expect(d.output.warnings.map(\.message) == ["1 mark was skipped: a log scale has no place for values of zero or less."])
    }

    @Test("a thinned run is described by the rows it stands for, not the rows it kept")
    func describedByRowCount() {
        let d = F.render([run([3, 9, 1, 7], rowCount: 1_000_000)])
        #expect(d.output.summary.hasPrefix("A line chart of 1,000,000 points."))
        #expect(points(d).count == 4)
    }

    @Test("with categories asked for, a run becomes a mark per row and each value is a category")
    func categoriesExpand() {
        var options = ChartOptions()
        options.xAxis.scale.type = .category
        let d = F.render([run([5, 8, 6])], options: options)
        #expect(d.texts("axis x").map(\.string) == ["0", "1", "2"])
        #expect(points(d).count == 3)
    }

    @Test("a run's columns filter together and keep their extents")
    func filtering() {
        let r = MarkRun(xs: [1, 2, 3, 4], ys: [10, -5, .nan, 7], rowCount: 40)
        #expect(r.xExtent! == (1, 4) && r.yExtent! == (-5, 10))
        let (kept, removed) = r.filtered { $1.isFinite && $1 > 0 }
        #expect(removed == 2)
        #expect(kept?.xs == [1, 4] && kept?.ys == [10, 7])
        #expect(kept?.rowCount == 38)
        #expect(r.filtered { _, _ in false }.run == nil)
    }

    @Test("a run's row keeps the first row's label, unit and kind: a date stays a date")
    func rowsKeepTheirKind() {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        var spec = MarkSpec(kind: .line, x: .value(ValueSlot(label: "Day", value: .date(start), unit: .day)),
                            y: .value(F.number("Steps", 6_000)))
        spec.run = MarkRun(xs: [700_000_000, 700_086_400], ys: [6_000, 9_500], rowCount: 2)
        let second = spec.row(1)
        guard case .value(let x) = second.x, case .value(let y) = second.y else { Issue.record("not single values"); return }
        #expect(x.value == .date(Date(timeIntervalSinceReferenceDate: 700_086_400)))
        #expect(x.unit == .day && x.label == "Day")
        #expect(y.value == .number(9_500))
        #expect(second.run == nil && spec.rowCount == 2 && second.rowCount == 1)
    }
}

@Suite("Quartiles by selection")
struct QuartileSelectionTests {
    @Test("selecting the k-th smallest value gives what sorting would, duplicates and all")
    func selectMatchesHandSorted() {
        let values: [Double] = [7, 1, 5, 3, 9, 2, 8, 5, 5]
        let sorted: [Double] = [1, 2, 3, 5, 5, 5, 7, 8, 9]   // by hand
        for k in sorted.indices {
            var v = values
            #expect(SeriesStatistics.select(k, in: &v) == sorted[k], "k = \(k)")
            #expect(v[..<k].allSatisfy { $0 <= sorted[k] } && v[(k + 1)...].allSatisfy { $0 >= sorted[k] })
        }
    }

    @Test("a value past three interquartile ranges is an outlier; quartiles interpolate between neighbours")
    func outlierFences() {
        // Sorted 1…9 and 100: Q1 = 3 + 0.25 × (4 − 3) = 3.25, Q3 = 7 + 0.75 × (8 − 7) = 7.75, IQR 4.5,
        // upper fence 7.75 + 13.5 = 21.25: only 100 lies past it.
        let y: [Double] = [5, 100, 1, 9, 3, 7, 2, 8, 4, 6]
        let stats = SeriesStatistics(x: y.indices.map(Double.init), y: y)
        #expect(stats?.outliers == [1])
        // Moving 100 to 21 (inside the fence) leaves none.
        var inside = y
        inside[1] = 21
        #expect(SeriesStatistics(x: y.indices.map(Double.init), y: inside)?.outliers == [])
    }
}
