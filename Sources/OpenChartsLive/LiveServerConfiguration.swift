import HummingbirdWebSocket
import OpenCharts

/// The limits and settings of a live screen, safe by default: what the browser sends is data,
/// and every amount of it is bounded.
///
/// ```swift
/// var configuration = LiveServerConfiguration()
/// configuration.maximumSessions = 500
/// configuration.idleTimeout = 600
/// let server = LiveServer(host: "0.0.0.0", port: 8080, configuration: configuration) { RouletteView() }
/// ```
public struct LiveServerConfiguration: Sendable {
    /// Pages open at once on one live view; a page past the limit is told to try later.
    public var maximumSessions = 200
    /// The largest message a page may send, in bytes; a larger one ends its connection.
    public var maximumMessageBytes = 4_096
    /// Events a page may send in a second; the rest are dropped with a log line.
    public var maximumEventsPerSecond = 40
    /// Seconds a page may stay silent before its session is freed and its tasks cancelled.
    public var idleTimeout: Double = 600
    /// The origins (`https://example.com`) whose pages may connect. Empty: only pages served by
    /// this same host, as the `Host` header names it.
    public var allowedOrigins: [String] = []
    /// Light or dark appearance of the screen.
    public var colorScheme: ColorScheme = .light
    /// The width a screen is laid out for before the page says its own.
    public var initialWidth: Double = 390

    /// The defaults.
    public init() {}

    /// The WebSocket settings that go with these limits, for an application of your own:
    /// `.http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(ws: LiveServerConfiguration.webSocketConfiguration(limits)))`.
    public static func webSocketConfiguration(_ configuration: LiveServerConfiguration) -> WebSocketServerConfiguration {
        LiveHub.webSocketConfiguration(configuration)
    }
}
