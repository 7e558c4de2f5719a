/// The blit stage: composites a row of coverage, painted by a shader and cut by a mask,
/// onto the pixmap with source-over on premultiplied bytes:
/// `dst = src·c + dst·(1 − αsrc·c)`, each product rounded as `x / 255`.
///
/// An opaque solid colour at full coverage with no mask (the inside of a bar, a background)
/// is stored a pixel at a time as one 32-bit word; every other pixel is blended byte by byte.
struct Blitter {
    /// Scratch space for a gradient's colours, reused from row to row.
    private var span: [UInt8] = []
    /// Scratch coverage for a span of one coverage that needs the per-pixel path.
    private var constant: [UInt8] = []

    @inline(__always)
    static func div255(_ x: Int) -> Int { (x + 128 + ((x + 128) >> 8)) >> 8 }

    /// `src` (premultiplied, already scaled by coverage) over the pixel at `p`.
    @inline(__always)
    static func over(_ r: Int, _ g: Int, _ b: Int, _ a: Int, at p: UnsafeMutablePointer<UInt8>) {
        if a == 255 {
            p[0] = UInt8(r); p[1] = UInt8(g); p[2] = UInt8(b); p[3] = 255
        } else if a > 0 || r > 0 || g > 0 || b > 0 {
            let inv = 255 - a
            p[0] = UInt8(min(255, r + div255(Int(p[0]) * inv)))
            p[1] = UInt8(min(255, g + div255(Int(p[1]) * inv)))
            p[2] = UInt8(min(255, b + div255(Int(p[2]) * inv)))
            p[3] = UInt8(min(255, a + div255(Int(p[3]) * inv)))
        }
    }

    /// The four bytes of `c` as one word in memory order.
    @inline(__always)
    static func word(_ c: PremultipliedColor) -> UInt32 {
        UInt32(littleEndian: UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24)
    }

    /// Blends row `y` (device pixels) from column `x0` into `pixmap`, whose pixel (0, 0) is
    /// device pixel (originX, originY).
    mutating func blend(y: Int, x0: Int, coverage: UnsafeBufferPointer<UInt8>, shader: Shader, mask: Mask?,
                        into pixmap: inout Pixmap, originX: Int = 0, originY: Int = 0) {
        let count = coverage.count
        guard count > 0 else { return }
        if case .gradient(let g) = shader {
            if span.count < count * 4 { span = [UInt8](repeating: 0, count: count * 4) }
            span.withUnsafeMutableBufferPointer { g.shade(y: y, x0: x0, count: count, into: $0.baseAddress!) }
        }
        let start = ((y - originY) * pixmap.width + (x0 - originX)) * 4
        let maskRow = mask?.row(y)
        let cov = coverage.baseAddress!
        pixmap.pixels.withUnsafeMutableBufferPointer { px in
            let row = px.baseAddress! + start
            if case .solid(let solid) = shader, maskRow == nil {
                let r = Int(solid.r), g = Int(solid.g), b = Int(solid.b), a = Int(solid.a)
                let opaque = a == 255
                let raw = UnsafeMutableRawPointer(row), word = Self.word(solid)
                for i in 0..<count {
                    let c = Int(cov[i])
                    if c == 0 { continue }
                    if c == 255 {
                        if opaque { raw.storeBytes(of: word, toByteOffset: i * 4, as: UInt32.self) } else { Self.over(r, g, b, a, at: row + i * 4) }
                    } else {
                        Self.over(Self.div255(r * c), Self.div255(g * c), Self.div255(b * c), Self.div255(a * c), at: row + i * 4)
                    }
                }
                return
            }
            span.withUnsafeBufferPointer { span in
                var solid = PremultipliedColor.clear
                if case .solid(let c) = shader { solid = c }
                for i in 0..<count {
                    var c = Int(cov[i])
                    if c == 0 { continue }
                    if let maskRow {
                        c = Self.div255(c * Int(maskRow.value(at: x0 + i)))
                        if c == 0 { continue }
                    }
                    var r: Int, g: Int, b: Int, a: Int
                    if case .solid = shader {
                        r = Int(solid.r); g = Int(solid.g); b = Int(solid.b); a = Int(solid.a)
                    } else {
                        r = Int(span[i * 4]); g = Int(span[i * 4 + 1]); b = Int(span[i * 4 + 2]); a = Int(span[i * 4 + 3])
                    }
                    if c < 255 {
                        r = Self.div255(r * c); g = Self.div255(g * c); b = Self.div255(b * c); a = Self.div255(a * c)
                    }
                    Self.over(r, g, b, a, at: row + i * 4)
                }
            }
        }
    }

