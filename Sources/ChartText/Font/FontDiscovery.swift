#if canImport(Foundation)
import Foundation
#endif

/// Finds font files on the machine: the `OPENCHARTS_FONT_PATH` entries first, then the usual
/// font folders, each folder's files in sorted order.
enum FontDiscovery {
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The folders searched after `OPENCHARTS_FONT_PATH`.
    static var standardFolders: [String] {
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        var folders = ["/usr/share/fonts", "/usr/local/share/fonts", home + "/.fonts", home + "/.local/share/fonts"]
        #if os(macOS)
        folders += ["/System/Library/Fonts", "/Library/Fonts", home + "/Library/Fonts"]
        #endif
        return folders
    }

    /// Every font file without duplicates, in two groups searched one after the other: those
    /// of `OPENCHARTS_FONT_PATH` in the order its entries give, then the standard folders'.
    static func fontFiles(environment: [String: String] = ProcessInfo.processInfo.environment) -> [[String]] {
        let custom = (environment["OPENCHARTS_FONT_PATH"] ?? "").split(separator: ":").map(String.init)
        var seen = Set<String>()
        return [custom, standardFolders].map { entries in
            entries.flatMap { files(at: $0) }.filter { seen.insert($0).inserted }
        }
    }

    /// The font files at a path: the path itself if it is a font file, else the fonts in the
    /// folder and its subfolders, sorted.
    static func files(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return isFont(path) ? [path] : [] }
        guard let walker = FileManager.default.enumerator(atPath: path) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if isFont(relative) { found.append(path + "/" + relative) }
        }
        return found.sorted()
    }

    private static func isFont(_ path: String) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// The files of each group in a stable order that tries the wanted weight first.
    static func ordered(_ groups: [[String]], bold: Bool) -> [String] {
        groups.flatMap { ordered($0, bold: bold) }
    }

    /// The files in a stable order that tries faces of the wanted weight first.
    static func ordered(_ files: [String], bold: Bool) -> [String] {
        func rank(_ path: String) -> Int {
            let name = (path as NSString).lastPathComponent.lowercased()
            let isBold = name.contains("bold") || name.contains("black") || name.contains("heavy")
            let isOther = name.contains("italic") || name.contains("oblique") || name.contains("light")
                || name.contains("thin") || name.contains("medium") || name.contains("mono")
                || name.contains("serif") && !name.contains("sans")
            if bold { return isBold && !isOther ? 0 : isBold ? 1 : isOther ? 3 : 2 }
            return !isBold && !isOther ? 0 : isOther && !isBold ? 1 : 2
        }
        return files.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }
}
