import Foundation

/// A value a view keeps in user defaults, as in SwiftUI.
///
/// ```swift
/// @AppStorage("showsAverage") private var showsAverage = true
/// ```
///
/// A render is not an app with preferences: the value is the default given, or the value in
/// `store` when you pass one (`UserDefaults(suiteName:)`), never the machine's standard
/// defaults, so the same code draws the same picture everywhere. Writes last for the render.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let storage: StateStorage<Value>

    /// A value stored under `key`, `wrappedValue` when `store` has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        storage = StateStorage(store?.object(forKey: key) as? Value ?? wrappedValue)
    }

    /// An optional value stored under `key`, `nil` when `store` has none.
    public init<T>(_ key: String, store: UserDefaults? = nil) where Value == T? {
        storage = StateStorage(store?.object(forKey: key) as? T)
    }

    /// A value stored under `key` by its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable {
        let raw = store?.object(forKey: key) as? Value.RawValue
        storage = StateStorage(raw.flatMap(Value.init(rawValue:)) ?? wrappedValue)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

/// A value a scene keeps to restore itself, as in SwiftUI; in a render it starts at the default.
///
/// ```swift
/// @SceneStorage("selectedRange") private var range = "week"
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let storage: StateStorage<Value>

    /// A value stored under `key`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String) { storage = StateStorage(wrappedValue) }
    /// An optional value stored under `key`, starting at `nil`.
    public init<T>(_ key: String) where Value == T? { storage = StateStorage(nil) }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension AppStorage: ViewInput {
    var storageBox: AnyObject? { storage }
    func adopt(_ earlier: AnyObject) {
        guard let earlier = earlier as? StateStorage<Value>, earlier !== storage else { return }
        storage.value = earlier.value
    }
}

extension SceneStorage: ViewInput {
    var storageBox: AnyObject? { storage }
    func adopt(_ earlier: AnyObject) {
        guard let earlier = earlier as? StateStorage<Value>, earlier !== storage else { return }
        storage.value = earlier.value
    }
}
