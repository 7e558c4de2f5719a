/// The blit stage: composites a row of coverage, painted by a shader and cut by a mask,
/// onto the pixmap with source-over on premultiplied bytes:
/// `dst = src·c + dst·(1 − αsrc·c)`, each product rounded as `x / 255`.
struct Blitter {
    /// Scratch space for a gradient's colours, reused from row to row.
    private var span: [UInt8] = []

    @inline(__always)
    static func div255(_ x: Int) -> Int { (x + 128 + ((x + 128) >> 8)) >> 8 }

    /// Blends row `y` (device pixels) from column `x0` into `pixmap`, whose pixel (0, 0) is
    /// device pixel (originX, originY).
    mutating func blend(y: Int, x0: Int, coverage: UnsafeBufferPointer<UInt8>, shader: Shader, mask: Mask?,
                        into pixmap: inout Pixmap, originX: Int = 0, originY: Int = 0) {
        let count = coverage.count
        if case .gradient(let g) = shader {
            if span.count < count * 4 { span = [UInt8](repeating: 0, count: count * 4) }
            span.withUnsafeMutableBufferPointer { g.shade(y: y, x0: x0, count: count, into: $0.baseAddress!) }
        }
        let width = pixmap.width
        let maskRow = mask?.row(y)
        span.withUnsafeBufferPointer { span in
            pixmap.pixels.withUnsafeMutableBufferPointer { px in
                var solid = PremultipliedColor.clear
                var isSolid = false
                if case .solid(let c) = shader { solid = c; isSolid = true }
                for i in 0..<count {
                    var c = Int(coverage[i])
                    if c == 0 { continue }
                    let x = x0 + i
                    if let maskRow {
                        c = Self.div255(c * Int(maskRow.value(at: x)))
                        if c == 0 { continue }
                    }
                    var r: Int, g: Int, b: Int, a: Int
                    if isSolid {
                        r = Int(solid.r); g = Int(solid.g); b = Int(solid.b); a = Int(solid.a)
                    } else {
                        r = Int(span[i * 4]); g = Int(span[i * 4 + 1]); b = Int(span[i * 4 + 2]); a = Int(span[i * 4 + 3])
                    }
                    if c < 255 {
                        r = Self.div255(r * c); g = Self.div255(g * c); b = Self.div255(b * c); a = Self.div255(a * c)
                    }
                    let o = ((y - originY) * width + (x - originX)) * 4
                    if a == 255 {
                        px[o] = UInt8(r); px[o + 1] = UInt8(g); px[o + 2] = UInt8(b); px[o + 3] = 255
                    } else if a > 0 || r > 0 || g > 0 || b > 0 {
                        let inv = 255 - a
                        px[o] = UInt8(min(255, r + Self.div255(Int(px[o]) * inv)))
                        px[o + 1] = UInt8(min(255, g + Self.div255(Int(px[o + 1]) * inv)))
                        px[o + 2] = UInt8(min(255, b + Self.div255(Int(px[o + 2]) * inv)))
                        px[o + 3] = UInt8(min(255, a + Self.div255(Int(px[o + 3]) * inv)))
                    }
                }
            }
        }
    }

    /// Composites `layer`, whose pixel (0, 0) is device pixel `layerOrigin`, onto `pixmap`,
    /// whose pixel (0, 0) is `origin`, inside the device rectangle `rect`, every pixel's alpha
    /// times `opacity`.
    static func composite(_ layer: Pixmap, at layerOrigin: (x: Int, y: Int), opacity: Double, rect: IntRect,
                          onto pixmap: inout Pixmap, at origin: (x: Int, y: Int)) {
        let k = Int((min(max(opacity, 0), 1) * 255).rounded())
        guard k > 0, !rect.isEmpty else { return }
        let width = pixmap.width, layerWidth = layer.width
        layer.pixels.withUnsafeBufferPointer { src in
            pixmap.pixels.withUnsafeMutableBufferPointer { dst in
                for y in rect.y0..<rect.y1 {
                    for x in rect.x0..<rect.x1 {
                        let s = ((y - layerOrigin.y) * layerWidth + (x - layerOrigin.x)) * 4
                        let o = ((y - origin.y) * width + (x - origin.x)) * 4
                        var a = Int(src[s + 3])
                        if a == 0 { continue }
                        var r = Int(src[s]), g = Int(src[s + 1]), b = Int(src[s + 2])
                        if k < 255 { r = div255(r * k); g = div255(g * k); b = div255(b * k); a = div255(a * k) }
                        let inv = 255 - a
                        dst[o] = UInt8(min(255, r + div255(Int(dst[o]) * inv)))
                        dst[o + 1] = UInt8(min(255, g + div255(Int(dst[o + 1]) * inv)))
                        dst[o + 2] = UInt8(min(255, b + div255(Int(dst[o + 2]) * inv)))
                        dst[o + 3] = UInt8(min(255, a + div255(Int(dst[o + 3]) * inv)))
                    }
                }
            }
        }
    }
}
