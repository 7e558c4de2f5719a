import Foundation
import OpenCharts

// begin source
struct RangeSelectionChart: View {
    @State private var rawSelectedRange: ClosedRange<Date>?
    let data = seriesData

    /// The whole days the dragged range touches.
    var selectedDays: ClosedRange<Date>? {
        guard let rawSelectedRange else { return nil }
        let first = dataCalendar.startOfDay(for: rawSelectedRange.lowerBound)
        let last = dataCalendar.startOfDay(for: rawSelectedRange.upperBound)
        return first ... last
    }

    var total: Int {
        guard let selectedDays else { return 0 }
        return data.flatMap(\.data).filter { selectedDays.contains($0.weekday) }.map(\.sales).reduce(0, +)
    }

    var body: some View {
        VStack(alignment: .leading) {
            if let selectedDays {
                Text("\(total) pancakes from \(selectedDays.lowerBound.formatted(.dateTime.weekday(.abbreviated))) to \(selectedDays.upperBound.formatted(.dateTime.weekday(.abbreviated)))")
                    .font(.headline)
            } else {
                Text("Drag across the chart to total a range").font(.headline).foregroundStyle(.secondary)
            }
            Chart {
                ForEach(data, id: \.city) { series in
                    ForEach(series.data) { element in
                        LineMark(
                            x: .value("Day", element.weekday, unit: .day),
                            y: .value("Sales", element.sales)
                        )
                    }
                    .foregroundStyle(by: .value("City", series.city))
                    .interpolationMethod(.catmullRom)
                }
                if let selectedDays {
                    RectangleMark(
                        xStart: .value("Start", selectedDays.lowerBound, unit: .day),
                        xEnd: .value("End", selectedDays.upperBound, unit: .day)
                    )
                    .foregroundStyle(Color.blue.opacity(0.12))
                    .zIndex(-1)
                }
            }
            .chartXSelection(range: $rawSelectedRange)
        }
    }
}
// end source
