/// A picture in memory: premultiplied RGBA, 8 bits per channel, rows top to bottom, in one
/// flat array. Premultiplied so that source-over is one multiply-add per channel, as in
/// browsers' and Skia's pipelines.
package struct Pixmap: Sendable {
    package let width: Int
    package let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, colour already multiplied by alpha.
    package var pixels: [UInt8]

    /// A transparent picture.
    package init(width: Int, height: Int) {
        self.width = width; self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// The straight (not premultiplied) colour of pixel (x, y), components 0...255.
    package func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        let a = pixels[i + 3]
        guard a > 0 else { return (0, 0, 0, 0) }
        return (Self.unpremultiply(pixels[i], a), Self.unpremultiply(pixels[i + 1], a), Self.unpremultiply(pixels[i + 2], a), a)
    }

    /// A picture with every pixel `color` (premultiplied).
    init(width: Int, height: Int, color: PremultipliedColor) {
        self.width = width; self.height = height
        let count = width * height * 4
        pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { Self.fill(buffer.baseAddress!, pixels: width * height, with: color) }
            initialized = count
        }
    }

    /// Fills every pixel with `color` (premultiplied).
    mutating func fill(_ color: PremultipliedColor) {
        guard color.a > 0 else { return }
        let n = width * height
        pixels.withUnsafeMutableBufferPointer { p in
            if n > 0 { Self.fill(p.baseAddress!, pixels: n, with: color) }
        }
    }

    /// Writes `color` into `count` pixels from `start`, two at a time.
    @inline(__always)
    static func fill(_ start: UnsafeMutablePointer<UInt8>, pixels count: Int, with color: PremultipliedColor) {
        let one = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
        let two = UInt64(one) | UInt64(one) << 32
        let raw = UnsafeMutableRawPointer(start)
        var i = 0
        while i + 2 <= count { raw.storeBytes(of: UInt64(littleEndian: two), toByteOffset: i * 4, as: UInt64.self); i += 2 }
        if i < count { raw.storeBytes(of: UInt32(littleEndian: one), toByteOffset: i * 4, as: UInt32.self) }
    }

    /// Whether every pixel is opaque, so the picture can be written without alpha.
    package var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { p in
            let raw = UnsafeRawPointer(p.baseAddress!)
            let words = p.count / 8
            let alpha = UInt64(littleEndian: 0xFF00_0000_FF00_0000)
            var w = 0
            while w < words {
                // The alpha bytes of 64 pixels anded together are 255 only when each is.
                var all = ~UInt64(0)
                let end = min(words, w + 32)
                while w < end { all &= raw.loadUnaligned(fromByteOffset: w * 8, as: UInt64.self); w += 1 }
                if all & alpha != alpha { return false }
            }
            var i = words * 8 + 3
            while i < p.count { if p[i] != 255 { return false }; i += 4 }
            return true
        }
    }

    /// `c / (a / 255)`, rounded, for a premultiplied component `c <= a`.
    @inline(__always)
    static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        if a == 255 { return c }
        return UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
    }
}

/// A colour with premultiplied alpha, one byte per channel.
struct PremultipliedColor: Hashable, Sendable {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    static let clear = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    /// `color` with its alpha multiplied by `opacity`, premultiplied and rounded to bytes.
    /// NaN counts as 0; components are clamped to 0...1.
    init(_ color: RGBAComponents, opacity: Double = 1) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let alpha = unit(color.alpha) * unit(opacity)
        a = UInt8(saturating: (alpha * 255).rounded())
        r = UInt8(saturating: (unit(color.red) * alpha * 255).rounded())
        g = UInt8(saturating: (unit(color.green) * alpha * 255).rounded())
        b = UInt8(saturating: (unit(color.blue) * alpha * 255).rounded())
    }

    init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
}

/// The straight-alpha components a premultiplied colour is made from.
typealias RGBAComponents = (red: Double, green: Double, blue: Double, alpha: Double)
