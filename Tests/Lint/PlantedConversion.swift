// A planted violation for `.ci/check-conversions`: every line below converts a floating-point
// value with an integer type's trapping initializer, and each must fail to compile inside the
// package. This file is not part of any target.
import ChartScene
import Foundation

func planted(d: Double, f: Float, c: CGFloat) {
    _ = Int(d * 2)  // Int from Double
    _ = Int(f * 2)  // Int from Float
    _ = Int(c * 2)  // Int from CGFloat
    _ = Int8(d * 2)  // Int8 from Double
    _ = Int8(f * 2)  // Int8 from Float
    _ = Int8(c * 2)  // Int8 from CGFloat
    _ = Int16(d * 2)  // Int16 from Double
    _ = Int16(f * 2)  // Int16 from Float
    _ = Int16(c * 2)  // Int16 from CGFloat
    _ = Int32(d * 2)  // Int32 from Double
    _ = Int32(f * 2)  // Int32 from Float
    _ = Int32(c * 2)  // Int32 from CGFloat
    _ = Int64(d * 2)  // Int64 from Double
    _ = Int64(f * 2)  // Int64 from Float
    _ = Int64(c * 2)  // Int64 from CGFloat
    _ = UInt(d * 2)  // UInt from Double
    _ = UInt(f * 2)  // UInt from Float
    _ = UInt(c * 2)  // UInt from CGFloat
    _ = UInt8(d * 2)  // UInt8 from Double
    _ = UInt8(f * 2)  // UInt8 from Float
    _ = UInt8(c * 2)  // UInt8 from CGFloat
    _ = UInt16(d * 2)  // UInt16 from Double
    _ = UInt16(f * 2)  // UInt16 from Float
    _ = UInt16(c * 2)  // UInt16 from CGFloat
    _ = UInt32(d * 2)  // UInt32 from Double
    _ = UInt32(f * 2)  // UInt32 from Float
    _ = UInt32(c * 2)  // UInt32 from CGFloat
    _ = UInt64(d * 2)  // UInt64 from Double
    _ = UInt64(f * 2)  // UInt64 from Float
    _ = UInt64(c * 2)  // UInt64 from CGFloat
}
