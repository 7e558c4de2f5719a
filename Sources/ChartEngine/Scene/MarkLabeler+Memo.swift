import Foundation

/// Spoken labels of values already formatted, shared by every chart of the process: a chart
/// rendered again (an interactive page renders one per state) formats each value once, not
/// once per render. Bounded: it starts afresh when full.
final class LabelMemo: @unchecked Sendable {
    static let shared = LabelMemo()

    struct Key: Hashable {
        let settings: Int
        let kind: UInt8
        let value: Double
    }

    private let lock = NSLock()
    private var stored: [Key: String] = [:]
    private var settingsIDs: [String: Int] = [:]
    private let limit = 20_000

    /// A small number standing for a locale, time zone and calendar, so keys hash quickly.
    func settingsID(_ settings: String) -> Int {
        lock.lock(); defer { lock.unlock() }
        if let id = settingsIDs[settings] { return id }
        let id = settingsIDs.count
        settingsIDs[settings] = id
        return id
    }

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
