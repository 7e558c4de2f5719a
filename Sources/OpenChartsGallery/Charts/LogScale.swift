import OpenCharts

// begin source
struct Download: Identifiable {
    let version: String
    let downloads: Int
    var id: String { version }
}

let downloads: [Download] = [
    .init(version: "1.0", downloads: 12),
    .init(version: "1.1", downloads: 85),
    .init(version: "1.2", downloads: 640),
    .init(version: "2.0", downloads: 5_300),
    .init(version: "2.1", downloads: 21_000),
    .init(version: "3.0", downloads: 96_000),
]

struct LogScaleChart: View {
    var body: some View {
        Chart(downloads) {
            PointMark(
                x: .value("Version", $0.version),
                y: .value("Downloads", $0.downloads)
            )
            LineMark(
                x: .value("Version", $0.version),
                y: .value("Downloads", $0.downloads)
            )
        }
        .chartYScale(type: .log)
        .chartYAxisLabel("Downloads")
        .chartXAxisLabel("Version")
    }
}
// end source
