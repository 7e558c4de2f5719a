extension Deflate {
    /// `bytes` as a zlib stream (RFC 1950): a two-byte header (32 KiB window, default level,
    /// no dictionary), the DEFLATE data, then the big-endian Adler-32 of `bytes`. PNG's IDAT
    /// and PDF's `/FlateDecode` streams are in this form.
    ///
    /// ```swift
    /// let stream = Deflate.zlibCompress(pageContent)
    /// ```
    package static func zlibCompress(_ bytes: [UInt8]) -> [UInt8] {
        zlibCompress(bytes, adler32: Checksum.adler32(bytes))
    }

    /// ``zlibCompress(_:)`` for a caller that has the Adler-32 of `bytes` already (the PNG row
    /// filter finds it as it writes the rows, skipping the runs of zeros it wrote).
    static func zlibCompress(_ bytes: [UInt8], adler32 adler: UInt32) -> [UInt8] {
        // 0x78: deflate with a 32 KiB window; 0x9C: default level, and 0x789C is a multiple of 31.
        var out: [UInt8] = [0x78, 0x9C]
        out.append(contentsOf: compress(bytes))
        out.append(contentsOf: [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)])
        return out
    }
}
