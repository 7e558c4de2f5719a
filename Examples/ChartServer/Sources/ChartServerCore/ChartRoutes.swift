import Foundation
import HTTPTypes
import Hummingbird
import NIOPosix

/// The server's routes and how each answers.
public enum ChartRoutes {
    /// How long browsers and caches may keep a chart: its URL says everything it depends on.
    public static let cacheControl = "public, max-age=86400"

    /// A router with `/chart.svg`, `/chart.png`, `/chart.html` and a help text at `/`.
    public static func router() -> Router<BasicRequestContext> {
        let router = Router()
        for format in ChartFormat.allCases {
            router.get("chart.\(format.rawValue)") { request, _ in
                try await respond(to: request, as: format)
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

    /// The answer to one chart request: 400 for a bad query, 304 when the client holds these
    /// bytes already, otherwise the chart with its type and caching headers.
    static func respond(to request: Request, as format: ChartFormat) async throws -> Response {
        let query: ChartQuery
        do {
            query = try ChartQuery(query: request.uri.query)
        } catch {
            return text(.badRequest, "Bad request: \(error.description)\n")
        }
        // Rendering is CPU-bound work: it runs on NIO's thread pool, never on an event loop.
        let data = try await NIOThreadPool.singleton.runIfActive { try format.render(query) }
        let tag = entityTag(of: data)
        var headers: HTTPFields = [.eTag: tag, .cacheControl: cacheControl, nosniff: "nosniff"]
        if let match = request.headers[.ifNoneMatch], ifNoneMatch(match, matches: tag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = format.contentType
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    static let nosniff = HTTPField.Name("X-Content-Type-Options")!

    static func text(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8", nosniff: "nosniff"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: message)))
    }

    /// The application serving the routes on `host` and `port`.
    public static func application(host: String = "127.0.0.1", port: Int = 8080) -> some ApplicationProtocol {
        Application(router: router(), configuration: .init(address: .hostname(host, port: port), serverName: "ChartServer"))
    }
}
