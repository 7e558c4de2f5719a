import Foundation
import OpenCharts

// begin source
struct LocationDetailsChart: View {
    @Binding var rawSelectedDate: Date?
    let data = seriesData

    func endOfDay(for date: Date) -> Date {
        dataCalendar.date(byAdding: .day, value: 1, to: date)!.addingTimeInterval(-1)
    }

    var selectedDate: Date? {
        guard let rawSelectedDate else { return nil }
        return data.first?.data.first(where: {
            let endOfDay = endOfDay(for: $0.weekday)
            return ($0.weekday ... endOfDay).contains(rawSelectedDate)
        })?.weekday
    }

    @ViewBuilder
    var valueSelectionPopover: some View {
        if let selectedDate {
            VStack(alignment: .leading) {
                Text("Average on \(selectedDate.formatted(.dateTime.weekday(.wide)))")
                    .font(.callout)
                    .foregroundStyle(.secondary)
                HStack(spacing: 12) {
                    ForEach(data, id: \.city) { series in
                        let sales = series.data.first { $0.weekday == selectedDate }?.sales ?? 0
                        VStack(alignment: .leading) {
                            Text(series.city).font(.caption).foregroundStyle(.secondary)
                            Text("\(sales) sold").font(.headline)
                        }
                    }
                }
            }
            .padding(6)
            .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 4))
        }
    }

    var body: some View {
        Chart {
            ForEach(data, id: \.city) { series in
                ForEach(series.data) { element in
                    LineMark(
                        x: .value("Day", element.weekday, unit: .day),
                        y: .value("Sales", element.sales)
                    )
                }
                .foregroundStyle(by: .value("City", series.city))
                .symbol(by: .value("City", series.city))
                .interpolationMethod(.catmullRom)
            }
            if let selectedDate {
                RuleMark(
                    x: .value("Selected", selectedDate, unit: .day)
                )
                .foregroundStyle(Color.gray.opacity(0.3))
                .offset(yStart: -10)
                .zIndex(-1)
                .annotation(
                    position: .top, spacing: 0,
                    overflowResolution: .init(
                        x: .fit(to: .chart),
                        y: .disabled
                    )
                ) {
                    valueSelectionPopover
                }
            }
        }
        .chartXSelection(value: $rawSelectedDate)
    }
}

struct LocationDetailsScreen: View {
    @State private var rawSelectedDate: Date?

    var body: some View {
        LocationDetailsChart(rawSelectedDate: $rawSelectedDate)
            .padding(.top, 90)
    }
}
// end source
