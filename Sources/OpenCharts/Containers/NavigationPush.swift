import ChartScene
import Foundation

/// The screens a live navigation stack pushed, kept from one render to the next as a view's
/// state is: each push has a number of its own, so a screen pushed anew starts with fresh state.
final class LiveNavigationModel: @unchecked Sendable {
    enum Entry {
        case view(AnyView)
        case value(AnyHashable)
    }

    private let lock = NSLock()
    private var stored: [(id: Int, entry: Entry)] = []
    private var lastID = 0

    /// The most screens a stack holds; a push past them is ignored.
    static let maximumDepth = 64

    var entries: [(id: Int, entry: Entry)] {
        lock.lock(); defer { lock.unlock() }
        return stored
    }

    func push(_ entry: Entry) {
        lock.lock()
        if stored.count < Self.maximumDepth {
            lastID += 1
            stored.append((lastID, entry))
        }
        lock.unlock()
        LiveWriteSink.stateDidChange()
    }

    /// Pops the screen pushed as `id` and every screen above it.
    func pop(from id: Int) {
        lock.lock()
        let index = stored.firstIndex { $0.id == id }
        if let index { stored.removeSubrange(index...) }
        lock.unlock()
        if index != nil { LiveWriteSink.stateDidChange() }
    }
}

/// A stack's bound path, whatever its type: its values, and how to push and pop them.
struct NavigationPathAccess {
    let values: () -> [AnyHashable]
    /// Appends a value; false when the path cannot hold a value of its type.
    let append: (AnyHashable) -> Bool
    let removeLast: (Int) -> Void
}

/// What the views inside one build of a navigation stack tell it: the destinations registered
/// for values, and the bound links and destinations that are active. Links push through it.
final class NavigationContext {
    let model: LiveNavigationModel?
    let path: NavigationPathAccess?
    private(set) var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    private(set) var active: [(view: AnyView, pop: () -> Void)] = []

    init(model: LiveNavigationModel?, path: NavigationPathAccess?) { self.model = model; self.path = path }

    /// Pushes a view; only a live stack can.
    func push(_ view: AnyView) { model?.push(.view(view)) }

    /// Pushes a value onto the bound path, or else onto the live stack when a destination is
    /// registered for it (a value no screen shows would be a step back that shows nothing).
    func push(value: AnyHashable) {
        if let path, path.append(value) { return }
        guard destination(for: value) != nil else { return }
        model?.push(.value(value))
    }

    /// Registers the screen of values of type `type`; the one nearest the link wins.
    func register(_ type: Any.Type, _ destination: @escaping (AnyHashable) -> AnyView?) {
        let key = ObjectIdentifier(type)
        if destinations[key] == nil { destinations[key] = destination }
    }

    /// Puts a bound screen on the stack; `pop` unsets its binding.
    func activate(_ view: AnyView, pop: @escaping () -> Void) { active.append((view, pop)) }

    /// The screen registered for a value's type.
    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }
}

/// A navigation container's node: the root under its bar, or the top pushed screen under a
/// bar with a back button. A live stack keeps the screens it pushed in the enclosing view's
/// frame, as that view's state is kept.
func makeNavigationNode<V: View>(_ root: V, _ env: EnvironmentValues, path: NavigationPathAccess? = nil) -> any LayoutNode {
    let stored = LiveRecorder.current == nil ? nil : LifecycleSession.current?.storedObject { LiveNavigationModel() }
    return buildNavigation(root, env, path: path, model: stored?.object, salt: (stored?.index ?? 0) * 10_000_000)
}

/// A screen on a stack above its root.
private struct PushedScreen {
    let node: any LayoutNode
    let box: NavigationBarBox
    let pop: () -> Void
}

private func buildNavigation<V: View>(_ root: V, _ env: EnvironmentValues, path: NavigationPathAccess?,
                                      model: LiveNavigationModel?, salt: Int) -> any LayoutNode {
    let context = NavigationContext(model: model, path: path)
    let box = NavigationBarBox()
    var inner = env
    inner.containers.navigation = box
    inner.containers.navigationContext = context
    // The root is made even under pushed screens: it registers their destinations, and its
    // bound links say which screens are pushed.
    let content = makeLayoutNode(root, inner)
    var barEnv = env
    barEnv.containers = ContainerEnvironment()
    let screens = pushedScreens(context, env, salt: salt)
    guard let top = screens.last else {
        return NavigationNode(content: content, bar: NavigationBar(box: box, env: barEnv),
                              background: rootBackground(content).resolved(env.colorScheme))
    }
    // A pushed screen's automatic title takes the mode of the screen under it; a root's is large
    // when it has a title.
    var large = (box.displayMode ?? .automatic) != .inline && box.title != nil
    for screen in screens {
        let mode = screen.box.displayMode ?? .automatic
        if mode != .automatic { large = mode == .large }
    }
    let titles = [box.title] + screens.map(\.box.title)
    let previous = titles[titles.count - 2].flatMap { (makeLayoutNode($0, barEnv).base as? TextNode)?.string }
    let back = top.box.isBackButtonHidden ? nil : BackButton(previousTitle: previous, pop: top.pop, env: barEnv)
    return NavigationNode(content: top.node, bar: NavigationBar(box: top.box, env: barEnv, large: large, back: back),
                          background: rootBackground(top.node).resolved(env.colorScheme), depth: screens.count)
}

