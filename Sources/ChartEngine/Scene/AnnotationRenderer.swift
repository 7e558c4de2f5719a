import ChartScene

extension MarkRenderer {
    /// Default gap between a mark and its annotation.
    static let annotationSpacing = 4.0

    /// Places each annotation of `m` around `anchor`, the mark's rectangle, as Swift Charts does:
    /// `.top` above it, `.trailing` after it, `.overlay` inside it, aligned by the alignment.
    /// A sector's anchor is the point in its middle, where its annotations sit by default.
    func annotate(_ m: ResolvedMark, anchor: SceneRect) -> [SceneNode] {
        m.spec.style.annotations.flatMap { a -> [SceneNode] in
            let (content, rect) = placed(a, of: m, anchor: anchor)
            return content.render(in: fitted(rect, a.overflow))
        }
    }

    /// An annotation's content and where it goes before any overflow resolution.
    func placed(_ a: AnnotationSpec, of m: ResolvedMark, anchor: SceneRect) -> (any SceneContent, SceneRect) {
        let content = a.targeted?(anchor.size) ?? a.content
        var placement = a.placement
        if placement == .automatic {
            switch m.kind {
            case .sector: placement = .overlay
            case .bar where m.valueAxis == .x: placement = .trailing
            default: placement = .top
            }
        }
        // Over its mark, an annotation is offered the mark's size: a shape without a frame of its
        // own (a candle's outline over its body) fills the mark rather than taking 10 points.
        // Text and framed views keep their own size.
        var size = content.size(proposal: nil)
        if placement == .overlay && anchor.width >= 1 && anchor.height >= 1 {
            let roomy = content.size(proposal: SceneSize(width: 100_000, height: 100_000))
            if roomy.width > size.width + 0.5 && roomy.height > size.height + 0.5 { size = content.size(proposal: anchor.size) }
        }
        let gap = a.spacing ?? Self.annotationSpacing
        let origin = Self.annotationOrigin(placement: placement, alignment: a.alignment, size: size, anchor: anchor, gap: gap)
        return (content, SceneRect(origin: origin, size: size))
    }

    /// The top-leading corner of an annotation of `size` placed around `r`.
    static func annotationOrigin(placement: AnnotationPlacement, alignment: (x: Double, y: Double)?, size: SceneSize,
                                 anchor r: SceneRect, gap: Double) -> ScenePoint {
        // Along the side it sits on, alignment slides the annotation from the leading (top) edge
        // of the mark to its trailing (bottom) edge; centred by default.
        let ax = alignment?.x ?? 0.5, ay = alignment?.y ?? 0.5
        let alignedX = r.minX + ax * r.width - ax * size.width
        let alignedY = r.minY + ay * r.height - ay * size.height
        switch placement {
        case .top, .automatic: return ScenePoint(alignedX, r.minY - gap - size.height)
        case .bottom: return ScenePoint(alignedX, r.maxY + gap)
        case .leading: return ScenePoint(r.minX - gap - size.width, alignedY)
        case .trailing: return ScenePoint(r.maxX + gap, alignedY)
        case .overlay: return ScenePoint(alignedX, alignedY)
        case .topLeading: return ScenePoint(r.minX - gap - size.width, r.minY - gap - size.height)
        case .topTrailing: return ScenePoint(r.maxX + gap, r.minY - gap - size.height)
        case .bottomLeading: return ScenePoint(r.minX - gap - size.width, r.maxY + gap)
        case .bottomTrailing: return ScenePoint(r.maxX + gap, r.maxY + gap)
        }
    }
}
