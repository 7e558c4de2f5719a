import Foundation
import HTTPTypes
import Hummingbird
import NIOPosix
import OpenCharts

/// What one request may ask the server to draw; past these, the server answers with an error
/// instead of spending its memory and time.
public struct ChartServerSettings: Sendable {
    /// The most pixels a PNG may have, width × height × scale²: 4096 × 4096 by default, which
    /// the largest PNG at scale 2 (2,000 × 2,000 points) fits and the same size at scale 3 does not.
    public var maximumPixels: Int
    /// The renderer's limits: a chart past one is answered with 413 (too many bytes) or 422
    /// (too many marks), never drawn in part.
    public var renderLimits: ChartRenderLimits

    /// Settings safe for a public server.
    public init(maximumPixels: Int = 4096 * 4096, renderLimits: ChartRenderLimits = ChartRenderLimits()) {
        self.maximumPixels = maximumPixels
        self.renderLimits = renderLimits
    }
}

/// The server's routes and how each answers.
public enum ChartRoutes {
    /// How long browsers and caches may keep a chart: its URL says everything it depends on.
    public static let cacheControl = "public, max-age=86400"

    /// A router with `/chart.svg`, `/chart.png`, `/chart.html` and a help text at `/`.
    public static func router(settings: ChartServerSettings = ChartServerSettings()) -> Router<BasicRequestContext> {
        let router = Router()
        for format in ChartFormat.allCases {
            router.get("chart.\(format.rawValue)") { request, _ in
                try await respond(to: request, as: format, settings: settings)
            }
        }
        router.get("/") { _, _ in
            text(.ok, """
                Charts from query parameters:
                  /chart.svg, /chart.png, /chart.html
                  ?values=3,5,2&labels=Mon,Tue,Wed&title=Orders&mark=bar|line|point|area&width=600&height=400&dark=1&scale=2

                """)
        }
        return router
    }

    /// The answer to one chart request: 400 for a bad query or a PNG past the pixel budget,
    /// 413 or 422 for a chart past a render limit, 304 when the client holds these bytes
    /// already, otherwise the chart with its type and caching headers.
    static func respond(to request: Request, as format: ChartFormat, settings: ChartServerSettings) async throws -> Response {
        let query: ChartQuery
        do {
            query = try ChartQuery(query: request.uri.query)
        } catch {
            return text(.badRequest, "Bad request: \(error.description)\n")
        }
        if format == .png, let message = pixelBudgetProblem(query, maximumPixels: settings.maximumPixels) {
            return text(.badRequest, "Bad request: \(message)\n")
        }
        // Rendering is CPU-bound work: it runs on NIO's thread pool, never on an event loop.
        let data: Data
        do {
            data = try await NIOThreadPool.singleton.runIfActive { try format.render(query, limits: settings.renderLimits) }
        } catch let error as ChartRenderLimitError {
            switch error.limit {
            case .maximumOutputBytes: return text(.contentTooLarge, "Content too large: \(error.description)\n")
            case .maximumMarks: return text(.unprocessableContent, "Unprocessable chart: \(error.description)\n")
            }
        }
        let tag = entityTag(of: data)
        var headers: HTTPFields = [.eTag: tag, .cacheControl: cacheControl, nosniff: "nosniff"]
        if let match = request.headers[.ifNoneMatch], ifNoneMatch(match, matches: tag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = format.contentType
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// Why a PNG of `query` is past the budget of `maximumPixels`, or nil when it fits; checked
    /// before any drawing, since the pixels are most of a PNG's memory and time.
    static func pixelBudgetProblem(_ query: ChartQuery, maximumPixels: Int) -> String? {
        let w = query.width * query.scale, h = query.height * query.scale
        let (pixels, overflow) = w.multipliedReportingOverflow(by: h)
        guard overflow || pixels > maximumPixels else { return nil }
        return "a \(w)×\(h)-pixel PNG (width \(query.width) × height \(query.height) at scale \(query.scale)) is more than "
            + "the \(grouped(maximumPixels)) pixels this server draws; lower width, height or scale."
    }

    /// `n` with thousands grouped by commas.
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    static let nosniff = HTTPField.Name("X-Content-Type-Options")!

    static func text(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8", nosniff: "nosniff"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: message)))
    }

    /// The application serving the routes on `host` and `port`.
    public static func application(host: String = "127.0.0.1", port: Int = 8080,
                                   settings: ChartServerSettings = ChartServerSettings()) -> some ApplicationProtocol {
        Application(router: router(settings: settings), configuration: .init(address: .hostname(host, port: port), serverName: "ChartServer"))
    }
}
