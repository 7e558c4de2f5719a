import ChartScene
import Foundation

/// Something presented over the whole screen, as a presenting view made it: drawn after the
/// screen, over everything, by the renderer.
struct PendingPresentation {
    enum Kind {
        /// A card over the dimmed screen, from a little below the top.
        case sheet
        /// The whole screen.
        case cover
        /// A centred box of a title, a message and buttons.
        case alert
        /// Buttons at the bottom of the dimmed screen, and Cancel apart under them.
        case dialog
    }
    let kind: Kind
    /// What a sheet or cover shows.
    var content: (any LayoutNode)?
    /// What an alert or dialog shows.
    var alert: AlertContent?
    let colorScheme: ColorScheme
    /// What a sheet's views said of its detents and drag indicator.
    var sheet: PresentationSettings? = nil
    /// A live sheet's detent and drag, kept between renders.
    var sheetState: SheetState? = nil
    /// Dismisses the presentation, as a drag of a sheet far down does.
    var dismiss: (() -> Void)? = nil
}

/// An alert's or dialog's title, message and buttons, made ready to draw.
struct AlertContent {
    var title: (any LayoutNode)?
    var message: (any LayoutNode)?
    var buttons: [(label: any LayoutNode, role: ButtonRole?, run: () -> Void)]
}

/// Where the buttons of an alert's actions are collected while they are made: a `Button` made
/// under one gives its label, role and action instead of drawing.
final class AlertButtonCollector {
    var buttons: [(label: AnyView, role: ButtonRole?, action: (() -> Void)?)] = []
}

extension AlertContent {
    /// An alert of `title`, the buttons `actions` makes (an OK button when it makes none) and a
    /// message; a tap on a button dismisses the alert, then runs its action.
    init(title: Text?, actions: AnyView?, message: AnyView?, dialog: Bool, env: EnvironmentValues,
         dismiss: @escaping () -> Void) {
        let collector = AlertButtonCollector()
        if let actions {
            var e = env
            e.containers.alertButtons = collector
            _ = makeLayoutNode(actions, e)
        }
        self.init(title: title, message: message, buttons: collector.buttons, dialog: dialog, env: env, dismiss: dismiss)
    }

    init(title: Text?, message: AnyView?, buttons: [(label: AnyView, role: ButtonRole?, action: (() -> Void)?)],
         dialog: Bool, env: EnvironmentValues, dismiss: @escaping () -> Void) {
        var env = env
        env.containers = ContainerEnvironment()
        env.multilineTextAlignment = .center
        env.foregroundStyle = nil
        var buttons = buttons
        if !dialog, buttons.isEmpty { buttons = [(AnyView(Text("OK")), nil, nil)] }
        if dialog, !buttons.contains(where: { $0.role == .cancel }) { buttons.append((AnyView(Text("Cancel")), .cancel, nil)) }
        // iOS sets Cancel on the left of two buttons, and last under more (or apart, in a dialog).
        if let i = buttons.firstIndex(where: { $0.role == .cancel }) {
            let cancel = buttons.remove(at: i)
            if buttons.count == 1, !dialog { buttons.insert(cancel, at: 0) } else { buttons.append(cancel) }
        }
        var titleEnv = env
        titleEnv.font = dialog ? Font.footnote.weight(.semibold) : .headline
        if dialog { titleEnv.foregroundStyle = AnyShapeStyle(Color.secondary) }
        self.title = title.map { makeLayoutNode($0, titleEnv) }
        var messageEnv = env
        messageEnv.font = dialog ? .footnote : .footnote
        if dialog { messageEnv.foregroundStyle = AnyShapeStyle(Color.secondary) }
        self.message = message.map { makeLayoutNode($0, messageEnv) }
        let accent = env.tint ?? .accentColor
        self.buttons = buttons.map { b in
            var e = env
            e.lineLimit = 1
            e.font = b.role == .cancel ? Font.body.weight(.semibold) : (dialog ? Font.title3 : .body)
            e.foregroundStyle = AnyShapeStyle(b.role == .destructive ? Color.red : accent)
            let action = b.action
            return (makeLayoutNode(b.label, e), b.role, { dismiss(); action?() })
        }
    }
}

