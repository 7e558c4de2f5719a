import Foundation
@testable import OpenCharts
import Testing

@Suite("Number and date bins") struct BinTests {
    @Test("bins over a range have nice sizes on multiples of the size: 0...100 in tens, 3.2...47.9 in tens from 0 to 50")
    func niceRanges() {
        #expect(NumberBins(range: 0.0...100, desiredCount: 10).thresholds == Array(stride(from: 0.0, through: 100, by: 10)))
        let b = NumberBins(range: 3.2...47.9, desiredCount: 5)
        #expect(b.thresholds == [0, 10, 20, 30, 40, 50])
        #expect(b.count == 5)
        #expect(NumberBins(range: 0.0...1, desiredCount: 5).thresholds == [0, 0.2, 0.4, 0.6, 0.8, 1])
    }

    @Test("a minimum stride wins over a finer nice size")
    func minimumStride() {
        let b = NumberBins(range: 0.0...1, desiredCount: 100, minimumStride: 0.1)
        #expect(b.count == 10)
        #expect(b.thresholds.first == 0 && b.thresholds.last == 1)
    }

    @Test("size and count make uniform bins from the lower bound; integers too")
    func uniform() {
        #expect(NumberBins(size: 2.5, range: 0.0...10).thresholds == [0, 2.5, 5, 7.5, 10])
        #expect(NumberBins(size: 4.0, range: 1.0...10).thresholds == [1, 5, 9, 13])
        #expect(NumberBins(range: 0.0...1, count: 4).thresholds == [0, 0.25, 0.5, 0.75, 1])
        #expect(NumberBins(range: 0...100, count: 4).thresholds == [0, 25, 50, 75, 100])
        #expect(NumberBins(size: 10, range: 0...35).thresholds == [0, 10, 20, 30, 40])
        #expect(NumberBins(range: 0...95, desiredCount: 10).thresholds == Array(stride(from: 0, through: 100, by: 10)))
    }

    @Test("bins over data follow Scott's rule: 1 to 10 give ⌈9·∛10 / (3.49·3.03)⌉ = 2 bins, 0..<5 and 5...10")
    func scott() {
        let b = NumberBins(data: (1...10).map(Double.init))
        #expect(b.thresholds == [0, 5, 10])
        #expect(NumberBins(data: [4.0, 4, 4]).count == 1)
        #expect(NumberBins(data: [Double]()).count == 1)
    }

    @Test("thresholds, index(for:), subscripts and ranges: the last bin holds its upper bound, the others do not")
    func collection() {
        let b = NumberBins(thresholds: [20.0, 0, 5, 5])
        #expect(b.thresholds == [0, 5, 20])
        #expect(Array(b.indices) == [0, 1])
        #expect(b[0].lowerBound == 0 && b[0].upperBound == 5)
        #expect(!b[0].contains(5) && b[1].contains(5) && b[1].contains(20))
        #expect(b.index(for: 4.99) == 0 && b.index(for: 5) == 1 && b.index(for: 20) == 1)
        #expect(b.index(for: -3) == 0 && b.index(for: 99) == 1)
        #expect(b.map(\.description) == ["0.0..<5.0", "5.0...20.0"])
        #expect(NumberBins(thresholds: [Double]()).isEmpty)
    }

    @Test("bad input makes one bin or none, never a crash or a runaway count")
    func badInput() {
        #expect(NumberBins(size: 0, range: 0.0...10).thresholds == [0, 10])
        #expect(NumberBins(size: -1, range: 0.0...10).count == 1)
        #expect(NumberBins(size: 1e-12, range: 0.0...10).count == 1)
        #expect(NumberBins(range: 0.0...Double.infinity, desiredCount: 10).isEmpty)
        #expect(NumberBins(range: 5.0...5, desiredCount: 10).thresholds == [5, 6])
        #expect(NumberBins(range: 0.0...1, count: -3).count == 1)
    }

    /// Gregorian in UTC, so that days start at midnight UTC.
    let utc = TestRender.calendar

    func date(_ d: Int, _ h: Int = 0) -> Date { utc.date(from: DateComponents(year: 2023, month: 6, day: d, hour: h))! }

    @Test("day bins start at the midnight before the range and end at the first midnight after it")
    func dayBins() {
        let b = DateBins(unit: .day, range: date(5, 9)...date(7, 18), calendar: utc)
        #expect(b.thresholds == [date(5), date(6), date(7), date(8)])
        #expect(b.index(for: date(6, 23)) == 1)
        let weeks = DateBins(unit: .day, by: 7, range: date(5)...date(20), calendar: utc)
        #expect(weeks.thresholds == [date(5), date(12), date(19), date(26)])
    }

