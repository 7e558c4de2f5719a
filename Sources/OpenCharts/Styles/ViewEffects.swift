import ChartScene
import Foundation

/// How a view's colours would combine with what lies behind it.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Draws the view over what lies behind it.
    case normal
    /// Multiplies the view's colors by the colors behind it.
    case multiply
    /// Multiplies the inverses of the view's colors and the colors behind it.
    case screen
    /// Multiplies or screens the colors, depending on the colors behind the view.
    case overlay
    /// Keeps the darker of the view's colors and the colors behind it.
    case darken
    /// Keeps the lighter of the view's colors and the colors behind it.
    case lighten
    /// Brightens the colors behind the view to reflect the view's colors.
    case colorDodge
    /// Darkens the colors behind the view to reflect the view's colors.
    case colorBurn
    /// Darkens or lightens the colors, depending on the view's colors, like a diffused spotlight.
    case softLight
    /// Multiplies or screens the colors, depending on the view's colors, like a harsh spotlight.
    case hardLight
    /// Subtracts the darker of the two colors from the lighter one.
    case difference
    /// Like difference, with lower contrast.
    case exclusion
    /// Uses the hue of the view with the saturation and luminosity of the colors behind it.
    case hue
    /// Uses the saturation of the view with the hue and luminosity of the colors behind it.
    case saturation
    /// Uses the hue and saturation of the view with the luminosity of the colors behind it.
    case color
    /// Uses the luminosity of the view with the hue and saturation of the colors behind it.
    case luminosity
    /// Draws the view only where the content behind it is opaque.
    case sourceAtop
    /// Draws the view behind the existing content.
    case destinationOver
    /// Erases the content behind the view where the view is opaque.
    case destinationOut
    /// Adds the colors and darkens the result.
    case plusDarker
    /// Adds the colors and lightens the result.
    case plusLighter
}

nonisolated extension View {
    /// Accepted for source compatibility: the view is drawn with normal blending.
    public func blendMode(_ blendMode: BlendMode) -> some View { self }

    /// Draws a shadow of the view: its shapes and text in the shadow colour, moved by `x` and
    /// `y`, in three faint layers spread over `radius` standing in for a blur.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).fill(.background).shadow(color: .black.opacity(0.1), radius: 8, y: 4)
    /// ```
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ShadowedView(content: self, color: color, radius: radius, x: x, y: y)
    }

    /// Sets the appearance of the whole picture, as it sets a window's on iOS: the page and
    /// every view are drawn light or dark, wherever in the view the modifier stands.
    ///
    /// ```swift
    /// ContentView().preferredColorScheme(.dark)
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PreferredColorSchemeView(content: self, scheme: colorScheme)
    }

    /// Shows the view only where `mask` draws: the mask's shapes clip the view. A mask of text
    /// alone draws that text in the view's paint.
    ///
    /// ```swift
    /// LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)
    ///     .mask { Image(systemName: "chart.bar.fill").resizable().scaledToFit() }
    /// ```
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        MaskedView(content: self, mask: mask(), alignment: alignment)
    }

    /// Shows the view only where `mask` draws (the older form).
    public func mask<M: View>(_ mask: M) -> some View { MaskedView(content: self, mask: mask, alignment: .center) }
}

nonisolated struct PreferredColorSchemeView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let scheme: ColorScheme?

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        guard let scheme else { return makeLayoutNode(content, env) }
        var env = env
        env.colorScheme = scheme
        return PreferredColorSchemeNode(child: makeLayoutNode(content, env), scheme: scheme)
    }
}

/// Tells the renderer, when drawn, which appearance the picture prefers.
struct PreferredColorSchemeNode: WrapperNode {
    var child: any LayoutNode
    let scheme: ColorScheme

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        if recorder.preferredColorScheme == nil { recorder.preferredColorScheme = scheme }
        return child.render(in: rect, recorder)
    }
}

nonisolated struct ShadowedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let color: Color
    let radius: CGFloat
    let x: CGFloat, y: CGFloat

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        ShadowNode(child: makeLayoutNode(content, env), color: color.resolved(env.colorScheme), radius: Double(radius), x: Double(x), y: Double(y))
    }
}

struct ShadowNode: WrapperNode {
    var child: any LayoutNode
    let color: RGBA
    let radius: Double
    let x: Double, y: Double

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let drawn = child.render(in: rect, recorder)
        guard radius.isFinite, x.isFinite, y.isFinite, rect.width > 0, rect.height > 0, color.alpha > 0 else { return drawn }
        let silhouette = SceneRecolor.map(drawn) { c in RGBA(red: color.red, green: color.green, blue: color.blue, alpha: c.alpha) }
        let cx = Double(rect.midX), cy = Double(rect.midY)
        let r = max(0, radius)
        // Three copies, each grown a third more of the radius and fainter, read as a blur.
        let layers: [SceneNode] = (1...3).map { k in
            let grow = r * Double(k) / 3
            let sx = (Double(rect.width) + grow) / Double(rect.width), sy = (Double(rect.height) + grow) / Double(rect.height)
            let t = SceneTransform.translation(cx + x, cy + y).concatenating(SceneTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0))
                .concatenating(.translation(-cx, -cy))
            return .group(SceneGroup(children: silhouette, transform: t, opacity: color.alpha * 0.5 / Double(k)))
        }
        return [.group(SceneGroup(children: layers, semantics: SceneSemantics(classes: "shadow", hidden: true)))] + drawn
    }
}

nonisolated struct MaskedView<Content: View, Mask: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let mask: Mask
    let alignment: Alignment

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        MaskNode(child: makeLayoutNode(content, env), mask: makeLayoutNode(mask, env), alignment: alignment)
    }
}

/// A child clipped to the union of the shapes its mask draws in its rectangle.
struct MaskNode: WrapperNode {
    var child: any LayoutNode
    let mask: any LayoutNode
    let alignment: Alignment

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let drawn = child.render(in: rect, recorder)
        let maskNodes = ZStackNode(alignment: alignment, children: [mask]).render(in: rect, RenderRecorder())
        var clip = ScenePath()
        var texts: [SceneText] = []
        collect(maskNodes, .identity, into: &clip, texts: &texts)
        if !clip.isEmpty { return [.group(SceneGroup(children: drawn, clipPath: clip))] }
        guard !texts.isEmpty else { return [] }
        // Text cannot clip here: draw the mask's text in the view's first paint instead.
        let paint = firstPaint(drawn) ?? .color(.black)
        return texts.map { var t = $0; t.fill = paint; return .text(t) }
    }

    private func collect(_ nodes: [SceneNode], _ t: SceneTransform, into clip: inout ScenePath, texts: inout [SceneText]) {
        for n in nodes {
            switch n {
            case .group(let g): collect(g.children, t.concatenating(g.transform), into: &clip, texts: &texts)
            case .shape(let s): clip.append(s.path.applying(t))
            case .image(let i): clip.append(ScenePath.rect(i.rect).applying(t))
            case .text(let x):
                var moved = x
                moved.origin = t.apply(x.origin)
                texts.append(moved)
            }
        }
    }

    private func firstPaint(_ nodes: [SceneNode]) -> Paint? {
        for n in nodes {
            switch n {
            case .group(let g): if let p = firstPaint(g.children) { return p }
            case .shape(let s): if let p = s.fill ?? s.stroke?.paint { return p }
            case .text(let t): return t.fill
            case .image(let i): if let s = i.cellShapes().first, let p = s.fill { return p }
            }
        }
        return nil
    }
}
