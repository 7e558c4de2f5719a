import Foundation
import Testing
@testable import ChartEngine

/// Expected strides worked by hand from d3-time's tickInterval: target = span / count;
/// take the first candidate longer than the target or the one before it, whichever
/// has the smaller ratio to the target.
@Suite("TimeTicks.stride")
struct TimeStrideTests {
    private typealias T = ScaleTestCalendars

    private func stride(seconds span: TimeInterval, count: Int = 5) -> TimeStride {
        let lo = T.utc(2024, 6, 3)
        return TimeTicks.stride(from: lo, to: lo.addingTimeInterval(span), count: count)
    }

    @Test("one hour over 5 ticks steps by 15 minutes (target 12 min: 720/300 > 900/720)")
    func hour() {
        #expect(stride(seconds: 3_600) == TimeStride(component: .minute, count: 15))
    }

    @Test("one day over 5 ticks steps by 6 hours (target 4.8 h: 4.8/3 > 6/4.8)")
    func day() {
        #expect(stride(seconds: 86_400) == TimeStride(component: .hour, count: 6))
    }

    @Test("thirty days over 5 ticks steps by a week (target 6 d: 6/2 > 7/6)")
    func month() {
        #expect(stride(seconds: 30 * 86_400) == TimeStride(component: .weekOfYear, count: 1))
    }

    @Test("one year over 5 ticks steps by a quarter (target 73 d: 73/30 > 90/73)")
    func year() {
        #expect(stride(seconds: 365 * 86_400) == TimeStride(component: .month, count: 3))
    }

    @Test("ten years over 5 ticks step by 2 years (1-2-5 rule on 10.0 / 5 years)")
    func decade() {
        let s = TimeTicks.stride(from: T.utc(2020, 1, 1), to: T.utc(2030, 1, 1), count: 5)
        #expect(s == TimeStride(component: .year, count: 2))
    }

    @Test("a century over 5 ticks steps by 20 years")
    func century() {
        let s = TimeTicks.stride(from: T.utc(1950, 1, 1), to: T.utc(2050, 1, 1), count: 5)
        #expect(s == TimeStride(component: .year, count: 20))
    }

    @Test("five minutes over 10 ticks step by exactly 30 seconds")
    func seconds() {
        #expect(stride(seconds: 300, count: 10) == TimeStride(component: .second, count: 30))
    }

    @Test("an empty or reversed span, or a zero count, still gives a stride")
    func degenerate() {
        let lo = T.utc(2024, 1, 1)
        #expect(TimeTicks.stride(from: lo, to: lo, count: 5) == TimeStride(component: .second))
        #expect(TimeTicks.stride(from: lo.addingTimeInterval(86_400), to: lo, count: 5)
                == TimeStride(component: .hour, count: 6))
        #expect(TimeTicks.stride(from: lo, to: lo.addingTimeInterval(60), count: 0).count >= 1)
    }

    @Test("a quarter is three months; approximate durations use 30-day months")
    func normalized() {
        let quarter = TimeStride(component: .quarter)
        #expect(quarter.component == .month && quarter.count == 3)
        #expect(quarter.approximateDuration == 90 * 86_400)
        #expect(TimeStride(component: .weekOfYear).approximateDuration == 604_800)
        #expect(TimeStride(component: .hour, count: 0).count == 1)
    }
}
