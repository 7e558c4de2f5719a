import ChartPNG

/// The objects of a PDF file, numbered in order of creation, written out with a cross-reference
/// table whose offsets are those of the bytes written (PDF 1.7, section 7.5).
struct PDFFile {
    /// Each object's body (what goes between `N 0 obj` and `endobj`), by number − 1.
    private var bodies: [[UInt8]?] = []

    /// Reserves an object number, to be filled with `set(_:_:)`.
    mutating func reserve() -> Int {
        bodies.append(nil)
        return bodies.count
    }

    /// Adds an object with the given body; returns its number.
    mutating func add(_ body: PDFBytes) -> Int {
        bodies.append(body.bytes)
        return bodies.count
    }

    mutating func set(_ number: Int, _ body: PDFBytes) { bodies[number - 1] = body.bytes }

    /// Adds a stream object: the dictionary entries (without `<<` `>>`, `/Length` and `/Filter`)
    /// and the data, compressed as `setStream(_:_:_:)` says.
    mutating func addStream(_ dictionary: String, _ data: [UInt8]) -> Int {
        let number = reserve()
        setStream(number, dictionary, data)
        return number
    }

    /// Fills object `number` with a stream of `data`. The data is compressed with DEFLATE
    /// (`/FlateDecode`, zlib-wrapped) whenever that makes it smaller, as it does for every content
    /// stream, CMap and font program of a chart: a page of paths shrinks to a quarter or less.
    /// Tiny streams that DEFLATE cannot shrink are written as they are.
    mutating func setStream(_ number: Int, _ dictionary: String, _ data: [UInt8]) {
        let packed = data.isEmpty ? data : Deflate.zlibCompress(data)
        let compress = packed.count < data.count
        let stored = compress ? packed : data
        var body = PDFBytes()
        body.ascii("<<" + dictionary + (compress ? " /Filter /FlateDecode" : "") + " /Length \(stored.count)>>\nstream\n")
        body.append(stored)
        body.raw("\nendstream")
        set(number, body)
    }

    /// The whole file, with `root` as the catalog and `info` as the document information.
    func serialized(root: Int, info: Int) -> [UInt8] {
        var out = PDFBytes()
        // The comment of high bytes tells transfer programs the file is binary.
        out.raw("%PDF-1.7\n%\u{E2}\u{E3}\u{CF}\u{D3}\n")
        var offsets: [Int] = []
        for (i, body) in bodies.enumerated() {
            offsets.append(out.count)
            out.ascii("\(i + 1) 0 obj\n")
            out.append(body ?? Array("null".utf8))
            out.raw("\nendobj\n")
        }
        let xref = out.count
        out.ascii("xref\n0 \(bodies.count + 1)\n")
        out.raw("0000000000 65535 f \n")
        for offset in offsets {
            let digits = String(offset)
            out.ascii(String(repeating: "0", count: max(0, 10 - digits.count)) + digits + " 00000 n \n")
        }
        out.ascii("trailer\n<</Size \(bodies.count + 1) /Root \(root) 0 R /Info \(info) 0 R>>\nstartxref\n\(xref)\n%%EOF\n")
        return out.bytes
    }
}
