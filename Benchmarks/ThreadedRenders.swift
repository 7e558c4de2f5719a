import Foundation
import OpenCharts

/// A server's report screen: a title, a bar chart of a month of days and a line of 200 readings.
/// Its data is made beforehand and its body calls nothing that checks its isolation, so it can be
/// built on any thread for the comparison below.
struct ThreadedReportScreen: View {
    let days: [ThreadedDay]
    let readings: [ThreadedDay]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Daily orders").font(.headline)
            Chart(days) { day in
                BarMark(x: .value("Day", day.date, unit: .day), y: .value("Orders", day.value))
            }
            .frame(height: 180)
            Chart(readings) { r in
                LineMark(x: .value("Time", r.date), y: .value("Latency", r.value))
            }
            .frame(height: 160)
        }
        .padding()
    }
}

struct ThreadedDay: Identifiable, Sendable {
    let id: Int
    let date: Date
    let value: Double
}

/// Renders the screen `renders` times spread over `threads` threads, to SVG and to 2x PNG, with
/// the views built on the main actor and, for comparison, on each render's own thread; the main
/// thread serves the main queue meanwhile, as an `async` server's does.
func runThreadedRenders(threads: Int, renders: Int) {
    let start = Date(timeIntervalSince1970: 1_767_225_600)
    var generator = SplitMix(state: 7)
    let days = (0..<30).map { ThreadedDay(id: $0, date: start.addingTimeInterval(Double($0) * 86_400), value: 40 + Double(generator.next() % 60)) }
    let readings = (0..<200).map { ThreadedDay(id: $0, date: start.addingTimeInterval(Double($0) * 600), value: 80 + Double(generator.next() % 40)) }
    let screen = ThreadedReportScreen(days: days, readings: readings)
    print("\(renders) renders of a report screen on \(threads) threads; wall time and renders per second (best of 3)")
    for (name, png) in [("SVG", false), ("2× PNG", true)] {
        for onMain in [false, true, false, true] {
            MainQueue.buildsOnMainActor = onMain
            var best = Double.infinity
            for _ in 0..<3 {
                let t0 = Date()
                DispatchQueue.concurrentPerform(iterations: threads) { t in
                    var r = ChartRenderer(content: screen)
                    r.proposedSize = ProposedViewSize(width: 600, height: nil)
                    r.locale = Locale(identifier: "en_US")
                    r.timeZone = TimeZone(identifier: "UTC")!
                    for _ in 0..<(renders / threads + (t < renders % threads ? 1 : 0)) {
                        if png { _ = try? r.png(scale: 2) } else { _ = r.svg() }
                    }
                }
                best = min(best, Date().timeIntervalSince(t0))
            }
            let label = onMain ? "views built on the main actor" : "views built on each render's thread"
            print(String(format: "  %@  %-38@ %8.1f ms  %7.1f renders/s", name, label, best * 1000, Double(renders) / best))
        }
    }
    MainQueue.buildsOnMainActor = true
}
