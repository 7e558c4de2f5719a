import Foundation
import OpenCharts

// Chart screens written as iOS apps write them: a navigation title around a list of sections,
// controls beside the chart, models loaded on appear, branches in bodies. Each compiles with only
// `import OpenCharts` (Foundation comes with it, as with SwiftUI) and renders without warnings.

// MARK: - Data shaped like real apps'

/// The calendar the fixtures are written in, so every machine builds the same dates.
let fixtureCalendar: Calendar = {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "America/Los_Angeles")!
    return c
}()

func day(_ y: Int, _ m: Int, _ d: Int, hour: Int = 0) -> Date {
    fixtureCalendar.date(from: DateComponents(year: y, month: m, day: d, hour: hour))!
}

struct StepCount: Identifiable {
    let date: Date
    let steps: Int
    var id: Date { date }
}

/// Steps over two weeks of November 2026.
let stepHistory: [StepCount] = [8_412, 10_233, 6_120, 12_907, 9_450, 4_310, 3_980, 11_002, 9_876, 7_654, 13_210, 8_001, 5_432, 6_789]
    .enumerated().map { StepCount(date: fixtureCalendar.date(byAdding: .day, value: $0.offset, to: day(2026, 11, 2))!, steps: $0.element) }

struct HeartRateRange: Identifiable {
    let weekday: Date
    let low: Int
    let high: Int
    var id: Date { weekday }
}

let heartRates: [HeartRateRange] = [(58, 141), (61, 128), (55, 152), (63, 119), (57, 163), (60, 134), (59, 122)]
    .enumerated().map { HeartRateRange(weekday: fixtureCalendar.date(byAdding: .day, value: $0.offset, to: day(2026, 11, 16))!, low: $0.element.0, high: $0.element.1) }

struct StockQuote: Identifiable {
    let date: Date
    let close: Double
    var id: Date { date }
}

let stockQuotes: [StockQuote] = [182.5, 184.1, 183.2, 186.9, 189.4, 188.0, 191.2, 190.4, 193.8, 195.1, 192.7, 196.3, 198.0, 197.2, 199.9, 201.4, 200.1, 203.6, 205.2, 204.0]
    .enumerated().map { StockQuote(date: fixtureCalendar.date(byAdding: .day, value: $0.offset, to: day(2026, 10, 1))!, close: $0.element) }

struct ExpenseCategory: Identifiable, Hashable {
    let name: String
    let amount: Double
    var id: String { name }
}

let expenses: [ExpenseCategory] = [
    .init(name: "Rent", amount: 1_850), .init(name: "Groceries", amount: 612.4),
    .init(name: "Transport", amount: 243.1), .init(name: "Dining", amount: 388.9),
    .init(name: "Utilities", amount: 171.5),
]

enum StepsPeriod: String, CaseIterable, Identifiable {
    case week = "Week", month = "Month", year = "Year"
    var id: Self { self }
}

struct CityTemperature: Identifiable {
    let city: String
    let month: Date
    let celsius: Double
    var id: String { city + "\(month.timeIntervalSince1970)" }
}

let cityTemperatures: [CityTemperature] = {
    let cities: [(String, [Double])] = [
        ("Tokyo", [5.4, 6.1, 9.4, 14.3, 18.8, 21.9, 25.7, 26.9, 23.3, 18.0, 12.5, 7.7]),
        ("Lisbon", [11.6, 12.6, 14.9, 16.2, 18.7, 22.0, 23.6, 24.0, 22.5, 19.3, 15.2, 12.6]),
        ("Chicago", [-4.6, -2.8, 3.2, 9.3, 15.1, 20.6, 23.3, 22.4, 18.3, 11.8, 4.6, -1.3]),
    ]
    return cities.flatMap { city, values in
        values.enumerated().map { CityTemperature(city: city, month: day(2025, $0.offset + 1, 1), celsius: $0.element) }
    }
}()

// MARK: - Screens

/// 1. A List of Sections, each with a chart, a Toggle and a Picker; a navigation title.
struct StepsActivityScreen: View {
    @State private var showAverage = true
    @State private var period: StepsPeriod = .week

