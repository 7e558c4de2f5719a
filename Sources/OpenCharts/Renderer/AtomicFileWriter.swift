import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Musl)
import Musl
private let systemWrite = Musl.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writes a file whole or not at all, and leaves nothing behind that a later write does not
/// clean up.
///
/// The data goes to `.NAME.opencharts-tmp-PID` in the destination's folder, is flushed to disk,
/// and is renamed over the destination, which POSIX makes one step. A process killed in between
/// leaves its hidden file; every write first removes those of processes that no longer run.
enum AtomicFileWriter {
    static let marker = ".opencharts-tmp-"

    /// The hidden file a process writes `url` through.
    static func temporaryURL(for url: URL, pid: Int32 = getpid()) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent)\(marker)\(pid)")
    }

    /// Throws the error a write would meet for a destination that cannot be a file.
    static func checkDestination(_ url: URL) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw ChartRendererError.folderInTheWay(url.path)
        }
        let folder = url.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
            throw ChartRendererError.missingFolder(url.path)
        }
    }

    static func write(_ data: Data, to url: URL) throws {
        removeStaleTemporaries(in: url.deletingLastPathComponent())
        let temp = temporaryURL(for: url)
        let fd = open(temp.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw error(errno, url) }
        var failure: Int32 = 0
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temp.path, url.path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temp.path)
            throw error(failure, url)
        }
    }

    /// Removes hidden files of earlier writes in `folder` whose process is gone.
    static func removeStaleTemporaries(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(".") {
            guard let r = name.range(of: marker, options: .backwards), let pid = Int32(name[r.upperBound...]) else { continue }
            // kill(pid, 0) asks whether the process exists without signalling it.
            if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH {
                unlink(folder.appendingPathComponent(name).path)
            }
        }
    }

    /// The error for a failed system call, with what to do.
    static func error(_ code: Int32, _ url: URL) -> ChartRendererError {
        switch code {
        case ENOSPC, EDQUOT: return .diskFull(url.path)
        case EACCES, EPERM, EROFS: return .permissionDenied(url.path)
        case EISDIR: return .folderInTheWay(url.path)
        case ENOENT, ENOTDIR: return .missingFolder(url.path)
        default: return .cannotWrite(url.path, underlying: String(cString: strerror(code)))
        }
    }
}
