import ChartScene

extension PDFPageBuilder {
    /// Writes a group between `q` and `Q`: its transform, its clip rectangle and clip path,
    /// then its children. A group that is not fully opaque is drawn as a transparency group
    /// (a form XObject painted with the group's alpha), so overlapping children do not show
    /// through each other. Groups with non-finite transforms, opacity or clips are left out.
    mutating func write(_ group: SceneGroup) {
        guard group.opacity.isFinite, Self.isFinite(group.transform) else { return }
        if let clip = group.clip {
            guard clip.x.isFinite, clip.y.isFinite, clip.width.isFinite, clip.height.isFinite else { return }
        }
        let opacity = min(max(group.opacity, 0), 1)
        guard opacity >= 0.0005, !group.children.isEmpty else { return }
        if opacity < 0.9995 {
            writeTransparencyGroup(group, alpha: opacity)
        } else {
            writeBody(group)
        }
    }

    private mutating func writeBody(_ group: SceneGroup) {
        let savedCTM = ctm
        content.raw("q\n")
        concatenate(group.transform)
        if let clip = group.clip {
            let r = clip.standardized
            content.numbers(r.x, r.y, r.width, r.height); content.raw("re W n\n")
        }
        if let clipPath = group.clipPath {
            if PDFPath.write(clipPath, to: &content) {
                content.raw("W n\n")
            } else {
                // A clip path that draws nothing clips everything away.
                content.raw("0 0 0 0 re W n\n")
            }
        }
        write(group.children)
        content.raw("Q\n")
        ctm = savedCTM
    }

    /// The group drawn into a form XObject of its own, painted with `alpha`.
    private mutating func writeTransparencyGroup(_ group: SceneGroup, alpha: Double) {
        let outerContent = content, outerCTM = ctm
        content = PDFBytes()
        // Inside the form, the default space is the space the form is painted in.
        ctm = .identity
        writeBody(group)
        let body = content.bytes
        content = outerContent
        ctm = outerCTM
        let reach = PDFNumber.string(Self.formReach)
        let form = file.addStream("/Type /XObject /Subtype /Form /BBox [-\(reach) -\(reach) \(reach) \(reach)]"
                                  + " /Group <</S /Transparency /CS /DeviceRGB>> /Resources \(resources) 0 R", body)
        let name = "X\(xObjects.count + 1)"
        xObjects[name] = form
        let state = alphaState(fill: alpha, stroke: alpha)
        content.ascii("q /\(state) gs /\(name) Do Q\n")
    }

    /// How far from the origin a transparency group's box reaches, in points: beyond any page.
    static let formReach = 100_000.0
}
