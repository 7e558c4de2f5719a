import Foundation

/// One mark of a spec, with its channels and modifiers, named as in Swift Charts:
///
/// ```json
/// {"mark": "LineMark", "x": ["Month", "month"], "y": ["Revenue", "revenue"],
///  "foregroundStyle": {"by": ["Region", "region"]}, "interpolationMethod": "catmullRom"}
/// ```
///
/// is `LineMark(x: .value("Month", row.month), y: .value("Revenue", row.revenue))
/// .foregroundStyle(by: .value("Region", row.region)).interpolationMethod(.catmullRom)`, drawn
/// once for every row.
struct SpecMark: Decodable, Equatable, Sendable {
    /// The kind of mark.
    enum Kind: String, CaseIterable, Sendable {
        case bar = "BarMark", line = "LineMark", point = "PointMark", area = "AreaMark"
        case rule = "RuleMark", rectangle = "RectangleMark", sector = "SectorMark"

        /// The kind named by Swift's type name or a short word (`bar`, `pie`, …).
        init?(name: String) {
            if let k = Kind(rawValue: name) { self = k; return }
            switch name.lowercased() {
            case "bar", "barmark", "column": self = .bar
            case "line", "linemark": self = .line
            case "point", "pointmark", "scatter", "dot": self = .point
            case "area", "areamark": self = .area
            case "rule", "rulemark": self = .rule
            case "rectangle", "rect", "rectanglemark", "heatmap": self = .rectangle
            case "sector", "sectormark", "pie", "donut": self = .sector
            default: return nil
            }
        }
    }

    /// A `MarkDimension`: points (`12`), or `{"ratio": 0.6}`, `{"inset": 4}`, `{"fixed": 12}`.
    enum Dimension: Decodable, Equatable, Sendable {
        case fixed(Double), ratio(Double), inset(Double)

        init(from decoder: Decoder) throws {
            if let c = try? decoder.singleValueContainer(), let d = try? c.decode(Double.self) { self = .fixed(d); return }
            let c = try decoder.strictContainer(["fixed", "ratio", "inset"])
            if let d: Double = try c.opt("fixed") { self = .fixed(d) }
            else if let d: Double = try c.opt("ratio") { self = .ratio(d) }
            else if let d: Double = try c.opt("inset") { self = .inset(d) }
            else { throw decoder.error("a dimension is a number of points or {\"ratio\": r} / {\"inset\": n} / {\"fixed\": n}") }
        }
    }

    /// A style given directly (`"blue"`, `"#FF6600"`) or by a value (`{"by": …}`).
    enum Encoded<Direct: Decodable & Equatable & Sendable>: Decodable, Equatable, Sendable {
        case direct(Direct)
        case by(ValueSpec)

        init(from decoder: Decoder) throws {
            if let c = try? decoder.container(keyedBy: SpecKey.self), c.contains(SpecKey("by")) {
                let strict = try decoder.strictContainer(["by"])
                self = .by(try strict.decode(ValueSpec.self, forKey: SpecKey("by")))
                return
            }
            self = .direct(try decoder.singleValueContainer().decode(Direct.self))
        }
    }

    /// `lineStyle(StrokeStyle(lineWidth:dash:))`.
    struct Stroke: Decodable, Equatable, Sendable {
        var lineWidth: Double?
        var dash: [Double]?
        init(from decoder: Decoder) throws {
            let c = try decoder.strictContainer(["lineWidth", "dash"])
            lineWidth = try c.opt("lineWidth")
            dash = try c.opt("dash")
        }
        init(lineWidth: Double?, dash: [Double]?) { self.lineWidth = lineWidth; self.dash = dash }
    }

    var kind: Kind
    var x, y, xStart, xEnd, yStart, yEnd, angle, series: ValueSpec?
    var width, height, innerRadius, outerRadius: Dimension?
    var angularInset: Double?
    var stacking: String?
    var foregroundStyle: Encoded<String>?
    var symbol: Encoded<String>?
    var symbolSize: Encoded<Double>?
    var lineStyle: Encoded<Stroke>?
    var positionBy: ValueSpec?
    var interpolationMethod: String?
    var opacity: Double?
    var cornerRadius: Double?

