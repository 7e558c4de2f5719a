import ChartScene

extension PDFPageBuilder {
    /// The gradient of a paint whose stops differ in alpha, which a constant alpha cannot draw.
    static func gradientWithVaryingAlpha(_ paint: Paint?) -> LinearGradientPaint? {
        guard case .linearGradient(let g)? = paint else { return nil }
        let alphas = g.stops.map { $0.color.alpha.isFinite ? min(max($0.color.alpha, 0), 1) : 0 }
        guard let low = alphas.min(), let high = alphas.max(), high - low > 0.001 else { return nil }
        return g
    }

    /// An `ExtGState` whose luminosity soft mask is the gradient's alphas as a gray shading,
    /// filled over `path` (in current user space, laid out on `box`), with constant alpha
    /// `opacity`. The mask's space is the user space in force when the state is set, so its
    /// pattern is placed from the identity rather than from the page.
    mutating func alphaMaskState(for g: LinearGradientPaint, path: [UInt8], box: SceneRect, opacity: Double) -> String? {
        guard let pattern = shadingPattern(for: g, box: box, base: .identity, alpha: true) else { return nil }
        var body = PDFBytes()
        body.raw("/Pattern cs /M scn\n")
        body.append(path)
        body.raw("f\n")
        let reach = PDFNumber.string(Self.formReach)
        let form = file.addStream("/Type /XObject /Subtype /Form /BBox [-\(reach) -\(reach) \(reach) \(reach)]"
                                  + " /Group <</S /Transparency /CS /DeviceGray>> /Resources <</Pattern <</M \(pattern) 0 R>>>>",
                                  body.bytes)
        let alpha = PDFNumber.string((opacity * 1000).rounded() / 1000)
        var state = PDFBytes()
        state.ascii("<</SMask <</Type /Mask /S /Luminosity /G \(form) 0 R>> /ca \(alpha) /CA \(alpha)>>")
        let name = "M\(maskStates.count + 1)"
        maskStates[name] = file.add(state)
        return name
    }
}
