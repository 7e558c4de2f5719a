import Foundation

/// Which field has keyboard focus, as in SwiftUI. A picture has no keyboard: nothing is focused
/// unless the view's own code sets it.
///
/// ```swift
/// @FocusState private var isSearching: Bool
/// TextField("City", text: $city).focused($isSearching)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let storage: StateStorage<Value>

    /// Focus as a yes or no, `false` at first.
    public init() where Value == Bool { storage = StateStorage(false) }
    /// Focus as the field that has it, `nil` at first.
    public init<T: Hashable>() where Value == T? { storage = StateStorage(nil) }

    /// The focused field.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding for `focused(_:)` and `focused(_:equals:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(storage: storage) }

    /// A binding to a focus state.
    @propertyWrapper
    public struct Binding {
        let storage: StateStorage<Value>
        /// The focused field.
        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }
        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: ViewInput {
    var storageBox: AnyObject? { storage }
    func adopt(_ earlier: AnyObject) {
        guard let earlier = earlier as? StateStorage<Value>, earlier !== storage else { return }
        storage.value = earlier.value
    }
}

/// The stable identity of views that `matchedGeometryEffect` pairs, as in SwiftUI.
///
/// ```swift
/// @Namespace private var selection
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
    private let box = NamespaceBox()

    /// A new namespace.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: Namespace.ID { ID(box: ObjectIdentifier(box)) }

    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let box: ObjectIdentifier
    }
}

final class NamespaceBox: Sendable {}

/// Which of a view's geometry `matchedGeometryEffect` shares.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The properties as bits.
    public let rawValue: UInt32
    /// Properties from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// The position and the size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
    /// Binds the view's focus to a state; a picture has no keyboard, so nothing changes.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Binds the view's focus to a state's value; a picture has no keyboard, so nothing changes.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }

    /// Pairs this view's geometry with another's across a change, for an animation; a picture
    /// shows one moment, so the view is drawn where its own layout puts it.
    ///
    /// ```swift
    /// Capsule().matchedGeometryEffect(id: "underline", in: selection)
    /// ```
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
}
