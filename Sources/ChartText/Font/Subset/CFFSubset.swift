import ChartScene

/// Writes a CID-keyed CFF font holding some glyphs of a face, for embedding in a PDF (as
/// `FontFile3` with subtype `CIDFontType0C`). Each kept glyph's CID is its glyph id in the
/// face, so text shows the same codes whatever was kept.
///
/// Charstrings are written afresh from the outlines (moveto, lineto, curveto, endchar), so no
/// subroutines or hints are carried over; outlines are unchanged. The font has one FD and an
/// empty private dictionary; advance widths come from the PDF's `W` array.
extension FontFace {
    package func cffSubset(keeping glyphs: Set<UInt16>) throws -> [UInt8] {
        let kept = ([0] + glyphs.filter { $0 != 0 && Int($0) < glyphCount }.sorted())
        let charStrings = try kept.map { try CFFWriter.charString(for: outline(of: $0)) }
        let name = postScriptName.isEmpty ? "Subset" : postScriptName
        return CFFWriter.cidFont(name: name, cids: kept, charStrings: charStrings, unitsPerEm: unitsPerEm,
                                 bbox: [boundingBox.xMin, boundingBox.yMin, boundingBox.xMax, boundingBox.yMax])
    }
}

/// Encodes the structures of a CFF font (Adobe Technical Note #5176) and Type 2 charstrings (#5177).
enum CFFWriter {
    /// A charstring drawing `path` (font units, y up) with relative operators.
    static func charString(for path: ScenePath) -> [UInt8] {
        var out: [UInt8] = []
        var x = 0.0, y = 0.0
        // Steps are taken from the position as encoded, so rounding to 1/65536 never accumulates.
        func rel(_ p: ScenePoint) { x += number(p.x - x, &out); y += number(p.y - y, &out) }
        for element in path.elements {
            switch element {
            case .move(let p): rel(p); out.append(21)
            case .line(let p): rel(p); out.append(5)
            case .quadCurve(let p, let c):
                // A quadratic as the cubic with controls two thirds of the way to its control point.
                let p0 = ScenePoint(x, y)
                rel(ScenePoint(p0.x + 2 / 3 * (c.x - p0.x), p0.y + 2 / 3 * (c.y - p0.y)))
                rel(ScenePoint(p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y)))
                rel(p); out.append(8)
            case .curve(let p, let c1, let c2): rel(c1); rel(c2); rel(p); out.append(8)
            case .closeSubpath: break   // Type 2 contours close themselves.
            }
        }
        out.append(14)
        return out
    }

    /// A charstring operand: a small integer in one, two or three bytes, else 16.16 fixed.
    /// Returns the value as encoded.
    @discardableResult
    static func number(_ v: Double, _ out: inout [UInt8]) -> Double {
        let rounded = v.rounded()
        if rounded == v, abs(v) <= 32767 {
            let n = Int(saturating: v)
            switch n {
            case -107...107: out.append(UInt8(n + 139))
            case 108...1131: out += [UInt8((n - 108) / 256 + 247), UInt8((n - 108) % 256)]
            case -1131 ... -108: out += [UInt8((-n - 108) / 256 + 251), UInt8((-n - 108) % 256)]
            default: out += [28, UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)]
            }
            return v
        }
        let fixed = Int32(saturating: (max(-32768, min(32767, v.isFinite ? v : 0)) * 65536).rounded())
        let bits = UInt32(bitPattern: fixed)
        out += [255, UInt8(bits >> 24), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits & 0xFF)]
        return Double(fixed) / 65536
    }

    /// An INDEX of items with four-byte offsets.
    static func index(_ items: [[UInt8]]) -> [UInt8] {
        guard !items.isEmpty else { return [0, 0] }
        var out: [UInt8] = [UInt8(items.count >> 8), UInt8(items.count & 0xFF), 4]
        var offset = 1
        for item in items + [[]] {
            out += [UInt8(offset >> 24), UInt8(offset >> 16 & 0xFF), UInt8(offset >> 8 & 0xFF), UInt8(offset & 0xFF)]
            offset += item.count
        }
        return out + items.flatMap { $0 }
    }

    /// A DICT integer operand in its five-byte form, so a DICT's size does not depend on its offsets.
    static func int(_ n: Int) -> [UInt8] {
        let v = UInt32(bitPattern: Int32(n))
        return [29, UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    /// A DICT real operand (packed decimal nibbles), for the font matrix.
    static func real(_ v: Double) -> [UInt8] {
        var text = String(v)
        if text.hasSuffix(".0") { text.removeLast(2) }
        var nibbles: [UInt8] = text.uppercased().replacingOccurrences(of: "E-", with: "C").compactMap { ch -> UInt8? in
            switch ch {
            case "0"..."9": return UInt8(String(ch))
            case ".": return 0xA
            case "E": return 0xB
            case "C": return 0xC
            case "-": return 0xE
            default: return nil
            }
        }
        nibbles.append(0xF)
        if nibbles.count % 2 == 1 { nibbles.append(0xF) }
        return [30] + stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
    }

    /// A whole CID-keyed CFF font: ROS Adobe-Identity-0, a format 0 charset naming each glyph's
    /// CID, a format 3 FDSelect of one range, one FD with an empty private DICT.
    static func cidFont(name: String, cids: [UInt16], charStrings: [[UInt8]], unitsPerEm: Int, bbox: [Int]) -> [UInt8] {
        let header: [UInt8] = [1, 0, 4, 4]
        let names = index([Array(name.utf8)])
        let strings = index([Array("Adobe".utf8), Array("Identity".utf8)])   // SIDs 391 and 392
        let globals = index([])
        var charset: [UInt8] = [0]
        for cid in cids.dropFirst() { charset += [UInt8(cid >> 8), UInt8(cid & 0xFF)] }
        let fdSelect: [UInt8] = [3, 0, 1, 0, 0, 0, UInt8(cids.count >> 8), UInt8(cids.count & 0xFF)]
        let charStringsIndex = index(charStrings)
        let privateDict: [UInt8] = int(0) + [20] + int(0) + [21]   // defaultWidthX 0, nominalWidthX 0
        var matrix: [UInt8] = []
        if unitsPerEm != 1000 {
            let s = 1 / Double(unitsPerEm)
            matrix = real(s) + real(0) + real(0) + real(s) + real(0) + real(0) + [12, 7]
        }
        // The Top DICT's size is fixed (five-byte operands), so offsets can be worked out first.
        func topDict(charset: Int, fdSelect: Int, charStrings: Int, fdArray: Int) -> [UInt8] {
            int(391) + int(392) + int(0) + [12, 30]                          // ROS
                + int(Int(cids.last ?? 0) + 1) + [12, 34]                     // CIDCount
                + bbox.flatMap(int) + [5] + matrix
                + int(charset) + [15] + int(charStrings) + [17]
                + int(fdArray) + [12, 36] + int(fdSelect) + [12, 37]
        }
        let topSize = index([topDict(charset: 0, fdSelect: 0, charStrings: 0, fdArray: 0)]).count
        let charsetOffset = header.count + names.count + topSize + strings.count + globals.count
        let fdSelectOffset = charsetOffset + charset.count
        let charStringsOffset = fdSelectOffset + fdSelect.count
        let fdArrayOffset = charStringsOffset + charStringsIndex.count
        // The FD's DICT: its Private entry points past the FDArray.
        let fdDictSize = index([int(0) + int(0) + [18]]).count
        let privateOffset = fdArrayOffset + fdDictSize
        let fdArray = index([int(privateDict.count) + int(privateOffset) + [18]])
        let top = index([topDict(charset: charsetOffset, fdSelect: fdSelectOffset,
                                 charStrings: charStringsOffset, fdArray: fdArrayOffset)])
        return header + names + top + strings + globals + charset + fdSelect + charStringsIndex + fdArray + privateDict
    }
}
