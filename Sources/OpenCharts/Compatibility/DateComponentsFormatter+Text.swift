import Foundation

/// The writing of one duration for a `DateComponentsFormatter`'s settings.
struct DurationText {
    struct Unit {
        let flag: NSCalendar.Unit
        let seconds: Double
        let letter: String, brief: String, short: String, shortPlural: String, full: String
    }

    static let units: [Unit] = [
        Unit(flag: .year, seconds: 31_536_000, letter: "y", brief: "yr", short: "yr", shortPlural: "yrs", full: "year"),
        Unit(flag: .month, seconds: 2_592_000, letter: "mo", brief: "mth", short: "mth", shortPlural: "mths", full: "month"),
        Unit(flag: .weekOfMonth, seconds: 604_800, letter: "w", brief: "wk", short: "wk", shortPlural: "wks", full: "week"),
        Unit(flag: .day, seconds: 86_400, letter: "d", brief: "d", short: "day", shortPlural: "days", full: "day"),
        Unit(flag: .hour, seconds: 3600, letter: "h", brief: "hr", short: "hr", shortPlural: "hr", full: "hour"),
        Unit(flag: .minute, seconds: 60, letter: "m", brief: "min", short: "min", shortPlural: "min", full: "minute"),
        Unit(flag: .second, seconds: 1, letter: "s", brief: "sec", short: "sec", shortPlural: "sec", full: "second"),
    ]

    let style: DateComponentsFormatter.UnitsStyle
    let allowed: NSCalendar.Unit
    let zeros: DateComponentsFormatter.ZeroFormattingBehavior
    let maxUnits: Int
    let about: Bool, remaining: Bool

    init(_ f: DateComponentsFormatter) {
        style = f.unitsStyle
        allowed = f.allowedUnits.isEmpty ? [.year, .month, .day, .hour, .minute, .second] : f.allowedUnits
        zeros = f.zeroFormattingBehavior
        maxUnits = f.maximumUnitCount
        about = f.includesApproximationPhrase
        remaining = f.includesTimeRemainingPhrase
    }

    func format(seconds total: Double) -> String {
        let negative = total < 0
        var rest = abs(total)
        var values: [(Unit, Int)] = []
        for unit in Self.units where allowed.contains(unit.flag) {
            let n = (rest / unit.seconds).rounded(.towardZero)
            let count = n < Double(Int.max / 2) ? Int(saturating: n) : Int.max / 2
            values.append((unit, count))
            rest -= Double(count) * unit.seconds
        }
        guard !values.isEmpty else { return "" }
        values = kept(values)
        var body = style == .positional ? positional(values) : worded(values)
        if negative && values.contains(where: { $0.1 != 0 }) { body = "-" + body }
        if about { body = "About " + body }
        if remaining { body += " remaining" }
        return body
    }

    /// The units left once zeros are dropped and the unit count is limited.
    private func kept(_ values: [(Unit, Int)]) -> [(Unit, Int)] {
        var drop: DateComponentsFormatter.ZeroFormattingBehavior = zeros
        if zeros.contains(.pad) { drop = [] } else if zeros.contains(.default) || zeros.isEmpty {
            drop = style == .positional ? .dropLeading : .dropAll
        }
        let nonZero = values.indices.filter { values[$0].1 != 0 }
        guard let first = nonZero.first, let last = nonZero.last else { return [values[values.count - 1]] }
        var out: [(Unit, Int)] = []
        for (i, v) in values.enumerated() {
            if v.1 == 0 {
                if i < first && drop.contains(.dropLeading) { continue }
                if i > last && drop.contains(.dropTrailing) { continue }
                if i > first && i < last && drop.contains(.dropMiddle) { continue }
            }
            out.append(v)
        }
        if maxUnits > 0 && out.count > maxUnits { out = Array(out.prefix(maxUnits)) }
        return out
    }

    private func positional(_ values: [(Unit, Int)]) -> String {
        values.enumerated().map { i, v in
            i == 0 && !zeros.contains(.pad) ? String(v.1) : (v.1 < 10 ? "0\(v.1)" : String(v.1))
        }.joined(separator: ":")
    }

    private func worded(_ values: [(Unit, Int)]) -> String {
        let parts = values.map { unit, n -> String in
            switch style {
            case .abbreviated: return "\(n)\(unit.letter)"
            case .brief: return "\(n)\(unit.brief)"
            case .short: return "\(n) \(n == 1 ? unit.short : unit.shortPlural)"
            case .spellOut: return "\(Self.spelled(n)) \(unit.full)\(n == 1 ? "" : "s")"
            case .full, .positional: return "\(n) \(unit.full)\(n == 1 ? "" : "s")"
            }
        }
        switch style {
        case .abbreviated, .brief: return parts.joined(separator: " ")
        default: return parts.joined(separator: ", ")
        }
    }

    /// A whole number in English words, up to the millions.
    static func spelled(_ n: Int) -> String {
        let ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        if n < 0 { return "minus " + spelled(-n) }
        if n < 20 { return ones[n] }
        if n < 100 { return tens[n / 10] + (n % 10 == 0 ? "" : "-" + ones[n % 10]) }
        if n < 1000 { return ones[n / 100] + " hundred" + (n % 100 == 0 ? "" : " " + spelled(n % 100)) }
        if n < 1_000_000 { return spelled(n / 1000) + " thousand" + (n % 1000 == 0 ? "" : " " + spelled(n % 1000)) }
        return String(n)
    }
}
