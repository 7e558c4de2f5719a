import Foundation

/// The states a render read, so that an interactive page can put each back after trying a
/// selection or gesture: a gesture's closure may set any `@State`, not only a chart's bindings.
final class StateAccessLog: @unchecked Sendable {
    @TaskLocal static var current: StateAccessLog?
    private let lock = NSLock()
    private var seen = Set<ObjectIdentifier>()
    private var savers: [() -> () -> Void] = []

    func record<Value>(_ storage: StateStorage<Value>) {
        lock.lock(); defer { lock.unlock() }
        guard seen.insert(ObjectIdentifier(storage)).inserted else { return }
        savers.append { let old = storage.value; return { storage.value = old } }
    }

    /// A saver for every state read: each remembers the state's value and hands back its restorer.
    var all: [() -> () -> Void] {
        lock.lock(); defer { lock.unlock() }
        return savers
    }
}
