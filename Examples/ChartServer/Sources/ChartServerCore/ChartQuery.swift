import Foundation

/// A chart asked for in a URL's query, checked: every value finite, every text short, every size sane.
///
/// `?values=3,5,2&labels=Mon,Tue,Wed&title=Orders&mark=bar&width=600&height=400&dark=1`
public struct ChartQuery: Hashable, Sendable {
    /// The kinds of mark the server draws, by their `mark=` name.
    public enum Mark: String, CaseIterable, Sendable {
        case bar, line, point, area
    }

    /// The numbers to plot, one mark each.
    public var values: [Double]
    /// The category of each value, shown along x; "1", "2", … when the query gives none.
    public var labels: [String]
    /// The headline above the chart, if any.
    public var title: String?
    /// The kind of mark each value is drawn as.
    public var mark: Mark = .bar
    /// The picture's size in points.
    public var width = 600, height = 400
    /// Whether the chart is drawn in dark mode.
    public var dark = false
    /// Pixels per point of a PNG.
    public var scale = 2

    /// The most values one chart may plot.
    public static let maximumValues = 1_000
    /// The longest label or title, in characters.
    public static let maximumTextLength = 200
    /// The sides a chart may have, in points.
    public static let sides = 50...2_000
    /// The pixels per point a PNG may have.
    public static let scales = 1...3
    /// Every parameter the query may hold.
    public static let parameters = ["values", "labels", "title", "mark", "width", "height", "dark", "scale"]

    /// Reads a raw query string (the part of the URL after `?`); throws a ``ChartQueryError``
    /// that says which parameter is wrong and why.
    public init(query: String?) throws(ChartQueryError) {
        let fields = try Self.fields(of: query ?? "")
        guard let rawValues = fields["values"], !rawValues.isEmpty else {
            throw ChartQueryError("values is required: a comma-separated list of numbers, such as values=3,5,2.")
        }
        values = try Self.numbers(Self.decoded(rawValues))
        if let rawLabels = fields["labels"] {
            // Split before decoding, so that a label may hold a comma written as %2C.
            labels = rawLabels.split(separator: ",", omittingEmptySubsequences: false).map { Self.decoded($0) }
            try checkLabels()
        } else {
            labels = values.indices.map { String($0 + 1) }
        }
        if let t = fields["title"].map(Self.decoded), !t.isEmpty {
            guard t.count <= Self.maximumTextLength else {
                throw ChartQueryError("title is \(t.count) characters long; at most \(Self.maximumTextLength) are allowed.")
            }
            title = t
        }
        if let m = fields["mark"].map(Self.decoded) {
            guard let kind = Mark(rawValue: m) else {
                throw ChartQueryError("mark '\(m)' is not one of \(Mark.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            mark = kind
        }
        width = try Self.integer(fields["width"].map(Self.decoded), named: "width", in: Self.sides) ?? width
        height = try Self.integer(fields["height"].map(Self.decoded), named: "height", in: Self.sides) ?? height
        scale = try Self.integer(fields["scale"].map(Self.decoded), named: "scale", in: Self.scales) ?? scale
        if let d = fields["dark"].map(Self.decoded) {
            switch d {
            case "1", "true", "yes": dark = true
            case "0", "false", "no", "": dark = false
            default: throw ChartQueryError("dark '\(d)' is not 1 or 0.")
            }
        }
    }

    private func checkLabels() throws(ChartQueryError) {
        guard labels.count == values.count else {
            throw ChartQueryError("labels has \(labels.count) entries but values has \(values.count); give one label per value.")
        }
        var seen = Set<String>()
        for (i, label) in labels.enumerated() {
            guard !label.isEmpty else { throw ChartQueryError("label \(i + 1) is empty.") }
            guard label.count <= Self.maximumTextLength else {
                throw ChartQueryError("label \(i + 1) is \(label.count) characters long; at most \(Self.maximumTextLength) are allowed.")
            }
            guard seen.insert(label).inserted else {
                throw ChartQueryError("label '\(label)' appears more than once; each value needs its own label.")
            }
        }
    }

    /// The query's name-value pairs: names decoded, values as sent (checked to decode), so
    /// that a list is split at its commas before a comma written as `%2C` is decoded.
    static func fields(of query: String) throws(ChartQueryError) -> [String: Substring] {
        var fields: [String: Substring] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = percentDecoded(parts[0]) else { throw ChartQueryError("a parameter name is not valid percent-encoding.") }
            let value = parts.count > 1 ? parts[1] : ""
            guard percentDecoded(value) != nil else {
                throw ChartQueryError("\(name) is not valid percent-encoding.")
            }
            guard parameters.contains(name) else {
                throw ChartQueryError("unknown parameter '\(name.prefix(40))'; use \(parameters.joined(separator: ", ")).")
            }
            guard fields[name] == nil else { throw ChartQueryError("\(name) is given more than once.") }
            fields[name] = value
        }
        return fields
    }

    /// `s` percent-decoded, with `+` read as a space; nil for broken percent-encoding.
    private static func percentDecoded(_ s: Substring) -> String? {
        s.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    /// `s` decoded, once `fields(of:)` has checked that the whole value decodes: a part of it
    /// cut at a comma decodes too, since no escape holds a literal comma.
    private static func decoded(_ s: Substring) -> String {
        percentDecoded(s) ?? String(s)
    }

    private static func numbers(_ raw: String) throws(ChartQueryError) -> [Double] {
        let items = raw.split(separator: ",", omittingEmptySubsequences: false)
        guard items.count <= maximumValues else {
            throw ChartQueryError("values has \(items.count) numbers; at most \(maximumValues) are allowed.")
        }
        var numbers: [Double] = []
        for (i, item) in items.enumerated() {
            let text = item.trimmingCharacters(in: .whitespaces)
            guard let n = Double(text), n.isFinite else {
                throw ChartQueryError("value \(i + 1), '\(text.prefix(40))', is not a finite number.")
            }
            numbers.append(n)
        }
        return numbers
    }

    private static func integer(_ raw: String?, named name: String, in range: ClosedRange<Int>) throws(ChartQueryError) -> Int? {
        guard let raw else { return nil }
        guard let n = Int(raw), range.contains(n) else {
            throw ChartQueryError("\(name) '\(raw.prefix(40))' is not a whole number from \(range.lowerBound) to \(range.upperBound).")
        }
        return n
    }
}

/// Why a query does not describe a chart; the message names the parameter and says what to send.
public struct ChartQueryError: Error, Equatable, CustomStringConvertible {
    /// The message, naming the parameter.
    public var description: String
    init(_ description: String) { self.description = description }
}