    init(kind: Kind) { self.kind = kind }

    static let keys = ["mark", "x", "y", "xStart", "xEnd", "yStart", "yEnd", "angle", "series", "width", "height", "innerRadius",
                       "outerRadius", "angularInset", "stacking", "foregroundStyle", "symbol", "symbolSize", "lineStyle", "position",
                       "interpolationMethod", "opacity", "cornerRadius"]
    static let stackings = ["standard", "normalized", "center", "unstacked"]
    static let interpolations = ["linear", "monotone", "catmullRom", "cardinal", "stepStart", "stepCenter", "stepEnd"]
    static let symbols = ["circle", "square", "triangle", "diamond", "pentagon", "plus", "cross", "asterisk"]

    init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Self.keys)
        guard let name: String = try c.opt("mark") else {
            throw decoder.error("each mark needs \"mark\": one of " + Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
        }
        guard let kind = Kind(name: name) else {
            throw SpecError(path: decoder.codingPath + [SpecKey("mark")],
                            message: "\"\(name)\" is not a mark; use one of " + Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
        }
        self.kind = kind
        x = try c.opt("x"); y = try c.opt("y")
        xStart = try c.opt("xStart"); xEnd = try c.opt("xEnd"); yStart = try c.opt("yStart"); yEnd = try c.opt("yEnd")
        angle = try c.opt("angle"); series = try c.opt("series")
        width = try c.opt("width"); height = try c.opt("height")
        innerRadius = try c.opt("innerRadius"); outerRadius = try c.opt("outerRadius")
        angularInset = try c.opt("angularInset")
        stacking = try c.choice("stacking", Self.stackings)
        foregroundStyle = try c.opt("foregroundStyle")
        symbol = try c.opt("symbol")
        if case .direct(let s) = symbol, !Self.symbols.contains(s) {
            throw SpecError(path: decoder.codingPath + [SpecKey("symbol")], message: "\"\(s)\" is not one of "
                            + Self.symbols.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        symbolSize = try c.opt("symbolSize")
        lineStyle = try c.opt("lineStyle")
        if c.contains(SpecKey("position")) {
            let nested = try c.superDecoder(forKey: SpecKey("position")).strictContainer(["by"])
            positionBy = try nested.opt("by")
        }
        interpolationMethod = try c.choice("interpolationMethod", Self.interpolations)
        opacity = try c.opt("opacity")
        cornerRadius = try c.opt("cornerRadius")
        try check(decoder)
    }

    /// The columns and constants a mark of this kind needs, checked before any data is read.
    func check(_ decoder: Decoder) throws {
        switch kind {
        case .sector:
            guard angle != nil else { throw decoder.error("a SectorMark needs \"angle\"") }
        case .line, .point:
            guard x != nil || y != nil else { throw decoder.error("a \(kind.rawValue) needs \"x\" and \"y\"") }
        default:
            guard x != nil || y != nil || xStart != nil || yStart != nil else {
                throw decoder.error("a \(kind.rawValue) needs \"x\" or \"y\" (or \"xStart\"/\"xEnd\", \"yStart\"/\"yEnd\")")
            }
        }
        if (xStart == nil) != (xEnd == nil) { throw decoder.error("\"xStart\" and \"xEnd\" go together") }
        if (yStart == nil) != (yEnd == nil) { throw decoder.error("\"yStart\" and \"yEnd\" go together") }
    }

    /// Every channel that reads a column, with its key, for the table to read.
    var channels: [(key: String, value: ValueSpec)] {
        var out: [(String, ValueSpec)] = []
        let all: [(String, ValueSpec?)] = [("x", x), ("y", y), ("xStart", xStart), ("xEnd", xEnd), ("yStart", yStart), ("yEnd", yEnd),
                                           ("angle", angle), ("series", series), ("position", positionBy)]
        for (k, v) in all { if let v { out.append((k, v)) } }
        if case .by(let v) = foregroundStyle { out.append(("foregroundStyle", v)) }
        if case .by(let v) = symbol { out.append(("symbol", v)) }
        if case .by(let v) = symbolSize { out.append(("symbolSize", v)) }
        if case .by(let v) = lineStyle { out.append(("lineStyle", v)) }
        return out
    }
}
