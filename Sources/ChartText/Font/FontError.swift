/// Why a font file could not be read.
///
/// Every read of a font file is bounds-checked: a truncated or corrupt file throws one of
/// these, never traps.
public enum FontError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A read ran past the end of the file or of a table.
    case truncated(String)
    /// The file is not a TrueType, OpenType or collection file.
    case unknownFormat
    /// A table every usable font has is missing.
    case missingTable(String)
    /// A table holds values that contradict each other or the file.
    case malformed(String)
    /// A collection has no font at the given index.
    case noSuchFace(Int)
    /// The file could not be read at all.
    case unreadable(String)

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case .truncated(let what): return "The font file ends inside its \(what)."
        case .unknownFormat: return "The file is not a TrueType, OpenType or font collection file."
        case .missingTable(let tag): return "The font has no '\(tag)' table."
        case .malformed(let what): return "The font's \(what) is malformed."
        case .noSuchFace(let index): return "The font collection has no face number \(index)."
        case .unreadable(let why): return "The font file cannot be read: \(why)."
        }
    }
}
