import OpenCharts

/// The gallery's screens that run live: their state changes with each tap on a served page.
package enum LiveGalleryScreens {
    /// The roulette, fresh: the wheel at rest and no winner yet.
    package static func roulette() -> some View { RouletteView() }
    /// The step-count screen with its picker, toggle and stepper.
    package static func activity() -> some View { ActivitySettings() }
    /// Fruit sales whose chart follows a menu picker, a slider and a toggle, with a selection and a note.
    package static func controls() -> some View { FruitSalesControls() }
    /// A list of stores pushing to each store's chart, with a sheet of filters and an alert.
    package static func stores() -> some View { StoresScreen() }
    /// A year of daily sales, thirty days at a time: a drag scrolls it, the header follows.
    package static func scrolling() -> some View { ScrollingSalesChart() }
    /// Forty countries' populations, eight at a time, scrolling up and down.
    package static func countries() -> some View { ScrollingCountriesChart() }
}

extension LiveGalleryScreens {
    /// A screen made to watch changes animate: a tap grows or shrinks the bars and recolours
    /// them over a second, rolls the count, and brings a note in or out; a stepper shows more or
    /// fewer days, the bars making room.
    package static func tween() -> some View { TweenDemo() }
}

struct TweenDemo: View {
    struct Day: Identifiable {
        let name: String
        let low: Double
        let high: Double
        var id: String { name }
    }

    @State private var boosted = false
    @State private var taps = 0
    @State private var dayCount = 5

    let days: [Day] = [
        .init(name: "Mon", low: 4, high: 9), .init(name: "Tue", low: 7, high: 3), .init(name: "Wed", low: 5, high: 8),
        .init(name: "Thu", low: 9, high: 6), .init(name: "Fri", low: 6, high: 10),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Taps: \(taps)")
                .font(.title)
                .contentTransition(.numericText())
            Button("Change") {
                withAnimation(.easeInOut(duration: 1)) {
                    boosted.toggle()
                    taps += 1
                }
            }
            Stepper("Days: \(dayCount)", value: $dayCount.animation(.easeInOut(duration: 1)), in: 3...5)
            Chart(days.prefix(dayCount)) { day in
                BarMark(x: .value("Day", day.name), y: .value("Value", boosted ? day.high : day.low))
                    .foregroundStyle(boosted ? Color.orange : Color.blue)
            }
            .chartYScale(domain: 0...10)
            .frame(height: 220)
            if boosted {
                Text("Boosted")
                    .font(.headline)
                    .transition(.scale)
            }
        }
        .padding()
    }
}

extension LiveGalleryScreens {
    /// A bar that springs: a tap grows or shrinks it over a bouncy spring, which overshoots and
    /// comes back.
    package static func springs() -> some View { SpringDemo() }
    /// A chart whose details come up in a sheet resting at half the screen, which a drag raises
    /// to the whole screen; the chart's caption names the detent the sheet rests at.
    package static func detents() -> some View { DetentsDemo() }
}

struct SpringDemo: View {
    @State private var tall = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Spring").font(.title)
            Button(tall ? "Shrink" : "Grow") {
                withAnimation(.spring(duration: 1, bounce: 0.5)) { tall.toggle() }
            }
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Value", tall ? 8 : 2))
            }
            .chartYScale(domain: 0...12)
            .frame(height: 240)
        }
        .padding()
    }
}

struct DetentsDemo: View {
    @State private var showingDetails = false
    @State private var detent = PresentationDetent.medium

    let sales: [(String, Double)] = [("Mon", 12), ("Tue", 15), ("Wed", 14), ("Thu", 18), ("Fri", 21)]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Weekly sales").font(.title)
            Chart {
                ForEach(sales, id: \.0) { day, value in
                    BarMark(x: .value("Day", day), y: .value("Sales", value))
                }
            }
            .frame(height: 200)
            Text(detent == .large ? "Details: large" : "Details: medium")
            Button("Details") { showingDetails = true }
        }
        .padding()
        .sheet(isPresented: $showingDetails) {
            VStack(spacing: 12) {
                Text("Week details").font(.headline)
                Text("Best day: Friday, $21k")
                Button("Close") { showingDetails = false }
            }
            .presentationDetents([.medium, .large], selection: $detent)
        }
    }
}