/// A presentation's value for `onDismiss`: what is presented, or `nil`.
struct PresentedValue: Equatable {
    let id: AnyHashable?
}

/// A view with something to present: it registers `onDismiss` to run when what it presents goes
/// away, and while something is presented, makes it and hands it to the render.
nonisolated struct PresentingView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    /// What is presented, or `nil`.
    let presented: AnyHashable?
    /// Sets apart the frames of presentations at one place.
    let scope: Int
    let onDismiss: (() -> Void)?
    let dismiss: () -> Void
    /// Makes the presentation, in the environment of its content.
    let make: (EnvironmentValues) -> PendingPresentation?

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let node = makeLayoutNode(content, env)
        // Each presenting view has a place of its own, presented or not, so two sheets never share state.
        let place = LifecycleSession.current?.nextPlace() ?? 0
        if let onDismiss, let session = LifecycleSession.current {
            session.register(.change(EquatableBox(PresentedValue(id: presented)), initial: false) { old, new in
                guard let old = (old as? PresentedValue)?.id, (new as? PresentedValue)?.id != old else { return }
                onDismiss()
            })
        }
        guard presented != nil else { return node }
        var inner = env
        // What a presentation shows is a screen of its own: in no list and no navigation stack.
        inner.containers = ContainerEnvironment()
        inner.dismissAction = DismissAction(dismiss)
        inner.containers.presentation = PresentationSettings()
        var pending: PendingPresentation?
        let dismiss = self.dismiss
        let build = { () -> any LayoutNode in
            // First in the frame, so it keeps its place whatever the content stores.
            let state = LifecycleSession.current?.storedObject { SheetState() }?.object
            pending = make(inner)
            pending?.sheetState = state
            pending?.dismiss = dismiss
            return EmptyNode()
        }
        if let session = LifecycleSession.current {
            // A sheet for another item is another sheet, with state of its own.
            let item = presented == AnyHashable(true) ? 0 : (presented?.hashValue ?? 0).magnitude % 1_000_003
            _ = session.frame(for: PendingPresentation.self, inputs: [], scope: 3_000_000 + place * 16 + scope + Int(item) * 1_000_000_000,
                              build: build)
        } else {
            _ = build()
        }
        guard let pending else { return node }
        return PresentingNode(child: node, presentation: pending)
    }
}

/// Hands its presentation to the render when drawn, so that what is presented over a drawn
/// view shows, and what a view that is not drawn presents does not.
struct PresentingNode: WrapperNode, @unchecked Sendable {
    var child: any LayoutNode
    let presentation: PendingPresentation

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        recorder.presentations.append(presentation)
        return child.render(in: rect, recorder)
    }
}

/// How presentations are drawn over a screen, as an iPhone draws them.
enum PresentationOverlay {
    /// The height of the window a live page shows the screen in; 0 for a picture.
    @TaskLocal static var screenHeight: CGFloat = 0

    /// Where a sheet's card starts, its corners' radius, and the dimming behind it.
    static let sheetTop: CGFloat = 10
    static let sheetRadius: CGFloat = 12
    static let sheetDim = 0.35
    static let alertDim = 0.2
    static let alertWidth: CGFloat = 270
    static let alertRadius: CGFloat = 14
    static let alertButtonHeight: CGFloat = 44
    static let dialogRowHeight: CGFloat = 57
    static let dialogRadius: CGFloat = 13
    static let dialogMargin: CGFloat = 8

    /// Draws the presentations the render met over a screen `width` wide, growing `height` to
    /// fit them; one presented from a presentation is drawn over it.
    static func drawAll(_ recorder: RenderRecorder, width: CGFloat, height: inout CGFloat) -> [SceneNode] {
        // A live page's window is the screen presentations cover, however short the view.
        height = max(height, screenHeight)
        var nodes: [SceneNode] = []
        var depth = 0
        while let first = recorder.presentations.first, depth < 16 {
            // One at a time, as iOS presents; what this one presents is met while it is drawn.
            recorder.presentations = []
            nodes += draw(first, width: width, height: &height, recorder)
            depth += 1
        }
        recorder.presentations = []
        return nodes
    }

