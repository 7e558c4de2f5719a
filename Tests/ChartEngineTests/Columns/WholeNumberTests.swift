import Testing
@testable import ChartEngine

@Suite("Rounding the many values of a run without the C library")
struct WholeNumberTests {
    @Test("the nearest whole number, halves away from zero, as rounded() takes it")
    func nearest() {
        let cases: [(Double, Int)] = [(0, 0), (0.5, 1), (1.5, 2), (2.5, 3), (3, 3), (0.49999999999999994, 0),
                                      (127.49999999999999, 127), (254.5, 255), (255, 255), (9_999_999.5, 10_000_000)]
        for (value, expected) in cases {
            #expect(WholeNumber.nearest(value) == expected, "\(value)")
        }
    }

    @Test("a pixel's column or row is its coordinate rounded down, below zero too")
    func floor() {
        let cases: [(Double, Int)] = [(0, 0), (-0.0, 0), (0.5, 0), (1.5, 1), (2.5, 2), (7, 7), (-7, -7), (-0.5, -1),
                                      (-1.5, -2), (-2.5, -3), (2.9999999999999996, 2), (-1e-300, -1),
                                      (1_073_741_823.75, 1_073_741_823), (-1_073_741_823.25, -1_073_741_824)]
        for (value, expected) in cases {
            #expect(PixelCells.floor(value) == expected, "\(value)")
        }
    }
}
