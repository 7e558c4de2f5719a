/// Writes a ``Pixmap`` as a PNG file (ISO/IEC 15948): the signature, `IHDR`, `pHYs`, one
/// `IDAT` and `IEND`. Truecolour without alpha when every pixel is opaque, else truecolour
/// with alpha, 8 bits per channel, not interlaced. Each row is filtered with the filter that
/// gives the smallest sum of absolute differences (the heuristic PNG §12.8 recommends), and
/// the image data is compressed with ``Deflate``. No time or text chunks: the same pixels
/// always give the same bytes.
package enum PNGEncoder {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG bytes for `pixmap`; `pixelsPerPoint` sets the resolution recorded in `pHYs`
    /// (72 points per inch, so 2 pixels per point is 144 dpi). `opaque` says the caller knows
    /// every pixel is opaque (a picture drawn over an opaque background stays opaque); nil
    /// looks at the pixels.
    package static func encode(_ pixmap: Pixmap, pixelsPerPoint: Double = 1, opaque knownOpaque: Bool? = nil) -> [UInt8] {
        let opaque = knownOpaque ?? pixmap.isOpaque
        let channels = opaque ? 3 : 4
        let (rows, adler) = RowFilter.filteredRows(pixmap, channels: channels)
        var out = signature
        var header: [UInt8] = []
        appendUInt32(UInt32(pixmap.width), to: &header)
        appendUInt32(UInt32(pixmap.height), to: &header)
        // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filters; no interlace.
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &out)
        let ppp = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? pixelsPerPoint : 1
        let perMetre = UInt32(saturating: min(Double(UInt32.max / 2), (ppp * 72 / 0.0254).rounded()))
        var phys: [UInt8] = []
        appendUInt32(perMetre, to: &phys)
        appendUInt32(perMetre, to: &phys)
        phys.append(1)  // unit: the metre
        appendChunk("pHYs", phys, to: &out)
        appendChunk("IDAT", Deflate.zlibCompress(rows, adler32: adler), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    private static func appendUInt32(_ v: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    /// Length, type, data and the CRC-32 of type and data (PNG §5.3).
    private static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        appendUInt32(UInt32(data.count), to: &out)
        out += typeBytes
        out += data
        appendUInt32(Checksum.crc32(data, continuing: Checksum.crc32(typeBytes)), to: &out)
    }
}
