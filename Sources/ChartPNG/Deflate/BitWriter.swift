/// Writes bits least significant first into bytes, as DEFLATE packs them (RFC 1951 §3.1.1).
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Appends the low `length` bits of `bits` (at most 32).
    @inline(__always)
    mutating func write(_ bits: UInt32, _ length: Int) {
        buffer |= UInt64(bits) << UInt64(count)
        count += length
        if count >= 32 {
            let word = UInt32(truncatingIfNeeded: buffer)
            bytes.append(UInt8(truncatingIfNeeded: word))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
            bytes.append(UInt8(truncatingIfNeeded: word >> 16))
            bytes.append(UInt8(truncatingIfNeeded: word >> 24))
            buffer >>= 32
            count -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count = max(0, count - 8)
        }
        buffer = 0
    }

    /// Appends whole bytes; the writer must be byte-aligned.
    mutating func append<C: Collection<UInt8>>(contentsOf data: C) {
        precondition(count == 0, "append(contentsOf:) needs a byte-aligned writer")
        bytes.append(contentsOf: data)
    }

    /// The bytes written so far, the last partial byte padded with zeros.
    mutating func finish() -> [UInt8] {
        alignToByte()
        return bytes
    }

    /// Runs `body` with a writer over `maxBytes` bytes of scratch memory, which writes
    /// without growing or checking an array, then appends what it wrote; `body` must write
    /// no more than that.
    mutating func withReserved(_ maxBytes: Int, _ body: (inout BitSink) -> Void) {
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: maxBytes + 8)
        defer { scratch.deallocate() }
        var sink = BitSink(base: scratch, buffer: buffer, count: count)
        body(&sink)
        bytes.append(contentsOf: UnsafeBufferPointer(start: scratch, count: sink.at))
        buffer = sink.buffer
        count = sink.count
    }
}

/// Writes bits as ``BitWriter`` does, into memory reserved in advance.
struct BitSink {
    let base: UnsafeMutablePointer<UInt8>
    var at = 0
    var buffer: UInt64
    var count: Int

    init(base: UnsafeMutablePointer<UInt8>, buffer: UInt64, count: Int) {
        self.base = base; self.buffer = buffer; self.count = count
    }

    /// Appends the low `length` bits of `bits` (at most 32).
    @inline(__always)
    mutating func write(_ bits: UInt32, _ length: Int) {
        buffer |= UInt64(bits) << UInt64(count)
        count += length
        if count >= 32 {
            UnsafeMutableRawPointer(base + at).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
            at += 4
            buffer >>= 32
            count -= 32
        }
    }
}
