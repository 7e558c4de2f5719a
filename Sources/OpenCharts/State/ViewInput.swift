// The field offsets of a view's type, so its inputs are read without reflecting on each value.
@_spi(Reflection) import Swift
import Foundation

/// A stored property of a view that the renderer fills or keeps before the view's body runs:
/// `@Environment`, `@EnvironmentObject`, `@State`, `@StateObject`.
protocol ViewInput {
    /// Reads what the property needs from the environment; returns a description of what is
    /// missing (an environment object nobody provided), or `nil`.
    func inject(_ env: EnvironmentValues) -> String?
    /// The box that holds the property's value, kept from one evaluation of the view to the next.
    var storageBox: AnyObject? { get }
    /// Takes the value of the same property of an earlier copy of the view.
    func adopt(_ earlier: AnyObject)
}

extension ViewInput {
    func inject(_ env: EnvironmentValues) -> String? { nil }
    var storageBox: AnyObject? { nil }
    func adopt(_ earlier: AnyObject) {}
}

/// Finds the inputs among a view's stored properties. The first view of a type has its fields
/// looked up in the type's metadata; after that, a struct view's inputs are read straight from
/// their byte offsets, and a plain struct view (no inputs) costs one dictionary lookup. Types the
/// metadata cannot describe (classes, enums) are reflected with `Mirror` each time.
enum ViewInputs {
    /// Where a type's inputs are.
    enum Layout {
        case fields([Field])
        case mirror
    }

    /// An input, or a `DynamicProperty` of the app's own, at a byte offset in the view.
    enum Field {
        case input(offset: Int, type: any ViewInput.Type)
        case user(offset: Int, type: any DynamicProperty.Type)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var layouts: [ObjectIdentifier: Layout] = [:]

    /// The inputs of `view`, in declaration order.
    static func of<V>(_ view: V) -> [any ViewInput] {
        let id = ObjectIdentifier(V.self)
        lock.lock()
        let known = layouts[id]
        lock.unlock()
        let layout = known ?? self.layout(of: V.self)
        if known == nil { lock.lock(); layouts[id] = layout; lock.unlock() }
        switch layout {
        case .fields(let fields):
            if fields.isEmpty { return [] }
            let loaded = withUnsafeBytes(of: view) { raw in raw.baseAddress.map { base in fields.map { load($0, from: base) } } }
            if let loaded { return loaded }
            // A view of no size (a property of the app's own with no stored values) has no bytes to read.
            var found: [any ViewInput] = []
            collect(view, into: &found)
            return found
        case .mirror:
            var found: [any ViewInput] = []
            collect(view, into: &found)
            return found
        }
    }

    /// The fields of a struct type that are inputs, looking into dynamic properties of the
    /// app's own; `.mirror` for types whose fields the metadata does not give.
    static func layout(of type: Any.Type) -> Layout {
        guard !(type is AnyClass) else { return .mirror }
        var fields: [Field] = []
        return addFields(of: type, at: 0, to: &fields) ? .fields(fields) : .mirror
    }

    private static func addFields(of type: Any.Type, at base: Int, to fields: inout [Field]) -> Bool {
        var nestedOK = true
        let ok = _forEachField(of: type) { _, offset, fieldType, kind in
            if let input = fieldType as? any ViewInput.Type {
                fields.append(.input(offset: base + offset, type: input))
            } else if let property = fieldType as? any DynamicProperty.Type {
                // Its own inputs first, then its `update()`, as SwiftUI updates a property of
                // your own after the properties inside it.
                guard kind == .struct, addFields(of: property, at: base + offset, to: &fields) else {
                    nestedOK = false
                    return false
                }
                if !(property is any BuiltInDynamicProperty.Type) { fields.append(.user(offset: base + offset, type: property)) }
            }
            return true
        }
        return ok && nestedOK
    }

    private static func load(_ field: Field, from base: UnsafeRawPointer) -> any ViewInput {
        switch field {
        case .input(let offset, let type):
            func read<T: ViewInput>(_: T.Type) -> any ViewInput { base.load(fromByteOffset: offset, as: T.self) }
            return read(type)
        case .user(let offset, let type):
            func read<T: DynamicProperty>(_: T.Type) -> any DynamicProperty { base.load(fromByteOffset: offset, as: T.self) }
            return UserDynamicProperty(property: read(type))
        }
    }

    /// Walks stored properties by reflection, and into properties that are themselves dynamic
    /// properties, as SwiftUI looks into a `DynamicProperty` of your own that holds an `@Environment`.
    private static func collect(_ value: Any, into found: inout [any ViewInput]) {
        for child in Mirror(reflecting: value).children {
            if let input = child.value as? any ViewInput {
                found.append(input)
            } else if let property = child.value as? any DynamicProperty {
                collect(property, into: &found)
                if !(property is any BuiltInDynamicProperty) { found.append(UserDynamicProperty(property: property)) }
            }
        }
    }
}

/// The dynamic properties OpenCharts defines that need nothing before a body runs.
protocol BuiltInDynamicProperty {}

extension Binding: BuiltInDynamicProperty {}
extension ObservedObject: BuiltInDynamicProperty {}
extension Bindable: BuiltInDynamicProperty {}
extension Namespace: BuiltInDynamicProperty {}

/// A `DynamicProperty` of the app's own: its `update()` is called before the body runs. It
/// works on a copy, so what it changes must live in references (a `@State` inside it, a class).
struct UserDynamicProperty: ViewInput {
    let property: any DynamicProperty

    func inject(_ env: EnvironmentValues) -> String? {
        var copy = property
        copy.update()
        return nil
    }
}
