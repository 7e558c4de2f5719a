import Foundation

/// A read-write reference to a value owned elsewhere: a parent's `@State`, a model, a constant.
///
/// ```swift
/// struct PieChart: View {
///     @Binding var data: [Double]
///     …
/// }
/// PieChart(data: .constant([1.5, 2.3, 0.8]))
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get; setValue = set
    }

    /// A binding made from another binding's projected value (`$name`), for `@Binding` properties.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding refers to.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, so that `$name` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { var v = self.wrappedValue; v[keyPath: keyPath] = $0; self.wrappedValue = v })
    }

    /// The binding, whose writes animate: a live screen tweens the change they make; a picture
    /// shows its end.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let set = setValue
        return Binding(get: getValue, set: { value in withAnimation(animation) { set(value) } })
    }
}

extension Binding {
    /// A binding to an optional value made from one to a non-optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }

    /// A binding to a non-optional value, or `nil` when the base holds `nil` now.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
    }
}

extension Binding: DynamicProperty {}

// A binding is a pair of accessors; those of `State` and `constant` are safe on any thread.
extension Binding: @unchecked Sendable where Value: Sendable {}