    private var average: Double { Double(stepHistory.map(\.steps).reduce(0, +)) / Double(stepHistory.count) }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Chart {
                        ForEach(stepHistory) { entry in
                            BarMark(x: .value("Day", entry.date, unit: .day), y: .value("Steps", entry.steps))
                                .foregroundStyle(showAverage ? Color.gray.opacity(0.4) : .blue)
                        }
                        if showAverage {
                            RuleMark(y: .value("Average", average))
                                .foregroundStyle(.orange)
                                .lineStyle(StrokeStyle(lineWidth: 2))
                                .annotation(position: .top, alignment: .leading) {
                                    Text("Average: \(average, specifier: "%.0f") steps")
                                        .font(.caption)
                                        .foregroundStyle(.orange)
                                }
                        }
                    }
                    .frame(height: 220)
                } header: {
                    Text("Steps")
                } footer: {
                    Text("Your daily steps for the last two weeks.")
                }
                Section("Options") {
                    Toggle("Show Average", isOn: $showAverage)
                    Picker("Period", selection: $period) {
                        ForEach(StepsPeriod.allCases) { period in
                            Text(period.rawValue).tag(period)
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
            .navigationTitle("Activity")
        }
    }
}

/// 2. A `switch` over a segmented period in the body, choosing which chart to draw.
struct PeriodSwitchScreen: View {
    @State var period: StepsPeriod = .month

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Picker("Period", selection: $period) {
                ForEach(StepsPeriod.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            switch period {
            case .week:
                Chart(stepHistory.prefix(7)) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps)) }
            case .month:
                Chart(stepHistory) {
                    LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
                        .interpolationMethod(.catmullRom)
                    PointMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
                }
            case .year:
                Text("Not enough data yet")
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

/// 3. An ObservableObject model filled in onAppear, drawn in a Section.
final class SpendingModel: ObservableObject {
    @Published var categories: [ExpenseCategory] = []
    @Published var isLoading = true

    func load() {
        categories = expenses
        isLoading = false
    }
}

struct SpendingScreen: View {
    @StateObject private var model = SpendingModel()

    var body: some View {
        List {
            Section("This Month") {
                if model.isLoading {
                    ProgressView()
                } else {
                    Chart(model.categories) { category in
                        SectorMark(angle: .value("Amount", category.amount), innerRadius: .ratio(0.6), angularInset: 1.5)
                            .cornerRadius(4)
                            .foregroundStyle(by: .value("Category", category.name))
                    }
                    .frame(height: 240)
                }
            }
        }
        .listStyle(.insetGrouped)
        .onAppear { model.load() }
    }
}

/// 4. Stroked symbols on a line, with a gradient area under it.
struct StockScreen: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("AAPL").font(.title2.bold())
            Text("\(stockQuotes.last!.close, specifier: "%.2f") USD").font(.headline).foregroundStyle(.secondary)
            Chart(stockQuotes) { quote in
                AreaMark(x: .value("Date", quote.date), y: .value("Close", quote.close))
                    .foregroundStyle(LinearGradient(colors: [.green.opacity(0.4), .green.opacity(0.05)], startPoint: .top, endPoint: .bottom))
                LineMark(x: .value("Date", quote.date), y: .value("Close", quote.close))
                    .foregroundStyle(.green)
                    .symbol(Circle().strokeBorder(lineWidth: 2))
                    .symbolSize(40)
            }
            .chartYScale(domain: .automatic(includesZero: false))
            .frame(height: 260)
        }
        .padding()
    }
}

/// 5. An audio graph descriptor on a range chart.
struct HeartRateScreen: View, AXChartDescriptorRepresentable {
    var body: some View {
        Chart(heartRates) {
            BarMark(x: .value("Day", $0.weekday, unit: .day), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high), width: .fixed(10))
                .clipShape(Capsule())
                .foregroundStyle(.red.gradient)
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.weekday(.abbreviated))
            }
        }
        .accessibilityChartDescriptor(self)
        .frame(height: 240)
        .padding()
    }

    func makeChartDescriptor() -> AXChartDescriptor {
        let x = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: heartRates.map { $0.weekday.formatted(.dateTime.weekday(.wide)) })
        let y = AXNumericDataAxisDescriptor(title: "Heart rate", range: 50...170, gridlinePositions: []) { "\(Int(saturating: $0)) BPM" }
        let series = AXDataSeriesDescriptor(name: "Heart rate range", isContinuous: false, dataPoints: heartRates.map {
            AXDataPoint(x: $0.weekday.formatted(.dateTime.weekday(.wide)), y: Double($0.high))
        })
        return AXChartDescriptor(title: "Heart Rate Range", summary: "Between 55 and 163 beats per minute this week", xAxis: x, yAxis: y, additionalAxes: [], series: [series])
    }
}

