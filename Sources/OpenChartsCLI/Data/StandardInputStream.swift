import Foundation
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Standard input as a stream, after its first bytes were read to tell JSON from CSV: those bytes
/// come first, then the rest of the input as it arrives.
final class StandardInputStream: InputStream {
    private let prefix: [UInt8]
    private var offset = 0
    private var status: Stream.Status = .notOpen
    private var ended = false

    init(prefix: [UInt8]) {
        self.prefix = prefix
        super.init(data: Data())
    }

    /// Up to `count` bytes from the start of standard input, fewer only at its end.
    static func readPrefix(_ count: Int = 4096) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = bytes.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress! + filled, count - filled) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            filled += n
        }
        return Array(bytes.prefix(filled))
    }

    /// Whether `prefix` starts, after white space, like JSON: `[` or `{`.
    static func looksLikeJSON(_ prefix: [UInt8]) -> Bool {
        let body = prefix.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(prefix.dropFirst(3)) : prefix
        guard let first = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return false }
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
    }

    /// The prefix and everything after it, for a reader that needs the whole input.
    func readAll() -> Data {
        var data = Data(prefix)
        data.append(FileHandle.standardInput.readDataToEndOfFile())
        return data
    }

    override func open() { status = .open }
    override func close() { status = .closed }
    override var streamStatus: Stream.Status { status }
    override var streamError: Error? { nil }
    override var hasBytesAvailable: Bool { !ended }
    override func getBuffer(_ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length len: UnsafeMutablePointer<Int>) -> Bool { false }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        if offset < prefix.count {
            let n = min(len, prefix.count - offset)
            prefix.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: n) }
            offset += n
            return n
        }
        while true {
            let n = systemRead(STDIN_FILENO, buffer, len)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { ended = true; status = .atEnd }
            return max(0, n)
        }
    }
}
