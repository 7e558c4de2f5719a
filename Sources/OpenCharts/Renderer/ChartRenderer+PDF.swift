import ChartPDF
import ChartScene
import Foundation

extension ChartRenderer {
    /// The view as a one-page PDF of its size (one point per PDF unit), with vector paths and
    /// real, selectable text in embedded subsets of the bundled Liberation Sans (and of the
    /// machine's fonts for characters it lacks, such as Japanese).
    ///
    /// The same view gives the same bytes on every machine with the same fonts: the file has
    /// no creation date or random id. Streams are compressed with DEFLATE. Text that no font can draw
    /// is shown as boxes and reported in ``warnings``.
    ///
    /// ```swift
    /// var renderer = ChartRenderer(content: SalesChart())
    /// renderer.proposedSize = ProposedViewSize(width: 640, height: 400)
    /// try renderer.pdf().write(to: URL(fileURLWithPath: "sales.pdf"))
    /// ```
    ///
    /// - Throws: ``ChartRenderLimitError`` when one of ``limits`` would cut a chart short.
    public func pdf() throws -> Data {
        let document = PDFWriter().document(for: try checkedScene())
        report.warnings += document.warnings
        try checkOutputSize(document.bytes.count)
        return Data(document.bytes)
    }
}
