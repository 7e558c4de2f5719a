/// Conversions from floating point that cannot trap.
///
/// `Int(_: Double)` stops the program for NaN, infinity and values past `Int.max`; every
/// conversion of a computed `Double` in the package goes through this one instead, so that a
/// hostile value can at worst give a clamped count, never a crash.
///
/// ```swift
/// Int(saturating: .nan)          // 0
/// Int(saturating: 1e300)         // Int.max
/// Int(saturating: 2.7)           // 2, toward zero as Int(_:) does
/// ```
extension Int {
    /// `value` toward zero, clamped to `Int.min...Int.max`; NaN gives `nan`.
    package init(saturating value: Double, nan: Int = 0) {
        if value.isNaN {
            self = nan
        } else if value >= 9.223372036854775e18 {
            // The largest Double below 2^63: anything at or above it is beyond Int.max.
            self = .max
        } else if value <= -9.223372036854775e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
