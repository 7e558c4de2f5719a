import Foundation
import OpenCharts
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A progress bar on standard error while a large file is read: drawn only when standard error
/// is a terminal, so logs and pipes never see it, and redrawn at most ten times a second.
final class ProgressBar {
    private let label: String
    private let total: Int?
    private var lastDraw = Date.distantPast
    private var drawn = false
    private let write: (String) -> Void

    /// A bar for reading `total` bytes (nil when unknown, as from a pipe), or nil when standard
    /// error is not a terminal.
    static func onTerminal(label: String, total: Int?) -> ProgressBar? {
        guard isatty(STDERR_FILENO) != 0, ProcessInfo.processInfo.environment["TERM"] != "dumb" else { return nil }
        return ProgressBar(label: label, total: total) { FileHandle.standardError.write(Data($0.utf8)) }
    }

    init(label: String, total: Int?, write: @escaping (String) -> Void) {
        self.label = label
        self.total = total.flatMap { $0 > 0 ? $0 : nil }
        self.write = write
    }

    /// Called every row; draws when a tenth of a second has passed since the last drawing.
    func update(bytes: Int, rows: Int) {
        guard rows & 0x3fff == 0 else { return }
        let now = Date()
        guard now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        write("\r" + Self.line(label: label, bytes: bytes, total: total, rows: rows) + "\u{1B}[K")
        drawn = true
    }

    /// Clears the bar's line, so what follows starts on a clean line.
    func finish() {
        if drawn { write("\r\u{1B}[K") }
    }

    /// `reading data.csv [#######.............]  35%  3,500,000 rows`.
    static func line(label: String, bytes: Int, total: Int?, rows: Int) -> String {
        let count = "\(rows.groupedDigits) rows"
        guard let total else { return "reading \(label)  \(count)" }
        let fraction = min(1, max(0, Double(bytes) / Double(total)))
        let width = 24
        let filled = Int(saturating: (fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let percent = String(Int(saturating: (fraction * 100).rounded(.down)))
        return "reading \(label) [\(bar)] \(String(repeating: " ", count: 3 - percent.count))\(percent)%  \(count)"
    }
}
