import ChartScene
import Foundation

nonisolated extension View {
    /// Brightens (positive) or darkens (negative) the view's colours by adding to each component.
    ///
    /// ```swift
    /// BarMarkLegend().brightness(0.1)
    /// ```
    public func brightness(_ amount: Double) -> some View {
        colorEffect { c in c.mapComponents { $0 + amount } }
    }

    /// Scales the view's colours away from (above 1) or towards (below 1) mid grey.
    public func contrast(_ amount: Double) -> some View {
        colorEffect { c in c.mapComponents { ($0 - 0.5) * amount + 0.5 } }
    }

    /// Scales the view's colourfulness: 0 is grey, 1 unchanged.
    ///
    /// ```swift
    /// Chart(sales) { … }.saturation(isEnabled ? 1 : 0)
    /// ```
    public func saturation(_ amount: Double) -> some View {
        colorEffect { c in c.towardsGrey(1 - amount) }
    }

    /// Draws the view in shades of grey: 0 is unchanged, 1 fully grey.
    public func grayscale(_ amount: Double) -> some View {
        colorEffect { c in c.towardsGrey(min(1, max(0, amount))) }
    }

    private func colorEffect(_ transform: @escaping @Sendable (RGBA) -> RGBA) -> some View {
        LayoutModifiedView(content: self) { ColorEffectNode(child: $0, transform: transform) }
    }
}

extension RGBA {
    /// The colour with `f` applied to red, green and blue, clamped to 0...1.
    func mapComponents(_ f: (Double) -> Double) -> RGBA {
        func c(_ v: Double) -> Double { let x = f(v); return x.isFinite ? min(1, max(0, x)) : v }
        return RGBA(red: c(red), green: c(green), blue: c(blue), alpha: alpha)
    }

    /// The colour mixed `amount` of the way to its grey of equal luminance (Rec. 709 weights).
    func towardsGrey(_ amount: Double) -> RGBA {
        let y = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        return mapComponents { $0 + (y - $0) * amount }
    }
}

/// A child whose colours are changed after it is drawn: every fill, stroke and text paint.
struct ColorEffectNode: WrapperNode {
    var child: any LayoutNode
    let transform: @Sendable (RGBA) -> RGBA

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        SceneRecolor.map(child.render(in: rect, recorder), transform)
    }
}

/// Changes every paint of a drawn scene.
enum SceneRecolor {
    static func map(_ nodes: [SceneNode], _ f: (RGBA) -> RGBA) -> [SceneNode] {
        nodes.map { node in
            switch node {
            case .group(var g):
                g.children = map(g.children, f)
                return .group(g)
            case .shape(var s):
                s.fill = s.fill.map { paint($0, f) }
                s.stroke = s.stroke.map { var k = $0; k.paint = paint(k.paint, f); return k }
                return .shape(s)
            case .text(var t):
                t.fill = paint(t.fill, f)
                return .text(t)
            case .image(var i):
                i.pixels = recolored(i.pixels, f)
                return .image(i)
            }
        }
    }

    /// Straight RGBA cells, each colour changed by `f` (computed once per distinct colour).
    static func recolored(_ pixels: [UInt8], _ f: (RGBA) -> RGBA) -> [UInt8] {
        var out = pixels, done: [UInt32: UInt32] = [:]
        func byte(_ v: Double) -> UInt32 { UInt32(UInt8(saturating: (min(1, max(0, v.isNaN ? 0 : v)) * 255).rounded())) }
        var i = 0
        while i + 3 < out.count {
            let key = UInt32(out[i]) << 24 | UInt32(out[i + 1]) << 16 | UInt32(out[i + 2]) << 8 | UInt32(out[i + 3])
            let new: UInt32
            if let d = done[key] { new = d } else {
                let c = f(RGBA(red: Double(out[i]) / 255, green: Double(out[i + 1]) / 255, blue: Double(out[i + 2]) / 255,
                               alpha: Double(out[i + 3]) / 255))
                new = byte(c.red) << 24 | byte(c.green) << 16 | byte(c.blue) << 8 | byte(c.alpha)
                done[key] = new
            }
            out[i] = UInt8(truncatingIfNeeded: new >> 24); out[i + 1] = UInt8(truncatingIfNeeded: new >> 16)
            out[i + 2] = UInt8(truncatingIfNeeded: new >> 8); out[i + 3] = UInt8(truncatingIfNeeded: new)
            i += 4
        }
        return out
    }

    static func paint(_ p: Paint, _ f: (RGBA) -> RGBA) -> Paint {
        switch p {
        case .color(let c): return .color(f(c))
        case .linearGradient(var g):
            g.stops = g.stops.map { GradientStop(color: f($0.color), location: $0.location) }
            return .linearGradient(g)
        }
    }
}
