import ChartEngine
import Foundation

extension InterpolationMethod: CustomStringConvertible {
    /// The method as it is written in code: `linear`, `catmullRom(alpha: 0.5)`, `stepCenter`.
    public var description: String {
        switch curve {
        case .linear: return "linear"
        case .catmullRom(let alpha): return "catmullRom(alpha: \(Self.number(alpha)))"
        case .cardinal(let tension): return "cardinal(tension: \(Self.number(tension)))"
        case .monotone: return "monotone"
        case .stepStart: return "stepStart"
        case .stepCenter: return "stepCenter"
        case .stepEnd: return "stepEnd"
        }
    }

    /// A parameter printed the same on every machine: plain digits, no locale.
    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(saturating: v)) : String(v)
    }
}
