import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import OpenCharts

/// The pages of one live view: counts its sessions against the limit, checks where a page
/// comes from, and serves each connection a session of its own.
final class LiveHub: @unchecked Sendable {
    let configuration: LiveServerConfiguration
    private let lock = NSLock()
    private var open = 0

    init(configuration: LiveServerConfiguration) { self.configuration = configuration }

    static func webSocketConfiguration(_ configuration: LiveServerConfiguration) -> WebSocketServerConfiguration {
        // Frames the page sends are capped at the message limit; the server sends each message as one frame.
        WebSocketServerConfiguration(maxFrameSize: max(1_024, configuration.maximumMessageBytes))
    }

    /// Sessions open now.
    var openSessions: Int { lock.lock(); defer { lock.unlock() }; return open }

    private func acquire() -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard open < max(0, configuration.maximumSessions) else { return false }
        open += 1
        return true
    }

    private func release() { lock.lock(); open -= 1; lock.unlock() }

    /// The page: the screen's first render inline, and the script that connects it.
    func page<V: View>(socketPath: String, content: () -> V) async -> String {
        let session = ScreenSession(colorScheme: configuration.colorScheme, content: content)
        // A picture for the first paint only: its tasks never start; the connected session's do.
        session.close()
        let frame = await session.renderSuspending(width: configuration.initialWidth)
        return LivePage.html(frame: frame, socketPath: socketPath, dark: configuration.colorScheme == .dark)
    }

    /// Upgrades a page of an allowed origin; refuses others with a log line.
    func shouldUpgrade(_ request: Request, logger: Logger) -> RouterShouldUpgrade {
        let host = request.head.authority
        guard Self.originAllowed(request.headers[.origin], host: host, allowed: configuration.allowedOrigins) else {
            logger.warning("live: refused a connection from origin \(Self.printable(request.headers[.origin] ?? ""))")
            return .dontUpgrade
        }
        return .upgrade([:])
    }

    /// Whether a page of `origin` may connect to a server reached as `host`. Clients that send
    /// no origin are not browsers, which no other site can steer, and may connect.
    static func originAllowed(_ origin: String?, host: String?, allowed: [String]) -> Bool {
        guard let origin else { return true }
        if !allowed.isEmpty { return allowed.contains(origin) }
        guard let host, let url = URL(string: origin), let originHost = url.host, url.scheme == "http" || url.scheme == "https" else {
            return false
        }
        let originAuthority = url.port.map { "\(originHost):\($0)" } ?? originHost
        return originAuthority.lowercased() == host.lowercased()
    }

    /// Serves one page until it goes, its idle time runs out, or it breaks a limit.
    func serve<V: View>(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, logger: Logger,
                        content: () -> V) async {
        guard acquire() else {
            logger.warning("live: refused a page: \(configuration.maximumSessions) sessions are open")
            try? await outbound.writeTextMessage(#"{"type":"busy"}"#)
            try? await outbound.close(.policyViolation, reason: "busy")
            return
        }
        defer { release() }
        let session = ScreenSession(colorScheme: configuration.colorScheme, content: content)
        let connection = LiveConnection(session: session, outbound: outbound, configuration: configuration, logger: logger)
        defer { session.close() }
        await connection.run(inbound: inbound)
    }

    /// Text from a page, fit for a log line: short, printable ASCII.
    static func printable(_ s: String) -> String {
        String(s.unicodeScalars.prefix(80).map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?" })
    }
}

/// What a page sends.
struct ClientMessage: Decodable {
    let type: String
    let x: Double?
    let y: Double?
    let width: Double?
    /// The window's height, which what the screen presents covers.
    let height: Double?
    let id: Int?
    /// A pointer event's phase: `down`, `move`, `up` or `leave`.
    let phase: String?
    /// A text event's whole text.
    let text: String?
    /// A wheel event's points sideways; 0 when the wheel stopped.
    let delta: Double?
}

/// What the server sends: a render, with the animation of its change. A `render` carries the
/// whole SVG; a `patch` only the root's children that changed, by index.
struct RenderMessage: Encodable {
    let type: String
    let rev: Int
    let svg: String?
    /// For a patch: each changed child as its index and markup, and how many children there are.
    let changes: [Change]?
    let count: Int?
    let width: Double
    let height: Double
    let motion: Motion?
    /// Each control: id, x, y, width, height on the page, and what it takes (1 taps, 2 presses
    /// and drags, 4 follows the pointer, 8 text).
    let targets: [[Double]]
    /// The focused text field: its box on the page, its text, whether it hides it, its inset.
    let field: Field?

    struct Field: Encodable {
        let box: [Double]
        let text: String
        let secure: Bool
        let inset: Double
    }

    struct Change: Encodable {
        let index: Int
        let markup: String
        /// For an element below the root's child `index`: its place among each parent's element
        /// children on the way down, and how many element children each of those parents has.
        var path: [Int]? = nil
        var counts: [Int]? = nil
    }

    struct Motion: Encodable {
        let curve: String
        let duration: Double
        /// A spring's response and damping ratio.
        var response: Double? = nil
        var damping: Double? = nil
    }

    /// A navigation stack's push or pop: which way (`push`, `pop`) and the stack's box on the page.
    var nav: Navigation? = nil
    /// `@font-face` rules the page lacks for this render's registered fonts, to add after its own.
    var css: String? = nil

    struct Navigation: Encodable {
        let way: String
        let box: [Double]
    }
}

/// One page's connection: the session, the width the page is laid out for, and the limits.
actor LiveConnection {
    let session: ScreenSession
    let outbound: WebSocketOutboundWriter
    let configuration: LiveServerConfiguration
    let logger: Logger
    private var width: Double
    /// The page's window height, 0 until the page says.
    private var screenHeight = 0.0
    private var lastSVG = ""
    private var lastParts: SVGParts?
    private var lastField: ScreenSession.FieldInfo?
    private var renderPending = false
    private var lastActivity = ContinuousClock.now
    private var tokens: Double
    private var lastRefill = ContinuousClock.now
    /// Pointer moves have a budget of their own, so that a drag cannot starve a tap.
    private var moveTokens: Double
    private var lastMoveRefill = ContinuousClock.now
    private var dropped = 0
    private var closed = false
    /// What the page sent and the session has not handled yet, read while a render is made.
    private var inbox: [String] = []
    private var inboxHead = 0
    private var waiter: CheckedContinuation<Void, Never>?
    /// Moves skipped because a newer one was already waiting, as browsers coalesce `pointermove`.
    private(set) var coalescedMoves = 0

    /// The most messages that wait to be handled; past it a message is dropped, with a log line.
    static let maximumWaiting = 256

    init(session: ScreenSession, outbound: WebSocketOutboundWriter, configuration: LiveServerConfiguration, logger: Logger) {
        self.session = session; self.outbound = outbound; self.configuration = configuration; self.logger = logger
        width = configuration.initialWidth
        tokens = Double(max(1, configuration.maximumEventsPerSecond))
        moveTokens = tokens
    }

    /// Set while an event's own handling runs: its writes render with the event, not as a change from outside.
    private let handling = HandlingFlag()

    func run(inbound: WebSocketInboundStream) async {
        let handling = self.handling
        session.onDirty = { [weak self] in
            // A write the event being handled makes renders in the push that follows it: no timer for it.
            guard let self, !handling.noteWrite() else { return }
            Task { await self.stateChanged() }
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.receive(inbound) }
            group.addTask { await self.work() }
            group.addTask { await self.watchIdle() }
            await group.next()
            group.cancelAll()
        }
        closed = true
        session.close()
    }

    private func receive(_ inbound: WebSocketInboundStream) async {
        do {
            for try await message in inbound.messages(maxSize: max(1, configuration.maximumMessageBytes)) {
                guard case .text(let text) = message else {
                    logger.notice("live: dropped a binary message")
                    continue
                }
                deliver(text)
            }
        } catch {
            logger.notice("live: closed a connection: \(LiveHub.printable(String(describing: error)))")
        }
    }

    /// Takes a message as it arrives: counted against the page's budget at once, then queued for
    /// ``work()``, so that the page is read while a render is made and a newer move can replace an older one.
    func deliver(_ text: String) {
        lastActivity = .now
        // A pointer move is known by its start, before it is decoded, so it is counted in its own budget.
        guard admit(move: Self.isMove(text) || text.hasPrefix(#"{"type":"wheel""#)) else { return }
        guard inbox.count - inboxHead < Self.maximumWaiting else {
            dropped += 1
            if dropped == 1 || dropped % 100 == 0 { logger.notice("live: dropped \(dropped) events the session had no time for") }
            return
        }
        inbox.append(text)
        wake()
    }

    private func wake() {
        let w = waiter
        waiter = nil
        w?.resume()
    }

    /// The next message to handle, waiting for one; `nil` once the connection ends.
    private func next() async -> String? {
        while !Task.isCancelled {
            if inboxHead < inbox.count {
                let text = inbox[inboxHead]
                inboxHead += 1
                if inboxHead == inbox.count { inbox.removeAll(keepingCapacity: inbox.capacity <= 64); inboxHead = 0 }
                return text
            }
            await withTaskCancellationHandler {
                await withCheckedContinuation { waiter = $0 }
            } onCancel: {
                Task { await self.wake() }
            }
        }
        return nil
    }

    /// Handles what the page sent, in order. A pointer move with a newer one already waiting
    /// behind it is skipped: the newer one renders where the pointer is now.
    private func work() async {
        while let text = await next() {
            if Self.isMove(text), inboxHead < inbox.count, Self.isMove(inbox[inboxHead]) {
                coalescedMoves += 1
                continue
            }
            await takeTurn()
            await handle(text)
            endTurn()
        }
    }

    /// Whether an event's handling or a push holds the session now: while it waits for the main
    /// actor the connection goes on reading, but no other handling or push starts.
    private var busy = false
    private var turns: [CheckedContinuation<Void, Never>] = []

    /// Waits until nothing else handles an event or pushes, and holds the connection's turn.
    private func takeTurn() async {
        guard busy else { busy = true; return }
        // `endTurn` hands the turn over still held.
        await withCheckedContinuation { turns.append($0) }
    }

    private func endTurn() {
        if turns.isEmpty { busy = false } else { turns.removeFirst().resume() }
    }

    /// Whether a message is a pointer move, as the page writes one.
    static func isMove(_ text: String) -> Bool { text.hasPrefix(#"{"type":"pointer","phase":"move""#) }

    /// Ends the connection when the page has sent nothing for the idle time.
    private func watchIdle() async {
        let seconds = configuration.idleTimeout.isNaN ? 600 : min(max(0.05, configuration.idleTimeout), 1e9)
        let limit = Duration.seconds(seconds)
        while !Task.isCancelled {
            let idle = ContinuousClock.now - lastActivity
            if idle >= limit {
                logger.info("live: freed a session idle for \(configuration.idleTimeout) seconds")
                try? await outbound.close(.normalClosure, reason: "idle")
                return
            }
            do { try await Task.sleep(for: limit - idle) } catch { return }
        }
    }

    /// Whether another event fits in this second's budget (pointer moves in theirs).
    private func admit(move: Bool = false) -> Bool {
        let now = ContinuousClock.now
        let rate = Double(max(1, configuration.maximumEventsPerSecond))
        let elapsed = now - (move ? lastMoveRefill : lastRefill)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        var budget = min(rate, (move ? moveTokens : tokens) + seconds * rate)
        if move { lastMoveRefill = now } else { lastRefill = now }
        defer { if move { moveTokens = budget } else { tokens = budget } }
        guard budget >= 1 else {
            dropped += 1
            if dropped == 1 || dropped % 100 == 0 { logger.notice("live: dropped \(dropped) events over the rate limit") }
            return false
        }
        budget -= 1
        return true
    }

    func handle(_ text: String) async {
        guard text.utf8.count <= configuration.maximumMessageBytes,
              let message = ClientMessage.read(text) else {
            logger.notice("live: dropped a malformed message")
            return
        }
        switch message.type {
        case "hello", "resize":
            guard let w = message.width, w.isFinite else { logger.notice("live: dropped a resize without a width"); return }
            width = w
            if let h = message.height, h.isFinite { screenHeight = h }
            await push(force: message.type == "hello")
        case "tap":
            guard let x = message.x, let y = message.y, x.isFinite, y.isFinite else {
                logger.notice("live: dropped a tap without a point"); return
            }
            if let w = message.width, w.isFinite, w != width { width = w }
            if await run(.tap(x: x, y: y)) { await push() }
        case "activate":
            guard let id = message.id, await run(.activate(id: id)) else {
                logger.notice("live: dropped an event for an unknown target"); return
            }
            await push()
        case "pointer":
            guard let phase = message.phase.flatMap(LivePointerPhase.init(rawValue:)), let x = message.x, let y = message.y,
                  x.isFinite, y.isFinite, abs(x) <= 1e6, abs(y) <= 1e6 else {
                logger.notice("live: dropped a pointer event without a phase and a point"); return
            }
            // A move that changed no state (the pointer over the same bar) renders nothing.
            // A move renders without working out the charts' descriptions again: it comes many times a second.
            await runAndPush(.pointer(phase, x: x, y: y), describe: phase != .move, onlyIfChanged: phase == .move)
        case "wheel":
            guard let x = message.x, let y = message.y, let delta = message.delta, x.isFinite, y.isFinite, delta.isFinite,
                  abs(x) <= 1e6, abs(y) <= 1e6 else {
                logger.notice("live: dropped a wheel event without a point and a delta"); return
            }
            await runAndPush(.wheel(x: x, y: y, delta: delta), describe: false, onlyIfChanged: true)
        case "text":
            guard let value = message.text else { logger.notice("live: dropped a text event without text"); return }
            if await run(.text(value)) { await push() }
        case "submit":
            if await run(.submit) { await push() }
        case "ping":
            break
        case "resync":
            // The page could not apply a patch: send the whole screen.
            lastParts = nil
            await push(force: true)
        default:
            logger.notice("live: dropped a message of unknown type \(LiveHub.printable(message.type))")
        }
    }

    /// Hands `event` to the session. A write made meanwhile that no push follows (the event
    /// reached nothing, while a task wrote) is rendered as a change from outside.
    private func run(_ event: ScreenSession.Event) async -> Bool {
        handling.begin()
        let handled = Self.suspends ? await session.handleSuspending(event) : session.handle(event)
        if handling.end(), !handled { Task { await self.stateChanged() } }
        return handled
    }

    /// Whether the connection waits for the main actor suspended rather than blocking its thread
    /// (`OPENCHART_LIVE_SUSPENDING=1`, for measuring). Blocked, the concurrency pool's threads
    /// sleep while the main actor builds, which on a busy machine leaves the server's share of the
    /// processors to the main actor, where every session's views are built: 200 sessions moving
    /// the pointer were answered sooner blocked (benchmarked in turns).
    static let suspends = ProcessInfo.processInfo.environment["OPENCHART_LIVE_SUSPENDING"] == "1"

    /// Hands `event` to the session and pushes the render that follows it, made in the same
    /// turn of the main actor as the event's actions, as ``run(_:)`` and ``push(force:describe:)`` would.
    private func runAndPush(_ event: ScreenSession.Event, describe: Bool, onlyIfChanged: Bool) async {
        guard !closed else { _ = await run(event); return }
        handling.begin()
        let (handled, frame) = Self.suspends
            ? await session.handleAndRenderSuspending(event, width: width, screenHeight: screenHeight, describe: describe,
                                                      onlyIfChanged: onlyIfChanged)
            : session.handleAndRender(event, width: width, screenHeight: screenHeight, describe: describe, onlyIfChanged: onlyIfChanged)
        if handling.end(), !handled { Task { await self.stateChanged() } }
        if let frame { await send(frame) }
    }

    /// State changed outside an event (a task, a model): render again soon, once for a burst.
    func stateChanged() async {
        guard !renderPending, !closed else { return }
        renderPending = true
        try? await Task.sleep(for: .milliseconds(10))
        renderPending = false
        // An event's own render, made meanwhile, already showed the change.
        guard session.isDirty else { return }
        await takeTurn()
        defer { endTurn() }
        guard session.isDirty else { return }
        await push()
    }

    /// Renders and sends the screen if it changed.
    private func push(force: Bool = false, describe: Bool = true) async {
        guard !closed else { return }
        let frame = Self.suspends ? await session.renderSuspending(width: width, screenHeight: screenHeight, describe: describe)
            : session.render(width: width, screenHeight: screenHeight, describe: describe)
        await send(frame, force: force)
    }

    /// Sends `frame` if it changed: the elements that changed when the page can patch them, else the whole screen.
    private func send(_ frame: ScreenSession.Frame, force: Bool = false) async {
        guard !closed else { return }
        guard force || frame.svg != lastSVG || frame.field != lastField else { return }
        lastSVG = frame.svg
        lastField = frame.field
        let parts = SVGParts(frame.svg)
        var changes: [RenderMessage.Change]?
        // A change that animates sends the root's children whole, so that the page tweens, fades
        // in and out what came and went within each, as it always has; one that does not (a
        // pointer move's) sends only the elements that changed, however deep in their groups.
        if !force, let parts, let last = lastParts {
            if frame.motion == nil, frame.navigation == nil, let changed = parts.nestedChanges(since: last) {
                let size = changed.reduce(0) { $0 + $1.markup.utf8.count }
                if size < frame.svg.utf8.count {
                    changes = changed.map {
                        $0.path.count == 1 ? RenderMessage.Change(index: $0.path[0], markup: $0.markup)
                            : RenderMessage.Change(index: $0.path[0], markup: $0.markup, path: Array($0.path.dropFirst()),
                                                   counts: Array($0.counts.dropFirst()))
                    }
                }
            } else if let changed = parts.changes(since: last) {
                let size = changed.reduce(0) { $0 + $1.markup.utf8.count }
                if size < frame.svg.utf8.count { changes = changed.map { RenderMessage.Change(index: $0.index, markup: $0.markup) } }
            }
        }
        lastParts = parts
        let message = RenderMessage(type: changes == nil ? "render" : "patch", rev: frame.revision,
                                    svg: changes == nil ? frame.svg : nil, changes: changes,
                                    count: changes == nil ? nil : parts?.children.count,
                                    width: frame.width, height: frame.height,
                                    motion: frame.motion.map { RenderMessage.Motion(curve: $0.curve, duration: $0.duration, response: $0.response,
                                                                                     damping: $0.damping) },
                                    targets: frame.targets.map { [Double($0.id), $0.x, $0.y, $0.width, $0.height, Double($0.flags)] },
                                    field: frame.field.map { RenderMessage.Field(box: [$0.x, $0.y, $0.width, $0.height], text: $0.text,
                                                                                 secure: $0.isSecure, inset: $0.inset) },
                                    nav: frame.navigation.map { RenderMessage.Navigation(way: $0.push ? "push" : "pop",
                                                                                                 box: [$0.x, $0.y, $0.width, $0.height]) },
                                    css: frame.fontUpdateCSS)
        // One frame, however long: a browser takes any length, and each frame is a trip to the
        // event loop of its own (a move's patch of a chart is a little over 4 KB, two frames when split).
        do { try await outbound.write(.text(message.json())) } catch { closed = true }
    }
}

/// Whether a connection is handling an event now, and whether state was written meanwhile.
final class HandlingFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var on = false
    private var wrote = false

    func begin() { lock.lock(); on = true; wrote = false; lock.unlock() }

    /// Ends the handling; whether state was written during it.
    func end() -> Bool { lock.lock(); defer { lock.unlock() }; on = false; return wrote }

    /// Notes a write; whether an event's handling is under way, whose push will show it.
    func noteWrite() -> Bool {
        lock.lock(); defer { lock.unlock() }
        if on { wrote = true }
        return on
    }
}
