import Foundation

/// `chartXScale(domain:type:)` / `chartYScale(domain:type:)`:
/// `{"domain": [1, 1000], "type": "log"}`, `{"domain": ["Small", "Medium", "Large"]}`,
/// `{"includesZero": false}` (`.automatic(includesZero: false)`), `{"reversed": true}`.
struct ScaleSpec: Decodable, Equatable, Sendable {
    /// Two numbers or dates (a range), or the categories in order.
    var domain: [SpecScalar]?
    /// `linear`, `log`, `date`, `category`, `squareRoot`, `symmetricLog` or `power` (with `exponent`).
    var type: String?
    var exponent: Double?
    var includesZero: Bool?
    var reversed: Bool?

    init(type: String?) { self.type = type }

    static let types = ["linear", "log", "date", "category", "squareRoot", "symmetricLog", "power"]

    init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(["domain", "type", "exponent", "includesZero", "reversed"])
        domain = try c.opt("domain")
        type = try c.choice("type", Self.types)
        exponent = try c.opt("exponent")
        includesZero = try c.opt("includesZero")
        reversed = try c.opt("reversed")
        if let d = domain, d.isEmpty { throw decoder.error("\"domain\" needs values") }
        if domain != nil && (reversed != nil || includesZero != nil) {
            throw decoder.error("\"reversed\" and \"includesZero\" go with an automatic domain, as .automatic(includesZero:reversed:); leave out \"domain\" or them")
        }
        if type == "power" && exponent == nil { throw decoder.error("a \"power\" scale needs \"exponent\"") }
    }

    /// The scale type named on the command line: Swift's names and `sqrt`, `symlog`.
    static func typeName(_ flag: String) -> String? {
        switch flag.lowercased() {
        case "linear": return "linear"
        case "log", "log10": return "log"
        case "sqrt", "squareroot": return "squareRoot"
        case "symlog", "symmetriclog": return "symmetricLog"
        case "date", "time": return "date"
        case "category", "band": return "category"
        default: return nil
        }
    }
}

/// `chartXAxis`/`chartYAxis`: `"hidden"`, or `AxisMarks` as `{"AxisMarks": {...}}` or a list of them.
enum AxisSpec: Decodable, Equatable, Sendable {
    case visibility(String)
    case marks([AxisMarksSpec])

    init(from decoder: Decoder) throws {
        if let c = try? decoder.singleValueContainer(), let s = try? c.decode(String.self) {
            guard ["hidden", "visible", "automatic"].contains(s) else {
                throw decoder.error("\"\(s)\" is not \"hidden\", \"visible\" or \"automatic\"")
            }
            self = .visibility(s)
            return
        }
        if var list = try? decoder.unkeyedContainer() {
            var marks: [AxisMarksSpec] = []
            while !list.isAtEnd { marks.append(try list.decode(Wrapper.self).marks) }
            self = .marks(marks)
            return
        }
        self = .marks([try Wrapper(from: decoder).marks])
    }

    struct Wrapper: Decodable {
        var marks: AxisMarksSpec
        init(from decoder: Decoder) throws {
            let c = try decoder.strictContainer(["AxisMarks"])
            marks = try c.decode(AxisMarksSpec.self, forKey: SpecKey("AxisMarks"))
        }
    }
}

/// `AxisMarks(preset:position:values:) { AxisGridLine(); AxisTick(); AxisValueLabel(format:) }`.
struct AxisMarksSpec: Decodable, Equatable, Sendable {
    var preset: String?
    var position: String?
    /// `"automatic"`, `{"automatic": {"desiredCount": 4}}`, `{"stride": {"by": 10}}`,
    /// `{"stride": {"by": "month", "count": 3}}`, or a list of values.
    var values: Values?
    /// The label format: `"percent"`, `{"currency": "EUR"}`, `{"precision": 1}`, `{"dateTime": ["month", "year"]}`.
    var format: FormatSpec?
    /// The axis's marks; the default is grid line, tick and label.
    var content: [String]?

