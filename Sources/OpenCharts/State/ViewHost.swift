import Foundation

/// Evaluates a view that has a body: fills its `@Environment` and `@EnvironmentObject`
/// properties, keeps its state across the builds lifecycle actions cause, and builds its body.
///
/// A view with none of these properties costs one cached lookup, and is built in its parent's
/// frame: its actions run there, and its parent is built again after them.
enum ViewHost {
    static func evaluate<V: View>(_ view: V, _ env: EnvironmentValues) -> any LayoutNode {
        host(view, env) { makeLayoutNode(MainQueue.call(view) { $0.body }, env) }
    }

    /// Prepares `owner` (a view or a view modifier) and builds what `build` makes of it.
    static func host<T>(_ owner: T, _ env: EnvironmentValues, build: () -> any LayoutNode) -> any LayoutNode {
        let inputs = ViewInputs.of(owner)
        for input in inputs {
            if let missing = input.inject(env) {
                LifecycleSession.current?.warn("\(T.self) was left out of the picture: it reads \(missing).")
                return EmptyNode()
            }
        }
        // Only views that keep state need a frame of their own; the actions of the others run
        // in their parent's frame, which builds them again.
        guard inputs.contains(where: { $0.storageBox != nil }), let session = LifecycleSession.current else { return build() }
        return session.frame(for: T.self, inputs: inputs, build: build)
    }
}
