import Foundation
import OpenCharts

/// The formats the server writes, one route each: `/chart.svg`, `/chart.png`, `/chart.html`.
public enum ChartFormat: String, CaseIterable, Sendable {
    case svg, png, html

    /// The `Content-Type` the format is served with.
    public var contentType: String {
        switch self {
        case .svg: return "image/svg+xml"
        case .png: return "image/png"
        case .html: return "text/html; charset=utf-8"
        }
    }

    /// The chart `query` describes, encoded in this format. CPU-bound: call it off the event loop.
    ///
    /// - Throws: ``ChartRenderLimitError`` when the chart would pass one of `limits` (it is then
    ///   not drawn at all, never drawn in part), or the renderer's own errors.
    public func render(_ query: ChartQuery, limits: ChartRenderLimits = ChartRenderLimits()) throws -> Data {
        // Bars and points are drawn one by one; a line or an area is one shape.
        if query.mark == .bar || query.mark == .point, query.values.count > limits.maximumMarks {
            throw ChartRenderLimitError(limit: .maximumMarks, allowed: limits.maximumMarks, needed: query.values.count,
                                        counted: "marks drawn one by one")
        }
        var renderer = ChartRenderer(content: QueryChart(query: query))
        renderer.proposedSize = ProposedViewSize(width: Double(query.width), height: Double(query.height))
        renderer.colorScheme = query.dark ? .dark : .light
        // The same URL gives the same bytes wherever the server runs, so ETags agree across machines.
        renderer.locale = Locale(identifier: "en_US_POSIX")
        renderer.timeZone = TimeZone(identifier: "UTC")!
        // The bytes are counted here, whole, in every format: a chart past the limit is refused
        // with the size it needs rather than cut short.
        renderer.limits = limits
        renderer.limits.maximumOutputBytes = .max
        let data: Data
        switch self {
        case .svg: data = Data(renderer.svg().utf8)
        case .png: data = try renderer.png(scale: Double(query.scale))
        case .html: data = Data(try renderer.html().utf8)
        }
        if data.count > limits.maximumOutputBytes {
            throw ChartRenderLimitError(limit: .maximumOutputBytes, allowed: limits.maximumOutputBytes, needed: data.count, counted: "bytes")
        }
        return data
    }
}

/// A strong entity tag made from a response's bytes: 64-bit FNV-1a and the length, in quotes.
func entityTag(of data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "-" + String(data.count, radix: 16) + "\""
}

/// Whether an `If-None-Match` header's list names `tag` (weak comparison, as RFC 9110 asks for GET).
func ifNoneMatch(_ header: String, matches tag: String) -> Bool {
    header.split(separator: ",").contains { candidate in
        var c = candidate.trimmingCharacters(in: .whitespaces)
        if c == "*" { return true }
        if c.hasPrefix("W/") { c.removeFirst(2) }
        return c == tag
    }
}
