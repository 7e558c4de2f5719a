import ChartScene
import Testing
@testable import ChartEngine

@Suite("Dense scatters placed from columns")
struct MappedPointsTests {
    let plot = SceneRect(x: 40, y: 10, width: 300, height: 200)
    /// 0...10 across the plot, and 0...10 up it.
    let x = LinearScale(domainLo: 0, domainHi: 10, rangeStart: 40, rangeEnd: 340)
    let y = LinearScale(domainLo: 0, domainHi: 10, rangeStart: 210, rangeEnd: 10)

    func kept(_ xs: [Double], _ ys: [Double], cells: inout PixelCells, style: Int = 0) -> [ScenePoint] {
        var out: [ScenePoint] = []
        xs.withUnsafeBufferPointer { xb in
            ys.withUnsafeBufferPointer { yb in
                cells.insertMapped(style: style, xs: xb, ys: yb, rows: 0..<xs.count, x: x, y: y, dx: 0, dy: 0, into: &out)
            }
        }
        return out
    }

    @Test("rows mapped onto a pixel already holding one are dropped, rows that cannot be placed skipped")
    func keepsFirstPerPixel() {
        var cells = PixelCells(around: plot)
        // (1, 5) → (70, 110); (1.01, 4.99) → (70.3, 110.2), the same pixel; (2, 5) → (100, 110);
        // NaN has no place; (1, 5) again falls on its own pixel.
        let out = kept([1, 1.01, 2, .nan, 1], [5, 4.99, 5, 5, 5], cells: &cells)
        #expect(out.count == 2)
        #expect(abs(out[0].x - 70) < 1e-9 && abs(out[0].y - 110) < 1e-9)
        #expect(abs(out[1].x - 100) < 1e-9 && abs(out[1].y - 110) < 1e-9)
        // The pixels stay taken for points added one by one afterwards.
        let again = cells.insert(style: 0, x: 70.9, y: 110.9), next = cells.insert(style: 0, x: 71, y: 110)
        #expect(!again && next)
    }

    @Test("rows far off the plot, and styles past the bitmaps, are told apart as single points are")
    func farAndManyStyles() {
        var cells = PixelCells(around: plot)
        // -1e8 maps to 40 - 3e9, beyond the bitmaps; 0.5 apart in x is 15 points apart there.
        #expect(kept([-1e8, -1e8, -1e8 + 0.5], [5, 5, 5], cells: &cells).count == 2)
        var many = PixelCells(around: plot)
        #expect(kept([1, 1, 2], [5, 5, 5], cells: &many, style: 200).count == 2)
        let taken = many.insert(style: 200, x: 70.5, y: 110.5)
        #expect(!taken)
    }

    /// The shapes of a merger given `xs`, `ys` by `addMapped` on `threads`, or one point at a time when nil.
    func shapes(_ xs: [Double], _ ys: [Double], threads: Int?, before: [ScenePoint] = []) -> [SceneShape] {
        let style = DensePointMerger.Style(paint: .color(RGBA(hex: 0x007AFF)))
        var merger = DensePointMerger(plot: plot)
        merger.begin(mark: 0, order: 0, zIndex: 0)
        for p in before { merger.addPlain(p, style: style) }
        merger.begin(mark: 1, order: 1, zIndex: 0)
        if let threads {
            xs.withUnsafeBufferPointer { xb in
                ys.withUnsafeBufferPointer { yb in
                    merger.addMapped(xs: xb, ys: yb, x: x, y: y, dx: 0, dy: 0, plain: true, style: style, threads: threads)
                }
            }
        } else {
            for r in xs.indices {
                let c = ScenePoint(x.map(xs[r]), y.map(ys[r]))
                if c.x.isFinite && c.y.isFinite { merger.addPlain(c, style: style) }
            }
        }
        var nodes: [SceneNode] = [], drawn: [MarkRenderer.Drawn] = []
        merger.finish(into: &nodes, drawn: &drawn)
        return nodes.compactMap { if case .shape(let s) = $0 { return s } else { return nil } }
    }

    @Test("many rows on one or two threads keep the centres one point at a time keeps, in the same order")
    func sameOnTwoThreads() {
        // 600,000 rows cycling over 7 places 1 apart in x (30 points apart), the first row not finite.
        let n = 600_000
        let xs = (0..<n).map { $0 == 0 ? Double.nan : Double($0 % 7) }, ys = [Double](repeating: 5, count: n)
        let one = shapes(xs, ys, threads: 1), two = shapes(xs, ys, threads: 2), single = shapes(xs, ys, threads: nil)
        // Seven circles of six elements each, in one shape.
        #expect(one.count == 1 && one.first?.path.elements.count == 42)
        #expect(one == two && one == single)
        // A point added before on the pixel of x = 3 keeps that pixel: six circles more.
        let after = shapes(xs, ys, threads: 2, before: [ScenePoint(130.5, 110.5)])
        #expect(after.first?.path.elements.count == 42)
        #expect(after == shapes(xs, ys, threads: 1, before: [ScenePoint(130.5, 110.5)]))
        // Rows only in the second half still come after those of the first.
        let late = (0..<n).map { $0 < n / 2 ? 1.0 : 9.0 }
        let split = shapes(late, ys, threads: 2)
        #expect(split == shapes(late, ys, threads: nil) && split.first?.path.elements.count == 12)
    }

    @Test("a run knows whether its values are all finite, from the pass that finds its extents")
    func runFiniteness() {
        let run = MarkRun(xs: [3, -1, 2], ys: [0, 5, 5], rowCount: 3)
        #expect(run.isAllFinite && run.xExtent! == (-1, 3) && run.yExtent! == (0, 5))
        let holes = MarkRun(xs: [3, .nan, 2], ys: [0, 5, -.infinity], rowCount: 3)
        #expect(!holes.isAllFinite && holes.xExtent! == (2, 3) && holes.yExtent! == (0, 5))
        #expect(MarkRun.scan([.nan]).extent == nil && MarkRun.scan([]).allFinite)
        // The first of equal values stands: -0 before 0 gives a low end of -0.
        #expect(MarkRun.scan([-0.0, 0.0]).extent!.lo.sign == .minus)
        // A column scanned in two pieces, the second appended to the first, as in one pass.
        var first = ColumnScan(), second = ColumnScan()
        for v in [0.0, 4, .nan] { first.add(v) }
        for v in [-0.0, 7, -2, 7] { second.add(v) }
        first.append(second)
        #expect(first.extent! == (-2, 7) && !first.allFinite && first.notFinite == 1)
        var zeros = ColumnScan(), negative = ColumnScan()
        zeros.add(0); negative.add(-0.0)
        zeros.append(negative)
        #expect(zeros.extent!.lo.sign == .plus)
        // Scans handed to a run stand for the pass it would make.
        var xs = ColumnScan(), ys = ColumnScan()
        for v in [3.0, -1, 2] { xs.add(v) }
        for v in [0.0, 5, 5] { ys.add(v) }
        let scanned = MarkRun(xs: [3, -1, 2], ys: [0, 5, 5], rowCount: 3, scans: (xs, ys))
        #expect(scanned.isAllFinite && scanned.xExtent! == (-1, 3) && scanned.yExtent! == (0, 5))
    }
}
