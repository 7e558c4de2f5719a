import Foundation

/// A key for a value of your own in ``EnvironmentValues``, as in SwiftUI.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue: Color = .blue
/// }
/// extension EnvironmentValues {
///     var chartAccent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// SalesChart().environment(\.chartAccent, .orange)
/// ```
public protocol EnvironmentKey {
    /// The type of the value the key stands for.
    associatedtype Value
    /// The value when no view above sets one.
    static var defaultValue: Value { get }
}

/// The values set by `environment(_:_:)` and `environmentObject(_:)`, found by the type of their key.
struct KeyedEnvironment {
    var values: [ObjectIdentifier: Any] = [:]
    /// Objects set by `environmentObject(_:)` and `environment(_:)`, by their class.
    var objects: [ObjectIdentifier: AnyObject] = [:]
}

extension EnvironmentValues {
    /// The value for a key of your own, or the key's default when no view above sets one.
    ///
    /// ```swift
    /// extension EnvironmentValues {
    ///     var chartAccent: Color {
    ///         get { self[AccentKey.self] }
    ///         set { self[AccentKey.self] = newValue }
    ///     }
    /// }
    /// ```
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { keyed.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { keyed.values[ObjectIdentifier(key)] = newValue }
    }

    /// The object of class `type` that a view above put in the environment.
    func object<T: AnyObject>(_ type: T.Type) -> T? {
        keyed.objects[ObjectIdentifier(type)] as? T
    }

    mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        keyed.objects[ObjectIdentifier(type)] = object
    }
}
