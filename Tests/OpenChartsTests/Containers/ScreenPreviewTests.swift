import ChartScene
import Foundation
import Testing
@testable import OpenCharts

/// The settings form of a reporting app, with charts' options in sections.
struct ReportSettingsForm: View {
    var body: some View {
        NavigationStack {
            Form {
                Section("Chart") {
                    HStack { Text("Style"); Spacer(); Text("Bars").foregroundStyle(.secondary) }
                    HStack { Text("Period"); Spacer(); Text("Week").foregroundStyle(.secondary) }
                }
                Section {
                    Text("Export as PDF")
                    Text("Share with team")
                } footer: {
                    Text("Exports include every store and are sent to the addresses in your account.")
                }
                Section(header: Text("About")) {
                    NavigationLink(destination: Text("Licences")) { Text("Licences") }
                }
            }
            .navigationBarTitle("Settings", displayMode: .inline)
        }
    }
}

/// A dashboard of store cards in an adaptive grid inside a scroll view.
struct StoreDashboard: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 12)], spacing: 12) {
                    ForEach(["Cupertino", "San Francisco", "Seattle", "Austin"], id: \.self) { city in
                        VStack(alignment: .leading, spacing: 6) {
                            Text(city).font(.headline)
                            Chart(DailySales.week) { LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
                                .chartYAxis(.hidden)
                                .frame(height: 90)
                        }
                        .padding(12)
                        .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                .padding(.horizontal, 16)
            }
            .navigationTitle("Stores")
        }
    }
}

enum SalesPeriod: String, CaseIterable { case week, month, year }

/// A screen whose body switches over the chosen period.
struct PeriodScreen: View {
    var period: SalesPeriod
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Sales").font(.largeTitle.bold())
            switch period {
            case .week:
                Chart(DailySales.week) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
            case .month:
                Text("Monthly sales arrive at the end of the month.")
            case .year:
                EmptyView()
            }
            Text("Updated hourly").font(.footnote).foregroundStyle(.secondary)
        }
        .padding()
    }
}

@Suite("Screens users write")
struct ScreenPreviewTests {
    @Test("a form draws inset grouped sections under an inline title, light and dark")
    func form() throws {
        for scheme in [ColorScheme.light, .dark] {
            let view = DrawnView(ReportSettingsForm(), width: Screen.width, height: Screen.height, colorScheme: scheme)
            _ = Screen.svg("settings-form", ReportSettingsForm(), scheme: scheme)
            let title = try #require(view.text("Settings"))
            #expect(title.text.font.size == 17)
            #expect(title.text.font.weight == .semibold)
            // Centred in the 44-point bar.
            let width = Measure.size("Settings", Font.headline).width
            #expect(close(title.origin.x, (Screen.width - width) / 2))
            #expect(view.text("CHART") != nil)
            #expect(view.text("ABOUT") != nil)
        }
    }

    @Test("a dashboard of adaptive grid cards fits two 176.5-point columns in a 361-point row")
    func dashboard() throws {
        for scheme in [ColorScheme.light, .dark] {
            _ = Screen.svg("store-dashboard", StoreDashboard(), scheme: scheme)
        }
        let view = DrawnView(StoreDashboard(), width: Screen.width, height: Screen.height)
        // 393 - 2 × 16 = 361 points; (361 + 12) / (160 + 12) = 2.17, so two columns of
        // (361 - 12) / 2 = 174.5 points.
        let cupertino = try #require(view.text("Cupertino"))
        let seattle = try #require(view.text("Seattle"))
        let sanFrancisco = try #require(view.text("San Francisco"))
        #expect(close(cupertino.origin.x, 16 + (174.5 - 150.5) / 2 + 12, 200))
        #expect(close(sanFrancisco.origin.x - cupertino.origin.x, 174.5 + 12, 30))
        #expect(seattle.origin.y > cupertino.origin.y + 90)
    }

    @Test("a screen switches over its period beside its siblings")
    func periodSwitch() {
        for period in SalesPeriod.allCases {
            for scheme in [ColorScheme.light, .dark] {
                _ = Screen.svg("period-\(period.rawValue)", PeriodScreen(period: period), height: 400, scheme: scheme)
            }
        }
        let month = DrawnView(PeriodScreen(period: .month), width: Screen.width, height: 400)
        #expect(month.text("Monthly sales arrive at the end of the month.") != nil)
        #expect(month.text("Updated hourly") != nil)
        let year = DrawnView(PeriodScreen(period: .year), width: Screen.width, height: 400)
        #expect(year.texts.map(\.text.string) == ["Sales", "Updated hourly"])
    }
}

