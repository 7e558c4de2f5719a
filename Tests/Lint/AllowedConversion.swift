// The same conversions through the saturating initializers, which must compile: the check
// fails if the planted file fails for a reason other than the guard.
import ChartScene
import Foundation

func allowed(d: Double, f: Float, c: CGFloat) {
    _ = Int(saturating: d * 2)  // Int from Double
    _ = Int(saturating: f * 2)  // Int from Float
    _ = Int(saturating: c * 2)  // Int from CGFloat
    _ = Int8(saturating: d * 2)  // Int8 from Double
    _ = Int8(saturating: f * 2)  // Int8 from Float
    _ = Int8(saturating: c * 2)  // Int8 from CGFloat
    _ = Int16(saturating: d * 2)  // Int16 from Double
    _ = Int16(saturating: f * 2)  // Int16 from Float
    _ = Int16(saturating: c * 2)  // Int16 from CGFloat
    _ = Int32(saturating: d * 2)  // Int32 from Double
    _ = Int32(saturating: f * 2)  // Int32 from Float
    _ = Int32(saturating: c * 2)  // Int32 from CGFloat
    _ = Int64(saturating: d * 2)  // Int64 from Double
    _ = Int64(saturating: f * 2)  // Int64 from Float
    _ = Int64(saturating: c * 2)  // Int64 from CGFloat
    _ = UInt(saturating: d * 2)  // UInt from Double
    _ = UInt(saturating: f * 2)  // UInt from Float
    _ = UInt(saturating: c * 2)  // UInt from CGFloat
    _ = UInt8(saturating: d * 2)  // UInt8 from Double
    _ = UInt8(saturating: f * 2)  // UInt8 from Float
    _ = UInt8(saturating: c * 2)  // UInt8 from CGFloat
    _ = UInt16(saturating: d * 2)  // UInt16 from Double
    _ = UInt16(saturating: f * 2)  // UInt16 from Float
    _ = UInt16(saturating: c * 2)  // UInt16 from CGFloat
    _ = UInt32(saturating: d * 2)  // UInt32 from Double
    _ = UInt32(saturating: f * 2)  // UInt32 from Float
    _ = UInt32(saturating: c * 2)  // UInt32 from CGFloat
    _ = UInt64(saturating: d * 2)  // UInt64 from Double
    _ = UInt64(saturating: f * 2)  // UInt64 from Float
    _ = UInt64(saturating: c * 2)  // UInt64 from CGFloat
    _ = (Int(exactly: d), Int("12"), Int(UInt8(3)), UInt8(truncatingIfNeeded: 300), Int(clamping: UInt64.max))
}
