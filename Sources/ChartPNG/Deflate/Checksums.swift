/// The two checksums PNG needs: CRC-32 over every chunk (ISO 3309, as in PNG §5.3) and
/// Adler-32 over the uncompressed bytes of a zlib stream (RFC 1950 §8.2).
package enum Checksum {
    /// CRC-32 with the reflected polynomial 0xEDB88320, one table lookup per byte.
    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 of `bytes`, continuing from `crc` (0 to start).
    package static func crc32(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        var c = ~crc
        crcTable.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { bytes in
                for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
            }
        }
        return ~c
    }

    /// The Adler-32 of `bytes`: two sums modulo 65521, reduced every 5552 bytes, the most that
    /// cannot overflow 32 bits (RFC 1950, as zlib does).
    package static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            var i = 0
            while i < buffer.count {
                let end = min(i + 5552, buffer.count)
                let raw = UnsafeRawPointer(buffer.baseAddress!)
                // Eight bytes x0…x7 at a time: a gains their sum and b gains 8a plus
                // 8·x0 + 7·x1 + … + 1·x7. Even and odd bytes are spread into 16-bit lanes and
                // each weighted sum is gathered into the top lane by one multiplication.
                let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
                while i + 8 <= end {
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
                while i < end { a &+= UInt32(buffer[i]); b &+= a; i += 1 }
                a %= 65521; b %= 65521
            }
        }
        return b << 16 | a
    }
}