    static func draw(_ p: PendingPresentation, width w: CGFloat, height h: inout CGFloat, _ recorder: RenderRecorder) -> [SceneNode] {
        let dark = p.colorScheme == .dark
        switch p.kind {
        case .sheet:
            guard let content = p.content else { return [] }
            return drawSheet(p, content, width: w, height: &h, dark: dark, recorder)
        case .cover:
            guard let content = p.content else { return [] }
            let s = content.sizeThatFits(ProposedViewSize(width: w, height: h))
            h = max(h, s.height.isFinite ? s.height : h)
            block(w, h)
            var nodes: [SceneNode] = [.shape(SceneShape(path: .rect(SceneRect(x: 0, y: 0, width: Double(w), height: Double(h))),
                                                        fill: .color(Color.systemBackground.resolved(p.colorScheme)),
                                                        semantics: SceneSemantics(classes: "cover")))]
            let r = CGRect(x: (w - s.width) / 2, y: (h - s.height) / 2, width: s.width, height: s.height)
            nodes += ContainerSize.within(CGSize(width: w, height: h)) { content.render(in: r, recorder) }
            return nodes
        case .alert:
            guard let alert = p.alert else { return [] }
            return drawAlert(alert, width: w, height: &h, dark: dark, recorder)
        case .dialog:
            guard let alert = p.alert else { return [] }
            return drawDialog(alert, width: w, height: &h, dark: dark, recorder)
        }
    }

    /// The drag indicator: a capsule 36 by 5 points, 5 points below the sheet's top.
    static let indicatorSize = CGSize(width: 36, height: 5)
    static let indicatorInset: CGFloat = 5

