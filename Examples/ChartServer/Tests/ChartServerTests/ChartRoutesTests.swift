import ChartServerCore
import Foundation
import Hummingbird
import HummingbirdTesting
import OpenCharts
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

    @Test("a PNG past the pixel budget (width × height × scale²) gets 400 before any drawing; SVG and HTML have no pixels")
    func pixelBudget() async throws {
        // The default budget is 4096 × 4096 pixels: 2,000 × 2,000 points at scale 3 is 6,000 × 6,000 pixels.
        try await app.test(.router) { client in
            try await client.execute(uri: "/chart.png?values=1,2&width=2000&height=2000&scale=3", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("a 6000×6000-pixel PNG (width 2000 × height 2000 at scale 3) is more than the 16,777,216 pixels this server draws"))
            }
            try await client.execute(uri: "/chart.svg?values=1,2&width=2000&height=2000&scale=3", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
        // The budget is a setting; a picture of exactly the budget is drawn.
        let small = Application(router: ChartRoutes.router(settings: ChartServerSettings(maximumPixels: 200 * 100)))
        try await small.test(.router) { client in
            try await client.execute(uri: "/chart.png?values=1,2&width=100&height=50&scale=2", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
            }
            try await client.execute(uri: "/chart.png?values=1,2&width=101&height=50&scale=2", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("a 202×100-pixel PNG"))
            }
        }
    }

    @Test("a label may hold a comma written as %2C: labels are split before they are decoded")
    func encodedComma() async throws {
        let query = try ChartQuery(query: "values=1,2&labels=Paris%2C%20France,Lyon")
        #expect(query.labels == ["Paris, France", "Lyon"])
        #expect(try ChartQuery(query: "values=1,2&labels=a+b,c%25").labels == ["a b", "c%"])
        try await app.test(.router) { client in
            try await client.execute(uri: "/chart.svg?values=1,2&labels=Paris%2C%20France,Lyon", method: .get) { response in
                #expect(response.status == .ok)
                let body = String(buffer: response.body)
                #expect(body.contains(">Paris, France<"))
                #expect(body.contains(">Lyon<"))
            }
        }
    }

    /// The y coordinates of the bars of an SVG.
    func barYs(_ svg: String) -> [Double] {
        var ys: [Double] = []
        for line in svg.split(separator: "\n") where line.contains("class=\"mark bar\"") {
            guard let d = line.range(of: " d=\"") else { continue }
            let path = line[d.upperBound...].prefix { $0 != "\"" }
            // "M44.13 194.7 269.18 194.7 …Z": x and y alternate; a minus sign may follow a number directly.
            let numbers = path.replacingOccurrences(of: "-", with: " -").split(whereSeparator: { " MLHVZz".contains($0) }).compactMap { Double($0) }
            ys += stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        }
        return ys
    }

    @Test("values near the largest Double draw bars inside the plot, above the labels", arguments: ["-8e307,8e307", "1e308,5e307", "-1e308,-2e307", "-1e308,1e308", "-1.7e308,1.7e308"])
    func hugeValues(values: String) async throws {
        try await app.test(.router) { client in
            try await client.execute(uri: "/chart.svg?values=\(values)&labels=A,B&height=400", method: .get) { response in
                #expect(response.status == .ok)
                let svg = String(buffer: response.body)
                let ys = barYs(svg)
                #expect(ys.count >= 8)
                #expect(ys.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 400 }, "\(ys)")
                // The x labels sit below every bar.
                let label = try #require(svg.split(separator: "\n").first { $0.hasSuffix(">A</text>") })
                let y = try #require(label.range(of: " y=\"").flatMap { Double(label[$0.upperBound...].prefix { $0 != "\"" }) })
                #expect(ys.allSatisfy { $0 <= y }, "\(ys) against labels at \(y)")
            }
        }
    }

    @Test("a chart past a render limit is not drawn in part: 422 for marks, 413 for bytes")
    func renderLimits() async throws {
        var few = ChartRenderLimits()
        few.maximumMarks = 2
        try await Application(router: ChartRoutes.router(settings: ChartServerSettings(renderLimits: few))).test(.router) { client in
            try await client.execute(uri: "/chart.svg?values=1,2,3", method: .get) { response in
                #expect(response.status == .unprocessableContent)
                let body = String(buffer: response.body)
                #expect(body.contains("limits.maximumMarks"))
                #expect(body.contains("3 marks drawn one by one"))
            }
            // A line is one shape, whatever its values.
            try await client.execute(uri: "/chart.svg?values=1,2,3&mark=line", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
        var small = ChartRenderLimits()
        small.maximumOutputBytes = 1_000
        try await Application(router: ChartRoutes.router(settings: ChartServerSettings(renderLimits: small))).test(.router) { client in
            for path in ["/chart.svg", "/chart.png", "/chart.html"] {
                try await client.execute(uri: path + "?values=1,2,3", method: .get) { response in
                    #expect(response.status == .contentTooLarge, "\(path)")
                    #expect(String(buffer: response.body).contains("limits.maximumOutputBytes"), "\(path)")
                }
            }
        }
    }
}
