/// The two checksums PNG needs: CRC-32 over every chunk (ISO 3309, as in PNG §5.3) and
/// Adler-32 over the uncompressed bytes of a zlib stream (RFC 1950 §8.2).
package enum Checksum {
    /// CRC-32 with the reflected polynomial 0xEDB88320, by slicing by eight: table k holds
    /// the CRC of a byte followed by k zero bytes, so eight bytes take eight lookups at once.
    private static let crcTables: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            t[n] = c
        }
        for k in 1..<8 {
            for n in 0..<256 {
                let c = t[(k - 1) * 256 + n]
                t[k * 256 + n] = t[Int(c & 0xFF)] ^ (c >> 8)
            }
        }
        return t
    }()

    /// The CRC-32 of `bytes`, continuing from `crc` (0 to start).
    package static func crc32(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        var c = ~crc
        crcTables.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { bytes in
                let raw = UnsafeRawPointer(bytes.baseAddress)
                var i = 0
                if let raw {
                    while i + 8 <= bytes.count {
                        let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                        let lo = UInt32(truncatingIfNeeded: w) ^ c, hi = UInt32(truncatingIfNeeded: w >> 32)
                        c = table[7 * 256 + Int(lo & 0xFF)] ^ table[6 * 256 + Int((lo >> 8) & 0xFF)]
                            ^ table[5 * 256 + Int((lo >> 16) & 0xFF)] ^ table[4 * 256 + Int(lo >> 24)]
                            ^ table[3 * 256 + Int(hi & 0xFF)] ^ table[2 * 256 + Int((hi >> 8) & 0xFF)]
                            ^ table[256 + Int((hi >> 16) & 0xFF)] ^ table[Int(hi >> 24)]
                        i += 8
                    }
                }
                while i < bytes.count { c = table[Int((c ^ UInt32(bytes[i])) & 0xFF)] ^ (c >> 8); i += 1 }
            }
        }
        return ~c
    }

    /// The Adler-32 of `bytes`: two sums modulo 65521, reduced every 5552 bytes, the most that
    /// cannot overflow 32 bits (RFC 1950, as zlib does).
    package static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var sum = Adler32()
        bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { sum.update(base, count: buffer.count) }
        }
        return sum.value
    }
}

/// A running Adler-32 (RFC 1950 §8.2), fed piece by piece: bytes, or runs of zeros, which
/// leave the first sum alone and add their length times it to the second, at no cost per byte.
struct Adler32 {
    private var a: UInt32 = 1, b: UInt32 = 0

    /// The checksum of everything fed so far.
    var value: UInt32 { b << 16 | a }

    /// Feeds `count` zero bytes.
    mutating func skipZeros(_ count: Int) {
        b = UInt32((UInt64(b) + UInt64(count % 65521) * UInt64(a)) % 65521)
    }

    /// Feeds one byte.
    mutating func update(_ byte: UInt8) {
        a = (a + UInt32(byte)) % 65521
        b = (b + a) % 65521
    }

    /// Feeds `count` bytes from `base`. The sums are reduced every 5552 bytes, the most that
    /// cannot overflow 32 bits (as zlib does).
    mutating func update(_ base: UnsafePointer<UInt8>, count: Int) {
        var a = self.a, b = self.b
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i < count {
            let end = min(i + 5552, count)
            // Eight bytes x0…x7 at a time: a gains their sum and b gains 8a plus
            // 8·x0 + 7·x1 + … + 1·x7. Even and odd bytes are spread into 16-bit lanes and
            // each weighted sum is gathered into the top lane by one multiplication.
            let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
            while i + 8 <= end {
                // Thirty-two zero bytes (a row the Up filter emptied) leave a alone and add 32a to b.
                if i + 32 <= end && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self) == 0 {
                    b &+= a &* 32
                    i += 32
                    continue
                }
                let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                b &+= a &* 8
                if w != 0 {
                    let even = w & lanes, odd = (w >> 8) & lanes
                    let sum = ((even &+ odd) &* 0x0001_0001_0001_0001) >> 48
                    let weighted = ((even &* 0x0008_0006_0004_0002) >> 48) &+ ((odd &* 0x0007_0005_0003_0001) >> 48)
                    a &+= UInt32(truncatingIfNeeded: sum)
                    b &+= UInt32(truncatingIfNeeded: weighted)
                }
                i += 8
            }
            while i < end { a &+= UInt32(base[i]); b &+= a; i += 1 }
            a %= 65521; b %= 65521
        }
        self.a = a; self.b = b
    }
}
