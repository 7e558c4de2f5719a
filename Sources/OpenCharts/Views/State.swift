import Foundation

/// A value a view owns and may change, even from its non-mutating methods, as in SwiftUI.
/// Each `State` keeps its value in storage of its own; `$name` gives a ``Binding`` to it.
///
/// ```swift
/// @State private var rotation: Double = 0
///
/// private func spin() {
///     withAnimation(.easeOut(duration: 3)) { rotation = rotation + 720 }
/// }
/// ```
///
/// A render shows the state as it is when the render runs.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let storage: StateStorage<Value>

    /// A state holding `value` at first.
    public init(wrappedValue value: Value) { storage = StateStorage(value) }
    /// A state holding `value` at first.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The current value; setting it does not need a mutable view.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding that reads and writes this state.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state holding `nil` at first.
    public init() { self.init(wrappedValue: nil) }
}

// The storage locks every access, so a state may be read and written from any task.
extension State: Sendable where Value: Sendable {}

/// The box behind a ``State``: shared by copies of the view, guarded by a lock.
final class StateStorage<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    /// On a live screen, the storage of the view's first build, which later builds read and
    /// write through, so a closure of an earlier build (a task's) writes where later builds read.
    private var original: StateStorage<Value>?

    /// The render after an interactive page's base render that made this storage, if any.
    let born: StateAccessLog.RenderToken?

    init(_ value: Value) { stored = value; born = StateAccessLog.current?.token }

    /// The stored value, unrecorded.
    var peek: Value { lock.lock(); defer { lock.unlock() }; return stored }
    /// Stores a value, unrecorded and unreported.
    func poke(_ value: Value) { lock.lock(); stored = value; lock.unlock() }

    var value: Value {
        get {
            if let original = forwarded { return original.value }
            StateAccessLog.current?.record(self)
            lock.lock(); defer { lock.unlock() }; return stored
        }
        set {
            if let original = forwarded { original.value = newValue; return }
            StateAccessLog.current?.record(self)
            lock.lock()
            let same = Self.equal(stored, newValue)
            stored = newValue
            lock.unlock()
            // As in SwiftUI, a value equal to the one held changes nothing: a live screen is not
            // rendered again for it (a selection written with the bar it holds already).
            if !same { LiveWriteSink.stateDidChange() }
        }
    }

    /// Whether two values are equal by their type's `==`; `false` for a type that is not
    /// `Equatable` (and for `nil`), so that such a write always counts as a change.
    static func equal(_ a: Value, _ b: Value) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.equalsValue(b)
    }

    private var forwarded: StateStorage<Value>? {
        lock.lock(); defer { lock.unlock() }; return original
    }

    /// Makes this storage stand for `earlier`'s first storage from now on.
    func forward(to earlier: StateStorage<Value>) {
        let root = earlier.forwarded ?? earlier
        guard root !== self else { return }
        lock.lock(); original = root; lock.unlock()
    }
}

/// A property of a view that SwiftUI updates before each body: `State`, `Binding`.
public protocol DynamicProperty {
    /// Called before the view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: properties here are up to date when the body is built.
    public mutating func update() {}
}

extension Equatable {
    /// Whether `other` is a value of this type equal to `self`.
    func equalsValue(_ other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return other == self
    }
}
