import Foundation

/// Spoken labels of values already formatted, shared by every chart of the process: a chart
/// rendered again (an interactive page renders one per state) formats each value once, not
/// once per render. Bounded: it starts afresh when full.
final class LabelMemo: @unchecked Sendable {
    static let shared = LabelMemo()

    struct Key: Hashable {
        let settings: String
        let kind: UInt8
        let value: Double
    }

    private let lock = NSLock()
    private var stored: [Key: String] = [:]
    private let limit = 20_000

    func label(_ key: Key, make: () -> String) -> String {
        lock.lock()
        if let s = stored[key] { lock.unlock(); return s }
        lock.unlock()
        let s = make()
        lock.lock()
        if stored.count >= limit { stored.removeAll(keepingCapacity: true) }
        stored[key] = s
        lock.unlock()
        return s
    }
}
