import Foundation
import OpenCharts

/// The forty most populous countries, in millions of people (rounded mid-2023 estimates).
let countryPopulations: [(country: String, millions: Double)] = [
    ("India", 1428.6), ("China", 1425.7), ("United States", 340.0), ("Indonesia", 277.5),
    ("Pakistan", 240.5), ("Nigeria", 223.8), ("Brazil", 216.4), ("Bangladesh", 173.0),
    ("Russia", 144.4), ("Mexico", 128.5), ("Ethiopia", 126.5), ("Japan", 123.3),
    ("Philippines", 117.3), ("Egypt", 112.7), ("DR Congo", 102.3), ("Vietnam", 98.9),
    ("Iran", 89.2), ("Turkey", 85.8), ("Germany", 83.3), ("Thailand", 71.8),
    ("United Kingdom", 67.7), ("Tanzania", 67.4), ("France", 64.8), ("South Africa", 60.4),
    ("Italy", 58.9), ("Kenya", 55.1), ("Myanmar", 54.6), ("Colombia", 52.1),
    ("South Korea", 51.8), ("Uganda", 48.6), ("Sudan", 48.1), ("Spain", 47.5),
    ("Argentina", 45.8), ("Algeria", 45.6), ("Iraq", 45.5), ("Afghanistan", 42.2),
    ("Poland", 41.0), ("Canada", 38.8), ("Morocco", 37.8), ("Saudi Arabia", 36.9),
]

// begin source
struct ScrollingCountriesChart: View {
    @State private var topCountry = "India"

    var body: some View {
        VStack(alignment: .leading) {
            Text("World Population").font(.callout).foregroundStyle(.secondary)
            Text("From \(topCountry) down").font(.title3.bold())
            Chart(countryPopulations, id: \.country) {
                BarMark(
                    x: .value("Population", $0.millions),
                    y: .value("Country", $0.country)
                )
                .foregroundStyle(.teal)
            }
            .chartXAxisLabel("Millions of people")
            .chartScrollableAxes(.vertical)
            .chartYVisibleDomain(length: 8)
            .chartScrollPosition(y: $topCountry)
            .chartScrollTargetBehavior(.valueAligned(unit: 1))
        }
    }
}
// end source
