import ChartScene
import ChartText
import Testing

/// Widths by hand from the Helvetica AFM table; "…" is 1000 units, 1 em.
@Suite("Truncation")
struct TruncationTests {
    let measurer = MetricsTableMeasurer()

    @Test("a string that fits comes back unchanged")
    func fits() {
        #expect(measurer.truncate("Cachapa", toWidth: 44.1, font: SceneFont(size: 11)) == "Cachapa")
        #expect(measurer.truncate("", toWidth: 0, font: SceneFont(size: 11)) == "")
    }

    @Test("a long string keeps the longest prefix that fits with the ellipsis")
    func truncates() {
        // At 11 pt: "Ca…" = (722 + 556 + 1000) · 0.011 = 25.058; "Cac…" = 30.558 > 30.
        #expect(measurer.truncate("Cachapa", toWidth: 30, font: SceneFont(size: 11)) == "Ca…")
    }

    @Test("spaces before the ellipsis are dropped")
    func trailingSpace() {
        // At 10 pt: "Big S…" = 667 + 222 + 556 + 278 + 667 + 1000 = 3390 → 33.9 > 30, so "Big…".
        #expect(measurer.truncate("Big Sales", toWidth: 30, font: SceneFont(size: 10)) == "Big…")
    }

    @Test("when not even the ellipsis fits the result is empty")
    func tooNarrow() {
        #expect(measurer.truncate("Cachapa", toWidth: 5, font: SceneFont(size: 10)) == "")
        #expect(measurer.truncate("Cachapa", toWidth: .nan, font: SceneFont(size: 10)) == "")
        #expect(measurer.truncate("Cachapa", toWidth: 10, font: SceneFont(size: 10)) == "…")
    }

    @Test("truncation keeps whole CJK characters and whole emoji clusters")
    func wholeCharacters() {
        // 東京 + … = 30 ≤ 35, 東京都 + … = 40.
        #expect(measurer.truncate("東京都庁舎", toWidth: 35, font: SceneFont(size: 10)) == "東京…")
        // 👍🏽 + … = 21.5 ≤ 30, two of them + … = 33.
        #expect(measurer.truncate("👍🏽👍🏽👍🏽", toWidth: 30, font: SceneFont(size: 10)) == "👍🏽…")
    }
}
