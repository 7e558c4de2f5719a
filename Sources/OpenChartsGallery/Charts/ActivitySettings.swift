import Foundation
import OpenCharts

// begin source
enum ActivityPeriod: String, CaseIterable {
    case week = "Week", month = "Month", year = "Year"
}

struct DailySteps: Identifiable {
    let day: String
    let steps: Int
    var id: String { day }
}

struct ActivitySettings: View {
    @State private var period = ActivityPeriod.week
    @State private var showAverage = true
    @State private var dayCount = 5

    let week: [DailySteps] = [
        .init(day: "Mon", steps: 8_214), .init(day: "Tue", steps: 10_422), .init(day: "Wed", steps: 6_903),
        .init(day: "Thu", steps: 12_130), .init(day: "Fri", steps: 9_318), .init(day: "Sat", steps: 14_820),
        .init(day: "Sun", steps: 4_712),
    ]

    var average: Double {
        let shown = week.prefix(dayCount)
        return Double(shown.map(\.steps).reduce(0, +)) / Double(max(1, shown.count))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Label("Activity", systemImage: "figure.walk")
                .font(.headline)
                .foregroundStyle(.tint)
            Picker("Period", selection: $period) {
                ForEach(ActivityPeriod.allCases, id: \.self) { period in
                    Text(period.rawValue).tag(period)
                }
            }
            .pickerStyle(.segmented)
            Toggle("Show Average", isOn: $showAverage)
            Stepper("Days: \(dayCount)", value: $dayCount, in: 1...7)
            Chart {
                ForEach(week.prefix(dayCount)) { day in
                    BarMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
                }
                if showAverage {
                    RuleMark(y: .value("Average", average))
                        .foregroundStyle(.orange)
                }
            }
            .frame(height: 200)
            .padding()
            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
            HStack {
                Image(systemName: "flame.fill")
                    .foregroundStyle(.orange)
                Text("Streak: 12 days")
                Spacer()
                Text("Goals")
                    .foregroundStyle(.secondary)
                Image(systemName: "chevron.right")
                    .foregroundStyle(.tertiary)
            }
        }
        .padding()
        .background(Color(.systemGroupedBackground))
    }
}
// end source
