import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
@_exported import OpenCharts

/// Serves one view as a live screen: `GET /` is the screen, and each page load is a session of
/// its own, holding the view's state while the page is open.
///
/// ```swift
/// import OpenChartsLive
/// let server = LiveServer(host: "127.0.0.1", port: 8080) { RouletteView() }
/// try await server.run()
/// ```
public struct LiveServer<Content: View>: Sendable {
    public let host: String
    public let port: Int
    public var configuration: LiveServerConfiguration
    let content: @Sendable () -> Content

    /// A server of the view `content` makes, anew for each page.
    public init(host: String = "127.0.0.1", port: Int = 8080, configuration: LiveServerConfiguration = LiveServerConfiguration(),
                content: @escaping @Sendable () -> Content) {
        self.host = host; self.port = port; self.configuration = configuration; self.content = content
    }

    /// Serves until the process is stopped (SIGINT or SIGTERM ends it gracefully).
    public func run() async throws {
        try await application().runService()
    }

    /// The Hummingbird application that serves the screen, to run or test.
    public func application(logger: Logger? = nil) -> some ApplicationProtocol {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.addLiveView("/", configuration: configuration, content: content)
        var log = logger ?? Logger(label: "OpenChartsLive")
        if logger == nil { log.logLevel = .info }
        return Application(router: router,
                           server: .http1WebSocketUpgrade(webSocketRouter: router,
                                                          configuration: .init(ws: LiveHub.webSocketConfiguration(configuration))),
                           configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
                           logger: log)
    }
}

extension Router where Context: WebSocketRequestContext {
    /// Serves the view `content` makes as a live screen at `path`: GET `path` is the page, and
    /// the page connects to `path` + `/live.ws`. The application must upgrade WebSockets through
    /// this router: `.http1WebSocketUpgrade(webSocketRouter: router)`.
    ///
    /// ```swift
    /// let router = Router(context: BasicWebSocketRequestContext.self)
    /// router.addLiveView("/roulette") { RouletteView() }
    /// let app = Application(router: router, server: .http1WebSocketUpgrade(webSocketRouter: router))
    /// ```
    @discardableResult
    public func addLiveView<V: View>(_ path: String, configuration: LiveServerConfiguration = LiveServerConfiguration(),
                                     content: @escaping @Sendable () -> V) -> Self {
        let hub = LiveHub(configuration: configuration)
        // Erased here, so the routes' closures hold no view type.
        let screen: @Sendable () -> AnyView = { AnyView(content()) }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        let socketPath = base + "/live.ws"
        get(RouterPath(path.isEmpty ? "/" : path)) { request, context -> Response in
            let html = await hub.page(socketPath: socketPath, content: screen)
            var headers = HTTPFields()
            headers[.contentType] = "text/html; charset=utf-8"
            headers[.cacheControl] = "no-store"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        }
        ws(RouterPath(socketPath)) { request, context in
            hub.shouldUpgrade(request, logger: context.logger)
        } onUpgrade: { inbound, outbound, context in
            await hub.serve(inbound: inbound, outbound: outbound, logger: context.logger, content: screen)
        }
        return self
    }
}
