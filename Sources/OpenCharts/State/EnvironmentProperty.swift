import Foundation
import Observation

/// A value a view reads from the environment its parents set, as in SwiftUI.
///
/// ```swift
/// struct SalesChart: View {
///     @Environment(\.colorScheme) private var colorScheme
///     var body: some View {
///         Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count)) }
///             .foregroundStyle(colorScheme == .dark ? .orange : .blue)
///     }
/// }
/// ```
///
/// The renderer fills the property before the view's body runs. Read outside `body`, before
/// the view is drawn, it gives the value a view with no parents would see.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// One reference, so the property is cheap to copy and to hand around as an input.
    let box: EnvironmentSource<Value>

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { box = EnvironmentSource(.keyPath(keyPath)) }

    /// Reads the `@Observable` object of this class that a view above put in the environment
    /// with `environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        box = EnvironmentSource(.object(read: { $0.object(objectType) }, type: objectType))
    }

    /// Reads the `@Observable` object of this class, or `nil` when no view above provides one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        box = EnvironmentSource(.object(read: { .some($0.object(objectType)) }, type: objectType))
    }

    /// The current value.
    public var wrappedValue: Value {
        if let value = box.value { return value }
        switch box.source {
        case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
        case .object(_, let type):
            fatalError("No \(type) in the environment: add .environment(\(type)(…)) to a view above this one.")
        }
    }
}

extension Environment: ViewInput {
    func inject(_ env: EnvironmentValues) -> String? {
        switch box.source {
        case .keyPath(let keyPath):
            box.set(env[keyPath: keyPath])
            return nil
        case .object(let read, let type):
            guard let value = read(env) else {
                return "an @Environment(\(type).self) object; add .environment(\(type)(…)) to a view above it"
            }
            box.set(value)
            return nil
        }
    }
}

/// Where an ``Environment`` or ``EnvironmentObject`` property keeps what the renderer gave it.
/// A render keeps its values in its ``LifecycleSession``, so renders of the same view value on
/// several threads at once (a server drawing one chart in light and dark mode) each read their
/// own; the latest value serves reads outside any render.
class EnvironmentBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var latest: Value?

    var value: Value? {
        if let session = LifecycleSession.current, let value = session.environmentValue(for: self) {
            return value as? Value
        }
        lock.lock(); defer { lock.unlock() }
        return latest
    }

    func set(_ value: Value) {
        lock.lock(); latest = value; lock.unlock()
        LifecycleSession.current?.setEnvironmentValue(value, for: self)
    }
}

/// The box of an ``Environment`` property, with where its value comes from.
final class EnvironmentSource<Value>: EnvironmentBox<Value>, @unchecked Sendable {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// An `@Observable` object found by its class.
        case object(read: (EnvironmentValues) -> Value?, type: Any.Type)
    }

    let source: Source

    init(_ source: Source) { self.source = source }
}

nonisolated extension View {
    /// Puts an `@Observable` object in the environment of this view, for `@Environment(Model.self)`.
    ///
    /// ```swift
    /// SalesScreen().environment(model)
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentModifiedView(content: self) { $0.setObject(object, as: T.self) }
    }
}

// The key path and the object reader never change, and the box locks every access, so a view
// holding environment values of Sendable types may be rendered on several threads at once.
extension Environment: @unchecked Sendable where Value: Sendable {}
