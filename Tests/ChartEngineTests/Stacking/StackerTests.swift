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
}
