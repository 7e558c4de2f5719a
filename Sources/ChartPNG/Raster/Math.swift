#if canImport(Foundation)
import Foundation
#endif

// The rasterizer needs a few functions of the C maths library; these wrappers keep the call
// sites free of platform conditionals.
@inline(__always) func sine(_ x: Double) -> Double { sin(x) }
@inline(__always) func cosine(_ x: Double) -> Double { cos(x) }
@inline(__always) func arcCosine(_ x: Double) -> Double { acos(max(-1, min(1, x))) }
@inline(__always) func arcTangent2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
