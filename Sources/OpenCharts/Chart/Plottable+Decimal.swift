import Foundation

/// Decimal numbers plot as quantities, like the other numeric types.
///
/// ```swift
/// BarMark(x: .value("Month", month), y: .value("Revenue", invoice.total as Decimal))
/// ```
extension Decimal: PrimitivePlottableProtocol {
    /// A Decimal is its own primitive value.
    public typealias PrimitivePlottable = Decimal
}

extension Decimal {
    /// The nearest `Double`; NaN for a Decimal that is not a number.
    var plottedNumber: Double {
        isNaN ? .nan : NSDecimalNumber(decimal: self).doubleValue
    }

    /// The Decimal that prints as `v` does, so that 0.1 found on an axis reads back as 0.1.
    init?(plotted v: Double) {
        guard v.isFinite else { return nil }
        self.init(string: String(v), locale: Locale(identifier: "en_US_POSIX"))
    }
}
