import ChartServerCore
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("The chart server's routes")
struct ChartRoutesTests {
    let app = Application(router: ChartRoutes.router())

    @Test("each route answers with its format's content type and caching headers", arguments: [
        ("/chart.svg", "image/svg+xml", "<?xml"),
        ("/chart.png", "image/png", "\u{89}PNG"),
        ("/chart.html", "text/html; charset=utf-8", "<!DOCTYPE html>"),
    ])
    func contentTypes(path: String, type: String, start: String) async throws {
        try await app.test(.router) { client in
            try await client.execute(uri: path + "?values=3,5,2&labels=Mon,Tue,Wed&title=Orders", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == type)
                #expect(response.headers[.cacheControl] == "public, max-age=86400")
                #expect(response.headers[.eTag]?.hasPrefix("\"") == true)
                let body = Data(buffer: response.body)
                #expect(body.starts(with: Data(start.unicodeScalars.map { UInt8($0.value) })))
            }
        }
    }

    @Test("a request carrying the ETag it was given gets 304 with no body")
    func notModified() async throws {
        try await app.test(.router) { client in
            let uri = "/chart.svg?values=12,19,7&labels=Jan,Feb,Mar&mark=line"
            let tag = try await client.execute(uri: uri, method: .get) { $0.headers[.eTag] }
            let etag = try #require(tag)
            try await client.execute(uri: uri, method: .get, headers: [.ifNoneMatch: etag]) { response in
                #expect(response.status == .notModified)
                #expect(response.headers[.eTag] == etag)
                #expect(response.body.readableBytes == 0)
            }
            try await client.execute(uri: uri, method: .get, headers: [.ifNoneMatch: "\"other\", W/\(etag)"]) { response in
                #expect(response.status == .notModified)
            }
            try await client.execute(uri: uri + "&dark=1", method: .get, headers: [.ifNoneMatch: etag]) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.eTag] != etag)
            }
        }
    }

    @Test("bad queries get 400 with a message naming the parameter", arguments: [
        ("", "values is required"),
        ("values=3,abc,2", "value 2, 'abc', is not a finite number"),
        ("values=3,nan", "value 2, 'nan', is not a finite number"),
        ("values=1,2&labels=Mon", "labels has 1 entries but values has 2"),
        ("values=1,2&labels=Mon,Mon", "label 'Mon' appears more than once"),
        ("values=1&mark=pie", "mark 'pie' is not one of bar, line, point, area"),
        ("values=1&width=-5", "width '-5' is not a whole number from 50 to 2000"),
        ("values=1&height=99999", "height '99999' is not a whole number from 50 to 2000"),
        ("values=1&dark=maybe", "dark 'maybe' is not 1 or 0"),
        ("values=1&colour=red", "unknown parameter 'colour'"),
        ("values=1&title=%ZZ", "title is not valid percent-encoding"),
        ("values=1&values=2", "values is given more than once"),
    ])
    func badRequests(query: String, message: String) async throws {
        try await app.test(.router) { client in
            try await client.execute(uri: "/chart.png?" + query, method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
                #expect(String(buffer: response.body).contains(message))
            }
        }
    }

    @Test("a hostile title and label are escaped in SVG and HTML")
    func hostileText() async throws {
        let title = "<script>alert(1)</script>"
        let query = "values=1,2&labels=%3Cimg%20src=x%20onerror=alert(2)%3E,Tue&title="
            + title.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        try await app.test(.router) { client in
            for path in ["/chart.svg", "/chart.html"] {
                try await client.execute(uri: path + "?" + query, method: .get) { response in
                    let body = String(buffer: response.body)
                    #expect(response.status == .ok)
                    #expect(!body.contains("<script>alert"))
                    #expect(!body.contains("<img"))
                    #expect(body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
                }
            }
        }
    }
}
