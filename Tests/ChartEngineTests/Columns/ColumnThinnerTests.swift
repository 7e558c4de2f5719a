import ChartEngine
import Testing

@Suite("Column thinning")
struct ColumnThinnerTests {
    @Test("M4 keeps the first, lowest, highest and last row of each bucket, in row order")
    func keepsFourPerBucket() {
        // Twelve rows over x 0...11 in two buckets of width 5.5: rows 0–5 and 6–11.
        let x = (0..<12).map(Double.init)
        let y: [Double] = [5, 1, 9, 3, 4, 6, /* second bucket */ 2, 8, 0, 7, 3, 4]
        let kept = ColumnThinner.m4(x: x, y: y, rows: x.indices, buckets: 2)
        // Bucket 1: first 0, lowest 1 (y 1), highest 2 (y 9), last 5. Bucket 2: first 6, highest 7, lowest 8, last 11.
        #expect(kept == [0, 1, 2, 5, 6, 7, 8, 11])
    }

    @Test("few rows, or x that turns back, are kept whole")
    func keepsWhenNotThinnable() {
        let x: [Double] = [0, 1, 2, 3, 4, 5, 4, 3, 2, 1, 0]
        let y = x
        #expect(ColumnThinner.m4(x: x, y: y, rows: x.indices, buckets: 2) == Array(0..<11))
        #expect(ColumnThinner.m4(x: [0, 1], y: [0, 1], rows: 0..<2, buckets: 2) == [0, 1])
    }

    @Test("a row with a NaN is kept, so later stages report it")
    func keepsNonFiniteRows() {
        let x = (0..<12).map(Double.init)
        var y = [Double](repeating: 1, count: 12)
        y[3] = .nan
        let kept = ColumnThinner.m4(x: x, y: y, rows: x.indices, buckets: 2)
        #expect(kept.contains(3))
        #expect(kept.first == 0 && kept.last == 11)
    }

    @Test("series are thinned apart and their rows come back in row order")
    func seriesThinnedApart() {
        // Two interleaved series; each has too few rows to thin, so all come back.
        let x = (0..<10).map { Double($0 / 2) }, y = (0..<10).map(Double.init)
        let keys = (0..<10).map { $0 % 2 == 0 ? "Cupertino" : "Tokyo" }
        #expect(ColumnThinner.groups(keys, count: 10) == [[0, 2, 4, 6, 8], [1, 3, 5, 7, 9]])
        #expect(ColumnThinner.thinnedRows(x: x, y: y, seriesKeys: keys) == Array(0..<10))
    }

    @Test("a million rows thin to at most four per bucket")
    func millionRows() {
        let n = 1_000_000
        let x = (0..<n).map(Double.init), y = (0..<n).map { Double(($0 * 7919) % 1000) }
        let kept = ColumnThinner.thinnedRows(x: x, y: y, seriesKeys: nil)
        #expect(kept.count <= 4 * ColumnThinner.bucketCount)
        #expect(kept.first == 0 && kept.last == n - 1)
        #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 })
    }
}

@Suite("Function sampling")
struct FunctionSamplerTests {
    @Test("a straight line needs no more samples than the even ones")
    func straightLine() {
        let runs = FunctionSampler.sample(domain: 0...10, count: 11) { t in (t, 2 * t) }
        #expect(runs.count == 1)
        #expect(runs[0].count == 11)
        #expect(runs[0][5].x == 5 && runs[0][5].y == 10)
    }

    @Test("1/x breaks into two runs at zero")
    func breaksAtInfinity() {
        // Samples at -1, -0.5, 0, 0.5, 1: 1/0 is infinite.
        let runs = FunctionSampler.sample(domain: -1...1, count: 5) { t in (t, 1 / t) }
        #expect(runs.count == 2)
        #expect(runs[0].allSatisfy { $0.x < 0 } && runs[1].allSatisfy { $0.x > 0 })
    }

    @Test("a square root ends where it stops being defined")
    func sqrtHasOneRun() {
        let runs = FunctionSampler.sample(domain: -1...1, count: 9) { t in (t, t.squareRoot()) }
        #expect(runs.count == 1)
        #expect(runs[0].allSatisfy { $0.x >= 0 })
    }

    @Test("a curve gets extra samples where it bends")
    func refinesCurves() {
        let runs = FunctionSampler.sample(domain: 0...1, count: 3) { t in (t, t * t * t * t) }
        #expect(runs[0].count > 3)
        #expect(zip(runs[0], runs[0].dropFirst()).allSatisfy { $0.x < $1.x })
    }
}
