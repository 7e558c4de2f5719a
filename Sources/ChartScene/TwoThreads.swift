import Foundation

/// Work split in two halves run at once, for the few stages of a render that read millions of rows
/// (a dense scatter's columns, the edges of its shape). Each caller splits its work so that the two
/// halves write nothing in common and their results are put together in a fixed order: a picture
/// is the same, byte for byte, on one core or two.
///
/// ```swift
/// TwoThreads.run { half in sums[half] = total(of: half == 0 ? first : second) }
/// ```
package enum TwoThreads {
    /// How many threads the halves run on: two when the machine has two cores or more, else one.
    package static let available = min(2, ProcessInfo.processInfo.activeProcessorCount)

    /// Calls `body(0)` and `body(1)`, on two threads when `threads` is two or more (at once, returning
    /// when both have), else one after the other; `body` must write nothing that both halves touch.
    package static func run(threads: Int = available, _ body: (Int) -> Void) {
        guard threads > 1 else { body(0); body(1); return }
        withoutActuallyEscaping(body) { body in
            let work = Unchecked(body)
            DispatchQueue.concurrentPerform(iterations: 2) { work.value($0) }
        }
    }

    /// A value handed to the two threads: the halves share nothing they write.
    private struct Unchecked<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }
}
