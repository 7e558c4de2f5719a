import ChartScene

/// What colours a pixel: a solid colour or a gradient, opacity already applied, premultiplied.
enum Shader {
    case solid(PremultipliedColor)
    case gradient(GradientShader)
}

/// A gradient in device space. `inverse` maps a pixel centre to the gradient's own space,
/// where a linear gradient runs along x from 0 to 1 and a radial one spreads from the origin
/// to the unit circle; the colour comes from a table of 256 steps, padded at both ends (SVG's
/// `spreadMethod="pad"`).
struct GradientShader {
    enum Kind { case linear, radial }
    let kind: Kind
    let inverse: SceneTransform
    /// 256 premultiplied colours, four bytes each.
    let table: [UInt8]

    static let steps = 256

    /// A gradient shader, or nil when the gradient has no stops.
    init?(kind: Kind, toDevice: SceneTransform, stops: [GradientStop], opacity: Double) {
        guard !stops.isEmpty, let inverse = toDevice.inverted else { return nil }
        self.kind = kind
        self.inverse = inverse
        self.table = Self.colorTable(stops, opacity: opacity)
    }

    /// SVG's stop rules: offsets clamped to 0...1 and never below an earlier one; colours
    /// interpolated with straight alpha between stops, then premultiplied.
    static func colorTable(_ stops: [GradientStop], opacity: Double) -> [UInt8] {
        var offsets: [Double] = [], colors: [RGBA] = []
        var previous = 0.0
        for s in stops {
            let o = s.location.isNaN ? 0 : min(max(s.location, 0), 1)
            previous = max(previous, o)
            offsets.append(previous); colors.append(s.color)
        }
        var table = [UInt8](repeating: 0, count: steps * 4)
        for i in 0..<steps {
            let t = Double(i) / Double(steps - 1)
            var c = colors[0]
            if t >= offsets[offsets.count - 1] {
                c = colors[colors.count - 1]
            } else if t > offsets[0] {
                var k = 1
                while offsets[k] < t { k += 1 }
                let span = offsets[k] - offsets[k - 1]
                let f = span > 0 ? (t - offsets[k - 1]) / span : 1
                let a = colors[k - 1], b = colors[k]
                c = RGBA(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                         blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
            }
            let p = PremultipliedColor((c.red, c.green, c.blue, c.alpha), opacity: opacity)
            table[i * 4] = p.r; table[i * 4 + 1] = p.g; table[i * 4 + 2] = p.b; table[i * 4 + 3] = p.a
        }
        return table
    }

    /// Writes the premultiplied colours of pixels `x0..<x0+count` of row `y` into `out`.
    func shade(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let m = inverse
        let py = Double(y) + 0.5
        var gx = m.a * (Double(x0) + 0.5) + m.c * py + m.tx
        var gy = m.b * (Double(x0) + 0.5) + m.d * py + m.ty
        let last = Double(Self.steps - 1)
        table.withUnsafeBufferPointer { table in
            for i in 0..<count {
                let t = kind == .linear ? gx : (gx * gx + gy * gy).squareRoot()
                let clamped = t.isNaN ? 0 : min(max(t, 0), 1)
                let k = Int(saturating: clamped * last + 0.5) * 4
                out[i * 4] = table[k]; out[i * 4 + 1] = table[k + 1]
                out[i * 4 + 2] = table[k + 2]; out[i * 4 + 3] = table[k + 3]
                gx += m.a; gy += m.b
            }
        }
    }
}

extension Shader {
    /// The shader for a scene paint on a shape whose user-space box is `box`, drawn through
    /// `ctm`, with `opacity` applied; nil when it would paint nothing. `zeroAreaBox` says the
    /// shape's box has no area, where the SVG writer maps the gradient into user space.
    static func make(_ paint: Paint, opacity: Double, box: SceneRect, zeroAreaBox: Bool, ctm: SceneTransform) -> Shader? {
        switch paint {
        case .color(let c):
            return solid(c, opacity: opacity)
        case .linearGradient(let g):
            guard let first = g.stops.first, let last = g.stops.last else { return nil }
            guard g.start.isFinitePoint, g.end.isFinitePoint else { return solid(first.color, opacity: opacity) }
            // The gradient's unit vector space → bounding box units → user space → device.
            let s = g.start, e = g.end
            var toUser = SceneTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.x, ty: box.y)
            var along = e - s
            var origin = s
            if zeroAreaBox {
                // userSpaceOnUse: the end points mapped through the box, normals perpendicular in user space.
                origin = toUser.apply(s); along = toUser.apply(e) - origin
                toUser = .identity
            }
            // SVG paints a gradient whose ends coincide with its last stop.
            guard along.length > 1e-12 else { return solid(last.color, opacity: opacity) }
            let frame = SceneTransform(a: along.x, b: along.y, c: -along.y, d: along.x, tx: origin.x, ty: origin.y)
            let toDevice = ctm.concatenating(toUser.concatenating(frame))
            guard let shader = GradientShader(kind: .linear, toDevice: toDevice, stops: g.stops, opacity: opacity) else {
                return solid(last.color, opacity: opacity)
            }
            return .gradient(shader)
        }
    }

    /// A solid colour, or nil when its alpha prints as zero in the SVG (below half a hundredth).
    static func solid(_ c: RGBA, opacity: Double) -> Shader? {
        let alpha = c.alpha.isNaN ? 0 : c.alpha
        guard alpha >= 0.005 else { return nil }
        let p = PremultipliedColor((c.red, c.green, c.blue, c.alpha), opacity: opacity)
        return p.a == 0 ? nil : .solid(p)
    }
}