    /// Blends `count` pixels of row `y` from column `x0`, all at coverage `c`: the same result
    /// as ``blend(y:x0:coverage:shader:mask:into:originX:originY:)`` with a row of `c`.
    mutating func blendSpan(y: Int, x0: Int, count: Int, coverage c: UInt8, shader: Shader, mask: Mask?,
                            into pixmap: inout Pixmap, originX: Int = 0, originY: Int = 0) {
        guard count > 0, c > 0 else { return }
        guard case .solid(let solid) = shader, mask == nil else {
            var row = constant
            constant = []
            if row.count < count { row = [UInt8](repeating: 0, count: count) }
            row.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress!.update(repeating: c, count: count)
                blend(y: y, x0: x0, coverage: UnsafeBufferPointer(rebasing: buffer[0..<count]), shader: shader, mask: mask,
                      into: &pixmap, originX: originX, originY: originY)
            }
            constant = row
            return
        }
        let start = ((y - originY) * pixmap.width + (x0 - originX)) * 4
        pixmap.pixels.withUnsafeMutableBufferPointer { px in
            let row = px.baseAddress! + start
            if c == 255 && solid.a == 255 {
                Pixmap.fill(row, pixels: count, with: solid)
                return
            }
            let k = Int(c)
            var r = Int(solid.r), g = Int(solid.g), b = Int(solid.b), a = Int(solid.a)
            if k < 255 { r = Self.div255(r * k); g = Self.div255(g * k); b = Self.div255(b * k); a = Self.div255(a * k) }
            for i in 0..<count { Self.over(r, g, b, a, at: row + i * 4) }
        }
    }

    /// Composites `layer`, whose pixel (0, 0) is device pixel `layerOrigin`, onto `pixmap`,
    /// whose pixel (0, 0) is `origin`, inside the device rectangle `rect`, every pixel's alpha
    /// times `opacity`.
    static func composite(_ layer: Pixmap, at layerOrigin: (x: Int, y: Int), opacity: Double, rect: IntRect,
                          onto pixmap: inout Pixmap, at origin: (x: Int, y: Int)) {
        let k = Int(saturating: (min(max(opacity, 0), 1) * 255).rounded())
        guard k > 0, !rect.isEmpty else { return }
        let width = pixmap.width, layerWidth = layer.width
        layer.pixels.withUnsafeBufferPointer { src in
            pixmap.pixels.withUnsafeMutableBufferPointer { dst in
                for y in rect.y0..<rect.y1 {
                    let s = src.baseAddress! + ((y - layerOrigin.y) * layerWidth + (rect.x0 - layerOrigin.x)) * 4
                    let d = dst.baseAddress! + ((y - origin.y) * width + (rect.x0 - origin.x)) * 4
                    for i in 0..<rect.width {
                        let p = s + i * 4
                        var a = Int(p[3])
                        if a == 0 { continue }
                        var r = Int(p[0]), g = Int(p[1]), b = Int(p[2])
                        if k < 255 { r = div255(r * k); g = div255(g * k); b = div255(b * k); a = div255(a * k) }
                        let q = d + i * 4
                        let inv = 255 - a
                        q[0] = UInt8(min(255, r + div255(Int(q[0]) * inv)))
                        q[1] = UInt8(min(255, g + div255(Int(q[1]) * inv)))
                        q[2] = UInt8(min(255, b + div255(Int(q[2]) * inv)))
                        q[3] = UInt8(min(255, a + div255(Int(q[3]) * inv)))
                    }
                }
            }
        }
    }
}
