import ChartEngine
import Testing

@Suite("Stacking")
struct StackerTests {
    /// The spans as `[start, end]` pairs, for comparing with `==`.
    func spans(_ values: [Double], _ groups: [Int], _ method: StackingMethod) -> [[Double]] {
        Stacker.stack(values: values, groups: groups, method: method).map { [$0.start, $0.end] }
    }

    @Test("standard stacking sends positives up and negatives down from zero")
    func standardMixedSigns() {
        #expect(spans([3, -1, 2, -4], [0, 0, 0, 0], .standard) == [[0, 3], [0, -1], [3, 5], [-1, -5]])
    }

    @Test("standard stacking keeps interleaved groups apart, in input order")
    func standardGroups() {
        #expect(spans([1, 2, 3, 4], [0, 1, 0, 1], .standard) == [[0, 1], [0, 2], [1, 4], [2, 6]])
    }

    @Test("a zero sits at the top of its stack so stacked areas keep their height")
    func zeroValue() {
        #expect(spans([2, 0, 1], [7, 7, 7], .standard) == [[0, 2], [2, 2], [2, 3]])
    }

    @Test("normalized stacking divides by the stack's total of absolute values")
    func normalized() {
        // Standard: (0,1) (1,4) (0,−4); total |1| + |3| + |−4| = 8.
        #expect(spans([1, 3, -4], [0, 0, 0], .normalized) == [[0, 0.125], [0.125, 0.5], [0, -0.5]])
        #expect(spans([1, 3, 2, 2], [0, 0, 1, 1], .normalized) == [[0, 0.25], [0.25, 1], [0, 0.5], [0.5, 1]])
    }

    @Test("an all-zero stack normalizes to 0...0")
    func normalizedZeros() {
        #expect(spans([0, 0, 5], [0, 0, 1], .normalized) == [[0, 0], [0, 0], [0, 1]])
    }

    @Test("center stacking shifts each stack down by half its total")
    func center() {
        // Group 0 total 4 → shift −2; group 1 total 6 → shift −3.
        #expect(spans([1, 3, 6], [0, 0, 1], .center) == [[-2, -1], [-1, 2], [-3, 3]])
    }

    @Test("center stacking centres a mixed-sign stack's extent on zero")
    func centerMixedSigns() {
        // Standard (0,4) (0,−2) spans −2...4; shift −(4 − 2)/2 = −1 gives −3...3.
        #expect(spans([4, -2], [0, 0], .center) == [[-1, 3], [-1, -3]])
    }

    @Test("unstacked values each start at zero")
    func unstacked() {
        #expect(spans([3, -1, 2], [0, 0, 0], .unstacked) == [[0, 3], [0, -1], [0, 2]])
    }

    @Test("non-finite values give (0, 0) and take no room", arguments: [
        StackingMethod.standard, .normalized, .center, .unstacked,
    ])
    func nonFinite(method: StackingMethod) {
        let result = spans([.nan, 1, .infinity, -.infinity], [0, 0, 0, 0], method)
        #expect(result[0] == [0, 0] && result[2] == [0, 0] && result[3] == [0, 0])
        let expected: [Double] = switch method {
        case .standard, .normalized, .unstacked: [0, 1]
        case .center: [-0.5, 0.5]
        }
        #expect(result[1] == expected)
    }

    @Test("no values give no spans, and values without a group stack in group 0")
    func emptyAndMissingGroups() {
        #expect(spans([], [], .standard).isEmpty)
        #expect(spans([1, 2], [], .standard) == [[0, 1], [1, 3]])
    }

    @Test("Columns: 3, −1 and 2 at one x stack to (0, 3), (0, −1), (3, 5); normalized by 6; centred by −2")
    func columnsOfOnePosition() {
        // By hand: positives rise from zero in series order, negatives fall from zero; normalized
        // divides by 3 + 1 + 2 = 6; centred shifts by −(5 + (−1)) / 2 = −2.
        let cases: [(StackingMethod, [[Double]])] = [
            (.standard, [[0, 3], [0, -1], [3, 5]]),
            (.normalized, [[0, 0.5], [0, -1.0 / 6], [0.5, 5.0 / 6]]),
            (.center, [[-2, 1], [-2, -3], [1, 3]]),
        ]
        for (method, expected) in cases {
            let bands = Stacker.stackColumns([3, -1, 2], series: [[0], [1], [2]], method: method)
            let got = bands.map { [$0.starts[0], $0.ends[0]] }
            for (g, e) in zip(got, expected) {
                #expect(abs(g[0] - e[0]) < 1e-12 && abs(g[1] - e[1]) < 1e-12, "\(method): \(g) is not \(e)")
            }
        }
    }

    @Test("Columns: two positions of two series, rows of a series one after another, stack position by position")
    func columnsOfTwoPositions() {
        // Series A has 1 then 4, series B 2 then −3 (rows 0, 1 are A's; 2, 3 are B's).
        let bands = Stacker.stackColumns([1, 4, 2, -3], series: [[0, 1], [2, 3]], method: .standard)
        #expect(bands[0].starts == [0, 0] && bands[0].ends == [1, 4])
        #expect(bands[1].starts == [1, 0] && bands[1].ends == [3, -3])
    }

}
