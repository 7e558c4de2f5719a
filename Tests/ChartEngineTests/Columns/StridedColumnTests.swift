import ChartEngine
import Testing

@Suite("Column thinning in place")
struct StridedColumnTests {
    /// A row as an app stores it: the numbers M4 reads sit between other fields.
    struct Reading {
        var sensor: Int32
        var time: Double
        var flag: Bool
        var level: Double
    }

    func thin(_ rows: [Reading], buckets: Int) -> [Int] {
        rows.withUnsafeBytes { raw in
            let stride = MemoryLayout<Reading>.stride
            let x = StridedColumn(base: raw.baseAddress! + MemoryLayout<Reading>.offset(of: \.time)!, stride: stride)
            let y = StridedColumn(base: raw.baseAddress! + MemoryLayout<Reading>.offset(of: \.level)!, stride: stride)
            return ColumnThinner.m4(x: x, y: y, count: rows.count, buckets: buckets)
        }
    }

    @Test("M4 read in place keeps each bucket's first, lowest, highest and last row")
    func keepsFourPerBucketInPlace() {
        // Ten rows over x 0...9 in two buckets split at 4.5: rows 0–4 and 5–9.
        let levels: [Double] = [0, 5, -1, 3, 2, /* second bucket */ 7, 1, -4, 2, 0]
        let rows = levels.enumerated().map { Reading(sensor: 3, time: Double($0.offset), flag: true, level: $0.element) }
        // Bucket 1: first 0, highest 1 (5), lowest 2 (-1), last 4. Bucket 2: first and highest 5 (7), lowest 7 (-4), last 9.
        #expect(thin(rows, buckets: 2) == [0, 1, 2, 4, 5, 7, 9])
    }

    @Test("read in place, a row with a NaN is kept and x that turns back keeps every row")
    func keepsNonFiniteAndTurningRows() {
        var rows = (0..<10).map { Reading(sensor: 1, time: Double($0), flag: false, level: 1) }
        rows[6].level = .nan
        #expect(thin(rows, buckets: 2).contains(6))
        rows[6].level = 1
        rows[7].time = 2
        #expect(thin(rows, buckets: 2) == Array(0..<10))
    }

    @Test("M4 fed a row at a time keeps what M4 over the whole column keeps, and gives up where x turns back")
    func risingThinnerMatches() {
        let levels: [Double] = [0, 5, -1, 3, 2, 7, 1, -4, 2, 0]
        var m4 = RisingThinner(from: 0, to: 9, buckets: 2)!
        var accepted = 0
        for (r, y) in levels.enumerated() where m4.add(r, x: Double(r), y: y) { accepted += 1 }
        #expect(accepted == levels.count)
        let kept = m4.finish()
        #expect(kept.rows == [0, 1, 2, 4, 5, 7, 9])
        #expect(kept.x == [0, 1, 2, 4, 5, 7, 9])
        #expect(kept.y == [0, 5, -1, 2, 7, -4, 0])
        var turning = RisingThinner(from: 0, to: 9, buckets: 2)!
        let first = turning.add(0, x: 0, y: 1), second = turning.add(1, x: 3, y: 1)
        let back = turning.add(2, x: 2, y: 1), missing = turning.add(3, x: 4, y: .nan)
        #expect(first && second)
        #expect(!back && !missing)
        #expect(RisingThinner(from: 5, to: 5) == nil)
    }

    @Test("M4 fed in chunks keeps the rows it keeps fed a row at a time, and stops where x turns back")
    func chunkedThinnerMatches() {
        // Buckets over 0…9 split at 4.5: rows 0–4 then 5–9. Per bucket the first, lowest, highest and last,
        // by hand: 0 (first), 1 (5, highest), 2 (−1, lowest), 4 (last); 5 (first and highest), 7 (−4), 9 (last).
        let levels: [Double] = [0, 5, -1, 3, 2, 7, 1, -4, 2, 0]
        let xs = levels.indices.map(Double.init)
        for chunk in [1, 3, 4, 10] {
            var m4 = RisingThinner(from: 0, to: 9, buckets: 2)!
            var start = 0
            while start < levels.count {
                let n = min(chunk, levels.count - start)
                let ok = xs.withUnsafeBufferPointer { x in
                    levels.withUnsafeBufferPointer { y in
                        m4.add(n, from: start, x: StridedColumn(base: x.baseAddress! + start, stride: 8),
                               y: StridedColumn(base: y.baseAddress! + start, stride: 8))
                    }
                }
                #expect(ok)
                start += n
            }
            let kept = m4.finish()
            #expect(kept.rows == [0, 1, 2, 4, 5, 7, 9], "chunks of \(chunk)")
            #expect(kept.y == [0, 5, -1, 2, 7, -4, 0], "chunks of \(chunk)")
        }
        var turning = RisingThinner(from: 0, to: 9, buckets: 2)!
        let back: [Double] = [0, 3, 2, 4]
        let ok = back.withUnsafeBufferPointer { x in
            levels.withUnsafeBufferPointer { y in
                turning.add(4, from: 0, x: StridedColumn(base: x.baseAddress!, stride: 8), y: StridedColumn(base: y.baseAddress!, stride: 8))
            }
        }
        #expect(!ok)
    }
}
