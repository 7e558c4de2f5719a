#if canImport(Foundation)
import Foundation
#endif

// The scene module depends on nothing but the standard library and Foundation's
// math; these wrappers keep the call sites free of platform conditionals.
@inline(__always) func sine(_ x: Double) -> Double { sin(x) }
@inline(__always) func cosine(_ x: Double) -> Double { cos(x) }
