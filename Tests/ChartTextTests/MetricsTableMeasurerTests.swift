import ChartScene
import ChartText
import Testing

/// Expected widths are sums of the Helvetica AFM advance widths, worked by hand.
@Suite("Metrics table measurer")
struct MetricsTableMeasurerTests {
    let measurer = MetricsTableMeasurer()

    func width(_ string: String, size: Double = 10, weight: SceneFontWeight = .regular,
               design: SceneFont.Design = .default) -> Double {
        measurer.measure(string, font: SceneFont(size: size, weight: weight, design: design)).width
    }

    @Test("Cachapa at 11 pt is (722 + 556 + 500 + 556 + 556 + 556 + 556)/1000 · 11 = 44.022")
    func cachapa() {
        #expect(abs(width("Cachapa", size: 11) - 44.022) < 1e-9)
    }

    @Test("the line box is 0.95 em above and 0.25 em below the baseline")
    func ascentAndDescent() {
        let metrics = measurer.measure("Ag", font: SceneFont(size: 20))
        #expect(metrics.ascent == 19)
        #expect(metrics.descent == 5)
        #expect(metrics.height == 24)
    }

    @Test("the empty string has no width but a full line box")
    func empty() {
        let metrics = measurer.measure("", font: SceneFont(size: 10))
        #expect(metrics.width == 0)
        #expect(metrics.ascent == 9.5)
    }

    @Test("punctuation and capitals use their own AFM widths: W 944, @ 1015, ' 191, ` 333")
    func asciiSpotChecks() {
        #expect(abs(width("W@'`") - (944 + 1015 + 191 + 333) / 100) < 1e-9)
    }

    @Test("CJK ideographs, kana, Hangul and full-width forms are 1 em")
    func cjk() {
        #expect(width("東京") == 20)
        #expect(width("カナ") == 20)
        #expect(width("서울") == 20)
        #expect(width("\u{FF21}") == 10)   // FULLWIDTH LATIN CAPITAL LETTER A
        #expect(width("\u{FF76}") == 5)    // HALFWIDTH KATAKANA LETTER KA
    }

    @Test("accented Latin letters take their base letter's width, composed or not")
    func accents() {
        // C 722 + a 556 + f 278 + e 556 = 2112.
        #expect(abs(width("Café") - 21.12) < 1e-9)
        #expect(abs(width("Cafe\u{301}") - 21.12) < 1e-9)
        // Ł→L 556 + ó→o 556 + d 556 + ź→z 500 = 2168.
        #expect(abs(width("Łódź") - 21.68) < 1e-9)
        // An i whose dot an accent replaces is wider, as the font sets it: n 556 + a 556 + ï 278
        // + v 500 + e 556 = 2446; i followed by a combining diaeresis keeps the i's 222.
        #expect(abs(width("naïve") - 24.46) < 1e-9)
        #expect(abs(width("nai\u{308}ve") - 23.9) < 1e-9)
    }

    @Test("Latin-1 symbols use their widths in Liberation Sans: ° 400, ± 549, © 737")
    func latin1Symbols() {
        #expect(abs(width("°±©") - (400 + 549 + 737) / 100) < 1e-9)
    }

    @Test("an emoji cluster counts once at 1.15 em, with modifiers, flags and joiners")
    func emoji() {
        #expect(abs(width("👍") - 11.5) < 1e-9)
        #expect(abs(width("👍🏽") - 11.5) < 1e-9)
        #expect(abs(width("🇯🇵") - 11.5) < 1e-9)
        #expect(abs(width("👩‍👩‍👧") - 11.5) < 1e-9)
        #expect(abs(width("1\u{FE0F}\u{20E3}") - 11.5) < 1e-9)
    }

    @Test("combining marks alone and zero-width characters take no room; unknown letters 0.556 em")
    func zeroAndUnknown() {
        #expect(width("\u{301}") == 0)
        #expect(width("\u{200B}") == 0)
        #expect(abs(width("Ж") - 5.56) < 1e-9)
    }

    @Test("semibold and heavier weights set 6% wider")
    func bold() {
        #expect(abs(width("Cachapa", size: 11, weight: .semibold) - 44.022 * 1.06) < 1e-9)
        #expect(abs(width("Cachapa", size: 11, weight: .medium) - 44.022) < 1e-9)
    }

    @Test("the monospaced design gives each character 0.6 em")
    func monospaced() {
        #expect(abs(width("iWm", size: 12, design: .monospaced) - 21.6) < 1e-9)
        #expect(abs(width("é1", size: 10, design: .monospaced) - 12) < 1e-9)
    }

    @Test("a font size that is not a positive number measures as nothing")
    func badSize() {
        for size in [Double.nan, .infinity, -4, 0] {
            let metrics = measurer.measure("Cachapa", font: SceneFont(size: size))
            #expect(metrics == TextMetrics(width: 0, ascent: 0, descent: 0))
        }
    }
}
