import Foundation

/// The file formats `write(to:)` knows, by file extension. A backend adds its case here and one
/// line to `ChartRenderer.encoded(_:)`.
enum OutputFormat: String, CaseIterable {
    case svg, png, pdf, html

    /// The extensions as a message lists them: ".svg, .png, .pdf or .html".
    static var list: String {
        let names = allCases.map { "." + $0.rawValue }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}

extension ChartRenderer {
    /// Writes the view to a file; the format comes from the extension: `.svg`, `.png` (at
    /// 2 pixels per point), `.pdf` or `.html` (an interactive page).
    ///
    /// The file is written whole or not at all: the output goes to a hidden file beside it
    /// (`.sales.svg.opencharts-tmp-PID`), which then replaces the destination in one step.
    /// Such a file left behind by a process that was killed is removed by the next write to
    /// that folder. A chart that one of ``limits`` would cut short is not written: the call throws
    /// ``ChartRenderLimitError`` and leaves any file already there as it was.
    ///
    /// ```swift
    /// try renderer.write(to: URL(fileURLWithPath: "reports/sales.svg"))
    /// ```
    public func write(to url: URL) throws {
        let ext = url.pathExtension.lowercased()
        guard !ext.isEmpty else { throw ChartRendererError.missingExtension(url.path) }
        guard let format = OutputFormat(rawValue: ext) else { throw ChartRendererError.unsupportedFormat(ext) }
        try AtomicFileWriter.checkDestination(url)
        try AtomicFileWriter.write(encoded(format), to: url)
    }

    /// The view encoded in `format`.
    func encoded(_ format: OutputFormat) throws -> Data {
        switch format {
        case .svg: return Data(try checkedSVG().utf8)
        case .png: return try png()
        case .pdf: return try pdf()
        case .html: return Data(try html().utf8)
        }
    }
}

/// Why a render could not be written; each message says what to do.
public enum ChartRendererError: Error, CustomStringConvertible, Equatable {
    /// The extension names no format the renderer writes.
    case unsupportedFormat(String)
    /// The file could not be written, for the reason given.
    case cannotWrite(String, underlying: String)
    /// The file name has no extension to choose the format by.
    case missingExtension(String)
    /// A folder has the name the file should have.
    case folderInTheWay(String)
    /// The folder the file should go in does not exist.
    case missingFolder(String)
    /// The disk or its quota is full.
    case diskFull(String)
    /// The folder may not be written to.
    case permissionDenied(String)

    /// A sentence that says what went wrong.
    public var description: String {
        switch self {
        case .unsupportedFormat(let ext):
            return "Cannot write '.\(ext)' files: use a file name ending in \(OutputFormat.list)."
        case .cannotWrite(let path, let why):
            return "Cannot write \(path): \(why). Check that the folder exists and is writable."
        case .missingExtension(let path):
            return "Cannot write \(path): the name has no extension to choose the format. Add one of \(OutputFormat.list)."
        case .folderInTheWay(let path):
            return "Cannot write \(path): a folder of that name is in the way. Choose another file name or remove the folder."
        case .missingFolder(let path):
            return "Cannot write \(path): its folder does not exist. Create the folder first."
        case .diskFull(let path):
            return "Cannot write \(path): the disk is full. Free some space or write to another disk; the old file, if any, is unchanged."
        case .permissionDenied(let path):
            return "Cannot write \(path): permission denied. Write to a folder you may write to, or change its permissions."
        }
    }
}
