import Foundation

extension ClientMessage {
    /// Reads what a page sent: a flat object of plain strings and numbers, as the page writes
    /// every event, is read directly; anything else (escapes, nesting, `null`, a key met twice, a
    /// key this server does not know) goes to `JSONDecoder`, which decides. `nil` when malformed.
    static func read(_ text: String) -> ClientMessage? {
        if let fast = flat(text) { return fast }
        return try? JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
    }

    /// The message of a flat object whose values are numbers and strings without escapes, or
    /// `nil` when the text is anything else (the decoder then reads it).
    static func flat(_ text: String) -> ClientMessage? {
        var s = text
        return s.withUTF8 { bytes in
            var reader = Flat(bytes: bytes)
            return reader.message()
        }
    }

    private struct Flat {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func skipSpace() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        }

        mutating func take(_ c: UInt8) -> Bool {
            skipSpace()
            guard i < bytes.count, bytes[i] == c else { return false }
            i += 1
            return true
        }

        /// A string without escapes or control characters.
        mutating func string() -> String? {
            guard take(0x22) else { return nil }
            let start = i
            while i < bytes.count, bytes[i] != 0x22 {
                if bytes[i] == 0x5C || bytes[i] < 0x20 { return nil }
                i += 1
            }
            guard i < bytes.count else { return nil }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            i += 1
            return value
        }

        /// A number as JSON writes one: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
        mutating func number() -> (value: Double, integer: Bool)? {
            skipSpace()
            let start = i
            func digits() -> Int { var n = 0; while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1; n += 1 }; return n }
            if i < bytes.count, bytes[i] == 0x2D { i += 1 }
            guard i < bytes.count else { return nil }
            if bytes[i] == 0x30 { i += 1 } else if digits() == 0 { return nil }
            var integer = true
            if i < bytes.count, bytes[i] == 0x2E { i += 1; integer = false; guard digits() > 0 else { return nil } }
            if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
                i += 1; integer = false
                if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
                guard digits() > 0 else { return nil }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            guard let v = Double(text) else { return nil }
            return (v, integer)
        }

        mutating func message() -> ClientMessage? {
            guard take(0x7B) else { return nil }
            var type: String?, phase: String?, text: String?
            var x: Double?, y: Double?, width: Double?, height: Double?, delta: Double?
            var id: Int?
            var seen = Set<String>()
            if take(0x7D) { return nil }
            repeat {
                guard let key = string(), seen.insert(key).inserted, take(0x3A) else { return nil }
                switch key {
                case "type", "phase", "text":
                    guard let v = string() else { return nil }
                    if key == "type" { type = v } else if key == "phase" { phase = v } else { text = v }
                case "x", "y", "width", "height", "delta":
                    guard let v = number()?.value else { return nil }
                    switch key {
                    case "x": x = v
                    case "y": y = v
                    case "width": width = v
                    case "height": height = v
                    default: delta = v
                    }
                case "id":
                    // Whole numbers only; others (1.0, 1e3, past Int's range) are the decoder's to judge.
                    guard let n = number(), n.integer, abs(n.value) < 1e15 else { return nil }
                    id = Int(exactly: n.value)
                default:
                    return nil
                }
            } while take(0x2C)
            guard take(0x7D) else { return nil }
            skipSpace()
            guard i == bytes.count, let type else { return nil }
            return ClientMessage(type: type, x: x, y: y, width: width, height: height, id: id, phase: phase, text: text, delta: delta)
        }
    }
}
