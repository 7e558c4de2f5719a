import Testing
@testable import ChartEngine

/// Six categories over 0...600 with paddingInner 0.2, paddingOuter 0.1:
/// step = 600 / (6 - 0.2 + 2 * 0.1) = 100, bandwidth = 80, first band at 0.1 * 100 = 10.
@Suite("BandScale")
struct BandScaleTests {
    private let names = ["A", "B", "C", "D", "E", "F"]
    private var padded: BandScale {
        BandScale(domain: names, rangeStart: 0, rangeEnd: 600, paddingInner: 0.2, paddingOuter: 0.1)
    }

    @Test("six padded categories over 600 points have step 100 and bandwidth 80")
    func stepAndBandwidth() {
        #expect(padded.step == 100)
        #expect(padded.bandwidth == 80)
    }

    @Test("bands start one outer padding in and follow one step apart")
    func bands() {
        #expect(padded.band(for: "A")! == (10, 90))
        #expect(padded.band(for: "B")! == (110, 190))
        #expect(padded.band(for: "F")! == (510, 590))
        #expect(padded.center(for: "C") == 250)
        #expect(padded.index(of: "D") == 3)
    }

    @Test("without padding four categories over 0...400 tile the range")
    func noPadding() {
        let s = BandScale(domain: ["w", "x", "y", "z"], rangeStart: 0, rangeEnd: 400)
        #expect(s.step == 100 && s.bandwidth == 100)
        #expect(s.band(for: "x")! == (100, 200))
        #expect(s.center(for: "z") == 350)
    }

    @Test("a reversed range runs the first category from rangeStart downwards")
    func reversed() {
        let s = BandScale(domain: names, rangeStart: 600, rangeEnd: 0, paddingInner: 0.2, paddingOuter: 0.1)
        #expect(s.step == 100 && s.bandwidth == 80)
        #expect(s.band(for: "A")! == (590, 510))
        #expect(s.band(for: "F")! == (90, 10))
        #expect(s.center(for: "A") == 550)
        #expect(s.value(at: 560) == "A")
        #expect(s.value(at: 40) == "F")
    }

    @Test("value(at:) finds the category whose step holds the position, clamped at the ends")
    func valueAt() {
        #expect(padded.value(at: 50) == "A")
        #expect(padded.value(at: 99) == "A")
        #expect(padded.value(at: 101) == "B")
        #expect(padded.value(at: 595) == "F")
        #expect(padded.value(at: -50) == "A")
        #expect(padded.value(at: 10_000) == "F")
        #expect(padded.value(at: .infinity) == "F")
        #expect(padded.value(at: .nan) == nil)
    }

    @Test("one category with inner padding 0.5 divides by at least 1, as d3 does")
    func single() {
        // step = 100 / max(1, 1 - 0.5) = 100, bandwidth 50, centred: 25...75.
        let s = BandScale(domain: ["only"], rangeStart: 0, rangeEnd: 100, paddingInner: 0.5)
        #expect(s.band(for: "only")! == (25, 75))
    }

    @Test("unknown categories and empty domains give nil")
    func unknown() {
        #expect(padded.band(for: "Z") == nil)
        #expect(padded.center(for: "Z") == nil)
        #expect(padded.index(of: "Z") == nil)
        #expect(BandScale(domain: [], rangeStart: 0, rangeEnd: 100).value(at: 50) == nil)
    }

    @Test("repeated categories keep their first place, also after the domain changes")
    func distinct() {
        var s = BandScale(domain: ["A", "B", "A"], rangeStart: 0, rangeEnd: 200)
        #expect(s.domain == ["A", "B"])
        #expect(s.band(for: "B")! == (100, 200))
        s.domain = ["X", "Y", "X", "Z"]
        #expect(s.domain == ["X", "Y", "Z"])
        #expect(s.index(of: "Z") == 2)
        #expect(s.index(of: "A") == nil)
    }

    @Test("padding outside its range is clamped: inner to 0...1, outer to at least 0")
    func clampedPadding() {
        let s = BandScale(domain: ["a", "b"], rangeStart: 0, rangeEnd: 200, paddingInner: -1, paddingOuter: -1)
        #expect(s.step == 100 && s.bandwidth == 100)
    }
}