/// The screens above the root, bottom first: the bound path's values, then what the live stack
/// pushed, then the bound links and destinations that are active. Each is made in a frame of
/// its own, with a fresh bar and a `dismiss` that pops it.
private func pushedScreens(_ context: NavigationContext, _ env: EnvironmentValues, salt: Int) -> [PushedScreen] {
    var screens: [PushedScreen] = []
    func build(_ view: AnyView, scope: Int, pop: @escaping () -> Void) {
        guard screens.count < LiveNavigationModel.maximumDepth else { return }
        let box = NavigationBarBox()
        var e = env
        e.containers.navigation = box
        e.containers.navigationContext = context
        e.dismissAction = DismissAction(pop)
        let make = { makeLayoutNode(view, e) }
        let node = LifecycleSession.current.map { $0.frame(for: AnyView.self, inputs: [], scope: salt + scope, build: make) } ?? make()
        screens.append(PushedScreen(node: node, box: box, pop: pop))
    }
    if let path = context.path {
        for (i, value) in path.values().enumerated() {
            // A value no destination is registered for is passed over.
            guard let view = context.destination(for: value) else { continue }
            build(view, scope: 1_000_000 + i) {
                let count = path.values().count
                if count > i { path.removeLast(count - i) }
            }
        }
    }
    if let model = context.model {
        for (id, entry) in model.entries {
            let view: AnyView?
            switch entry {
            case .view(let v): view = v
            case .value(let v): view = context.destination(for: v)
            }
            guard let view else { continue }
            build(view, scope: id) { model.pop(from: id) }
        }
    }
    // Screens made here may activate more.
    var k = 0
    while k < context.active.count, screens.count < LiveNavigationModel.maximumDepth {
        let (view, pop) = context.active[k]
        build(view, scope: 2_000_000 + k, pop: pop)
        k += 1
    }
    return screens
}

/// A view whose navigation stack is told something after the view is made: a destination, an
/// active bound screen.
nonisolated struct NavigationContextModifiedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let record: (NavigationContext) -> Void
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let node = makeLayoutNode(content, env)
        if let context = env.containers.navigationContext { record(context) }
        return node
    }
}

nonisolated extension View {
    /// The screen pushed for values of a type, by `NavigationLink(value:)` or a bound path.
    ///
    /// ```swift
    /// .navigationDestination(for: Store.self) { store in StoreDetail(store: store) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        NavigationContextModifiedView(content: self) { context in
            context.register(D.self) { value in (value.base as? D).map { AnyView(destination($0)) } }
        }
    }

    /// The screen pushed while `isPresented` is true; popping it sets it false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = isPresented.wrappedValue ? AnyView(destination()) : nil
        return NavigationContextModifiedView(content: self) { context in
            if let view { context.activate(view) { isPresented.wrappedValue = false } }
        }
    }

    /// The screen pushed while the bound item is not `nil`; popping it sets it to `nil`.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        NavigationContextModifiedView(content: self) { context in
            if let value = item.wrappedValue { context.activate(AnyView(destination(value))) { item.wrappedValue = nil } }
        }
    }
}

/// The back button of a pushed screen: a chevron and the previous screen's title, or "Back"
/// when that title does not fit or there is none, or the chevron alone, in the accent colour.
struct BackButton: @unchecked Sendable {
    // Nodes and the pop action live within one render, as a navigation bar does.
    /// The labels to try, longest first.
    let labels: [any LayoutNode]
    let chevron: any LayoutNode
    let pop: () -> Void

    /// The chevron's leading inset, its box, and the room between it and the label.
    static let inset: CGFloat = 8
    static let chevronSize = CGSize(width: 12, height: 21)
    static let gap: CGFloat = 5

    init(previousTitle: String?, pop: @escaping () -> Void, env: EnvironmentValues) {
        var env = env
        env.font = .body
        let accent = env.tint ?? .accentColor
        var strings = ["Back"]
        if let title = previousTitle, !title.isEmpty, title != "Back" { strings.insert(title, at: 0) }
        labels = strings.map { makeLayoutNode(Text(verbatim: $0).foregroundColor(accent), env) }
        chevron = ShapeNode(shape: BackChevron(), fill: nil,
                            stroke: Stroke(paint: .color(accent.resolved(env.colorScheme)), width: 3, cap: .round, join: .round))
        self.pop = pop
    }

    /// Draws the button at the leading end of the bar, its label fitting in `room` points after
    /// the chevron; returns the nodes and the button's trailing edge.
    func render(bar: CGRect, room: CGFloat, _ recorder: RenderRecorder) -> ([SceneNode], CGFloat) {
        let s = Self.chevronSize
        let chevronRect = CGRect(x: bar.minX + Self.inset, y: bar.midY - s.height / 2, width: s.width, height: s.height)
        var nodes = chevron.render(in: chevronRect, recorder)
        var end = chevronRect.maxX
        let x = chevronRect.maxX + Self.gap
        if let label = labels.first(where: { $0.sizeThatFits(.unspecified).width <= room }) {
            let size = label.sizeThatFits(.unspecified)
            nodes += label.render(in: CGRect(x: x, y: bar.midY - size.height / 2, width: size.width, height: size.height), recorder)
            end = x + size.width
        }
        let pop = self.pop
        LiveRecorder.current?.addTarget(kind: "navigation-back",
                                        frame: CGRect(x: bar.minX, y: bar.minY, width: max(44, end + 8 - bar.minX), height: bar.height),
                                        action: pop)
        return (nodes, end)
    }
}

/// The back chevron: two strokes meeting at a point on the leading side.
nonisolated struct BackChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.maxX - 1.5, y: rect.minY + 1.5))
        p.addLine(to: CGPoint(x: rect.minX + 1.5, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.maxX - 1.5, y: rect.maxY - 1.5))
        return p
    }
}
