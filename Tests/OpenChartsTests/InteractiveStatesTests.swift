import ChartHTML
import Foundation
@testable import OpenCharts
import Testing

/// Weekday sales of a food truck, Monday 2 May 2022 to Sunday 8 May 2022, in UTC.
private let utc: Calendar = {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC")!
    return c
}()
private let monday = utc.date(from: DateComponents(year: 2022, month: 5, day: 2))!
private struct DaySales: Identifiable {
    let day: Date
    let sales: Int
    var id: Date { day }
}
private let week = [54, 42, 88, 49, 42, 125, 67].enumerated().map { i, n in
    DaySales(day: utc.date(byAdding: .day, value: i, to: monday)!, sales: n)
}

/// The talk's selection chart: a rule and a label for the day under the pointer.
private struct WeekChart: View {
    @State var rawSelectedDate: Date?
    var selectedDay: DaySales? {
        guard let rawSelectedDate else { return nil }
        return week.first { utc.isDate($0.day, inSameDayAs: rawSelectedDate) }
    }
    var body: some View {
        Chart {
            ForEach(week) { LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales)) }
            if let selectedDay {
                RuleMark(x: .value("Selected", selectedDay.day, unit: .day))
                    .annotation(position: .top) { Text("\(selectedDay.sales) sold") }
            }
        }
        .chartXSelection(value: $rawSelectedDate)
    }
}

private func renderer<V: View>(_ view: V, width: Double = 400, height: Double = 300) -> ChartRenderer<V> {
    var r = ChartRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: width, height: height)
    r.locale = Locale(identifier: "en_US")
    r.calendar = utc
    r.timeZone = utc.timeZone
    return r
}

@Suite("Interactive states")
struct InteractiveStatesTests {
    @Test("hovering the talk's chart has one state per weekday, a seventh of the plot each")
    func weekdays() throws {
        let (_, plan, _) = try renderer(WeekChart()).interactive(idPrefix: "oc")
        let chart = try #require(plan.charts.first)
        let runs = try #require(chart.x)
        #expect(runs.states.count == 7)
        #expect(Set(runs.states).count == 7 && !runs.states.contains(0))
        let w = chart.plot.width / 7
        for (i, start) in runs.starts.enumerated() {
            #expect(abs(start - (chart.plot.minX + Double(i) * w)) < 0.01)
        }
        #expect(abs(runs.end - chart.plot.maxX) < 0.01)
        #expect(chart.keys == runs.states)
    }