    @Test("time-interval bins start at the range's start; a year in about four bins is quarters")
    func intervalAndNiceBins() {
        let hours = DateBins(timeInterval: 3600, range: date(5)...date(5).addingTimeInterval(9000))
        #expect(hours.thresholds.map { $0.timeIntervalSince(date(5)) } == [0, 3600, 7200, 10800])
        let jan1 = utc.date(from: DateComponents(year: 2023, month: 1, day: 1))!
        let dec31 = utc.date(from: DateComponents(year: 2023, month: 12, day: 31))!
        let quarters = DateBins(range: jan1...dec31, desiredCount: 4, calendar: utc)
        #expect(quarters.thresholds.map { utc.component(.month, from: $0) } == [1, 4, 7, 10, 1])
        #expect(DateBins(thresholds: [date(7), date(5)]).count == 1)
        #expect(DateBins(data: [], calendar: utc).isEmpty)
    }

    /// Resting heart rates of a month, in beats per minute.
    static let restingRates: [Double] = [58, 61, 63, 59, 66, 72, 64, 62, 60, 57, 69, 74, 65, 63, 61,
                                         67, 70, 62, 59, 64, 66, 68, 63, 61, 60, 65, 71, 58, 62, 64]

    @Test("a histogram of bins draws one bar per bin, edge to edge across its range, as tall as its count")
    func histogram() throws {
        let bins = NumberBins(range: 55.0...75, desiredCount: 4)
        #expect(bins.thresholds == [55, 60, 65, 70, 75])
        let counts = Dictionary(grouping: Self.restingRates) { bins.index(for: $0) }.mapValues(\.count)
        // By hand: 55..<60: 57, 58, 58, 59, 59 → 5; 60..<65: 14; 65..<70: 7; 70...75: 70, 71, 72, 74 → 4.
        #expect(counts == [0: 5, 1: 14, 2: 7, 3: 4])
        let r = try Rendered(Chart(counts.keys.sorted(), id: \.self) { i in
            BarMark(x: .value("Heart Rate", bins[i]), y: .value("Days", counts[i]!))
        }
        .chartXScale(domain: .automatic(includesZero: false)))
        let bars = r.boxes("mark bar")
        try #require(bars.count == 4)
        for (a, b) in zip(bars, bars.dropFirst()) { #expect(abs(a.maxX - b.minX) < 0.01, "\(a) \(b)") }
        #expect(abs(bars[1].height / bars[0].height - 14.0 / 5) < 0.01)
        #expect(abs(bars[0].width - bars[3].width) < 0.01)
        #expect(r.xLabels.contains("60") && r.xLabels.contains("70"), "\(r.xLabels)")
    }

    @Test("a Range value plots as a span too, and bars of one bin stack by series")
    func rangesStack() throws {
        let r = try Rendered(Chart {
            BarMark(x: .value("BPM", 60.0..<70), y: .value("Minutes", 30)).foregroundStyle(by: .value("Activity", "Walk"))
            BarMark(x: .value("BPM", 60.0..<70), y: .value("Minutes", 20)).foregroundStyle(by: .value("Activity", "Run"))
            BarMark(x: .value("BPM", 70.0..<80), y: .value("Minutes", 10)).foregroundStyle(by: .value("Activity", "Walk"))
        })
        let bars = r.boxes("mark bar")
        try #require(bars.count == 3)
        #expect(abs(bars[0].minY - bars[1].maxY) < 0.01, "the run stacks on the walk: \(bars)")
        #expect(abs(bars[0].maxX - bars[2].minX) < 0.01)
    }

    @Test("a day's bin plots on a date axis, each bar a day wide")
    func dateHistogram() throws {
        let bins = DateBins(unit: .day, range: date(5)...date(7, 12), calendar: utc)
        let r = try Rendered(Chart(Array(bins.indices), id: \.self) { i in
            BarMark(x: .value("Day", bins[i]), y: .value("Workouts", i + 1))
        })
        let bars = r.boxes("mark bar")
        try #require(bars.count == 3)
        #expect(abs(bars[0].maxX - bars[1].minX) < 0.01 && abs(bars[0].width - bars[2].width) < 0.02, "\(bars)")
    }
}
