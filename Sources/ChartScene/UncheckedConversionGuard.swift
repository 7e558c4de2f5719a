import Foundation

// The package's guard on conversions from floating point.
//
// `Int(x)` for a floating-point `x` stops the program when `x` is NaN, infinite or out of the
// integer's range. Every such conversion in the package goes through `init(saturating:)`
// instead. The initializers below have the signatures of the standard library's trapping ones
// but throw, so that a call `Int(someDouble)` anywhere in this package is ambiguous and does not
// compile: the error "ambiguous use of 'init(_:)'" points here. Write `Int(saturating: x)`
// (or `Int(exactly: x)` where an exact integer is meant). Code outside the package does not see
// these declarations. `.ci/check-conversions` proves the guard holds on a planted violation.

/// Thrown by no call: the guard's initializers exist only to make unchecked conversions ambiguous.
package struct UncheckedFloatingPointConversion: Error {}

extension Int {
    /// Not to be called: use `Int(saturating:)`; a trapping conversion of a `Double`.
    package init(_ source: Double) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `Int(saturating:)`; a trapping conversion of a `Float`.
    package init(_ source: Float) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `Int(saturating:)`; a trapping conversion of a `CGFloat`.
    package init(_ source: CGFloat) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
}
extension Int8 {
    /// Not to be called: use `Int8(saturating:)`; a trapping conversion of a `Double`.
    package init(_ source: Double) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `Int8(saturating:)`; a trapping conversion of a `Float`.
    package init(_ source: Float) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `Int8(saturating:)`; a trapping conversion of a `CGFloat`.
    package init(_ source: CGFloat) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
}
extension Int16 {
    /// Not to be called: use `Int16(saturating:)`; a trapping conversion of a `Double`.
    package init(_ source: Double) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `Int16(saturating:)`; a trapping conversion of a `Float`.
    package init(_ source: Float) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `Int16(saturating:)`; a trapping conversion of a `CGFloat`.
    package init(_ source: CGFloat) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
}
extension Int32 {
    /// Not to be called: use `Int32(saturating:)`; a trapping conversion of a `Double`.
    package init(_ source: Double) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `Int32(saturating:)`; a trapping conversion of a `Float`.
    package init(_ source: Float) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `Int32(saturating:)`; a trapping conversion of a `CGFloat`.
    package init(_ source: CGFloat) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
}
extension Int64 {
    /// Not to be called: use `Int64(saturating:)`; a trapping conversion of a `Double`.
    package init(_ source: Double) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `Int64(saturating:)`; a trapping conversion of a `Float`.
    package init(_ source: Float) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `Int64(saturating:)`; a trapping conversion of a `CGFloat`.
    package init(_ source: CGFloat) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
}
extension UInt {
    /// Not to be called: use `UInt(saturating:)`; a trapping conversion of a `Double`.
    package init(_ source: Double) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `UInt(saturating:)`; a trapping conversion of a `Float`.
    package init(_ source: Float) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `UInt(saturating:)`; a trapping conversion of a `CGFloat`.
    package init(_ source: CGFloat) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
}
extension UInt8 {
    /// Not to be called: use `UInt8(saturating:)`; a trapping conversion of a `Double`.
    package init(_ source: Double) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `UInt8(saturating:)`; a trapping conversion of a `Float`.
    package init(_ source: Float) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `UInt8(saturating:)`; a trapping conversion of a `CGFloat`.
    package init(_ source: CGFloat) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
}
extension UInt16 {
    /// Not to be called: use `UInt16(saturating:)`; a trapping conversion of a `Double`.
    package init(_ source: Double) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `UInt16(saturating:)`; a trapping conversion of a `Float`.
    package init(_ source: Float) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `UInt16(saturating:)`; a trapping conversion of a `CGFloat`.
    package init(_ source: CGFloat) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
}
extension UInt32 {
    /// Not to be called: use `UInt32(saturating:)`; a trapping conversion of a `Double`.
    package init(_ source: Double) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `UInt32(saturating:)`; a trapping conversion of a `Float`.
    package init(_ source: Float) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `UInt32(saturating:)`; a trapping conversion of a `CGFloat`.
    package init(_ source: CGFloat) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
}
extension UInt64 {
    /// Not to be called: use `UInt64(saturating:)`; a trapping conversion of a `Double`.
    package init(_ source: Double) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `UInt64(saturating:)`; a trapping conversion of a `Float`.
    package init(_ source: Float) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
    /// Not to be called: use `UInt64(saturating:)`; a trapping conversion of a `CGFloat`.
    package init(_ source: CGFloat) throws(UncheckedFloatingPointConversion) { throw UncheckedFloatingPointConversion() }
}