/// 6. `if let` inside the GeometryReader of chartBackground, beside siblings.
struct SelectedDayScreen: View {
    @State private var selected: Date? = day(2026, 11, 5)

    var body: some View {
        Chart(stepHistory) { entry in
            BarMark(x: .value("Day", entry.date, unit: .day), y: .value("Steps", entry.steps))
                .foregroundStyle(selected.map { fixtureCalendar.isDate($0, inSameDayAs: entry.date) } ?? false ? Color.accentColor : Color.gray.opacity(0.5))
        }
        .chartBackground { proxy in
            GeometryReader { geometry in
                if let selected, let plotFrame = proxy.plotFrame, let x = proxy.position(forX: selected) {
                    let origin = geometry[plotFrame].origin
                    Rectangle()
                        .fill(.quaternary.opacity(0.7))
                        .frame(width: 24, height: geometry[plotFrame].height)
                        .position(x: origin.x + x, y: origin.y + geometry[plotFrame].height / 2)
                }
            }
        }
        .frame(height: 240)
        .padding()
    }
}

/// 7. A Form of settings with a Stepper and a Slider driving the chart.
struct ChartSettingsScreen: View {
    @State private var barCount = 5.0
    @State private var lineWidth = 2.0
    @State private var color: Color = .purple

    var body: some View {
        Form {
            Section {
                Chart(expenses.prefix(Int(saturating: barCount))) {
                    BarMark(x: .value("Category", $0.name), y: .value("Amount", $0.amount))
                        .foregroundStyle(color)
                        .cornerRadius(6)
                }
                .frame(height: 200)
            }
            Section("Appearance") {
                Stepper("Bars: \(Int(saturating: barCount))", value: $barCount, in: 1...5)
                Slider(value: $lineWidth, in: 1...10) { Text("Line width") }
                ColorPicker("Color", selection: $color)
            }
        }
    }
}

/// 8. A NavigationLink row per chart, as an index screen.
struct ChartIndexScreen: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: StockScreen()) {
                    Label("Stocks", systemImage: "chart.line.uptrend.xyaxis")
                }
                NavigationLink(destination: HeartRateScreen()) {
                    Label("Heart Rate", systemImage: "heart.fill")
                }
                NavigationLink("Spending", destination: SpendingScreen())
            }
            .navigationBarTitle("Charts", displayMode: .large)
        }
    }
}

/// 9. @Environment(\.colorScheme) chosen in a switch.
struct ThemedScreen: View {
    @Environment(\.colorScheme) private var colorScheme

    private var barColor: Color {
        switch colorScheme {
        case .dark: return .mint
        case .light: return .indigo
        @unknown default: return .blue
        }
    }

    var body: some View {
        Chart(expenses) { category in
            BarMark(x: .value("Amount", category.amount), y: .value("Category", category.name))
                .foregroundStyle(barColor)
                .annotation(position: .trailing) { Text("\(Int(category: category))").font(.caption2) }
        }
        .padding()
    }
}

extension Int {
    /// The rounded amount of a category, as app code often writes a helper of its own.
    init(category: ExpenseCategory) { self = Int(saturating: category.amount.rounded()) }
}

/// 10. @Observable model with task loading.
@MainActor @Observable final class WeatherModel {
    var readings: [CityTemperature] = []
    func load() async { readings = cityTemperatures }
}

struct WeatherScreen: View {
    @State private var model = WeatherModel()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading) {
                    Text("Average temperature").font(.headline)
                    Chart(model.readings) {
                        LineMark(x: .value("Month", $0.month, unit: .month), y: .value("Temperature", $0.celsius))
                            .foregroundStyle(by: .value("City", $0.city))
                            .symbol(by: .value("City", $0.city))
                    }
                    .frame(height: 280)
                }
                .padding()
            }
            .navigationTitle("Weather")
            .navigationBarTitleDisplayMode(.inline)
        }
        .task { await model.load() }
    }
}

