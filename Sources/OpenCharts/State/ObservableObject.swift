#if canImport(Combine)
// Where Combine exists, its ObservableObject and Published are SwiftUI's, and ours would clash.
@_exported import Combine
#else
import Foundation

/// A class whose changes views follow, as in SwiftUI: its `@Published` properties announce
/// each change through ``objectWillChange``. No `import Combine` is needed.
///
/// ```swift
/// final class SalesModel: ObservableObject {
///     @Published var sales: [Sale] = []
///     func load() { sales = Sale.thisWeek }
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// The type of the publisher that announces changes.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// Sends before any `@Published` property of the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that sends before any `@Published` property changes: the same one for the
    /// object's whole life, kept in its first `@Published` property.
    public var objectWillChange: ObservableObjectPublisher {
        var slots: [PublishedSlot] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let m = mirror {
            slots += m.children.compactMap { ($0.value as? any PublishedProperty)?.slot }
            mirror = m.superclassMirror
        }
        if let existing = slots.lazy.compactMap(\.publisher).first { return existing }
        // Every slot gets the publisher, so each `@Published` setter finds it without reflection.
        let publisher = ObservableObjectPublisher()
        for slot in slots { slot.publisher = publisher }
        return publisher
    }
}

/// Announces that an object is about to change.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [UInt64: () -> Void] = [:]
    private var nextID: UInt64 = 0

    /// A publisher with no subscribers.
    public init() {}

    /// Tells every subscriber the object is about to change.
    public func send() {
        lock.lock(); let current = subscribers.sorted { $0.key < $1.key }.map(\.value); lock.unlock()
        for receive in current { receive() }
    }

    /// Calls `receiveValue` before each change, until the returned value is cancelled or released.
    public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
        lock.lock()
        let id = nextID
        nextID += 1
        subscribers[id] = { receiveValue(()) }
        lock.unlock()
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.lock(); self.subscribers[id] = nil; self.lock.unlock()
        }
    }
}

/// A subscription that ends when cancelled or released.
public final class AnyCancellable: Hashable, @unchecked Sendable {
    private var cancelAction: (() -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    deinit { cancel() }

    /// Ends the subscription.
    public func cancel() { let action = cancelAction; cancelAction = nil; action?() }

    /// Keeps the subscription alive in a set.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Returns whether two cancellables are the same instance.
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Where a `@Published` property keeps its value and its object's publisher.
final class PublishedSlot: @unchecked Sendable {
    var publisher: ObservableObjectPublisher?
}

protocol PublishedProperty { var slot: PublishedSlot { get } }

/// A property of an ``ObservableObject`` that announces its changes, as in SwiftUI.
///
/// ```swift
/// final class SalesModel: ObservableObject {
///     @Published var sales: [Sale] = []
/// }
/// ```
@propertyWrapper
public struct Published<Value>: PublishedProperty {
    private var value: Value
    let slot = PublishedSlot()

    /// A property holding `value` at first.
    public init(wrappedValue value: Value) { self.value = value }
    /// A property holding `value` at first.
    public init(initialValue value: Value) { self.value = value }

    /// Only an instance property of a class may be `@Published`.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// Reads and writes the property of `object`, announcing writes before they happen.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            let slot = object[keyPath: storageKeyPath].slot
            if slot.publisher == nil { slot.publisher = object.objectWillChange as? ObservableObjectPublisher }
            slot.publisher?.send()
            object[keyPath: storageKeyPath].value = newValue
            LiveWriteSink.stateDidChange()
        }
    }
}
#endif
