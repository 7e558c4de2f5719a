import Foundation

/// The states an interactive page's renders touch, so that the page can put each back after
/// trying a selection, gesture or control, and tell apart the states its controls lead to.
///
/// A state is recorded when it is first read or written, with its value then: after the base
/// render, the value the base picture shows (``markBase()``). States a render makes afresh (a
/// view's state that no earlier render kept) are not recorded: they go with their render.
final class StateAccessLog: @unchecked Sendable {
    @TaskLocal static var current: StateAccessLog?
    private let lock = NSLock()
    private var index: [ObjectIdentifier: Int] = [:]
    private var entries: [Entry] = []
    /// Set while a render after the base one runs: the states born in it are its own.
    private var render: RenderToken?

    /// One render after the base render; states created in it carry it.
    final class RenderToken: @unchecked Sendable {}

    private struct Entry {
        let storage: AnyObject
        let read: () -> Any
        let write: (Any) -> Void
        /// The value as a hashable key, when its type is hashable.
        let key: () -> AnyHashable?
        var base: Any
    }

    /// The token states created now are stamped with.
    var token: RenderToken? { lock.lock(); defer { lock.unlock() }; return render }

    /// Whether a view's state made in a render should write through to the state the base render
    /// kept for the view, as a live screen's does: in every render after the base one.
    var forwards: Bool { token != nil }

    /// Runs `body` as one render after the base render.
    func rendering<R>(_ body: () -> R) -> R {
        lock.lock(); let outer = render; render = RenderToken(); lock.unlock()
        defer { lock.lock(); render = outer; lock.unlock() }
        return StateAccessLog.$current.withValue(self, operation: body)
    }

    func record<Value>(_ storage: StateStorage<Value>) {
        let id = ObjectIdentifier(storage)
        lock.lock()
        if index[id] != nil || (render != nil && storage.born === render) { lock.unlock(); return }
        lock.unlock()
        let value = storage.peek
        lock.lock(); defer { lock.unlock() }
        guard index[id] == nil else { return }
        index[id] = entries.count
        entries.append(Entry(storage: storage, read: { storage.peek }, write: { if let v = $0 as? Value { storage.poke(v) } },
                             key: { Self.hashKey(storage.peek) }, base: value))
    }

    /// Takes the values the states hold now as the base picture's.
    func markBase() {
        lock.lock(); let all = entries; lock.unlock()
        let values = all.map { $0.read() }
        lock.lock(); for (i, v) in values.enumerated() where i < entries.count { entries[i].base = v }; lock.unlock()
    }

    /// The values of every state recorded so far.
    struct Snapshot { fileprivate let values: [Any] }

    func snapshot() -> Snapshot {
        lock.lock(); let all = entries; lock.unlock()
        return Snapshot(values: all.map { $0.read() })
    }

    /// Puts every state back as `snapshot` has it; states recorded after it to their base values.
    func restore(_ snapshot: Snapshot? = nil) {
        lock.lock(); let all = entries; lock.unlock()
        let values = snapshot?.values ?? []
        for (i, e) in all.enumerated() { e.write(i < values.count ? values[i] : e.base) }
    }

    /// A value as a key: itself when hashable; a nil optional as one key of its own.
    static func hashKey<Value>(_ value: Value) -> AnyHashable? {
        if let h = value as? AnyHashable { return h }
        let m = Mirror(reflecting: value)
        if m.displayStyle == .optional, m.children.isEmpty { return AnyHashable(NilKey()) }
        return nil
    }

    private struct NilKey: Hashable {}

    /// The values of every state as one key, or `nil` when one of them is not hashable.
    func key() -> [AnyHashable]? {
        lock.lock(); let all = entries; lock.unlock()
        var out: [AnyHashable] = []
        out.reserveCapacity(all.count)
        for e in all {
            guard let k = e.key() else { return nil }
            out.append(k)
        }
        return out
    }
}
