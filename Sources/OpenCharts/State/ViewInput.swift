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

/// Finds the inputs among a view's stored properties by reflection, once per view type for
/// types that have none, so a plain struct view pays one dictionary lookup.
enum ViewInputs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var hasInputs: [ObjectIdentifier: Bool] = [:]

    /// The inputs of `view`, in declaration order; empty (without reflecting) for types known to have none.
    static func of<V>(_ view: V) -> [any ViewInput] {
        let id = ObjectIdentifier(V.self)
        lock.lock()
        let known = hasInputs[id]
        lock.unlock()
        if known == false { return [] }
        var found: [any ViewInput] = []
        collect(view, into: &found)
        if known == nil {
            lock.lock(); hasInputs[id] = !found.isEmpty; lock.unlock()
        }
        return found
    }

    /// Walks stored properties, and into properties that are themselves dynamic properties, as
    /// SwiftUI looks into a `DynamicProperty` of your own that holds an `@Environment`.
    private static func collect(_ value: Any, into found: inout [any ViewInput]) {
        for child in Mirror(reflecting: value).children {
            if let input = child.value as? any ViewInput {
                found.append(input)
            } else if let property = child.value as? any DynamicProperty {
                // Its own inputs first, then its `update()`, as SwiftUI updates a property of
                // your own after the properties inside it.
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
