import ChartEngine
import Foundation
import Testing

@Suite("Describe Chart: trends, extremes and outliers in words")
struct ChartDescriberTests {
    @Test("a steadily falling series reads as falling, a flat one as having no clear trend")
    func trends() {
        let words = ChartDescriber(locale: Locale(identifier: "en_US"))
        func text(_ ys: [Double]) -> String {
            let x = AxisDescription(title: "Week", range: 0...Double(ys.count - 1), words: ValueWords { "week \(Int(saturating: $0) + 1)" })
            let y = AxisDescription(title: "Weight", range: 60...90, words: ValueWords { "\(Int(saturating: $0)) kg" })
            let s = SeriesDescription(name: "Weight", isContinuous: true, x: ys.indices.map(Double.init), y: ys, labels: PointLabels([]))
            return words.detail(for: ChartDescription(kind: .line, x: x, y: y, series: [s]))
        }
        #expect(text([84, 82, 81, 79, 78, 76]).contains("Weight: falling overall, from 84 kg at week 1 to 76 kg at week 6"))
        #expect(text([80, 81, 80, 79, 80, 81, 80]).contains("no clear trend, between 79 kg and 81 kg"))
        #expect(text([70, 71, 70, 71, 90, 70, 71, 70]).contains("outlier 90 kg at week 5"))
    }

    @Test("statistics: the least-squares trend against the spread, and Tukey's outer fences")
    func statistics() throws {
        // y = 2x over 0…4: slope 2 over an extent of 4 is a change of 8, the whole spread: rising.
        let rising = try #require(SeriesStatistics(x: [0, 1, 2, 3, 4], y: [0, 2, 4, 6, 8]))
        #expect(rising.trend == .rising && rising.minimum == 0 && rising.maximum == 4 && rising.mean == 4)
        // Quartiles of 1…8 and 40 (linear interpolation): q1 = 3, q3 = 7, IQR 4, outer fence 7 + 12 = 19.
        let spike = try #require(SeriesStatistics(x: Array(0...8).map(Double.init), y: [1, 2, 3, 4, 5, 6, 7, 8, 40]))
        #expect(spike.outliers == [8])
        // 19 is on the fence, not beyond it.
        let edge = try #require(SeriesStatistics(x: Array(0...8).map(Double.init), y: [1, 2, 3, 4, 5, 6, 7, 8, 19]))
        #expect(edge.outliers.isEmpty)
        #expect(SeriesStatistics(x: [0, 1], y: [.nan, .infinity]) == nil)
    }

    @Test("Japanese words for a rising line")
    func japanese() {
        let x = AxisDescription(title: "月", categories: ["1月", "2月", "3月"], position: "X", words: ValueWords { "\($0)" })
        let y = AxisDescription(title: "売上", range: 0...300, position: "Y", words: ValueWords { "\(Int(saturating: $0))" })
        let s = SeriesDescription(name: "売上", isContinuous: true, x: [0, 1, 2], y: [100, 200, 300], labels: PointLabels([]))
        let text = ChartDescriber(locale: Locale(identifier: "ja_JP")).detail(for: ChartDescription(kind: .line, x: x, y: y, series: [s]))
        #expect(text == "折れ線グラフ(データ 3個)。X軸 月: 3個のカテゴリ、1月、2月、3月。Y軸 売上: 0から300。系列 1個。"
                + "売上: 全体に上昇傾向(1月の100から3月の300)、最小値 1月の100、最大値 3月の300。")
    }

    @Test("sentences lose the spaces and tabs at their ends, ideographic spaces included, and keep newlines")
    func trimming() {
        #expect(DescriptionWords.trimmingSpaces("  A bar chart\t") == "A bar chart")
        #expect(DescriptionWords.trimmingSpaces("\u{3000}棒グラフ\u{00A0}") == "棒グラフ")
        #expect(DescriptionWords.trimmingSpaces("Sales") == "Sales")
        #expect(DescriptionWords.trimmingSpaces(" \t ") == "")
        #expect(DescriptionWords.trimmingSpaces("\nSales\n") == "\nSales\n")
    }
}
