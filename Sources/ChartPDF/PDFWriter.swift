import ChartScene
import ChartText

/// A written PDF: the file's bytes and what could not be drawn as asked.
package struct PDFDocument: Sendable {
    package var bytes: [UInt8]
    /// Warnings met while writing, such as text no font could draw.
    package var warnings: [String]
}

/// Writes a ``Scene`` as a one-page PDF.
///
/// - The page is the scene's size, one point per PDF unit, with y flipped once at the top of
///   the content stream so that every node is written in scene coordinates.
/// - Shapes are vector paths; strokes keep width, caps, joins, miter limit and dashes; linear
///   gradients are axial shading patterns; opacity is an `ExtGState` alpha (fill and stroke),
///   a group's opacity a transparency group; clip rectangles and paths clip.
/// - Text is real text in embedded font subsets: TrueType faces (the bundled Liberation Sans)
///   as `CIDFontType2` with `FontFile2`, CFF faces (such as Noto Sans CJK) as `CIDFontType0`
///   with `FontFile3`/`CIDFontType0C`, each with Identity-H encoding and a `ToUnicode` CMap,
///   so text can be searched and copied.
/// - The scene's title and summary are the document's Title and Subject.
/// - Every stream (page content, transparency groups, soft masks, ToUnicode maps, font programs)
///   is compressed with DEFLATE (`/FlateDecode`) when that makes it smaller; the bytes depend only
///   on the scene (no dates, no ids).
///
/// ```swift
/// let pdf = PDFWriter().document(for: scene)
/// try Data(pdf.bytes).write(to: URL(fileURLWithPath: "chart.pdf"))
/// ```
package struct PDFWriter: Sendable {
    package init() {}

    package func document(for scene: Scene) -> PDFDocument {
        var builder = PDFPageBuilder()
        return builder.write(scene)
    }
}