/// 11. A LazyVGrid of small chart cards.
struct CityDashboardScreen: View {
    let columns = [GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(["Tokyo", "Lisbon", "Chicago"], id: \.self) { city in
                    VStack(alignment: .leading) {
                        Text(city).font(.caption).foregroundStyle(.secondary)
                        Chart(cityTemperatures.filter { $0.city == city }) {
                            AreaMark(x: .value("Month", $0.month, unit: .month), y: .value("Temperature", $0.celsius))
                                .foregroundStyle(.orange.gradient)
                        }
                        .chartXAxis(.hidden)
                        .chartYAxis(.hidden)
                        .frame(height: 80)
                    }
                    .padding(12)
                    .background(.background, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }
}

/// 12. An EnvironmentObject passed from a parent.
final class UnitSettings: ObservableObject {
    @Published var useMetric = true
}

struct DistanceChart: View {
    @EnvironmentObject var settings: UnitSettings
    let kilometres: [Double] = [5.2, 7.8, 3.1, 10.4, 6.6]

    var body: some View {
        Chart(Array(kilometres.enumerated()), id: \.offset) { item in
            BarMark(x: .value("Run", "Run \(item.offset + 1)"), y: .value(settings.useMetric ? "km" : "mi", settings.useMetric ? item.element : item.element * 0.621))
        }
        .chartYAxisLabel(settings.useMetric ? "km" : "mi")
    }
}

struct RunsScreen: View {
    @StateObject private var settings = UnitSettings()

    var body: some View {
        VStack {
            Toggle("Metric units", isOn: $settings.useMetric)
            DistanceChart().frame(height: 220)
        }
        .padding()
        .environmentObject(settings)
    }
}

/// 13. Text concatenation and formatting in a header, with a chart below.
struct SummaryHeaderScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Range").font(.callout).foregroundStyle(.secondary)
            Text("55–163 ").font(.system(.title, design: .rounded)) + Text("BPM").foregroundColor(.secondary)
            Text(day(2026, 11, 22), format: .dateTime.year().month().day())
                .font(.footnote)
            Chart(heartRates) {
                RectangleMark(x: .value("Day", $0.weekday, unit: .day), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high), width: 8)
                    .foregroundStyle(.pink)
            }
            .frame(height: 180)
        }
        .padding()
    }
}

/// 14. Bins into a histogram.
struct HistogramScreen: View {
    let values: [Double] = [3.2, 4.8, 5.1, 5.5, 6.0, 6.2, 6.4, 7.1, 7.3, 7.8, 8.4, 9.0, 9.9, 12.5]

    var body: some View {
        let bins = NumberBins(data: values, desiredCount: 5)
        let groups = Dictionary(grouping: values, by: bins.index)
        let counts = groups.map { (index: $0.key, count: $0.value.count) }.sorted { $0.index < $1.index }
        Chart(counts, id: \.index) { element in
            BarMark(x: .value("Range", bins[element.index]), y: .value("Count", element.count))
        }
        .padding()
    }
}

/// 15. `#available` and an if/else in a chart's toolbar-free card.
struct AvailabilityScreen: View {
    var body: some View {
        VStack {
            if #available(iOS 17, macOS 14, *) {
                Chart(expenses) { BarMark(x: .value("Category", $0.name), y: .value("Amount", $0.amount)) }
            } else {
                Text("Update to see the chart")
            }
        }
        .frame(height: 240)
    }
}

/// 16. Multi-series lines with a legend, a chart-level foreground style scale and a y label.
struct TemperatureScreen: View {
    var body: some View {
        GroupBox("Monthly averages") {
            Chart(cityTemperatures) {
                LineMark(x: .value("Month", $0.month, unit: .month), y: .value("°C", $0.celsius))
                    .foregroundStyle(by: .value("City", $0.city))
            }
            .chartForegroundStyleScale(["Tokyo": Color.red, "Lisbon": Color.blue, "Chicago": Color.green])
            .chartYAxisLabel("°C")
            .frame(height: 260)
        }
        .padding()
    }
}

