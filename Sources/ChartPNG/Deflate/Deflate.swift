/// A DEFLATE compressor (RFC 1951) in pure Swift: LZ77 with hash chains and lazy matching
/// (greedy matching on large inputs),
/// then each block written with whichever of dynamic Huffman codes, the fixed codes or no
/// compression takes the fewest bits. The output is raw DEFLATE; ``zlibCompress(_:)`` wraps
/// it for PNG and PDF streams.
///
/// ```swift
/// let packed = Deflate.compress(Array("hello hello hello".utf8))
/// ```
package enum Deflate {
    /// Tokens per block: enough for the codes to pay for their header, few enough that a
    /// block follows changes in the data.
    static let blockTokens = 1 << 14

    /// Inputs this long or longer are matched with ``LZ77Matcher/Effort/fast``.
    static let fastEffortCount = 1 << 20

    /// How hard the matcher looks for an input of `count` bytes: as zlib's middle levels do for
    /// most, as its fast levels do from ``fastEffortCount`` bytes (an 800 × 800 picture and up),
    /// where the search is most of the encoding's time. On the 2x PNG of a 100 × 100 surface
    /// the fast search takes about 40% less time for a file 5% larger (192 kB for 182 kB).
    static func effort(forCount count: Int) -> LZ77Matcher.Effort {
        count >= fastEffortCount ? .fast : .standard
    }

    /// `bytes` compressed as a raw DEFLATE stream. The same input always gives the same output.
    package static func compress(_ bytes: [UInt8]) -> [UInt8] {
        compress(bytes, effort: effort(forCount: bytes.count))
    }

    /// `bytes` compressed as a raw DEFLATE stream, matched with `effort`.
    static func compress(_ bytes: [UInt8], effort: LZ77Matcher.Effort) -> [UInt8] {
        var writer = BitWriter(capacity: bytes.count / 4 + 64)
        var blockStart = 0
        LZ77Matcher.tokenize(bytes, blockTokens: blockTokens, effort: effort) { tokens, reached, isLast in
            DeflateBlock.write(tokens, raw: bytes[blockStart..<reached], isFinal: isLast, to: &writer)
            blockStart = reached
        }
        return writer.finish()
    }
}

/// One DEFLATE block: its symbol statistics, its codes and the choice of block type.
enum DeflateBlock {
    /// The fixed codes (RFC 1951 §3.2.6), built once.
    static let fixedLiteralCode = HuffmanCode(lengths: DeflateTables.fixedLiteralLengths)
    static let fixedDistanceCode = HuffmanCode(lengths: DeflateTables.fixedDistanceLengths)

    static func write(_ tokens: UnsafeBufferPointer<LZ77Matcher.Token>, raw: ArraySlice<UInt8>, isFinal: Bool, to out: inout BitWriter) {
        var litFreq = [Int](repeating: 0, count: 286)
        var distFreq = [Int](repeating: 0, count: 30)
        var extraBits = 0
        DeflateTables.withBuffers { table in
            litFreq.withUnsafeMutableBufferPointer { litFreq in
                distFreq.withUnsafeMutableBufferPointer { distFreq in
                    for t in tokens {
                        if LZ77Matcher.isMatch(t) {
                            let lc = Int(table.lengthCode[LZ77Matcher.length(t)])
                            let dc = table.distanceCode(LZ77Matcher.distance(t))
                            litFreq[257 + lc] += 1; distFreq[dc] += 1
                            extraBits += table.lengthExtra[lc] + table.distanceExtra[dc]
                        } else {
                            litFreq[Int(t)] += 1
                        }
                    }
                }
            }
        }
        litFreq[256] = 1
        let lit = HuffmanCode(frequencies: litFreq, limit: 15)
        let dist = HuffmanCode(frequencies: distFreq, limit: 15)
        let header = DynamicHeader(literal: lit.lengths, distance: dist.lengths)
        let dynamicBits = 3 + header.bits + lit.cost(litFreq) + dist.cost(distFreq) + extraBits
        let fixedLit = fixedLiteralCode, fixedDist = fixedDistanceCode
        let fixedBits = 3 + fixedLit.cost(litFreq) + fixedDist.cost(distFreq) + extraBits
        // A stored block: header, padding to a byte, LEN and NLEN, then the bytes, per 65,535.
        let storedBits = max(1, (raw.count + 65534) / 65535) * (3 + 7 + 32) + raw.count * 8
        let final: UInt32 = isFinal ? 1 : 0
        if storedBits < min(dynamicBits, fixedBits) {
            writeStored(raw, isFinal: isFinal, to: &out)
        } else if fixedBits <= dynamicBits {
            out.write(final | 1 << 1, 3)
            writeSymbols(tokens, lit: fixedLit, dist: fixedDist, to: &out)
        } else {
            out.write(final | 2 << 1, 3)
            header.write(to: &out)
            writeSymbols(tokens, lit: lit, dist: dist, to: &out)
        }
    }

    private static func writeStored(_ raw: ArraySlice<UInt8>, isFinal: Bool, to out: inout BitWriter) {
        var start = raw.startIndex
        repeat {
            let end = min(start + 65535, raw.endIndex)
            let last = isFinal && end == raw.endIndex
            out.write(last ? 1 : 0, 3)
            out.alignToByte()
            let length = UInt32(end - start)
            out.write(length, 16)
            out.write(~length & 0xFFFF, 16)
            out.append(contentsOf: raw[start..<end])
            start = end
        } while start < raw.endIndex
    }

    private static func writeSymbols(_ tokens: UnsafeBufferPointer<LZ77Matcher.Token>, lit: HuffmanCode, dist: HuffmanCode,
                                     to out: inout BitWriter) {
        // At most 15 + 5 + 15 + 13 bits a token, and the end of block.
        out.withReserved(tokens.count * 6 + 8) { sink in
        lit.codes.withUnsafeBufferPointer { litCodes in
        lit.lengths.withUnsafeBufferPointer { litLengths in
        dist.codes.withUnsafeBufferPointer { distCodes in
        dist.lengths.withUnsafeBufferPointer { distLengths in
        DeflateTables.withBuffers { table in
            // A local copy, so that the bit buffer stays in registers through the loop.
            var out = sink
            defer { sink = out }
            for t in tokens {
                if LZ77Matcher.isMatch(t) {
                    let length = LZ77Matcher.length(t), distance = LZ77Matcher.distance(t)
                    let lc = Int(table.lengthCode[length])
                    out.write(UInt32(litCodes[257 + lc]), Int(litLengths[257 + lc]))
                    let le = table.lengthExtra[lc]
                    if le > 0 { out.write(UInt32(length - table.lengthBase[lc]), le) }
                    let dc = table.distanceCode(distance)
                    out.write(UInt32(distCodes[dc]), Int(distLengths[dc]))
                    let de = table.distanceExtra[dc]
                    if de > 0 { out.write(UInt32(distance - table.distanceBase[dc]), de) }
                } else {
                    out.write(UInt32(litCodes[Int(t)]), Int(litLengths[Int(t)]))
                }
            }
            out.write(UInt32(litCodes[256]), Int(litLengths[256]))
        }}}}}}
    }
}
