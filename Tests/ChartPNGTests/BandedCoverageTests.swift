@testable import ChartPNG
import ChartScene
import Foundation
import Testing

@Suite("Coverage of large shapes on two threads")
struct BandedCoverageTests {
    /// The coverage rows and spans the accumulator hands on for `contours` over `region`, added on `threads`.
    func swept(_ contours: Contours, region: IntRect, threads: Int) -> [Int: [UInt8]] {
        var acc = CoverageAccumulator()
        acc.reset(region)
        acc.add(contours, threads: threads)
        var rows: [Int: [UInt8]] = [:], coverage: [UInt8] = []
        acc.sweep(.nonZero, coverage: &coverage, row: { y, x0, row in
            var r = rows[y] ?? [UInt8](repeating: 0, count: region.width)
            for (i, c) in row.enumerated() { r[x0 - region.x0 + i] = c }
            rows[y] = r
        }, span: { y, x0, count, c in
            var r = rows[y] ?? [UInt8](repeating: 0, count: region.width)
            for i in 0..<count { r[x0 - region.x0 + i] = c }
            rows[y] = r
        })
        return rows
    }

    /// A circle of radius `r` about (cx, cy) as a polygon of `n` corners.
    func circle(_ cx: Double, _ cy: Double, _ r: Double, corners n: Int) -> Contours {
        var c = Contours()
        for i in 0..<n {
            let t = 2 * Double.pi * Double(i) / Double(n)
            c.append(ScenePoint(cx + r * cos(t), cy + r * sin(t)))
        }
        c.close()
        return c
    }

    @Test("a disc of 70,000 corners covers π r² and the same pixels on one thread or two")
    func discOnTwoThreads() {
        let region = IntRect(x0: 0, y0: 0, x1: 100, y1: 100)
        let disc = circle(50, 50, 40, corners: 70_000)
        let one = swept(disc, region: region, threads: 1), two = swept(disc, region: region, threads: 2)
        #expect(one == two)
        #expect(one[50]?[50] == 255 && one[50]?[95] == 0)
        // Across the row below the centre the disc runs from x = 50 - √(40² - 1) ≈ 10.01 to 89.99:
        // pixels 11...88 whole, 10 and 89 nearly.
        #expect(one[50].map { Array($0[11..<89]) } == [UInt8](repeating: 255, count: 78))
        #expect(one[50].map { $0[10] >= 250 && $0[10] < 255 && $0[89] >= 250 && $0[89] < 255 } == true)
        #expect(one[5] == nil)
        let area = one.values.reduce(0.0) { $0 + $1.reduce(0.0) { $0 + Double($1) / 255 } }
        // π · 40² = 5026.55; each edge pixel's byte is off by at most half a level.
        #expect(abs(area - Double.pi * 1600) < 1)
    }

    @Test("many overlapping squares, split at the middle of their points, sum as on one thread")
    func squaresOnTwoThreads() {
        var c = Contours()
        var seed: UInt64 = 1
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        // 20,000 squares 3.3 pixels wide at fractional places: 80,000 points.
        for _ in 0..<20_000 {
            let x = 2 + next() * 150, y = 2 + next() * 90 * next()
            c.append(ScenePoint(x, y)); c.append(ScenePoint(x + 3.3, y)); c.append(ScenePoint(x + 3.3, y + 3.3)); c.append(ScenePoint(x, y + 3.3))
            c.close()
        }
        let region = IntRect(x0: 0, y0: 0, x1: 160, y1: 100)
        let split = CoverageAccumulator.middleRow(c, oy: 0, height: 100)
        #expect(split > 1 && split < 99)
        #expect(swept(c, region: region, threads: 1) == swept(c, region: region, threads: 2))
    }

    @Test("whole numbers of non-negative coordinates, as the checked conversion gives them")
    func wholeNumbers() {
        for (v, n) in [(0.0, 0), (0.3, 0), (1, 1), (2.999, 2), (1_000_000.5, 1_000_000), (-0.5, 0), (-3.5, -3), (0x1p53, 9_007_199_254_740_992)] {
            #expect(CoverageAccumulator.whole(v) == n, "\(v)")
        }
        #expect(CoverageAccumulator.whole(.infinity) == Int.max && CoverageAccumulator.whole(.nan) == 0)
    }

    @Test("two halves run once each, on one thread or two")
    func twoHalves() {
        for threads in [1, 2] {
            var seen = [0, 0]
            seen.withUnsafeMutableBufferPointer { seen in
                TwoThreads.run(threads: threads) { half in seen[half] += 1 }
            }
            #expect(seen == [1, 1])
        }
    }
}
