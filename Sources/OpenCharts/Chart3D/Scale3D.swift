import ChartEngine
import Foundation

/// One axis of a 3D chart: a range of numbers or a list of categories, mapped onto the box's
/// side from -0.5 to 0.5.
struct Scale3D: Sendable {
    enum Domain: Sendable {
        case numbers(Double, Double)
        case categories([String])
    }
    let domain: Domain
    let label: String

    /// The box coordinate of `value`, or `nil` when it has no place on this axis.
    func position(_ value: Channel3D.Value) -> Double? {
        switch (domain, value) {
        case (.numbers(let lo, let hi), .number(let v)):
            guard v.isFinite else { return nil }
            return hi > lo ? (v - lo) / (hi - lo) - 0.5 : 0
        case (.categories(let names), .category(let s)):
            guard let i = names.firstIndex(of: s) else { return nil }
            return (Double(i) + 0.5) / Double(names.count) - 0.5
        default:
            return nil
        }
    }

    /// The box coordinate of a number, unclamped.
    func position(_ v: Double) -> Double {
        guard case .numbers(let lo, let hi) = domain else { return 0 }
        return hi > lo ? (v - lo) / (hi - lo) - 0.5 : 0
    }

    /// The number at box coordinate `t`, for sampling a surface.
    func value(at t: Double) -> Double {
        guard case .numbers(let lo, let hi) = domain else { return t }
        return lo + (t + 0.5) * (hi - lo)
    }

    /// Ticks: their box coordinates and labels, about `count` of them for numbers.
    func ticks(count: Int, locale: Locale) -> [(position: Double, label: String)] {
        switch domain {
        case .numbers(let lo, let hi):
            let values = NumericTicks.ticks(lo: lo, hi: hi, count: count)
            let digits = NumericTicks.fractionDigits(forStep: NumericTicks.step(lo: lo, hi: hi, count: count))
            let format = NumberLabelFormatter(locale: locale, fractionDigits: digits)
            return values.map { (position($0), format.string(for: $0)) }
        case .categories(let names):
            return names.enumerated().map { i, s in ((Double(i) + 0.5) / Double(names.count) - 0.5, s) }
        }
    }

    /// The domain as a person reads it: "from -2 to 2", or "3 categories: A, B, C".
    func describe(locale: Locale) -> String {
        switch domain {
        case .numbers(let lo, let hi):
            // As many fraction digits as the ends need, up to six: "from -2 to 2", "from 0.25 to 1.5".
            let digits = (0...6).first { d in
                let k = pow(10, Double(d))
                return [lo, hi].allSatisfy { abs(($0 * k).rounded() - $0 * k) < 1e-6 * Swift.max(1, abs($0 * k)) }
            } ?? 6
            let format = NumberLabelFormatter(locale: locale, fractionDigits: digits)
            return "from \(format.string(for: lo)) to \(format.string(for: hi))"
        case .categories(let names):
            return "\(names.count) categor\(names.count == 1 ? "y" : "ies"): " + names.prefix(10).joined(separator: ", ")
                + (names.count > 10 ? ", …" : "")
        }
    }

    /// The scale of one axis: the user's domain when given, else the values' extent, rounded to
    /// nice numbers, else `fallback`.
    static func make(label: String, fixed: ScaleDomainSpec?, values: [Channel3D.Value], fallback: (Double, Double)) -> Scale3D {
        switch fixed?.resolved(for: fixed?.impliedKind) {
        case .numbers(let a, let b)? where a.isFinite && b.isFinite && a != b:
            return Scale3D(domain: .numbers(Swift.min(a, b), Swift.max(a, b)), label: label)
        case .dates(let a, let b)? where a != b:
            let (x, y) = (a.timeIntervalSinceReferenceDate, b.timeIntervalSinceReferenceDate)
            return Scale3D(domain: .numbers(Swift.min(x, y), Swift.max(x, y)), label: label)
        case .categories(let names)? where !names.isEmpty:
            return Scale3D(domain: .categories(names), label: label)
        default:
            break
        }
        var lo = Double.infinity, hi = -Double.infinity
        var names: [String] = []
        var seen: Set<String> = []
        for v in values {
            switch v {
            case .number(let n) where n.isFinite: lo = Swift.min(lo, n); hi = Swift.max(hi, n)
            case .category(let s): if seen.insert(s).inserted { names.append(s) }
            default: break
            }
        }
        if !names.isEmpty && !(lo <= hi) { return Scale3D(domain: .categories(names), label: label) }
        guard lo <= hi else { return Scale3D(domain: .numbers(fallback.0, fallback.1), label: label) }
        if lo == hi { lo -= 1; hi += 1 }
        let nice = NumericTicks.nice(lo: lo, hi: hi, count: 5)
        return Scale3D(domain: .numbers(nice.lo, nice.hi), label: label)
    }
}
