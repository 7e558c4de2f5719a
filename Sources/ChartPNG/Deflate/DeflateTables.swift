/// The length and distance alphabets of DEFLATE (RFC 1951 §3.2.5): for each copy length or
/// distance, its symbol, the symbol's base value and the number of extra bits after it.
enum DeflateTables {
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                    35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                     3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                      257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                      8193, 12289, 16385, 24577]
    static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                       7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The length code (0...28, add 257 for the symbol) of each length 0...258.
    static let lengthCode: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 259)
        for code in 0..<29 {
            let end = code == 28 ? 259 : (code == 27 ? 258 : lengthBase[code + 1])
            for l in lengthBase[code]..<end { table[l] = UInt8(code) }
        }
        return table
    }()

    /// The distance code of `distance - 1` for distances up to 256, and of `(distance - 1) >> 7`
    /// (offset by 256) above, as zlib's `d_code` splits the table.
    static let distanceCodeTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        for code in 0..<30 {
            let end = code == 29 ? 32769 : distanceBase[code + 1]
            for d in distanceBase[code]..<end {
                if d <= 256 { table[d - 1] = UInt8(code) } else { table[256 + ((d - 1) >> 7)] = UInt8(code) }
            }
        }
        return table
    }()

    @inline(__always)
    static func distanceCode(_ distance: Int) -> Int {
        distance <= 256 ? Int(distanceCodeTable[distance - 1]) : Int(distanceCodeTable[256 + ((distance - 1) >> 7)])
    }

    /// The fixed literal/length code lengths (RFC 1951 §3.2.6).
    static let fixedLiteralLengths: [UInt8] = (0..<288).map { s in
        s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8
    }
    static let fixedDistanceLengths = [UInt8](repeating: 5, count: 30)

    /// The order in which code-length code lengths are written (RFC 1951 §3.2.7).
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The length and distance tables as buffers, for loops that look them up per token
    /// without reaching the globals each time.
    struct Buffers {
        let lengthCode: UnsafeBufferPointer<UInt8>
        let lengthExtra: UnsafeBufferPointer<Int>
        let lengthBase: UnsafeBufferPointer<Int>
        let distanceCodeTable: UnsafeBufferPointer<UInt8>
        let distanceExtra: UnsafeBufferPointer<Int>
        let distanceBase: UnsafeBufferPointer<Int>

        @inline(__always)
        func distanceCode(_ distance: Int) -> Int {
            distance <= 256 ? Int(distanceCodeTable[distance - 1]) : Int(distanceCodeTable[256 + ((distance - 1) >> 7)])
        }
    }

    static func withBuffers<R>(_ body: (Buffers) -> R) -> R {
        lengthCode.withUnsafeBufferPointer { lengthCode in
        lengthExtra.withUnsafeBufferPointer { lengthExtra in
        lengthBase.withUnsafeBufferPointer { lengthBase in
        distanceCodeTable.withUnsafeBufferPointer { distanceCodeTable in
        distanceExtra.withUnsafeBufferPointer { distanceExtra in
        distanceBase.withUnsafeBufferPointer { distanceBase in
            body(Buffers(lengthCode: lengthCode, lengthExtra: lengthExtra, lengthBase: lengthBase,
                         distanceCodeTable: distanceCodeTable, distanceExtra: distanceExtra, distanceBase: distanceBase))
        }}}}}}
    }
}
