import ChartEngine
import ChartHTML
import Foundation

extension AccessibleChart {
    /// The most rows a data table lists, and the most points the keyboard steps through per series.
    static let rowLimit = 5_000

    /// What a page offers for the charts of a render: Describe Chart, a data table per chart,
    /// the points of the first chart for the keyboard, and its audio graph.
    init?(_ descriptions: [ChartDescription], locale: Locale, title: String) {
        guard let first = descriptions.first(where: { $0.pointCount > 0 }) else { return nil }
        let japanese = locale.language.languageCode?.identifier == "ja"
        let words = japanese
            ? Words(play: "オーディオグラフを再生", stop: "オーディオグラフを停止", showTable: "データ表を表示",
                    hideTable: "データ表を隠す", noPoints: "データがありません", data: "データ")
            : Words(play: "Play audio graph", stop: "Stop audio graph", showTable: "Show data table",
                    hideTable: "Hide data table", noPoints: "No data", data: "Data")
        let describer = ChartDescriber(locale: locale)
        let tables = descriptions.filter { $0.pointCount > 0 }.enumerated().map { i, d in
            Self.table(d, caption: d.title ?? (i == 0 ? title : words.data), words: words)
        }
        let series = first.series.map { s in
            let shown = 0..<min(s.count, Self.rowLimit)
            let places = s.places.map { p in shown.map { p[$0] } }
            // Places are listed only when every point has one, so the script can index them.
            let known = places.flatMap { ps in ps.allSatisfy { $0 != nil } ? ps.flatMap { [$0!.x, $0!.y] } : nil } ?? []
            return Series(name: s.name, labels: shown.map { s.labels[$0] }, places: known)
        }
        let plan = AudioGraphPlan(first)
        // A page plays at most `soundLimit` notes or glide points per series: more are inaudible apart.
        let sounds = plan.passages.map { p in
            Sound(name: p.name, start: p.start, runs: p.runs.map { Self.thinned($0).map { ($0.time, $0.frequency) } },
                  notes: Self.thinned(p.notes).map { ($0.time, $0.length, $0.frequency) }, clicks: p.clicks)
        }
        self.init(language: japanese ? "ja" : "en", description: descriptions.map { describer.text(for: $0) }.joined(separator: " "),
                  tables: tables, series: series, sounds: sounds, duration: plan.duration, words: words)
    }

    static let soundLimit = 2_000

    /// Every k-th element, k chosen to keep at most `soundLimit`, and always the last.
    static func thinned<T>(_ items: [T]) -> [T] {
        guard items.count > soundLimit else { return items }
        let k = (items.count + soundLimit - 1) / soundLimit
        var kept = stride(from: 0, to: items.count, by: k).map { items[$0] }
        if (items.count - 1) % k != 0, let last = items.last { kept.append(last) }
        return kept
    }

    /// A chart's data as rows: x, then the series when there are several, then y, each value
    /// written as its axis writes it.
    static func table(_ d: ChartDescription, caption: String, words: Words) -> Table {
        let several = d.series.count > 1
        let xTitle = d.x.map { $0.title.isEmpty ? "X" : $0.title } ?? "X"
        let yTitle = d.y.map { $0.title.isEmpty ? "Y" : $0.title } ?? "Y"
        var headers = [xTitle]
        if several { headers.append(d.seriesTitle ?? "Series") }
        headers.append(yTitle)
        // A 3D chart adds its depth after the value.
        if let z = d.z { headers.append(z.title.isEmpty ? "Z" : z.title) }
        var rows: [[String]] = []
        for s in d.series {
            for i in 0..<s.count where rows.count < rowLimit {
                // A value that is not a number is written as a dash, in every column.
                var row = [s.x[i].isFinite ? d.x?.text(s.x[i]) ?? "" : "–"]
                if several { row.append(s.name) }
                let words = { (v: Double) in d.y?.words(v) ?? "\(v)" }
                if let low = s.low, low[i].isFinite, s.y[i].isFinite {
                    row.append(words(low[i]) + " – " + words(s.y[i]))
                } else {
                    row.append(s.y[i].isFinite ? words(s.y[i]) : "–")
                }
                if let z = d.z { row.append(s.z.map { $0.indices.contains(i) ? ($0[i].isFinite ? z.text($0[i]) : "–") : "" } ?? "") }
                rows.append(row)
            }
        }
        return Table(caption: caption, headers: headers, rows: rows, total: d.pointCount)
    }
}

extension ChartRenderer {
    /// The data table, keyboard points and audio graph of the last render's charts.
    func accessibleChart(title: String) -> AccessibleChart? {
        AccessibleChart(report.descriptions, locale: RenderSettings.locale(locale), title: title)
    }
}
