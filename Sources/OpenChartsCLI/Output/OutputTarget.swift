import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import OpenCharts

/// Where a chart goes and in which format: a file, written whole through a temporary file
/// beside it and renamed only once complete, or standard output.
struct OutputTarget {
    enum Format: String, CaseIterable {
        case svg, png, pdf, html
    }

    /// The file, or nil for standard output.
    var url: URL?
    var format: Format

    init(path: String?, format: String?, input: String) throws {
        var chosen: Format?
        if let format {
            guard let f = Format(rawValue: format.lowercased()) else { throw CLIError("--format \(CLIError.quoted(format)) is not svg, png, pdf or html") }
            chosen = f
        }
        // Without -o: the data file's name with the format's extension, in the current folder.
        let path = path ?? {
            let base = input == "-" ? "chart" : URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
            return base + "." + (chosen ?? .svg).rawValue
        }()
        if path == "-" {
            url = nil
            self.format = chosen ?? .svg
            return
        }
        let url = URL(fileURLWithPath: path)
        self.url = url
        let ext = url.pathExtension.lowercased()
        if let chosen {
            self.format = chosen
        } else if let f = Format(rawValue: ext == "htm" ? "html" : ext) {
            self.format = f
        } else {
            throw CLIError("cannot tell the format of \(url.lastPathComponent): end the name in .svg, .png, .pdf or .html, or give --format")
        }
    }

    /// Fails early, before any data is read, when the file could not be written.
    func checkWritable() throws {
        guard let url else { return }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw CLIError("cannot write \(url.path): it is a folder")
        }
        let folder = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError("cannot write \(url.path): the folder \(folder.path) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw CLIError("cannot write \(url.path): the folder is not writable")
        }
    }

    func encode<V: View>(_ renderer: ChartRenderer<V>, scale: Double) throws -> Data {
        do {
            switch format {
            case .svg: return Data(try renderer.checkedSVG().utf8)
            case .png: return try renderer.png(scale: scale)
            case .pdf: return try renderer.pdf()
            case .html: return Data(try renderer.html().utf8)
            }
        } catch let e as CLIError {
            throw e
        } catch let e as ChartRenderLimitError {
            throw CLIError.limit(e)
        } catch {
            throw CLIError("cannot render the chart as \(format.rawValue.uppercased()): \(error)")
        }
    }

    /// Writes `data` to a hidden temporary file in the destination's folder and renames it over
    /// the destination, so a reader never sees half a file and a failure leaves the old one.
    func write(_ data: Data) throws {
        guard let url else {
            FileHandle.standardOutput.write(data)
            return
        }
        let temp = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).openchart-\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temp)
            // rename(2) replaces the destination in one step: readers see the old file or the new one.
            guard rename(temp.path, url.path) == 0 else {
                throw CLIError("cannot write \(url.path): \(String(cString: strerror(errno)))")
            }
        } catch let e as CLIError {
            try? FileManager.default.removeItem(at: temp)
            throw e
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw CLIError("cannot write \(url.path): \(error.localizedDescription)")
        }
    }
}
