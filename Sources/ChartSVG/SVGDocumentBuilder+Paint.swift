import ChartScene

/// Colour arithmetic shared by the paint writers.
enum SVGColor {
    /// A colour component as a byte: clamped to 0...1 (NaN counts as 0), then rounded.
    static func level(_ component: Double) -> UInt8 {
        let c = component.isNaN ? 0 : min(max(component, 0), 1)
        return UInt8(saturating: (c * 255).rounded())
    }

    /// An alpha or opacity in hundredths, as printed: clamped to 0...1, NaN counts as 0.
    static func quantizedAlpha(_ alpha: Double) -> Double {
        let a = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
        return (a * 100).rounded() / 100
    }

    /// The printed alpha, or nil when it prints as 0 and the paint is invisible.
    static func visibleAlpha(_ alpha: Double) -> Double? {
        let a = quantizedAlpha(alpha)
        return a > 0 ? a : nil
    }
}

/// A gradient as defined in the document: its paint and, when the painted shape's box has
/// no area (objectBoundingBox would make it vanish), the box to map it into user space.
struct GradientKey: Hashable {
    var paint: LinearGradientPaint
    var userSpaceBox: SceneRect?
}

/// A paint reduced to what the attributes say.
enum ResolvedPaint {
    case none
    case color(RGBA, alpha: Double)
    case gradient(id: Int)
}

extension SVGDocumentBuilder {
    /// Resolves `paint`, writing a `<defs>` with its gradient first when the gradient is new.
    /// `box` is the painted shape's bounds, when known; a gradient on a box without area is
    /// mapped into user space, since SVG would not draw it in objectBoundingBox units.
    mutating func resolve(_ paint: Paint?, box: SceneRect?) -> ResolvedPaint {
        switch paint {
        case nil:
            return .none
        case .color(let c)?:
            guard let alpha = SVGColor.visibleAlpha(c.alpha) else { return .none }
            return .color(c, alpha: alpha)
        case .linearGradient(let g)?:
            guard !g.stops.isEmpty else { return .none }
            let points = [g.start.x, g.start.y, g.end.x, g.end.y]
            guard points.allSatisfy(\.isFinite) else {
                return resolve(.color(g.stops[0].color), box: box)
            }
            var key = GradientKey(paint: g, userSpaceBox: nil)
            if let b = box, b.width == 0 || b.height == 0 { key.userSpaceBox = b }
            if let id = gradientIDs[key] { return .gradient(id: id) }
            let id = gradientIDs.count + 1
            gradientIDs[key] = id
            writeDefinition(of: key, id: id)
            return .gradient(id: id)
        }
    }

    /// Writes ` fill="…"` (or the stroke equivalent) and its opacity attribute.
    mutating func writePaint(_ paint: ResolvedPaint, _ name: StaticString, opacityName: StaticString) {
        switch paint {
        case .none:
            out.attribute(name, raw: "none")
        case .color(let c, let alpha):
            out.attribute(name, color: c)
            if alpha < 1 { out.attribute(opacityName, alpha) }
        case .gradient(let id):
            out.byte(0x20); out.raw(name); out.raw("=\"url(#")
            writeID("grad", number: id)
            out.raw(")\"")
        }
    }

    private mutating func writeDefinition(of key: GradientKey, id: Int) {
        let g = key.paint
        var start = g.start, end = g.end
        if let b = key.userSpaceBox {
            start = ScenePoint(b.x + start.x * b.width, b.y + start.y * b.height)
            end = ScenePoint(b.x + end.x * b.width, b.y + end.y * b.height)
        }
        out.raw("<defs><linearGradient id=\""); writeID("grad", number: id); out.byte(0x22)
        out.attribute("x1", start.x)
        out.attribute("y1", start.y)
        out.attribute("x2", end.x)
        out.attribute("y2", end.y)
        if key.userSpaceBox != nil { out.attribute("gradientUnits", raw: "userSpaceOnUse") }
        out.byte(UInt8(ascii: ">"))
        for stop in g.stops {
            let offset = stop.location.isNaN ? 0 : min(max(stop.location, 0), 1)
            out.raw("<stop")
            out.attribute("offset", offset)
            out.attribute("stop-color", color: stop.color)
            let alpha = SVGColor.quantizedAlpha(stop.color.alpha)
            if alpha < 1 { out.attribute("stop-opacity", alpha) }
            out.raw("/>")
        }
        out.raw("</linearGradient></defs>\n")
    }
}
