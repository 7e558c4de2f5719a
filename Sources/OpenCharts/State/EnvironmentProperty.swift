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
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// An `@Observable` object found by its class; `optional` when the property may be `nil`.
        case object(read: (EnvironmentValues) -> Value?, name: String)
    }

    let source: Source
    let box = EnvironmentBox<Value>()

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    /// Reads the `@Observable` object of this class that a view above put in the environment
    /// with `environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(read: { $0.object(objectType) }, name: "\(objectType)")
    }

    /// Reads the `@Observable` object of this class, or `nil` when no view above provides one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(read: { .some($0.object(objectType)) }, name: "\(objectType)")
    }

    /// The current value.
    public var wrappedValue: Value {
        if let value = box.value { return value }
        switch source {
        case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
        case .object(_, let name):
            fatalError("No \(name) in the environment: add .environment(\(name)(…)) to a view above this one.")
        }
    }
}

extension Environment: ViewInput {
    func inject(_ env: EnvironmentValues) -> String? {
        switch source {
        case .keyPath(let keyPath):
            box.set(env[keyPath: keyPath])
            return nil
        case .object(let read, let name):
            guard let value = read(env) else {
                return "an @Environment(\(name).self) object; add .environment(\(name)(…)) to a view above it"
            }
            box.set(value)
            return nil
        }
    }
}

/// Where an ``Environment`` or ``EnvironmentObject`` property keeps what the renderer gave it:
/// one value per render, so that renders of the same view value on several threads at once (a
/// server drawing one chart in light and dark mode) each read their own.
final class EnvironmentBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var byRender: [ObjectIdentifier: Value] = [:]
    /// The value of the latest render, read outside any render.
    private var latest: Value?

    var value: Value? {
        let session = LifecycleSession.current
        lock.lock(); defer { lock.unlock() }
        if let session, let value = byRender[ObjectIdentifier(session)] { return value }
        return latest
    }

    func set(_ value: Value) {
        let session = LifecycleSession.current
        lock.lock()
        latest = value
        guard let session else { lock.unlock(); return }
        let id = ObjectIdentifier(session)
        byRender[id] = value
        lock.unlock()
        session.onEnd { [weak self] in self?.forget(id) }
    }

    private func forget(_ render: ObjectIdentifier) {
        lock.lock(); byRender[render] = nil; lock.unlock()
    }
}

extension View {
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
