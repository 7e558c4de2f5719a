import Foundation

/// Describe Chart: a chart's description in sentences, as VoiceOver's chart detail reads it:
/// the title and summary, the kind of chart, each axis with its range or categories, how many
/// series, and for each series its trend, minimum, maximum and outliers. English, and Japanese
/// for a Japanese locale.
///
/// ```swift
/// ChartDescriber(locale: Locale(identifier: "ja_JP")).text(for: description)
/// // "棒グラフ。X軸 曜日: 7個のカテゴリ、月、火、…。…"
/// ```
package struct ChartDescriber: Sendable {
    package let words: DescriptionWords
    package let locale: Locale
    /// At most this many categories are named one by one; more are given as a count and the ends.
    package static let listedCategories = 12
    /// At most this many outliers are named per series.
    package static let listedOutliers = 3

    package init(locale: Locale) {
        words = locale.language.languageCode?.identifier == "ja" ? .japanese : .english
        self.locale = locale
    }

    /// The whole description: title, summary, then the detail.
    package func text(for d: ChartDescription) -> String {
        var parts: [String] = []
        if let t = d.title, !t.isEmpty { parts.append(words.sentence(t)) }
        if let s = d.summary, !s.isEmpty { parts.append(words.sentence(s)) }
        parts.append(detail(for: d))
        return parts.joined(separator: words.space)
    }

    /// The chart detail alone: kind, axes, series.
    package func detail(for d: ChartDescription) -> String {
        let count = d.pointCount
        guard count > 0 else { return [words.kind(d.kind), words.noData].map(words.sentence).joined(separator: words.space) }
        // English-style locales write the count without ICU, as their axis labels are written.
        let countText = PlainDecimalFormat.forLocale(identifier: locale.identifier)?.string(for: Double(count), fractionDigits: 0)
            ?? count.formatted(.number.locale(locale))
        var parts = [words.sentence(words.kind(d.kind) + words.ofCount(d.kind, countText))]
        // Axes in the order of the picture: x before y, whichever holds the categories.
        let axes = [d.x, d.y, d.z].compactMap { $0 }.filter { d.kind != .sector || $0.categories != nil }
        for a in axes.sorted(by: { ($0.position ?? "~") < ($1.position ?? "~") }) {
            if let s = axisSentence(a, name: a.position) { parts.append(s) }
        }
        let named = d.series.count > 1 ? d.series.map(\.name) : []
        parts.append(words.sentence(words.seriesCount(d.series.count, named)))
        for s in d.series { if let t = seriesSentence(s, in: d) { parts.append(t) } }
        return parts.joined(separator: words.space)
    }

    func axisSentence(_ a: AxisDescription, name: String?) -> String? {
        if let c = a.categories {
            guard !c.isEmpty else { return nil }
            let listed = c.count <= Self.listedCategories ? words.list(c) : words.fromTo(c[0], c[c.count - 1])
            return words.sentence(words.axis(name, a.title) + words.categories(c.count, listed))
        }
        guard let r = a.range else { return nil }
        return words.sentence(words.axis(name, a.title) + words.fromTo(a.words(r.lowerBound), a.words(r.upperBound)))
    }

    func seriesSentence(_ s: SeriesDescription, in d: ChartDescription) -> String? {
        let logarithmic = d.y?.isLogarithmic ?? false
        guard let stats = SeriesStatistics(x: s.x, y: logarithmic ? s.y.map { $0 > 0 ? log10($0) : .nan } : s.y),
              let xa = d.x else { return nil }
        let ya = d.y
        func value(_ i: Int) -> String { ya?.words(s.y[i]) ?? "\(s.y[i])" }
        func at(_ i: Int) -> String { words.valueAt(value(i), xa.text(s.x[i])) }
        // A range reads as "low – high", and trends by its middle.
        func span(_ i: Int) -> String {
            guard let low = s.low, low[i].isFinite else { return at(i) }
            return words.valueAt((ya?.words(low[i]) ?? "\(low[i])") + " – " + value(i), xa.text(s.x[i]))
        }
        let trend = s.low.flatMap { low in SeriesStatistics(x: s.x, y: zip(low, s.y).map { ($0 + $1) / 2 }) }?.trend ?? stats.trend
        var clauses: [String] = []
        let ordered = xa.categories == nil || s.isContinuous
        if ordered, stats.first != stats.last {
            switch trend {
            case .rising: clauses.append(words.rising(span(stats.first), span(stats.last)))
            case .falling: clauses.append(words.falling(span(stats.first), span(stats.last)))
            case .flat:
                let lowest = s.low.flatMap { low in SeriesStatistics(x: s.x, y: low).map { ya?.words(low[$0.minimum]) ?? "\(low[$0.minimum])" } }
                clauses.append(words.flat(lowest ?? value(stats.minimum), value(stats.maximum)))
            }
        }
        if let low = s.low, let lowest = SeriesStatistics(x: s.x, y: low) {
            // A series of ranges: its lowest start and its highest end.
            let lowAt = words.valueAt(ya?.words(low[lowest.minimum]) ?? "\(low[lowest.minimum])", xa.text(s.x[lowest.minimum]))
            clauses.append(words.extremes(lowAt, at(stats.maximum)))
        } else if stats.minimum == stats.maximum {
            clauses.append(words.single(at(stats.minimum)))
        } else {
            clauses.append(words.extremes(at(stats.minimum), at(stats.maximum)))
        }
        if !stats.outliers.isEmpty {
            clauses.append(words.outliers(stats.outliers.prefix(Self.listedOutliers).map(at), stats.outliers.count))
        }
        return words.sentence(words.seriesHead(s.name) + clauses.joined(separator: words.clauseSeparator))
    }
}
