import Foundation
import OpenCharts

/// Pancakes sold each day of 2022: a year of made-up but steady numbers.
let yearOfSales: [(day: Date, sales: Int)] = (0..<365).map { i in
    let weekly = [0, 12, 18, 9, 27, 48, 40][i % 7]
    let seasonal = Int(saturating: 40 * sin(Double(i) / 365 * 2 * Double.pi))
    return (day: dataCalendar.date(byAdding: .day, value: i, to: date(2022, 1, 1))!, sales: 120 + weekly + seasonal + (i * 37) % 23)
}

// begin source
struct ScrollingSalesChart: View {
    @State private var scrollPosition = date(2022, 6, 1)
    @State private var rawSelectedDate: Date?
    let visibleDays = 30

    var salesInView: Int {
        let end = dataCalendar.date(byAdding: .day, value: visibleDays, to: scrollPosition)!
        return yearOfSales.filter { $0.day >= scrollPosition && $0.day < end }.map(\.sales).reduce(0, +)
    }

    var selectedDay: (day: Date, sales: Int)? {
        guard let rawSelectedDate else { return nil }
        let day = dataCalendar.startOfDay(for: rawSelectedDate)
        return yearOfSales.first { $0.day == day }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Total Sales").font(.callout).foregroundStyle(.secondary)
            Text("\(salesInView) pancakes").font(.title2.bold())
            Text("from \(scrollPosition.formatted(.dateTime.month().day()))")
                .font(.caption).foregroundStyle(.secondary)
            Chart {
                ForEach(yearOfSales, id: \.day) {
                    BarMark(
                        x: .value("Day", $0.day, unit: .day),
                        y: .value("Sales", $0.sales)
                    )
                }
                .foregroundStyle(.blue)
                if let selectedDay {
                    RuleMark(x: .value("Selected", selectedDay.day, unit: .day))
                        .foregroundStyle(Color.gray.opacity(0.3))
                        .zIndex(-1)
                        .annotation(position: .top, spacing: 2) {
                            Text("\(selectedDay.sales)").font(.caption.bold())
                        }
                }
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 3600 * 24 * visibleDays)
            .chartScrollPosition(x: $scrollPosition)
            .chartScrollTargetBehavior(
                .valueAligned(
                    matching: DateComponents(hour: 0),
                    majorAlignment: .matching(DateComponents(day: 1))))
            .chartXSelection(value: $rawSelectedDate)
        }
    }
}
// end source
