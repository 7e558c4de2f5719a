import ChartScene
import Foundation
import Testing
@testable import OpenCharts

@Suite("Two columns read in one pass")
struct ColumnPairTests {
    /// A sensor reading: a name between the two numbers, so neither lies at the start of a row.
    struct Reading {
        var at: Double
        var sensor: String
        var value: Double
    }

    @Test("x and y read together, on one thread or two, are the stored values row by row")
    func pairs() throws {
        let n = 300_000
        let rows = (0..<n).map { Reading(at: Double($0), sensor: "s", value: -Double($0) / 2) }
        let xo = try #require(MemoryLayout<Reading>.offset(of: \Reading.at)), yo = try #require(MemoryLayout<Reading>.offset(of: \Reading.value))
        for threads in [1, 2] {
            let pair = try #require(ColumnReader.directPair(rows, x: xo, y: yo, threads: threads))
            #expect(pair.xs.count == n && pair.ys.count == n)
            #expect(pair.xs[0] == 0 && pair.xs[n - 1] == 299_999 && pair.ys[150_001] == -75_000.5)
            #expect(pair.xs == (0..<n).map { Double($0) } && pair.ys == (0..<n).map { -Double($0) / 2 })
            // The extents found as the rows were read: 0...299,999 and -149,999.5...0, all finite.
            #expect(pair.scans.x.extent! == (0, 299_999) && pair.scans.y.extent! == (-149_999.5, 0))
            #expect(pair.scans.x.allFinite && pair.scans.y.allFinite)
        }
        // Data without contiguous storage is read a column at a time instead.
        #expect(ColumnReader.directPair((0..<10).lazy.map { Reading(at: Double($0), sensor: "", value: 0) }, x: xo, y: yo) == nil)
        #expect(ColumnReader.directPair([Reading](), x: xo, y: yo).map { $0.xs.isEmpty && $0.ys.isEmpty } == true)
    }

    @Test("a PointPlot of many rows draws the same picture whether its columns are read together or not")
    func samePicture() throws {
        let rows = (0..<20_000).map { i in Reading(at: Double(i % 97), sensor: "a", value: Double((i * 31) % 89)) }
        let together = TestRender.renderer(Chart { PointPlot(rows, x: .value("At", \.at), y: .value("Value", \.value)) }).svg()
        // A computed property has no stored place: read through the key path, a column at a time.
        let apart = TestRender.renderer(Chart { PointPlot(rows, x: .value("At", \.atCopy), y: .value("Value", \.valueCopy)) }).svg()
        #expect(together == apart)
        #expect(together.contains("class=\"mark point\""))
    }
}

extension ColumnPairTests.Reading {
    var atCopy: Double { at }
    var valueCopy: Double { value }
}
