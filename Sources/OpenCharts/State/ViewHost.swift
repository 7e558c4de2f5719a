import Foundation

/// Evaluates a view that has a body: fills its `@Environment` and `@EnvironmentObject`
/// properties, keeps its state across the builds lifecycle actions cause, and builds its body.
///
/// A view with none of these properties costs one cached lookup, and is built in its parent's
/// frame: its actions run there, and its parent is built again after them.
enum ViewHost {
    static func evaluate<V: View>(_ view: V, _ env: EnvironmentValues) -> any LayoutNode {
        let inputs = ViewInputs.of(view)
        for input in inputs {
            if let missing = input.inject(env) {
                let message = "\(V.self) was left out of the picture: it reads \(missing)."
                if let session = LifecycleSession.current { session.warn(message) } else { print("OpenCharts: " + message) }
                return EmptyNode()
            }
        }
        guard !inputs.isEmpty, let session = LifecycleSession.current else {
            return makeLayoutNode(view.body, env)
        }
        return session.frame(named: "\(V.self)", inputs: inputs) { makeLayoutNode(view.body, env) }
    }
}
