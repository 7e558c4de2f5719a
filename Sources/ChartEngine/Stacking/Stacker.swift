/// Places stacked values: the start and end of each value's segment along the value axis.
///
/// ```swift
/// let spans = Stacker.stack(values: [3, -1, 2], groups: [0, 0, 0], method: .standard)
/// // [(0, 3), (0, -1), (3, 5)]
/// ```
package enum Stacker {
    /// The running state of one stack (all values with the same group key).
    private struct Stack {
        /// The top of the positive side, ≥ 0.
        var positive = 0.0
        /// The bottom of the negative side, ≤ 0.
        var negative = 0.0
        /// The sum of absolute values: the height of the whole stack.
        var extent: Double { positive - negative }
    }

    /// The segment of each value.
    ///
    /// `values[i]` belongs to stack `groups[i]` (an Int key, such as an x category's index);
    /// within a stack, items are stacked in input order. A value with no group (when `groups`
    /// is shorter than `values`) belongs to stack 0. Every result satisfies
    /// `end − start = value` before normalizing, so a negative value's `end` lies below its
    /// `start`.
    ///
    /// - `.standard`: positives accumulate upwards from 0 and negatives downwards from 0
    ///   (d3's `stackOffsetDiverging`). A zero sits at the top of its stack's positive side, so
    ///   stacked areas keep their height across it, where d3 would drop it to 0.
    /// - `.normalized`: the standard result divided by the stack's total of absolute values
    ///   (d3's `stackOffsetExpand` for non-negative data); an all-zero stack gives 0...0.
    /// - `.center`: the standard result shifted so that the stack's extent is centred on 0; for
    ///   non-negative data this is minus half the stack's total (d3's `stackOffsetSilhouette`).
    /// - `.unstacked`: `(0, value)`.
    ///
    /// Non-finite values give `(0, 0)` and take no room.
    package static func stack(values: [Double], groups: [Int], method: StackingMethod) -> [(start: Double, end: Double)] {
        if method == .unstacked {
            return values.map { $0.isFinite ? (0, $0) : (0, 0) }
        }
        var stacks: [Int: Stack] = [:]
        var spans: [(start: Double, end: Double)] = []
        spans.reserveCapacity(values.count)
        for (i, value) in values.enumerated() {
            guard value.isFinite else {
                spans.append((0, 0))
                continue
            }
            let key = i < groups.count ? groups[i] : 0
            var stack = stacks[key, default: Stack()]
            if value < 0 {
                spans.append((stack.negative, stack.negative + value))
                stack.negative += value
            } else {
                spans.append((stack.positive, stack.positive + value))
                stack.positive += value
            }
            stacks[key] = stack
        }
        guard method != .standard else { return spans }
        for (i, value) in values.enumerated() where value.isFinite {
            let stack = stacks[i < groups.count ? groups[i] : 0, default: Stack()]
            spans[i] = adjusted(spans[i], in: stack, method: method)
        }
        return spans
    }

    /// A standard span rescaled or shifted for `method`.
    private static func adjusted(_ span: (start: Double, end: Double), in stack: Stack,
                                 method: StackingMethod) -> (start: Double, end: Double) {
        switch method {
        case .normalized:
            let total = stack.extent
            guard total > 0, total.isFinite else { return (0, 0) }
            return (span.start / total, span.end / total)
        case .center:
            // Centre the extent negative...positive on 0.
            let shift = -(stack.positive + stack.negative) / 2
            return shift.isFinite ? (span.start + shift, span.end + shift) : span
        case .standard, .unstacked:
            return span
        }
    }

    /// Each series' segments when every series has a row at each of the same positions: the rows of
    /// series `s` are `values[series[s][i]]` for position `i`. Stacked as ``stack(values:groups:method:)`` stacks: at each
    /// position, positives rise from zero and negatives fall from zero in series order, then
    /// `.normalized` divides by the stack's total of absolute values and `.center` centres the stack on zero.
    package static func stackColumns(_ values: [Double], series groups: [[Int]], method: StackingMethod) -> [(starts: [Double], ends: [Double])] {
        let length = groups.first?.count ?? 0
        var bands = groups.map { _ in (starts: [Double](repeating: 0, count: length), ends: [Double](repeating: 0, count: length)) }
        for i in 0..<length {
            var positive = 0.0, negative = 0.0
            for s in groups.indices {
                let v = values[groups[s][i]]
                if v < 0 {
                    bands[s].starts[i] = negative; negative += v; bands[s].ends[i] = negative
                } else {
                    bands[s].starts[i] = positive; positive += v; bands[s].ends[i] = positive
                }
            }
            switch method {
            case .normalized:
                let total = positive - negative
                let scale = total > 0 && total.isFinite ? 1 / total : 0
                for s in groups.indices { bands[s].starts[i] *= scale; bands[s].ends[i] *= scale }
            case .center:
                let shift = -(positive + negative) / 2
                guard shift.isFinite else { continue }
                for s in groups.indices { bands[s].starts[i] += shift; bands[s].ends[i] += shift }
            case .standard, .unstacked:
                break
            }
        }
        return bands
    }
}
