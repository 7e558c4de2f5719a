/// The header of a dynamic-Huffman block (RFC 1951 §3.2.7): the literal/length and distance
/// code lengths, run-length coded with symbols 16 (repeat the previous length 3–6 times),
/// 17 (3–10 zeros) and 18 (11–138 zeros), themselves Huffman coded with a code of at most 7 bits.
struct DynamicHeader {
    private let literalCount: Int
    private let distanceCount: Int
    /// The run-length coded lengths: (symbol, extra bits value).
    private var runs: [(symbol: Int, extra: Int)] = []
    private let code: HuffmanCode
    private let codeLengthCount: Int
    /// The header's size in bits.
    private(set) var bits = 0

    init(literal: [UInt8], distance: [UInt8]) {
        literalCount = max(257, (literal.lastIndex { $0 != 0 } ?? 0) + 1)
        distanceCount = max(1, (distance.lastIndex { $0 != 0 } ?? 0) + 1)
        let all = Array(literal[..<literalCount]) + Array(distance[..<distanceCount])
        runs = Self.runLengths(all)
        var freq = [Int](repeating: 0, count: 19)
        for r in runs { freq[r.symbol] += 1 }
        code = HuffmanCode(frequencies: freq, limit: 7)
        var count = 19
        while count > 4 && code.lengths[DeflateTables.codeLengthOrder[count - 1]] == 0 { count -= 1 }
        codeLengthCount = count
        bits = 5 + 5 + 4 + 3 * count + code.cost(freq)
        for r in runs { bits += r.symbol == 16 ? 2 : r.symbol == 17 ? 3 : r.symbol == 18 ? 7 : 0 }
    }

    static func runLengths(_ lengths: [UInt8]) -> [(symbol: Int, extra: Int)] {
        var out: [(symbol: Int, extra: Int)] = []
        var i = 0
        while i < lengths.count {
            let l = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == l { run += 1 }
            i += run
            if l == 0 {
                while run >= 11 { let r = min(run, 138); out.append((18, r - 11)); run -= r }
                if run >= 3 { out.append((17, run - 3)); run = 0 }
            } else {
                out.append((Int(l), 0)); run -= 1
                while run >= 3 { let r = min(run, 6); out.append((16, r - 3)); run -= r }
            }
            for _ in 0..<run { out.append((Int(l), 0)) }
        }
        return out
    }

    func write(to out: inout BitWriter) {
        out.write(UInt32(literalCount - 257), 5)
        out.write(UInt32(distanceCount - 1), 5)
        out.write(UInt32(codeLengthCount - 4), 4)
        for k in 0..<codeLengthCount { out.write(UInt32(code.lengths[DeflateTables.codeLengthOrder[k]]), 3) }
        for r in runs {
            out.write(UInt32(code.codes[r.symbol]), Int(code.lengths[r.symbol]))
            switch r.symbol {
            case 16: out.write(UInt32(r.extra), 2)
            case 17: out.write(UInt32(r.extra), 3)
            case 18: out.write(UInt32(r.extra), 7)
            default: break
            }
        }
    }
}