    enum Values: Equatable, Sendable {
        case automatic(desiredCount: Int?)
        case strideNumber(Double)
        case strideDate(Calendar.Component, count: Int)
        case list([SpecScalar])
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(["preset", "position", "values", "format", "content"])
        preset = try c.choice("preset", ["automatic", "extended", "aligned", "inset"])
        position = try c.choice("position", ["automatic", "leading", "trailing", "top", "bottom"])
        format = try c.opt("format")
        content = try c.opt("content")
        for item in content ?? [] where !["AxisGridLine", "AxisTick", "AxisValueLabel"].contains(item) {
            throw SpecError(path: decoder.codingPath + [SpecKey("content")],
                            message: "\"\(item)\" is not one of \"AxisGridLine\", \"AxisTick\", \"AxisValueLabel\"")
        }
        guard c.contains(SpecKey("values")) else { return }
        let v = try c.superDecoder(forKey: SpecKey("values"))
        if let s = try? v.singleValueContainer().decode(String.self), s == "automatic" {
            values = .automatic(desiredCount: nil)
        } else if let list = try? v.singleValueContainer().decode([SpecScalar].self) {
            values = .list(list)
        } else {
            let o = try v.strictContainer(["automatic", "stride"])
            if o.contains(SpecKey("automatic")) {
                let a = try o.superDecoder(forKey: SpecKey("automatic")).strictContainer(["desiredCount"])
                values = .automatic(desiredCount: try a.opt("desiredCount"))
            } else if o.contains(SpecKey("stride")) {
                let sd = try o.superDecoder(forKey: SpecKey("stride"))
                let s = try sd.strictContainer(["by", "count"])
                if let n: Double = try? s.decode(Double.self, forKey: SpecKey("by")) {
                    values = .strideNumber(n)
                } else if let unit = try s.choice("by", Array(ValueSpec.units.keys).sorted()) {
                    values = .strideDate(ValueSpec.units[unit]!, count: try s.opt("count") ?? 1)
                } else {
                    throw sd.error("\"stride\" needs \"by\": a number or a calendar unit such as \"month\"")
                }
            } else {
                throw v.error("\"values\" is \"automatic\", {\"automatic\": {...}}, {\"stride\": {...}} or a list")
            }
        }
    }
}

/// A label format, as the format styles of Foundation.
enum FormatSpec: Decodable, Equatable, Sendable {
    case percent
    case currency(String)
    case precision(Int)
    case dateTime([String])

    static let dateFields = ["year", "month", "day", "weekday", "hour", "minute", "second"]

    init(from decoder: Decoder) throws {
        if let s = try? decoder.singleValueContainer().decode(String.self) {
            guard s == "percent" else { throw decoder.error("\"\(s)\": a format is \"percent\" or an object") }
            self = .percent
            return
        }
        let c = try decoder.strictContainer(["currency", "precision", "dateTime"])
        if let code: String = try c.opt("currency") { self = .currency(code) }
        else if let p: Int = try c.opt("precision") { self = .precision(max(0, min(p, 10))) }
        else if let fields: [String] = try c.opt("dateTime") {
            for f in fields where !Self.dateFields.contains(f) {
                throw decoder.error("\"\(f)\" is not one of " + Self.dateFields.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            self = .dateTime(fields)
        } else {
            throw decoder.error("a format is \"percent\", {\"currency\": \"USD\"}, {\"precision\": 2} or {\"dateTime\": [\"month\", \"year\"]}")
        }
    }
}

/// `chartLegend(.hidden)` as `"hidden"`, or `chartLegend(position:alignment:)` as `{"position": "top"}`.
struct LegendSpec: Decodable, Equatable, Sendable {
    var visibility: String?
    var position: String?
    var alignment: String?

    init(visibility: String? = nil, position: String? = nil) { self.visibility = visibility; self.position = position }

    init(from decoder: Decoder) throws {
        if let s = try? decoder.singleValueContainer().decode(String.self) {
            guard ["hidden", "visible", "automatic"].contains(s) else {
                throw decoder.error("\"\(s)\" is not \"hidden\", \"visible\" or \"automatic\"; for a position write {\"position\": \"\(s)\"}")
            }
            visibility = s
            return
        }
        let c = try decoder.strictContainer(["position", "alignment"])
        position = try c.choice("position", ["automatic", "top", "bottom", "leading", "trailing", "overlay"])
        alignment = try c.choice("alignment", ["leading", "center", "trailing"])
    }
}

/// `chartForegroundStyleScale(domain:range:)`: `{"domain": ["Cash", "Card"], "range": ["green", "#3366CC"]}`.
struct StyleScaleSpec: Decodable, Equatable, Sendable {
    var domain: [String]
    var range: [String]

    init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(["domain", "range"])
        domain = try c.decode([String].self, forKey: SpecKey("domain"))
        range = try c.decode([String].self, forKey: SpecKey("range"))
        guard !range.isEmpty else { throw decoder.error("\"range\" needs at least one colour") }
        for colour in range where SpecColor.parse(colour) == nil {
            throw decoder.error("\"\(colour)\" is not a colour: use a name such as \"blue\" or \"#RRGGBB\"")
        }
    }
}