/// An analytics screen: a summary grid over chart cards in a scroll view.
struct AnalyticsScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 4) {
                        GridRow {
                            Text("Revenue").foregroundStyle(.secondary)
                            Text("Orders").foregroundStyle(.secondary)
                            Text("Average").foregroundStyle(.secondary)
                        }
                        .font(.caption)
                        GridRow {
                            Text("$12,480").font(.title2.bold())
                            Text("1,055").font(.title2.bold())
                            Text("$11.83").font(.title2.bold())
                        }
                    }
                    Text("Daily sales").font(.headline)
                    Chart(DailySales.week) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
                        .frame(height: 200)
                    Text("Sales peak on Saturdays, when the trucks park at the farmers' market from eight until two.")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .padding()
            }
            .navigationTitle("Analytics")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Share") {}
                }
            }
        }
    }
}

@Suite("An analytics screen")
struct AnalyticsScreenTests {
    @Test("a summary grid, a chart and a wrapped note sit under a large title in a scroll view")
    func analytics() throws {
        for scheme in [ColorScheme.light, .dark] { _ = Screen.svg("analytics", AnalyticsScreen(), scheme: scheme) }
        let view = DrawnView(AnalyticsScreen(), width: Screen.width, height: Screen.height)
        let revenue = try #require(view.text("Revenue"))
        let orders = try #require(view.text("Orders"))
        let value = try #require(view.text("$12,480"))
        // Columns as wide as their widest cell, 24 points apart.
        let firstColumn = max(Measure.size("Revenue", .caption).width, Measure.size("$12,480", Font.title2.bold()).width)
        #expect(close(orders.origin.x - revenue.origin.x, firstColumn + 24))
        #expect(close(value.origin.x, 16))
        #expect(revenue.origin.y > 96)
        // The note wraps within the padded width.
        let note = view.texts.filter { $0.text.font.size == 13 }
        #expect(note.count >= 2)
        for line in note { #expect(Measure.size(line.text.string, .footnote).width <= Screen.width - 32 + 0.001) }
    }
}

/// A list whose first section scrolls cards sideways, under an inline title with a menu button.
struct HighlightsScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Highlights") {
                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHStack(spacing: 12) {
                            ForEach(PancakeStyle.all) { style in
                                VStack(alignment: .leading) {
                                    Text(style.name).font(.subheadline.bold())
                                    Text("\(style.sold) sold").font(.caption).foregroundStyle(.secondary)
                                }
                                .frame(width: 120, alignment: .leading)
                                .padding(10)
                                .background(Color.orange.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
                            }
                        }
                    }
                    .listRowInsets(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
                }
                Section {
                    Chart(PancakeStyle.all) { BarMark(x: .value("Sold", $0.sold), y: .value("Style", $0.name)) }
                        .frame(height: 220)
                } header: {
                    Text("Sold by style")
                } footer: {
                    Text("Counts cover the last thirty days.")
                }
            }
            .navigationTitle("Pancakes")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
        }
    }
}

@Suite("A list with sideways cards")
struct HighlightsScreenTests {
    @Test("cards in a horizontal scroll view are cut off at the row's edge, under an inline title")
    func highlights() throws {
        for scheme in [ColorScheme.light, .dark] { _ = Screen.svg("highlights", HighlightsScreen(), scheme: scheme) }
        let view = DrawnView(HighlightsScreen(), width: Screen.width, height: Screen.height)
        #expect(view.text("Pancakes")?.text.font.size == 17)
        let cachapa = try #require(view.text("Cachapa"))
        // The row's content starts 12 points into the cell, the card's text 10 more.
        #expect(close(cachapa.origin.x, 16 + 12 + 10))
        // The cards run past the cell and are clipped to the scroll view.
        let dosa = try #require(view.text("Dosa"))
        #expect(dosa.origin.x > Screen.width)
        let card = try #require(view.shapes.first { $0.clipPath != nil && $0.shape.fill?.representativeColor.alpha ?? 1 < 1 })
        #expect(close(card.clipPath?.controlPointBounds.x ?? 0, 28))
    }
}