/// 17. A chart with a selection binding, and a header that reads it.
struct SelectionHeaderScreen: View {
    @State private var selectedDate: Date? = day(2026, 11, 9)

    var body: some View {
        VStack(alignment: .leading) {
            if let selectedDate, let entry = stepHistory.first(where: { fixtureCalendar.isDate($0.date, inSameDayAs: selectedDate) }) {
                Text("\(entry.steps) steps").font(.title3.bold())
            } else {
                Text("Total: \(stepHistory.map(\.steps).reduce(0, +)) steps").font(.title3.bold())
            }
            Chart(stepHistory) {
                LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
                if let selectedDate {
                    RuleMark(x: .value("Selected", selectedDate, unit: .day))
                        .foregroundStyle(.gray.opacity(0.3))
                        .offset(yStart: -10)
                        .zIndex(-1)
                }
            }
            .chartXSelection(value: $selectedDate)
            .frame(height: 220)
        }
        .padding()
    }
}

/// 18. A grid of labelled values beside a donut.
struct BudgetScreen: View {
    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            Chart(expenses) {
                SectorMark(angle: .value("Amount", $0.amount), innerRadius: .ratio(0.55))
                    .foregroundStyle(by: .value("Category", $0.name))
            }
            .chartLegend(.hidden)
            .frame(width: 160, height: 160)
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                ForEach(expenses) { expense in
                    GridRow {
                        Text(expense.name)
                        Text(expense.amount, format: .currency(code: "USD"))
                            .monospacedDigit()
                            .gridColumnAlignment(.trailing)
                    }
                }
            }
            .font(.footnote)
        }
        .padding()
    }
}

/// 19. An annotation popover that must stay inside the chart.
struct PopoverScreen: View {
    let selected = stepHistory[13]

    var body: some View {
        Chart {
            ForEach(stepHistory) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps)) }
            RuleMark(x: .value("Selected", selected.date, unit: .day))
                .foregroundStyle(.gray.opacity(0.3))
                .annotation(position: .top, spacing: 0, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                    VStack(alignment: .leading) {
                        Text(selected.date, format: .dateTime.month().day()).font(.caption).foregroundStyle(.secondary)
                        Text("\(selected.steps) steps").font(.headline)
                    }
                    .padding(8)
                    .background(RoundedRectangle(cornerRadius: 8).fill(Color(.secondarySystemBackground)))
                }
        }
        .frame(height: 240)
        .padding(.top, 60)
        .padding(.horizontal)
    }
}

/// 20. A wrapped explanation text in a narrow width, a Label row and Image symbols.
struct InsightCardScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("Insight", systemImage: "lightbulb")
                .font(.headline)
                .foregroundStyle(.yellow)
            Text("You walked more on weekdays than at weekends, with your best day on Thursday 12 November.")
                .font(.subheadline)
                .lineLimit(3)
                .multilineTextAlignment(.leading)
            Chart(stepHistory) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps)) }
                .frame(height: 120)
        }
        .padding()
        .frame(width: 300)
    }
}

/// 21. Dark mode preferred by the screen itself.
struct NightScreen: View {
    var body: some View {
        VStack {
            Text("Sleep").font(.largeTitle.bold())
            Chart(stepHistory) { BarMark(x: .value("Night", $0.date, unit: .day), y: .value("Hours", Double($0.steps) / 1_500)) }
                .foregroundStyle(.indigo)
        }
        .padding()
        .preferredColorScheme(.dark)
    }
}

/// 22. Custom chart content with a body, used twice with different styles.
struct ThresholdBars: ChartContent {
    let data: [StepCount]
    let goal: Int

    var body: some ChartContent {
        ForEach(data) { entry in
            BarMark(x: .value("Day", entry.date, unit: .day), y: .value("Steps", entry.steps))
                .foregroundStyle(entry.steps >= goal ? Color.green : Color.gray)
        }
        RuleMark(y: .value("Goal", goal))
            .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 4]))
            .annotation(position: .top, alignment: .trailing) { Text("Goal").font(.caption) }
    }
}

struct GoalScreen: View {
    @AppStorage("goal") private var goal = 8_000

    var body: some View {
        Chart { ThresholdBars(data: stepHistory, goal: goal) }
            .frame(height: 240)
            .padding()
    }
}