    @Test("a state holds the user's rule and label, and leaves the base picture's other marks alone")
    func stateContent() throws {
        let (_, plan, _) = try renderer(WeekChart()).interactive(idPrefix: "oc")
        let wednesday = plan.states[try #require(plan.charts.first?.x?.states[2])]
        let markup = wednesday.changes.flatMap(\.items).compactMap { if case .markup(let m) = $0 { return m } else { return nil } }.joined()
        #expect(markup.contains("mark rule"))
        #expect(markup.contains("88 sold"))
        #expect(!markup.contains("mark line"))
    }

    @Test("after the states are found, the bindings hold what they held before")
    func restored() throws {
        let view = WeekChart(rawSelectedDate: week[4].day)
        _ = try renderer(view).html()
        #expect(view.rawSelectedDate == week[4].day)
    }

    @Test("the static SVG draws the selection the binding holds")
    func staticSelection() {
        let svg = renderer(WeekChart(rawSelectedDate: week[5].day)).svg()
        #expect(svg.contains("class=\"mark rule\""))
        #expect(svg.contains("125 sold"))
        #expect(!renderer(WeekChart()).svg().contains("class=\"mark rule\""))
    }

    @Test("a range selection has a state for each pair of days, first to last")
    func ranges() throws {
        struct RangeChart: View {
            @State var range: ClosedRange<Date>?
            var body: some View {
                Chart {
                    ForEach(week) { BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales)) }
                    if let range {
                        RectangleMark(xStart: .value("From", range.lowerBound, unit: .day), xEnd: .value("To", range.upperBound, unit: .day))
                    }
                }
                .chartXSelection(range: $range)
            }
        }
        let (_, plan, _) = try renderer(RangeChart()).interactive(idPrefix: "oc")
        let r = try #require(plan.charts.first?.xRange)
        #expect(r.edges.count == 8)
        let upper = (0..<7).flatMap { i in (i..<7).map { r.states[i * 7 + $0] } }
        #expect(upper.count == 28 && !upper.contains(0))
        #expect(Set(upper).count == 28)
    }

    @Test("angle selection on a donut changes state where each slice begins")
    func angles() throws {
        let values = [916, 850, 802, 753, 654, 618]
        struct Donut: View {
            let values: [Int]
            @State var angle: Int?
            var selected: Int? {
                guard let angle else { return nil }
                var sum = 0
                for (i, v) in values.enumerated() { sum += v; if angle < sum { return i } }
                return nil
            }
            var body: some View {
                Chart(Array(values.enumerated()), id: \.offset) { i, v in
                    SectorMark(angle: .value("Sales", v), innerRadius: .ratio(0.618))
                        .opacity(i == selected ? 1 : 0.3)
                }
                .chartAngleSelection(value: $angle)
            }
        }
        let (_, plan, _) = try renderer(Donut(values: values)).interactive(idPrefix: "oc")
        let runs = try #require(plan.charts.first?.angle)
        #expect(runs.states.count == 6)
        let total = Double(values.reduce(0, +))
        var sum = 0.0
        for (i, v) in values.enumerated() {
            // Each slice's run starts at the first whole degree inside it.
            #expect(abs(runs.starts[i] - (sum / total * 360).rounded(.down)) <= 1)
            sum += Double(v)
        }
    }

    @Test("a chartGesture's drag is run ahead for each day and sets the selection as the user's closure says")
    func gesture() throws {
        struct GestureChart: View {
            @State var raw: Date?
            var body: some View {
                Chart {
                    ForEach(week) { LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales)) }
                    if let raw { RuleMark(x: .value("Selected", raw, unit: .day)) }
                }
                .chartXSelection(value: $raw)
                .chartGesture { proxy in
                    DragGesture(minimumDistance: 0)
                        .onChanged { proxy.selectXValue(at: $0.location.x) }
                        .onEnded { _ in raw = nil }
                }
            }
        }
        let (_, plan, _) = try renderer(GestureChart()).interactive(idPrefix: "oc")
        let chart = try #require(plan.charts.first)
        let runs = try #require(chart.gesture)
        #expect(Set(runs.states).subtracting([0]).count == 7)
        #expect(chart.gestureEnd == 0)
    }

    @Test("a page keeps at most limits.maximumInteractiveStates states, and says so")
    func cap() throws {
        var r = renderer(WeekChart())
        r.limits.maximumInteractiveStates = 3
        let (_, plan, _) = try r.interactive(idPrefix: "oc")
        #expect(plan.states.count == 3)
        #expect(r.warnings.contains { $0.contains("keeps 3 states") })
        r.limits.maximumInteractiveStates = 0
        #expect(throws: InteractivePageError.self) { try r.html() }
    }

    @Test("two fragments on one page share no id")
    func fragments() throws {
        let a = try renderer(WeekChart()).htmlFragment(id: "weekly")
        let b = try renderer(WeekChart()).htmlFragment(id: "monthly")
        func ids(_ s: String) -> [String] {
            s.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        #expect(ids(a).allSatisfy { $0.hasPrefix("weekly") })
        #expect(ids(b).allSatisfy { $0.hasPrefix("monthly") })
        #expect(Set(ids(a)).isDisjoint(with: ids(b)))
        #expect(!a.contains("http://") || !a.contains("src="))
    }

    @Test("a view without charts, and a chart without data, still make a page, with nothing to show")
    func empty() throws {
        struct EmptySales: View {
            @State var raw: Date?
            var body: some View {
                VStack {
                    Text("No sales yet")
                    Chart { ForEach([DaySales]()) { LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales)) } }
                        .chartXSelection(value: $raw)
                        .chartScrollableAxes(.horizontal)
                        .chartXVisibleDomain(length: 3600 * 24 * 7)
                }
            }
        }
        let page = try renderer(EmptySales()).html()
        #expect(page.contains("No sales yet"))
        let (_, plan, _) = try renderer(EmptySales()).interactive(idPrefix: "oc")
        #expect(plan.states.count == 1)
        #expect(try renderer(Text("Hello")).html().contains("Hello"))
    }
}
