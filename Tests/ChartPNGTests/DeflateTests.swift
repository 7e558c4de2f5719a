@testable import ChartPNG
import Testing

@Suite("DEFLATE and zlib")
struct DeflateTests {
    /// A deterministic byte generator (xorshift), so "random" inputs are the same every run.
    static func noise(_ count: Int, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> [UInt8] {
        var s = seed
        return (0..<count).map { _ in
            s ^= s << 13; s ^= s >> 7; s ^= s << 17
            return UInt8(truncatingIfNeeded: s)
        }
    }

    @Test("CRC-32 and Adler-32 match their published check values")
    func checksums() {
        #expect(Checksum.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Checksum.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Checksum.adler32([]) == 1)
    }

    @Test("compressed data inflates back to the input, whatever its shape",
          arguments: [0, 1, 2, 3, 258, 259, 5_000, 70_000])
    func roundTrip(size: Int) throws {
        let text = Array(String(repeating: "Cachapa 916, Injera 850, Crêpe 802. ", count: size / 36 + 1).utf8.prefix(size))
        let runs = [UInt8](repeating: 7, count: size)
        let noisy = Self.noise(size)
        let mixed = (0..<size).map { i in i % 1000 < 500 ? UInt8(i % 7) : noisy[i] }
        for input in [text, runs, noisy, mixed] {
            #expect(try Inflate.raw(Deflate.compress(input)) == input)
        }
    }

    @Test("greedy matching, as large inputs are matched, inflates back to the input",
          arguments: [0, 3, 259, 5_000, 70_000])
    func fastRoundTrip(size: Int) throws {
        let text = Array(String(repeating: "Cachapa 916, Injera 850, Crêpe 802. ", count: size / 36 + 1).utf8.prefix(size))
        let noisy = Self.noise(size)
        let mixed = (0..<size).map { i in i % 1000 < 500 ? UInt8(i % 7) : noisy[i] }
        let rows = (0..<size).map { i in UInt8(truncatingIfNeeded: (i % 300) / 7 + (i / 3000) * 3) }
        for input in [text, noisy, mixed, rows] {
            #expect(try Inflate.raw(Deflate.compress(input, effort: .fast)) == input)
        }
        // Inputs of a mebibyte and up are the ones matched greedily.
        #expect(Deflate.effort(forCount: 1 << 20).lazyLength == LZ77Matcher.minMatch)
        #expect(Deflate.effort(forCount: (1 << 20) - 1).lazyLength == 16)
    }

    @Test("long repeats shrink to a sliver and noise grows by only its stored-block headers")
    func ratios() throws {
        let zeros = [UInt8](repeating: 0, count: 100_000)
        #expect(Deflate.compress(zeros).count < 300)
        let noise = Self.noise(10_000)
        let packed = Deflate.compress(noise)
        // One stored block: 3 header bits padded to a byte, then LEN and NLEN.
        #expect(packed.count == 10_000 + 5)
        #expect(packed[0] & 0b111 == 0b001)  // BFINAL = 1, BTYPE = 00
    }

    @Test("a few bytes go in one fixed-Huffman block")
    func shortInputUsesFixedCodes() {
        let packed = Deflate.compress(Array("abc".utf8))
        #expect(packed[0] & 0b111 == 0b011)  // BFINAL = 1, BTYPE = 01
        // 3 header bits, three 8-bit literals, a 7-bit end of block: 34 bits in 5 bytes.
        #expect(packed.count == 5)
    }

    @Test("the zlib wrapper has the default header and a big-endian Adler-32 trailer")
    func zlibWrapper() throws {
        let input = Array("Pancakes sold, pancakes sold, pancakes sold".utf8)
        let stream = Deflate.zlibCompress(input)
        #expect(Array(stream.prefix(2)) == [0x78, 0x9C])
        let adler = Checksum.adler32(input)
        #expect(Array(stream.suffix(4)) == [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)])
        #expect(try Inflate.zlib(stream) == input)
    }

    @Test("package-merge gives the Huffman lengths by hand and keeps them within the limit")
    func packageMerge() {
        // Unlimited Huffman for 1, 1, 2, 4: lengths 3, 3, 2, 1.
        #expect(HuffmanCode.packageMerge([1, 1, 2, 4], limit: 15) == [3, 3, 2, 1])
        // With two bits at most, four symbols get two bits each.
        #expect(HuffmanCode.packageMerge([1, 1, 2, 4], limit: 2) == [2, 2, 2, 2])
        // Fibonacci weights make the deepest Huffman tree: 17 symbols would need 16 bits.
        var fib = [1, 1]
        while fib.count < 17 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
        let lengths = HuffmanCode.packageMerge(fib, limit: 15)
        #expect(lengths.max() == 15)
        // A complete code: the Kraft sum is exactly 1.
        let kraft = lengths.reduce(0) { $0 + (1 << (15 - Int($1))) }
        #expect(kraft == 1 << 15)
    }

    @Test("canonical codes follow RFC 1951's example")
    func canonicalCodes() {
        // RFC 1951 §3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) give 010 011 100 101 110 00 1110 1111.
        let codes = HuffmanCode.canonicalCodes([3, 3, 3, 3, 3, 2, 4, 4])
        let expected: [(code: Int, bits: Int)] = [(0b010, 3), (0b011, 3), (0b100, 3), (0b101, 3), (0b110, 3), (0b00, 2), (0b1110, 4), (0b1111, 4)]
        for (i, e) in expected.enumerated() {
            var reversed = 0
            for b in 0..<e.bits where e.code & (1 << b) != 0 { reversed |= 1 << (e.bits - 1 - b) }
            #expect(Int(codes[i]) == reversed)
        }
    }
}
