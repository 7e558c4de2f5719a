import Foundation

/// The words of Describe Chart in one language.
package struct DescriptionWords: Sendable {
    var space: String
    var clauseSeparator: String
    var sentenceEnd: String
    var kindNames: [ChartDescription.Kind: String]
    var noData: String
    var ofCount: @Sendable (_ kind: ChartDescription.Kind, _ count: String) -> String
    var axisHead: @Sendable (_ name: String?, _ title: String) -> String
    var categories: @Sendable (_ count: Int, _ listed: String) -> String
    var fromTo: @Sendable (String, String) -> String
    var list: @Sendable ([String]) -> String
    var seriesCount: @Sendable (_ count: Int, _ names: [String]) -> String
    var seriesHead: @Sendable (String) -> String
    var valueAt: @Sendable (_ value: String, _ x: String) -> String
    var rising: @Sendable (String, String) -> String
    var falling: @Sendable (String, String) -> String
    var flat: @Sendable (String, String) -> String
    var extremes: @Sendable (_ min: String, _ max: String) -> String
    var single: @Sendable (String) -> String
    var outliers: @Sendable (_ listed: [String], _ total: Int) -> String

    func kind(_ k: ChartDescription.Kind) -> String { kindNames[k] ?? kindNames[.custom] ?? "" }
    func axis(_ name: String?, _ title: String) -> String { axisHead(name, title) }

    /// `text` ending with this language's full stop, unless it already ends a sentence.
    func sentence(_ text: String) -> String {
        let t = Self.trimmingSpaces(text)
        guard let last = t.last else { return t }
        return ".!?。！？".contains(last) ? t : t + sentenceEnd
    }

    /// `text` without the spaces and tabs at either end (Foundation's `.whitespaces`: tab and the
    /// Unicode space separators), trimmed without Foundation's character sets.
    package static func trimmingSpaces(_ text: String) -> String {
        func space(_ c: Unicode.Scalar) -> Bool { c == "\t" || c.properties.generalCategory == .spaceSeparator }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !space($0) }), let last = scalars.lastIndex(where: { !space($0) }) else { return "" }
        if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return text }
        return String(scalars[first...last])
    }

    package static let english = DescriptionWords(
        space: " ", clauseSeparator: "; ", sentenceEnd: ".",
        kindNames: [.bar: "A bar chart", .line: "A line chart", .area: "An area chart", .point: "A scatter plot",
                    .rule: "A chart of rules", .rectangle: "A heat map", .sector: "A pie chart", .mixed: "A chart",
                    .custom: "A chart", .threeDimensional: "A 3D chart"],
        noData: "It has no data",
        ofCount: { kind, n in
            let nouns: [ChartDescription.Kind: String] = [.bar: "bars", .sector: "slices", .rectangle: "cells", .rule: "rules"]
            return " of \(n) " + (nouns[kind] ?? "points")
        },
        axisHead: { name, title in
            let head = name == "colour" ? "Colour" : name.map { "\($0) axis" } ?? "Slices"
            return title.isEmpty ? head + ": " : head + " (" + title + "): "
        },
        categories: { n, listed in "\(n) categor\(n == 1 ? "y" : "ies"), " + listed },
        fromTo: { a, b in a == b ? a : "\(a) to \(b)" },
        list: { items in
            items.count <= 2 ? items.joined(separator: " and ") : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        },
        seriesCount: { n, names in
            let head = "\(n) series"
            guard !names.isEmpty else { return head }
            let listed = names.count <= 2 ? names.joined(separator: " and ")
                : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            return head + ": " + listed
        },
        seriesHead: { "\($0): " },
        valueAt: { v, x in x.isEmpty ? v : "\(v) at \(x)" },
        rising: { a, b in "rising overall, from \(a) to \(b)" },
        falling: { a, b in "falling overall, from \(a) to \(b)" },
        flat: { lo, hi in "no clear trend, between \(lo) and \(hi)" },
        extremes: { lo, hi in "minimum \(lo), maximum \(hi)" },
        single: { "every value \($0)" },
        outliers: { listed, total in
            (total == 1 ? "outlier " : "\(total) outliers: ") + listed.joined(separator: ", ") + (total > listed.count ? " and more" : "")
        })

    package static let japanese = DescriptionWords(
        space: "", clauseSeparator: "、", sentenceEnd: "。",
        kindNames: [.bar: "棒グラフ", .line: "折れ線グラフ", .area: "面グラフ", .point: "散布図", .rule: "罫線のグラフ",
                    .rectangle: "ヒートマップ", .sector: "円グラフ", .mixed: "グラフ", .custom: "グラフ",
                    .threeDimensional: "3Dグラフ"],
        noData: "データがありません",
        ofCount: { _, n in "(データ \(n)個)" },
        axisHead: { name, title in
            let head = name == "colour" ? "色" : name.map { "\($0)軸" } ?? "項目"
            return title.isEmpty ? head + ": " : head + " " + title + ": "
        },
        categories: { n, listed in "\(n)個のカテゴリ、" + listed },
        fromTo: { a, b in a == b ? a : "\(a)から\(b)" },
        list: { $0.joined(separator: "、") },
        seriesCount: { n, names in names.isEmpty ? "系列 \(n)個" : "系列 \(n)個: " + names.joined(separator: "、") },
        seriesHead: { "\($0): " },
        valueAt: { v, x in x.isEmpty ? v : "\(x)の\(v)" },
        rising: { a, b in "全体に上昇傾向(\(a)から\(b))" },
        falling: { a, b in "全体に下降傾向(\(a)から\(b))" },
        flat: { lo, hi in "明確な傾向なし(\(lo)から\(hi)の間)" },
        extremes: { lo, hi in "最小値 \(lo)、最大値 \(hi)" },
        single: { "すべて\($0)" },
        outliers: { listed, total in "外れ値 \(total)個: " + listed.joined(separator: "、") + (total > listed.count ? " ほか" : "") })
}
