import ChartScene

extension PNGEncoder {
    /// The PNG bytes of a picture of cells (``SceneImage``), one pixel per cell.
    package static func encode(_ image: SceneImage) -> [UInt8] {
        var pixmap = Pixmap(width: image.columns, height: image.rows)
        let source = image.pixels
        pixmap.pixels.withUnsafeMutableBufferPointer { dst in
            var i = 0
            while i + 3 < source.count && i + 3 < dst.count {
                let a = Int(source[i + 3])
                if a == 255 {
                    dst[i] = source[i]; dst[i + 1] = source[i + 1]; dst[i + 2] = source[i + 2]
                } else {
                    for c in 0..<3 { dst[i + c] = UInt8((Int(source[i + c]) * a + 127) / 255) }
                }
                dst[i + 3] = UInt8(a)
                i += 4
            }
        }
        return encode(pixmap, pixelsPerPoint: 1, opaque: image.isOpaque)
    }
}
