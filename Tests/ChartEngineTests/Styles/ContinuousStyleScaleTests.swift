import ChartEngine
import ChartScene
import Foundation
import Testing

@Suite("Style scales: numbers and gradients")
struct ContinuousStyleScaleTests {
    @Test("a linear scale over 0...100 puts 25 a quarter of the way and clamps beyond the ends")
    func linear() {
        let s = ContinuousStyleScale(lower: 0, upper: 100, kind: .linear)
        #expect(s.fraction(25) == 0.25)
        #expect(s.fraction(150) == 1)
        #expect(s.fraction(-5) == 0)
        #expect(s.fraction(.nan) == nil)
    }

    @Test("log over 1...100 puts 10 halfway; square root over 0...100 puts 25 halfway (√25 / √100)")
    func transforms() throws {
        let log = ContinuousStyleScale(lower: 1, upper: 100, kind: .log)
        #expect(abs(try #require(log.fraction(10)) - 0.5) < 1e-12)
        #expect(log.fraction(0) == nil)
        let sqrt = ContinuousStyleScale(lower: 0, upper: 100, kind: .squareRoot)
        #expect(abs(try #require(sqrt.fraction(25)) - 0.5) < 1e-12)
        // Power 2 over 0...10: 5² / 10² = 0.25.
        let pow = ContinuousStyleScale(lower: 0, upper: 10, kind: .power(2))
        #expect(abs(try #require(pow.fraction(5)) - 0.25) < 1e-12)
        // Symmetric log over -9...9 with slope 1: 0 is halfway, log1p(9)/ (2·log1p(9)) from the start.
        let symlog = ContinuousStyleScale(lower: -9, upper: 9, kind: .symmetricLog(slopeAtZero: 1))
        #expect(abs(try #require(symlog.fraction(0)) - 0.5) < 1e-12)
    }

    @Test("a log domain reaching zero falls back to linear rather than failing")
    func logFallback() {
        let s = ContinuousStyleScale(lower: 0, upper: 10, kind: .log)
        #expect(s.kind == .linear)
        #expect(s.fraction(5) == 0.5)
    }

    @Test("a domain of one value maps every value to the middle")
    func collapsed() {
        let s = ContinuousStyleScale(data: [7, 7, .nan], spec: nil, kind: .linear)
        #expect(s.lower == 7 && s.upper == 7)
        #expect(s.fraction(7) == 0.5)
        let empty = ContinuousStyleScale(data: [], spec: nil, kind: .linear)
        #expect(empty.fraction(3) == 0.5)
    }

    @Test("a two-stop gradient from red to blue is red at 0, half of each at 0.5, blue at 1")
    func twoStops() {
        let ramp = ColorRamp(stops: [GradientStop(color: RGBA(red: 1, green: 0, blue: 0), location: 0),
                                     GradientStop(color: RGBA(red: 0, green: 0, blue: 1), location: 1)], fallback: .black)
        #expect(ramp.color(at: 0) == RGBA(red: 1, green: 0, blue: 0))
        #expect(ramp.color(at: 0.5) == RGBA(red: 0.5, green: 0, blue: 0.5))
        #expect(ramp.color(at: 1) == RGBA(red: 0, green: 0, blue: 1))
    }

    @Test("three evenly spread colours: yellow, orange (1, 0.5, 0), red; 0.25 is halfway from yellow to orange")
    func threeColors() {
        let ramp = ColorRamp(colors: [RGBA(red: 1, green: 1, blue: 0), RGBA(red: 1, green: 0.5, blue: 0), RGBA(red: 1, green: 0, blue: 0)],
                             fallback: .black)
        #expect(ramp.color(at: 0) == RGBA(red: 1, green: 1, blue: 0))
        #expect(ramp.color(at: 0.25) == RGBA(red: 1, green: 0.75, blue: 0))
        #expect(ramp.color(at: 0.5) == RGBA(red: 1, green: 0.5, blue: 0))
        #expect(ramp.color(at: 1) == RGBA(red: 1, green: 0, blue: 0))
    }

    @Test("a gradient with one stop is that colour everywhere; with none, the fallback")
    func degenerateGradients() {
        let c = RGBA(red: 0.2, green: 0.4, blue: 0.6)
        let one = ColorRamp(stops: [GradientStop(color: c, location: 0.3)], fallback: .black)
        #expect(one.color(at: 0) == c && one.color(at: 1) == c && one.color(at: .nan) == c)
        #expect(ColorRamp(stops: [], fallback: .white).color(at: 0.5) == .white)
    }

    @Test("stops given out of order are sorted; a location of NaN counts as 0")
    func unsortedStops() {
        let ramp = ColorRamp(stops: [GradientStop(color: .white, location: 1), GradientStop(color: .black, location: .nan)], fallback: .clear)
        #expect(ramp.color(at: 0.5) == RGBA(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test("symbol areas interpolate between the range's ends")
    func sizes() {
        #expect(StyleScales.interpolate([10, 30], at: 0.5) == 20)
        #expect(StyleScales.interpolate([10, 30, 70], at: 0.75) == 50)
        #expect(StyleScales.interpolate([], at: 0.5) == nil)
        #expect(StyleScales.interpolate([4], at: 0.9) == 4)
    }
}