    /// A sheet: a card over the dimmed screen, at its selected detent (the smallest when none
    /// is selected), or from a little below the top and as tall as its content when it has no
    /// detents. On a live page a drag of the card moves its top, and the release snaps it to the
    /// nearest detent, writing the selection, or dismisses it when dragged well below the smallest
    /// (a sheet of no detents moves down only, and comes back or goes).
    static func drawSheet(_ p: PendingPresentation, _ content: any LayoutNode, width w: CGFloat, height h: inout CGFloat,
                          dark: Bool, _ recorder: RenderRecorder) -> [SceneNode] {
        let settings = p.sheet
        let large = max(0, h - sheetTop)
        let detents = settings?.detents.map { $0.isEmpty ? [PresentationDetent.large] : $0 }
        var top = sheetTop, cardHeight: CGFloat, s: CGSize
        // Each detent's top, lowest (the smallest sheet) first; equal heights once.
        var stops: [(detent: PresentationDetent, top: CGFloat)] = []
        if let detents {
            var seen = Set<CGFloat>()
            let sorted = detents.map { ($0, $0.resolved(screen: h, large: large)) }
                .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : "\($0.0.kind)" < "\($1.0.kind)" }
            for (d, height) in sorted where seen.insert(height).inserted { stops.append((d, h - height)) }
            let chosen = settings?.selection?.wrappedValue ?? p.sheetState?.selected
            let rest = stops.first { $0.detent == chosen } ?? stops[0]
            top = rest.top
            if let drag = p.sheetState?.dragTop, drag.isFinite { top = min(max(drag, sheetTop), h) }
            cardHeight = max(0, h - top)
            s = content.sizeThatFits(ProposedViewSize(width: w, height: cardHeight))
        } else {
            s = content.sizeThatFits(ProposedViewSize(width: w, height: large))
            cardHeight = max(large, s.height.isFinite ? s.height : large)
            h = max(h, top + cardHeight)
            // Dragged, the card follows the pointer down, and comes back or goes on release.
            if let drag = p.sheetState?.dragTop, drag.isFinite { top = min(max(drag, sheetTop), h) }
        }
        block(w, h)
        let live = LiveRecorder.current != nil
        LiveRecorder.current?.sheetCount += 1
        // On a live page the dimming fades in as the sheet comes, and out as it goes.
        let dimShape: SceneNode = live
            ? .group(SceneGroup(children: [dim(w, h, sheetDim)], semantics: SceneSemantics(classes: "oc-tr oc-in-opacity oc-out-opacity")))
            : dim(w, h, sheetDim)
        let card = CGRect(x: 0, y: top, width: w, height: cardHeight)
        if live, let state = p.sheetState {
            addSheetDrag(state, stops: stops, settings: settings, dismiss: p.dismiss, card: card, screen: h)
        }
        let background = dark ? RGBA(hex: 0x1C1C1E) : RGBA.white
        let shape = topRounded(card.sceneRect, radius: Double(sheetRadius))
        var nodes: [SceneNode] = [.shape(SceneShape(path: shape, fill: .color(background), semantics: SceneSemantics(classes: "sheet")))]
        let fitted = CGSize(width: min(s.width, w), height: detents == nil ? s.height : min(s.height, cardHeight))
        let r = CGRect(x: (w - fitted.width) / 2, y: top + (cardHeight - fitted.height) / 2, width: fitted.width, height: fitted.height)
        // The content is cut to the card, so a grey form keeps the card's rounded corners.
        let drawn = ContainerSize.within(card.size) { content.render(in: r, recorder) }
        nodes.append(.group(SceneGroup(children: drawn, clipPath: shape)))
        let indicator = settings?.dragIndicator ?? .automatic
        if indicator == .visible || (indicator == .automatic && stops.count > 1) {
            let i = SceneRect(x: Double((w - indicatorSize.width) / 2), y: Double(top + indicatorInset),
                              width: Double(indicatorSize.width), height: Double(indicatorSize.height))
            let grey = dark ? RGBA(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3)
                            : RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
            nodes.append(.shape(SceneShape(path: .rect(i, cornerRadius: Double(indicatorSize.height) / 2), fill: .color(grey),
                                           semantics: SceneSemantics(classes: "drag-indicator"))))
        }
        // A live page slides the card up from the bottom as it comes, and down as it goes.
        guard live else { return [dimShape] + nodes }
        return [dimShape, .group(SceneGroup(children: nodes, semantics: SceneSemantics(classes: "oc-sheet oc-tr oc-in-move-bottom oc-out-move-bottom")))]
    }

    /// The card's drag: a press on the card (not on a control in it) moves its top with the
    /// pointer; the release rests it at the detent nearest its top, with a spring, or dismisses
    /// the sheet when it is let go more than half the smallest sheet's height below it.
    static func addSheetDrag(_ state: SheetState, stops: [(detent: PresentationDetent, top: CGFloat)], settings: PresentationSettings?,
                             dismiss: (() -> Void)?, card: CGRect, screen: CGFloat) {
        let selection = settings?.selection
        let restTop = card.minY
        LiveRecorder.current?.addTarget(kind: "sheet", frame: card.sceneRect, toPage: .identity, pointer: { phase, point in
            let y = CGFloat(point.y)
            switch phase {
            case .down:
                state.dragStart = (y, state.dragTop ?? restTop)
            case .move:
                guard let start = state.dragStart else { return }
                state.dragTop = start.top + (y - start.pointer)
                LiveWriteSink.stateDidChange()
            case .up, .leave:
                guard let start = state.dragStart else { return }
                state.dragStart = nil
                // Where the release puts the top, as the last move would.
                let top = start.top + (y - start.pointer)
                state.dragTop = nil
                AnimationScope.$current.withValue(.smooth) {
                    let lowest = stops.first?.top ?? restTop
                    if let dismiss, top > lowest + (screen - lowest) / 2 {
                        dismiss()
                    } else if let nearest = stops.min(by: { abs($0.top - top) < abs($1.top - top) }) {
                        state.selected = nearest.detent
                        if let selection, selection.wrappedValue != nearest.detent { selection.wrappedValue = nearest.detent }
                    }
                    LiveWriteSink.stateDidChange()
                }
            }
        })
    }

    /// Stops taps and presses on the screen under a presentation.
    static func block(_ w: CGFloat, _ h: CGFloat) {
        LiveRecorder.current?.addTarget(kind: "presentation", frame: SceneRect(x: 0, y: 0, width: Double(w), height: Double(h)),
                                        toPage: .identity, blocks: true)
    }

    /// The dimming over the whole screen.
    static func dim(_ w: CGFloat, _ h: CGFloat, _ alpha: Double) -> SceneNode {
        .shape(SceneShape(path: .rect(SceneRect(x: 0, y: 0, width: Double(w), height: Double(h))),
                          fill: .color(RGBA(red: 0, green: 0, blue: 0, alpha: alpha)), semantics: SceneSemantics(classes: "dim")))
    }

    private static func separator(_ dark: Bool) -> Paint {
        .color(dark ? RGBA(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.65)
                    : RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29))
    }

    /// A text node's height at `width`, and the node drawn centred at `y`.
    private static func centred(_ node: any LayoutNode, midX: CGFloat, y: CGFloat, width: CGFloat,
                                _ recorder: RenderRecorder) -> (nodes: [SceneNode], height: CGFloat) {
        let s = node.sizeThatFits(ProposedViewSize(width: width, height: nil))
        let r = CGRect(x: midX - s.width / 2, y: y, width: s.width, height: s.height)
        return (node.render(in: r, recorder), s.height)
    }

    private static func drawAlert(_ alert: AlertContent, width w: CGFloat, height h: inout CGFloat, dark: Bool,
                                  _ recorder: RenderRecorder) -> [SceneNode] {
        let aw = min(alertWidth, max(0, w - 16)), textWidth = max(0, aw - 32)
        func height(_ node: (any LayoutNode)?) -> CGFloat {
            node.map { $0.sizeThatFits(ProposedViewSize(width: textWidth, height: nil)).height } ?? 0
        }
        let titleHeight = height(alert.title), messageHeight = height(alert.message)
        let header = 20 + titleHeight + (alert.title != nil && alert.message != nil ? 4 : 0) + messageHeight + 20
        let sideBySide = alert.buttons.count == 2
        let rows = sideBySide ? 1 : alert.buttons.count
        let total = header + CGFloat(rows) * alertButtonHeight
        h = max(h, total + 16)
        block(w, h)
        let x = (w - aw) / 2, y = (h - total) / 2
        var nodes = [dim(w, h, alertDim)]
        let box = SceneRect(x: Double(x), y: Double(y), width: Double(aw), height: Double(total))
        nodes.append(.shape(SceneShape(path: .rect(box, cornerRadius: Double(alertRadius)),
                                       fill: .color(dark ? RGBA(hex: 0x252525) : RGBA(hex: 0xF2F2F2)),
                                       semantics: SceneSemantics(classes: "alert", role: "alertdialog"))))
        var ty = y + 20
        if let title = alert.title {
            nodes += centred(title, midX: x + aw / 2, y: ty, width: textWidth, recorder).nodes
            ty += titleHeight + 4
        }
        if let message = alert.message { nodes += centred(message, midX: x + aw / 2, y: ty, width: textWidth, recorder).nodes }
        let line = separator(dark)
        let by = y + header
        for (i, button) in alert.buttons.enumerated() {
            let cell = sideBySide
                ? CGRect(x: x + CGFloat(i) * aw / 2, y: by, width: aw / 2, height: alertButtonHeight)
                : CGRect(x: x, y: by + CGFloat(i) * alertButtonHeight, width: aw, height: alertButtonHeight)
            nodes.append(.shape(SceneShape(path: .rect(SceneRect(x: Double(cell.minX), y: Double(cell.minY), width: Double(cell.width), height: 0.5)),
                                           fill: line)))
            if sideBySide, i == 1 {
                nodes.append(.shape(SceneShape(path: .rect(SceneRect(x: Double(cell.minX), y: Double(cell.minY), width: 0.5, height: Double(cell.height))),
                                               fill: line)))
            }
            nodes += drawButton(button.label, in: cell, recorder)
            LiveRecorder.current?.addTarget(kind: "alert-button", frame: cell, action: button.run)
        }
        return nodes
    }

    /// A button's label, centred in its cell and cut to its width.
    private static func drawButton(_ label: any LayoutNode, in cell: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let s = label.sizeThatFits(ProposedViewSize(width: max(0, cell.width - 16), height: nil))
        let r = CGRect(x: cell.midX - s.width / 2, y: cell.midY - s.height / 2, width: s.width, height: s.height)
        return label.render(in: r, recorder)
    }

    /// An action sheet: the title, message and buttons in a rounded group at the bottom, and
    /// Cancel in a group of its own under it.
    private static func drawDialog(_ alert: AlertContent, width w: CGFloat, height h: inout CGFloat, dark: Bool,
                                   _ recorder: RenderRecorder) -> [SceneNode] {
        let m = dialogMargin, gw = max(0, w - 2 * m), textWidth = max(0, gw - 32)
        func height(_ node: (any LayoutNode)?) -> CGFloat {
            node.map { $0.sizeThatFits(ProposedViewSize(width: textWidth, height: nil)).height } ?? 0
        }
        let hasHeader = alert.title != nil || alert.message != nil
        let titleHeight = height(alert.title), messageHeight = height(alert.message)
        let header = hasHeader ? 14 + titleHeight + (alert.title != nil && alert.message != nil ? 4 : 0) + messageHeight + 14 : 0
        let main = alert.buttons.filter { $0.role != .cancel }
        let cancel = alert.buttons.first { $0.role == .cancel }
        let groupHeight = header + CGFloat(main.count) * dialogRowHeight
        let total = (groupHeight > 0 ? groupHeight + m : 0) + (cancel != nil ? dialogRowHeight : 0)
        h = max(h, total + 2 * m)
        block(w, h)
        let fill = Paint.color(dark ? RGBA(hex: 0x2C2C2E) : RGBA(hex: 0xF9F9F9))
        var nodes = [dim(w, h, alertDim)]
        let line = separator(dark)
        var y = h - m - total
        if groupHeight > 0 {
            nodes.append(.shape(SceneShape(path: .rect(SceneRect(x: Double(m), y: Double(y), width: Double(gw), height: Double(groupHeight)),
                                                       cornerRadius: Double(dialogRadius)),
                                           fill: fill, semantics: SceneSemantics(classes: "dialog", role: "dialog"))))
            var ty = y + 14
            if let title = alert.title {
                nodes += centred(title, midX: w / 2, y: ty, width: textWidth, recorder).nodes
                ty += titleHeight + 4
            }
            if let message = alert.message { nodes += centred(message, midX: w / 2, y: ty, width: textWidth, recorder).nodes }
            var by = y + header
            for (i, button) in main.enumerated() {
                let cell = CGRect(x: m, y: by, width: gw, height: dialogRowHeight)
                if hasHeader || i > 0 {
                    nodes.append(.shape(SceneShape(path: .rect(SceneRect(x: Double(m), y: Double(by), width: Double(gw), height: 0.5)),
                                                   fill: line)))
                }
                nodes += drawButton(button.label, in: cell, recorder)
                LiveRecorder.current?.addTarget(kind: "dialog-button", frame: cell, action: button.run)
                by += dialogRowHeight
            }
            y += groupHeight + m
        }
        if let cancel {
            let cell = CGRect(x: m, y: y, width: gw, height: dialogRowHeight)
            nodes.append(.shape(SceneShape(path: .rect(cell.sceneRect, cornerRadius: Double(dialogRadius)),
                                           fill: .color(dark ? RGBA(hex: 0x2C2C2E) : .white))))
            nodes += drawButton(cancel.label, in: cell, recorder)
            LiveRecorder.current?.addTarget(kind: "dialog-button", frame: cell, action: cancel.run)
        }
        return nodes
    }

    /// A rectangle with its top corners rounded.
    static func topRounded(_ r: SceneRect, radius: Double) -> ScenePath {
        let radius = max(0, min(radius, r.width / 2, r.height))
        let k = radius * 0.5522847498
        var p = ScenePath()
        p.move(to: ScenePoint(r.minX, r.maxY))
        p.addLine(to: ScenePoint(r.minX, r.minY + radius))
        p.addCurve(to: ScenePoint(r.minX + radius, r.minY),
                   control1: ScenePoint(r.minX, r.minY + radius - k), control2: ScenePoint(r.minX + radius - k, r.minY))
        p.addLine(to: ScenePoint(r.maxX - radius, r.minY))
        p.addCurve(to: ScenePoint(r.maxX, r.minY + radius),
                   control1: ScenePoint(r.maxX - radius + k, r.minY), control2: ScenePoint(r.maxX, r.minY + radius - k))
        p.addLine(to: ScenePoint(r.maxX, r.maxY))
        p.closeSubpath()
        return p
    }
}
