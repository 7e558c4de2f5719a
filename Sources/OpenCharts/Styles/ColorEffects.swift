import ChartScene
import Foundation

extension View {
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
            }
        }
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
