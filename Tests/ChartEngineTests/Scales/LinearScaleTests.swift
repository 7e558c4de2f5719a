import Testing
@testable import ChartEngine

@Suite("LinearScale")
struct LinearScaleTests {
    /// A y scale: 0...1000 drawn from y = 300 (bottom) up to y = 0.
    private let y = LinearScale(domainLo: 0, domainHi: 1000, rangeStart: 300, rangeEnd: 0)

    @Test("map interpolates into a reversed range: 250 of 0...1000 lands at 225 of 300...0")
    func map() {
        #expect(y.map(0) == 300)
        #expect(y.map(1000) == 0)
        #expect(y.map(250) == 225)
        #expect(y.map(500) == 150)
    }

    @Test("values outside the domain extrapolate")
    func extrapolate() {
        #expect(y.map(2000) == -300)
        #expect(y.map(-500) == 450)
    }

    @Test("invert undoes map")
    func invert() {
        #expect(y.invert(225) == 250)
        #expect(y.invert(300) == 0)
        for v in [-12.5, 0, 3.25, 916, 1000, 1234.5] {
            #expect(abs(y.invert(y.map(v)) - v) < 1e-9)
        }
    }

    @Test("a reversed domain maps its first end to rangeStart")
    func reversedDomain() {
        let s = LinearScale(domainLo: 10, domainHi: 0, rangeStart: 0, rangeEnd: 100)
        #expect(s.map(10) == 0)
        #expect(s.map(0) == 100)
        #expect(s.map(2.5) == 75)
    }

    @Test("a zero-width domain maps everything to the middle of the range")
    func degenerateDomain() {
        let s = LinearScale(domainLo: 5, domainHi: 5, rangeStart: 0, rangeEnd: 100)
        #expect(s.map(5) == 50)
        #expect(s.map(-1e9) == 50)
    }

    @Test("a zero-length range inverts to the middle of the domain")
    func degenerateRange() {
        let s = LinearScale(domainLo: 0, domainHi: 10, rangeStart: 40, rangeEnd: 40)
        #expect(s.map(3) == 40)
        #expect(s.invert(40) == 5)
    }
}
