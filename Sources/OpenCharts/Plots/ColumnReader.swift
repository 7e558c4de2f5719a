import ChartEngine
import ChartScene
import Foundation

/// Reads one numeric or temporal value per row into a contiguous column, the step that makes a
/// vectorized plot columnar. A stored `Double`, `Int`, `Float` or `Date` property of data in an array is
/// read straight from memory at the property's offset; anything else goes through its key path.
enum ColumnReader {
    /// The column of `projection` over `data` as numbers (dates as seconds since 2001), or `nil` when
    /// the values are not numbers or dates, or the projection is a range.
    static func numbers<Data: RandomAccessCollection, V: Plottable>(_ data: Data,
                                                                     _ projection: PlottableProjection<Data.Element, V>) -> [Double]? {
        switch projection.read {
        case .range: return nil
        case .constant(let v):
            guard let n = number(dataValue(v)) else { return nil }
            return [Double](repeating: n, count: data.count)
        case .keyPath(let kp):
            if let direct = directLoad(data, kp) { return direct }
            var out: [Double] = []
            out.reserveCapacity(data.count)
            for e in data {
                guard let n = number(dataValue(e[keyPath: kp])) else { return nil }
                out.append(n)
            }
            return out
        }
    }

    /// The byte offset in an element of the projection's stored `Double` or `Date` property, when it is one.
    static func directOffset<E, V: Plottable>(_ projection: PlottableProjection<E, V>) -> Int? {
        guard case .keyPath(let kp) = projection.read, V.self == Double.self || V.self == Date.self else { return nil }
        return MemoryLayout<E>.offset(of: kp)
    }

    /// The byte offset in an element of the projection's stored `String` property, when it is one:
    /// series keys are then read in place (see ``PlotColumns/seriesKeys()``).
    static func stringOffset<E, V: Plottable>(_ projection: PlottableProjection<E, V>) -> Int? {
        guard case .keyPath(let kp) = projection.read, V.self == String.self else { return nil }
        return MemoryLayout<E>.offset(of: kp)
    }

    /// Whether the projection's values are dates.
    static func isTemporal<E, V: Plottable>(_ projection: PlottableProjection<E, V>) -> Bool {
        V.PrimitivePlottable.self == Date.self
    }

    static func number(_ v: DataValue) -> Double? {
        switch v {
        case .number(let n): return n
        case .date(let d): return d.timeIntervalSinceReferenceDate
        case .string: return nil
        }
    }

    /// The two stored `Double` (or `Date`) properties at byte offsets `x` and `y` of an array's
    /// elements as two columns, read in one pass over the elements (the two values of a row usually
    /// share a cache line), the rows split over two threads past ``splitRows``; the values are those
    /// ``numbers(_:_:)`` reads for each. `nil` when the data has no contiguous storage.
    static func directPair<Data: RandomAccessCollection>(_ data: Data, x: Int, y: Int,
                                                         threads: Int = ColumnReader.threads)
        -> (xs: [Double], ys: [Double], scans: (x: ColumnScan, y: ColumnScan))? {
        let stride = MemoryLayout<Data.Element>.stride
        return data.withContiguousStorageIfAvailable { buffer -> (xs: [Double], ys: [Double], scans: (x: ColumnScan, y: ColumnScan)) in
            let count = buffer.count
            guard let base = buffer.baseAddress.map(UnsafeRawPointer.init), count > 0 else { return ([], [], (ColumnScan(), ColumnScan())) }
            var ys: [Double] = []
            // Each half's extents, found as its values are read.
            var scans = [(x: ColumnScan, y: ColumnScan)](repeating: (ColumnScan(), ColumnScan()), count: 2)
            let xs = [Double](unsafeUninitializedCapacity: count) { xOut, xn in
                ys = [Double](unsafeUninitializedCapacity: count) { yOut, yn in
                    let xo = xOut.baseAddress!, yo = yOut.baseAddress!
                    adviseLargePages(xo, count: count); adviseLargePages(yo, count: count)
                    func load(_ rows: Range<Int>) -> (x: ColumnScan, y: ColumnScan) {
                        var xScan = ColumnScan(), yScan = ColumnScan()
                        for i in rows {
                            let row = base + i * stride
                            let xv = row.loadUnaligned(fromByteOffset: x, as: Double.self), yv = row.loadUnaligned(fromByteOffset: y, as: Double.self)
                            xo[i] = xv; yo[i] = yv
                            xScan.add(xv); yScan.add(yv)
                        }
                        return (xScan, yScan)
                    }
                    if count >= splitRows {
                        let middle = count / 2
                        scans.withUnsafeMutableBufferPointer { scans in
                            TwoThreads.run(threads: threads) { half in scans[half] = load(half == 0 ? 0..<middle : middle..<count) }
                        }
                    } else {
                        scans[0] = load(0..<count)
                    }
                    yn = count
                }
                xn = count
            }
            var x = scans[0].x, y = scans[0].y
            x.append(scans[1].x); y.append(scans[1].y)
            return (xs, ys, (x, y))
        }
    }

    /// Asks the system to back a fresh column of `count` values with large pages, where it can: a
    /// column of millions of values is then mapped in a few hundred steps, not tens of thousands.
    /// Only advice: the values are the same whether it is taken or not.
    static func adviseLargePages(_ base: UnsafeMutablePointer<Double>, count: Int) {
        #if os(Linux)
        let page = 4096, large = 1 << 21
        guard count * MemoryLayout<Double>.stride >= 2 * large else { return }
        let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: base + count)) & ~(page - 1)
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, end - start, MADV_HUGEPAGE)
        #endif
    }

    /// How many rows ``directPair(_:x:y:threads:)`` reads before it splits them over two threads.
    static let splitRows = 1 << 18
    /// The threads columns are read on: two when the machine has them.
    static let threads = TwoThreads.available

    /// The property read from memory: one load per row instead of a generic key-path call.
    static func directLoad<Data: RandomAccessCollection, V>(_ data: Data, _ kp: KeyPath<Data.Element, V>) -> [Double]? {
        let load: (UnsafeRawPointer) -> Double
        if V.self == Double.self || V.self == Date.self {
            load = { $0.loadUnaligned(as: Double.self) }
        } else if V.self == Int.self {
            load = { Double($0.loadUnaligned(as: Int.self)) }
        } else if V.self == Float.self {
            load = { Double($0.loadUnaligned(as: Float.self)) }
        } else {
            return nil
        }
        guard let offset = MemoryLayout<Data.Element>.offset(of: kp) else { return nil }
        let stride = MemoryLayout<Data.Element>.stride
        return data.withContiguousStorageIfAvailable { buffer -> [Double] in
            let count = buffer.count
            guard let base = buffer.baseAddress else { return [] }
            let raw = UnsafeRawPointer(base) + offset
            if V.self == Double.self || V.self == Date.self {
                return [Double](unsafeUninitializedCapacity: count) { out, n in
                    for i in 0..<count { out[i] = (raw + i * stride).loadUnaligned(as: Double.self) }
                    n = count
                }
            }
            return [Double](unsafeUninitializedCapacity: count) { out, n in
                for i in 0..<count { out[i] = load(raw + i * stride) }
                n = count
            }
        }
    }
}
