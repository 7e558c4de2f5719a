/// A small PNG reader for the tests: checks the signature and every chunk's CRC, inflates
/// the image data with the test ``Inflate`` and undoes the row filters. 8-bit RGB and RGBA,
/// not interlaced, which is what the encoder and rsvg-convert write.
struct DecodedPNG {
    var width = 0, height = 0, colorType = 0
    var chunkTypes: [String] = []
    var pixelsPerMetre: (x: Int, y: Int, unit: Int)?
    /// Straight RGBA, four bytes per pixel.
    var rgba: [UInt8] = []

    func pixel(_ x: Int, _ y: Int) -> [Int] {
        let i = (y * width + x) * 4
        return rgba[i..<(i + 4)].map(Int.init)
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure(description: "no PNG signature") }
        var i = 8
        var idat: [UInt8] = []
        func u32(_ k: Int) -> Int { Int(bytes[k]) << 24 | Int(bytes[k + 1]) << 16 | Int(bytes[k + 2]) << 8 | Int(bytes[k + 3]) }
        while i + 12 <= bytes.count {
            let length = u32(i)
            guard i + 12 + length <= bytes.count else { throw Failure(description: "chunk runs past the end") }
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            let data = Array(bytes[(i + 8)..<(i + 8 + length)])
            guard UInt32(u32(i + 8 + length)) == Self.crc(Array(bytes[(i + 4)..<(i + 8 + length)])) else {
                throw Failure(description: "bad CRC in \(type)")
            }
            chunkTypes.append(type)
            switch type {
            case "IHDR":
                width = u32(i + 8); height = u32(i + 12)
                guard data[8] == 8, data[12] == 0 else { throw Failure(description: "only 8-bit, non-interlaced") }
                colorType = Int(data[9])
            case "pHYs": pixelsPerMetre = (u32(i + 8), u32(i + 12), Int(data[8]))
            case "IDAT": idat += data
            default: break
            }
            i += 12 + length
        }
        guard chunkTypes.last == "IEND" else { throw Failure(description: "no IEND") }
        let channels: Int
        switch colorType {
        case 2: channels = 3
        case 6: channels = 4
        default: throw Failure(description: "colour type \(colorType) not supported")
        }
        let raw = try Inflate.zlib(idat)
        let stride = width * channels
        guard raw.count == height * (stride + 1) else { throw Failure(description: "wrong image data size \(raw.count)") }
        var previous = [UInt8](repeating: 0, count: stride)
        rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            var row = Array(raw[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
            for x in 0..<stride {
                let a = x >= channels ? Int(row[x - channels]) : 0, b = Int(previous[x]), c = x >= channels ? Int(previous[x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure(description: "bad filter \(filter)")
                }
                row[x] = UInt8((Int(row[x]) + predictor) & 0xFF)
            }
            for x in 0..<width {
                for ch in 0..<channels { rgba[(y * width + x) * 4 + ch] = row[x * channels + ch] }
            }
            previous = row
        }
    }

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }
}
