import Foundation

extension AxisEncoding {
    /// The first of ``slots``, read without making an array: a per-mark loop over a large chart
    /// would otherwise allocate and free one array per mark.
    package var firstSlot: ValueSlot? {
        switch self {
        case .value(let s): return s
        case .interval(let a, _): return a
        case .absent, .fixed: return nil
        }
    }

    /// The last of ``slots``, read without making an array.
    package var lastSlot: ValueSlot? {
        switch self {
        case .value(let s): return s
        case .interval(_, let b): return b
        case .absent, .fixed: return nil
        }
    }
}
