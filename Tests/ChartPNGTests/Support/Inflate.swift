/// A small, independent DEFLATE decoder (RFC 1951) for the tests: it follows the RFC
/// directly, bit by bit, so it shares no code with the compressor under test.
enum Inflate {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 6, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0, data[0] & 0x0F == 8 else {
            throw Failure(description: "bad zlib header")
        }
        return try raw(Array(data[2...]))
    }

    static func raw(_ data: [UInt8]) throws -> [UInt8] {
        var input = BitReader(data: data)
        var out: [UInt8] = []
        var final = false
        while !final {
            final = try input.bits(1) == 1
            switch try input.bits(2) {
            case 0:
                input.align()
                let len = try input.bits(16), nlen = try input.bits(16)
                guard len == ~nlen & 0xFFFF else { throw Failure(description: "stored length mismatch") }
                for _ in 0..<len { out.append(UInt8(try input.bits(8))) }
            case 1:
                let lit = Decoder(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
                let dist = Decoder(lengths: Array(repeating: 5, count: 30))
                try inflateBlock(&input, lit, dist, &out)
            case 2:
                let hlit = try input.bits(5) + 257, hdist = try input.bits(5) + 1, hclen = try input.bits(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var clLengths = [Int](repeating: 0, count: 19)
                for k in 0..<hclen { clLengths[order[k]] = try input.bits(3) }
                let cl = Decoder(lengths: clLengths)
                var lengths: [Int] = []
                while lengths.count < hlit + hdist {
                    let sym = try cl.decode(&input)
                    switch sym {
                    case 0...15: lengths.append(sym)
                    case 16:
                        guard let last = lengths.last else { throw Failure(description: "repeat with no length") }
                        lengths += Array(repeating: last, count: 3 + (try input.bits(2)))
                    case 17: lengths += Array(repeating: 0, count: 3 + (try input.bits(3)))
                    default: lengths += Array(repeating: 0, count: 11 + (try input.bits(7)))
                    }
                }
                guard lengths.count == hlit + hdist else { throw Failure(description: "lengths overrun") }
                try inflateBlock(&input, Decoder(lengths: Array(lengths[..<hlit])), Decoder(lengths: Array(lengths[hlit...])), &out)
            default:
                throw Failure(description: "reserved block type")
            }
        }
        return out
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private static func inflateBlock(_ input: inout BitReader, _ lit: Decoder, _ dist: Decoder, _ out: inout [UInt8]) throws {
        while true {
            let sym = try lit.decode(&input)
            if sym < 256 { out.append(UInt8(sym)); continue }
            if sym == 256 { return }
            let li = sym - 257
            guard li < 29 else { throw Failure(description: "bad length symbol") }
            let length = lengthBase[li] + (try input.bits(lengthExtra[li]))
            let di = try dist.decode(&input)
            guard di < 30 else { throw Failure(description: "bad distance symbol") }
            let distance = distBase[di] + (try input.bits(distExtra[di]))
            guard distance <= out.count else { throw Failure(description: "distance too far back") }
            for _ in 0..<length { out.append(out[out.count - distance]) }
        }
    }

    struct BitReader {
        let data: [UInt8]
        var position = 0  // in bits
        mutating func bits(_ n: Int) throws -> Int {
            guard n > 0 else { return 0 }
            guard (position + n + 7) >> 3 <= data.count else { throw Failure(description: "input ran out") }
            var v = 0, got = 0
            while got < n {
                let byte = Int(data[position >> 3]), shift = position & 7
                let take = min(8 - shift, n - got)
                v |= ((byte >> shift) & ((1 << take) - 1)) << got
                got += take; position += take
            }
            return v
        }
        mutating func align() { position = (position + 7) & ~7 }
    }

    /// Canonical Huffman decoding by counting codes per length (as zlib's `puff` does).
    struct Decoder {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        init(lengths: [Int]) {
            for l in lengths { counts[l] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for l in 1..<15 { offsets[l + 1] = offsets[l] + counts[l] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (s, l) in lengths.enumerated() where l != 0 { symbols[offsets[l]] = s; offsets[l] += 1 }
        }
        func decode(_ input: inout BitReader) throws -> Int {
            var code = 0, first = 0, index = 0
            for len in 1...15 {
                code |= try input.bits(1)
                let count = counts[len]
                if code - count < first { return symbols[index + (code - first)] }
                index += count; first += count; first <<= 1; code <<= 1
            }
            throw Failure(description: "bad code")
        }
    }
}
