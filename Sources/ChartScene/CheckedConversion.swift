import Foundation

/// Conversions from floating point that cannot trap.
///
/// `Int(_: Double)` stops the program for NaN, infinity and values past `Int.max`; every
/// conversion of a computed `Double` in the package goes through this one instead, so that a
/// hostile value can at worst give a clamped count, never a crash. The trapping conversions do
/// not compile inside the package (`UncheckedConversionGuard.swift`).
///
/// A `CGFloat` converts to the `Double` these take by itself.
///
/// ```swift
/// Int(saturating: .nan)          // 0
/// Int(saturating: 1e300)         // Int.max
/// Int(saturating: 2.7)           // 2, toward zero as Int(_:) does
/// ```
extension Int {
    /// `value` toward zero, clamped to `Int.min...Int.max`; NaN gives `nan`.
    @inlinable
    package init(saturating value: Double, nan: Int = 0) {
        self = Self.clamped(value, nan: nan)
    }
}

extension FixedWidthInteger {
    /// `value` toward zero, clamped to the type's range; NaN gives `nan`.
    ///
    /// ```swift
    /// UInt8(saturating: 300.0)     // 255
    /// UInt8(saturating: -1.0)      // 0
    /// ```
    @inlinable
    package init(saturating value: Double, nan: Self = 0) {
        self = Self.clamped(value, nan: nan)
    }

    /// `value` toward zero, clamped to the type's range; NaN gives `nan`.
    @inlinable
    package init(saturating value: Float, nan: Self = 0) {
        self = Self.clamped(Double(value), nan: nan)
    }

    /// `value` toward zero within `min...max`; NaN gives `nan`.
    @inlinable
    package static func clamped(_ value: Double, nan: Self) -> Self {
        if value.isNaN { return nan }
        // `Double(max)` rounds up to a power of two for 64-bit types, so `>=` also catches the
        // values just past `max` that the rounding hides; below it every whole number fits.
        if value >= Double(max) { return max }
        if value <= Double(min) { return min }
        let whole = Double.truncated(value)
        // Within the type's range now, and whole: the standard library's 64-bit conversions are
        // single instructions, where the generic `Self(exactly:)` takes the slow path through the
        // value's exponent and significand, and `Int64(exactly:)` first rounds the value again,
        // a call into the C library without SSE4.1 (a hot spot when rasterizing, once per
        // pixel). The `as` picks the standard library's conversion over the package's guard,
        // whose initializers throw.
        if Self.bitWidth <= 64 {
            if Self.isSigned {
                return Self(truncatingIfNeeded: (Int64.init as (Double) -> Int64)(whole))
            }
            return Self(truncatingIfNeeded: (UInt64.init as (Double) -> UInt64)(whole))
        }
        return Self(exactly: whole) ?? 0
    }
}

extension Double {
    /// `value.rounded(.towardZero)` by arithmetic: below 2^52, adding and taking away 2^52 leaves
    /// the value rounded to a whole number, one nearer zero when that rounded away from zero;
    /// above it every value is whole. Without SSE4.1 the rounding is otherwise a call into the C
    /// library, once per pixel in the rasterizer.
    @inlinable @inline(__always)
    package static func truncated(_ value: Double) -> Double {
        let big = 4_503_599_627_370_496.0  // 2^52
        if value >= 0 {
            guard value < big else { return value }
            let r = (value + big) - big
            return r > value ? r - 1 : r
        }
        guard value > -big else { return value }  // NaN is caught before this is called
        let r = (value - big) + big
        return r < value ? r + 1 : r
    }
}
