import Foundation
@testable import OpenCharts
import Testing

/// Thirty days of steps from 1 June 2024 (UTC), one bar a day.
private struct DaySteps: Identifiable {
    let day: Date
    let steps: Int
    var id: Date { day }

    static let june: Date = Date(timeIntervalSince1970: 1_717_200_000)  // 2024-06-01 00:00 UTC
    static let month: [DaySteps] = (0..<30).map { DaySteps(day: june.addingTimeInterval(Double($0) * 86_400), steps: 4_000 + ($0 * 1_337) % 6_000) }
}

/// A week at a time, its leading edge bound and shown, as apps write a scrolling history;
/// resting on whole days of UTC, as the WWDC23 chart rests on whole days, when asked.
private struct BoundStepHistory: View {
    var restsOnDays = false
    @State private var start = DaySteps.june

    var body: some View {
        VStack {
            Text("From " + String(format: "%.0f", start.timeIntervalSince1970))
            if restsOnDays {
                chart.chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0)))
            } else {
                chart
            }
        }
        .frame(width: 360)
        .environment(\.calendar, {
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC")!
            return utc
        }())
    }

    var chart: some View {
        Chart(DaySteps.month) { d in
            BarMark(x: .value("Day", d.day, unit: .day), y: .value("Steps", d.steps))
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 7 * 86_400)
        .chartScrollPosition(x: $start)
        .frame(height: 220)
    }
}

/// The same chart with no binding: the session keeps where it was scrolled.
private struct FreeStepHistory: View {
    var body: some View {
        Chart(DaySteps.month) { d in
            BarMark(x: .value("Day", d.day, unit: .day), y: .value("Steps", d.steps))
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 7 * 86_400)
        .frame(width: 360, height: 220)
    }
}

/// Drags the pointer across the chart target by `dx` points, from its middle.
private func drag(_ session: ScreenSession, _ chart: ScreenSession.TargetInfo, by dx: Double) {
    let x = chart.x + chart.width / 2, y = chart.y + chart.height / 2
    session.handle(.pointer(.down, x: x, y: y))
    session.handle(.pointer(.move, x: x + dx / 2, y: y))
    session.handle(.pointer(.move, x: x + dx, y: y))
    session.handle(.pointer(.up, x: x + dx, y: y))
}

@Suite struct LiveScrollTests {
    @Test func aDragScrollsTheWindowAndWritesItsLeadingEdgeToTheBinding() throws {
        let session = ScreenSession { BoundStepHistory() }
        let first = session.render(width: 360)
        #expect(first.svg.contains("From 1717200000"))
        let chart = try #require(first.targets.first { $0.kind == "chart" })
        // Half the window's width to the left: the window moves three and a half days later.
        drag(session, chart, by: -chart.width / 2)
        let after = session.render(width: 360).svg
        let shown = try #require(after.firstMatch(of: /From (\d+)/).map { Double(String($0.1))! })
        let onePoint = 7 * 86_400 / chart.width
        #expect(abs(shown - (1_717_200_000 + 3.5 * 86_400)) <= onePoint)
        // A drag to the right past the start stops at the first day.
        let again = try #require(session.render(width: 360).targets.first { $0.kind == "chart" })
        drag(session, again, by: chart.width * 3)
        #expect(session.render(width: 360).svg.contains("From 1717200000"))
    }

    @Test func theWheelScrollsTheWindowAndItRestsWhenTheWheelStops() throws {
        let session = ScreenSession { BoundStepHistory(restsOnDays: true) }
        let chart = try #require(session.render(width: 360).targets.first { $0.kind == "chart" })
        #expect(chart.flags & 16 != 0)
        let x = chart.x + chart.width / 2, y = chart.y + chart.height / 2
        // Two turns of a fifth of the window each: 2.8 days on, resting at three.
        #expect(session.handle(.wheel(x: x, y: y, delta: chart.width / 5)))
        _ = session.render(width: 360)
        #expect(session.handle(.wheel(x: x, y: y, delta: chart.width / 5)))
        _ = session.render(width: 360)
        #expect(session.handle(.wheel(x: x, y: y, delta: 0)))
        #expect(session.render(width: 360).svg.contains("From \(1_717_200_000 + 3 * 86_400)"))
        // Outside the chart the wheel reaches nothing.
        #expect(!session.handle(.wheel(x: 1, y: 1, delta: 50)))
    }

    @Test func onReleaseTheWindowRestsOnTheNearestMatchingDate() throws {
        let session = ScreenSession { BoundStepHistory(restsOnDays: true) }
        let chart = try #require(session.render(width: 360).targets.first { $0.kind == "chart" })
        // 0.4 of a seven-day window is 2.8 days: the nearest midnight is three days on.
        drag(session, chart, by: -chart.width * 0.4)
        #expect(session.render(width: 360).svg.contains("From \(1_717_200_000 + 3 * 86_400)"))
    }

    @Test func aChartWithoutABindingKeepsWhereItWasScrolled() throws {
        let session = ScreenSession { FreeStepHistory() }
        let first = session.render(width: 360)
        let chart = try #require(first.targets.first { $0.kind == "chart" })
        // Far to the left: the window ends at the last day, 30 June, and stays there.
        drag(session, chart, by: -chart.width * 10)
        let after = session.render(width: 360).svg
        #expect(after != first.svg)
        #expect(session.render(width: 360).svg == after)
        let labels = after.matches(of: /<text[^>]*>([^<]*)<\/text>/).map { String($0.1) }
        #expect(labels.contains { $0.contains("30") } || labels.contains { $0.contains("29") })
        #expect(!labels.contains("Jun 1") && !labels.contains("1 Jun"))
    }
}
