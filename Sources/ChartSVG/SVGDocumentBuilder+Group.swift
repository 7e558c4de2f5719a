import ChartScene
#if canImport(Foundation)
import Foundation
#endif

extension SVGDocumentBuilder {
    /// Writes a group as `<g>`, after the `<defs>` of its clip rectangle and clip path if it has them.
    ///
    /// Clip paths are numbered in order of appearance and live in the group's own
    /// coordinates, as SVG's `userSpaceOnUse` clip paths do: they are resolved in the user
    /// space of the referencing element, its `transform` included. A group with both a clip
    /// rectangle and a clip path is clipped by the path's `<clipPath>`, which is itself clipped
    /// by the rectangle's, so only what lies inside both shows. A group with a non-finite
    /// transform, opacity or clip rectangle is left out: there is no sound way to draw it.
    /// A clip path's non-finite segments are dropped as a shape's are.
    mutating func write(_ group: SceneGroup) {
        let transform = group.transform
        guard group.opacity.isFinite, SVGTransform.isFinite(transform) else { return }
        var clipID: Int?
        if let clip = group.clip {
            let r = clip.standardized
            guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
            clipCount += 1
            clipID = clipCount
            writeClipDefinition(r, id: clipCount)
        }
        if let path = group.clipPath {
            clipCount += 1
            writeClipDefinition(path, id: clipCount, within: clipID)
            clipID = clipCount
        }
        out.raw("<g")
        writeSemantics(group.semantics)
        if !transform.isIdentity {
            out.raw(" transform=\"")
            SVGTransform.write(transform, to: &out)
            out.byte(0x22)
        }
        writeOpacity(group.opacity)
        if let clipID {
            out.raw(" clip-path=\"url(#")
            writeID("clip", number: clipID)
            out.raw(")\"")
        }
        guard !group.children.isEmpty else { out.raw("/>\n"); return }
        out.raw(">\n")
        for child in group.children { write(child) }
        out.raw("</g>\n")
    }

    private mutating func writeClipDefinition(_ r: SceneRect, id: Int) {
        out.raw("<defs><clipPath id=\"")
        writeID("clip", number: id)
        out.raw("\"><rect")
        out.attribute("x", r.x)
        out.attribute("y", r.y)
        out.attribute("width", r.width)
        out.attribute("height", r.height)
        out.raw("/></clipPath></defs>\n")
    }

    /// A `<clipPath>` holding one path; `within` names a clip path that clips this one in turn.
    private mutating func writeClipDefinition(_ path: ScenePath, id: Int, within outer: Int?) {
        out.raw("<defs><clipPath id=\"")
        writeID("clip", number: id)
        out.byte(0x22)
        if let outer {
            out.raw(" clip-path=\"url(#")
            writeID("clip", number: outer)
            out.raw(")\"")
        }
        out.raw("><path d=\"")
        SVGPathData.write(path, to: &out)
        out.raw("\"/></clipPath></defs>\n")
    }
}


/// The `transform` attribute value for a ``SceneTransform``, in the shortest form that
/// reproduces it: `translate(x,y)`, `scale(s)`, `rotate(deg)`, a translation followed by one
/// of those, or else the full `matrix(a,b,c,d,e,f)`.
///
/// Translations print with the document's two fraction digits; scale factors and the matrix's
/// linear part print with six, since an error there grows with the distance from the origin.
enum SVGTransform {
    /// How far a coefficient may stray from the short form's and still count as exact.
    private static let tolerance = 1e-9

    /// Whether every coefficient is finite, so that the transform can be written at all.
    static func isFinite(_ t: SceneTransform) -> Bool {
        t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }

    /// Writes the attribute value (without quotes) for a finite transform that is not the identity.
    static func write(_ t: SceneTransform, to out: inout SVGOutput) {
        let isLinearIdentity = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
        let hasTranslation = t.tx != 0 || t.ty != 0
        if isLinearIdentity {
            writeTranslation(t, to: &out)
        } else if t.b == 0 && t.c == 0 {
            if hasTranslation { writeTranslation(t, to: &out); out.byte(0x20) }
            out.raw("scale("); out.number(t.a, fractionDigits: 6)
            if t.d != t.a { out.byte(UInt8(ascii: ",")); out.number(t.d, fractionDigits: 6) }
            out.byte(UInt8(ascii: ")"))
        } else if let degrees = rotationDegrees(t) {
            if hasTranslation { writeTranslation(t, to: &out); out.byte(0x20) }
            out.raw("rotate("); out.number(degrees); out.byte(UInt8(ascii: ")"))
        } else {
            out.raw("matrix(")
            for (i, v) in [t.a, t.b, t.c, t.d].enumerated() {
                if i > 0 { out.byte(UInt8(ascii: ",")) }
                out.number(v, fractionDigits: 6)
            }
            out.byte(UInt8(ascii: ",")); out.number(t.tx)
            out.byte(UInt8(ascii: ",")); out.number(t.ty)
            out.byte(UInt8(ascii: ")"))
        }
    }

    private static func writeTranslation(_ t: SceneTransform, to out: inout SVGOutput) {
        out.raw("translate("); out.number(t.tx)
        out.byte(UInt8(ascii: ",")); out.number(t.ty)
        out.byte(UInt8(ascii: ")"))
    }

    /// The angle, rounded to hundredths of a degree, when the linear part is that rotation.
    private static func rotationDegrees(_ t: SceneTransform) -> Double? {
        let degrees = (atan2(t.b, t.a) * 180 / .pi * 100).rounded() / 100
        let radians = degrees * .pi / 180
        let cs = cos(radians), sn = sin(radians)
        let matches = abs(t.a - cs) <= tolerance && abs(t.b - sn) <= tolerance
            && abs(t.c + sn) <= tolerance && abs(t.d - cs) <= tolerance
        return matches ? degrees : nil
    }
}
