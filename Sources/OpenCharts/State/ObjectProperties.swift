import Foundation
import Observation

/// A model object a view is given by its parent and follows, as in SwiftUI.
///
/// ```swift
/// struct SalesChart: View {
///     @ObservedObject var model: SalesModel
///     var body: some View { Chart(model.sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count)) } }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    private var object: ObjectType

    /// The object itself.
    public var wrappedValue: ObjectType {
        get { LiveRecorder.follow(object); return object }
        set { object = newValue }
    }

    /// Follows `wrappedValue`.
    public init(wrappedValue: ObjectType) { object = wrappedValue }
    /// Follows `initialValue`.
    public init(initialValue: ObjectType) { object = initialValue }

    /// Bindings to the object's properties: `$model.showsAverage`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// A model object a view creates and owns, as in SwiftUI: made once for the view, on first use,
/// and kept while the view is drawn again after `onAppear` or `task` changed it.
///
/// ```swift
/// struct SalesScreen: View {
///     @StateObject private var model = SalesModel()
///     var body: some View {
///         SalesChart(model: model).onAppear { model.load() }
///     }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let storage: ObjectStorage<ObjectType>

    /// An object made by `thunk` the first time the view needs it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = ObjectStorage(thunk)
    }

    /// The object, made on first use.
    public var wrappedValue: ObjectType {
        let object = storage.object
        LiveRecorder.follow(object)
        return object
    }

    /// Bindings to the object's properties: `$model.showsAverage`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: storage.object) }
}

extension StateObject: ViewInput {
    var storageBox: AnyObject? { storage }
    func adopt(_ earlier: AnyObject) {
        guard let earlier = earlier as? ObjectStorage<ObjectType>, earlier !== storage else { return }
        storage.take(from: earlier)
    }
}

/// The box behind a ``StateObject``: makes the object once, on first use.
final class ObjectStorage<ObjectType: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: ObjectType?
    private var thunk: (() -> ObjectType)?

    init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }

    var object: ObjectType {
        lock.lock(); defer { lock.unlock() }
        if let made { return made }
        let object = thunk!()
        made = object
        thunk = nil
        return object
    }

    /// Keeps the object an earlier copy of the view made, without making one of its own.
    func take(from earlier: ObjectStorage<ObjectType>) {
        let object = earlier.object
        lock.lock(); made = object; thunk = nil; lock.unlock()
    }
}

/// A model object a view above provided with `environmentObject(_:)`, as in SwiftUI.
///
/// ```swift
/// struct SalesSummary: View {
///     @EnvironmentObject var model: SalesModel
///     var body: some View { Text("\(model.sales.count) days") }
/// }
/// SalesSummary().environmentObject(SalesModel())
/// ```
///
/// When no view above provides the object, SwiftUI stops the app; the renderer instead leaves
/// the view out of the picture and adds a warning that names the missing class.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentBox<ObjectType>()

    /// Reads the object of this class from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = box.value else {
            fatalError("No \(ObjectType.self) in the environment: add .environmentObject(\(ObjectType.self)(…)) to a view above this one.")
        }
        LiveRecorder.follow(object)
        return object
    }

    /// Bindings to the object's properties: `$model.showsAverage`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: ViewInput {
    func inject(_ env: EnvironmentValues) -> String? {
        guard let object = env.object(ObjectType.self) else {
            return "an @EnvironmentObject of type \(ObjectType.self); add .environmentObject(\(ObjectType.self)(…)) to a view above it"
        }
        box.set(object)
        return nil
    }
}

nonisolated extension View {
    /// Puts an object in the environment of this view, for `@EnvironmentObject` properties below.
    ///
    /// ```swift
    /// SalesScreen().environmentObject(model)
    /// ```
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentModifiedView(content: self) { $0.setObject(object, as: T.self) }
    }
}

/// Bindings to the properties of an `@Observable` object, as in SwiftUI.
///
/// ```swift
/// struct RangePicker: View {
///     @Bindable var model: SalesModel
///     var body: some View { Toggle("Average", isOn: $model.showsAverage) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// Bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// The same object as another `Bindable`'s.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// This value, so `$model` gives bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
