#if canImport(Foundation)
import Foundation
#endif

/// A read-only window on a font file's bytes, with big-endian reads that throw instead of
/// trapping when they would run past the window.
///
/// A slice (`slice(from:length:)`) shares the file's storage, so a table can be read with
/// offsets relative to its own start, as the OpenType specification gives them.
struct FontBytes: Sendable {
    private let storage: Data
    /// Where this window starts in `storage`.
    let base: Int
    /// How many bytes the window holds.
    let count: Int
    /// What the window holds, for error messages.
    let name: String

    init(_ data: Data, name: String = "file") {
        // Rebase so that indices start at zero whatever slice of a Data was given.
        self.storage = data.startIndex == 0 ? data : Data(data)
        self.base = 0
        self.count = storage.count
        self.name = name
    }

    private init(storage: Data, base: Int, count: Int, name: String) {
        self.storage = storage; self.base = base; self.count = count; self.name = name
    }

    /// The bytes `offset ..< offset + length` as a window of their own.
    func slice(from offset: Int, length: Int, name: String? = nil) throws -> FontBytes {
        try check(offset, length)
        return FontBytes(storage: storage, base: base + offset, count: length, name: name ?? self.name)
    }

    /// The bytes from `offset` to the end as a window of their own.
    func slice(from offset: Int, name: String? = nil) throws -> FontBytes {
        try slice(from: offset, length: count - min(max(offset, 0), count), name: name)
    }

    func check(_ offset: Int, _ length: Int) throws {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw FontError.truncated(name)
        }
    }

    func u8(_ offset: Int) throws -> UInt8 {
        try check(offset, 1)
        return storage[base + offset]
    }

    func u16(_ offset: Int) throws -> UInt16 {
        try check(offset, 2)
        let i = base + offset
        return UInt16(storage[i]) << 8 | UInt16(storage[i + 1])
    }

    func i16(_ offset: Int) throws -> Int16 { Int16(bitPattern: try u16(offset)) }

    func u24(_ offset: Int) throws -> UInt32 {
        try check(offset, 3)
        let i = base + offset
        return UInt32(storage[i]) << 16 | UInt32(storage[i + 1]) << 8 | UInt32(storage[i + 2])
    }

    func u32(_ offset: Int) throws -> UInt32 {
        try check(offset, 4)
        let i = base + offset
        return UInt32(storage[i]) << 24 | UInt32(storage[i + 1]) << 16
            | UInt32(storage[i + 2]) << 8 | UInt32(storage[i + 3])
    }

    func i32(_ offset: Int) throws -> Int32 { Int32(bitPattern: try u32(offset)) }

    /// An unsigned offset of `size` bytes (1 to 4), as CFF INDEX structures store them.
    func offset(_ offset: Int, size: Int) throws -> Int {
        switch size {
        case 1: return Int(try u8(offset))
        case 2: return Int(try u16(offset))
        case 3: return Int(try u24(offset))
        case 4: return Int(try u32(offset))
        default: throw FontError.malformed("\(name) offset size")
        }
    }

    /// The bytes `offset ..< offset + length`, copied.
    func bytes(_ offset: Int, _ length: Int) throws -> [UInt8] {
        try check(offset, length)
        return [UInt8](storage[(base + offset) ..< (base + offset + length)])
    }

    /// The four-character tag at `offset`.
    func tag(_ offset: Int) throws -> String {
        String(decoding: try bytes(offset, 4), as: UTF8.self)
    }
}
