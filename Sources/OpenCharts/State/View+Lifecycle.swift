import Foundation

/// A view that registers a lifecycle action with the render's session when it is built.
nonisolated struct LifecycleView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let action: LifecycleAction?

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        // The content registers first, so actions run deepest first and, on one view, in the
        // order they are written, as SwiftUI runs them.
        let node = makeLayoutNode(content, env)
        if let action { LifecycleSession.current?.register(action) }
        return node
    }
}

nonisolated extension View {
    /// Runs `action` once before the picture is taken; data it loads is drawn.
    ///
    /// ```swift
    /// Chart(model.sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count)) }
    ///     .onAppear { model.load() }
    /// ```
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, action: action.map { .appear($0) })
    }

    /// Accepted for source compatibility: a rendered view never disappears, so `action` never runs.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Runs `action` to completion before the picture is taken, waiting at most the renderer's
    /// `taskTimeLimit`; data it loads is drawn.
    ///
    /// ```swift
    /// SalesChart(model: model).task { await model.load() }
    /// ```
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) () async -> Void) -> some View {
        LifecycleView(content: self, action: .task(id: EquatableBox(0), priority: priority, perform: action))
    }

    /// Runs `action` before the picture is taken, and again if `id` changes while lifecycle
    /// actions run.
    ///
    /// ```swift
    /// SalesChart(model: model).task(id: range) { await model.load(range) }
    /// ```
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @isolated(any) () async -> Void) -> some View {
        LifecycleView(content: self, action: .task(id: EquatableBox(value), priority: priority, perform: action))
    }

    /// Runs `action` with the new value when `value` changes while lifecycle actions run (the
    /// iOS 14 form).
    ///
    /// ```swift
    /// Chart(model.sales) { … }.onChange(of: model.sales.count) { count in summary = "\(count) days" }
    /// ```
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        LifecycleView(content: self, action: .change(EquatableBox(value), initial: false) { _, new in
            if let new = new as? V { action(new) }
        })
    }

    /// Runs `action` with the old and new values when `value` changes while lifecycle actions
    /// run, and once at first if `initial` is true.
    ///
    /// ```swift
    /// Chart(model.sales) { … }.onChange(of: model.sales, initial: true) { old, new in total = new.count }
    /// ```
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        LifecycleView(content: self, action: .change(EquatableBox(value), initial: initial) { old, new in
            if let old = old as? V, let new = new as? V { action(old, new) }
        })
    }

    /// Runs `action` when `value` changes while lifecycle actions run, and once at first if
    /// `initial` is true.
    ///
    /// ```swift
    /// Chart(model.sales) { … }.onChange(of: model.sales) { model.summarize() }
    /// ```
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        LifecycleView(content: self, action: .change(EquatableBox(value), initial: initial) { _, _ in action() })
    }
}
