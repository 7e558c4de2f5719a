import ChartScene
@testable import ChartText
import Foundation
import Testing

/// A CFF table built byte by byte: the header, the Name, Top DICT, String and Global Subr
/// INDEXes, then the CharStrings INDEX the Top DICT points to.
private func cffTable(charStrings: [[UInt8]], globalSubroutines: [[UInt8]] = []) -> FontBytes {
    func index(_ items: [[UInt8]]) -> [UInt8] {
        guard !items.isEmpty else { return [0, 0] }
        // Two-byte offsets counting from 1: one before each item and one after the last.
        var out: [UInt8] = [UInt8(items.count >> 8), UInt8(items.count & 0xFF), 2]
        var offset = 1
        for item in items + [[]] {
            out += [UInt8(offset >> 8), UInt8(offset & 0xFF)]
            offset += item.count
        }
        return out + items.flatMap { $0 }
    }
    let header: [UInt8] = [1, 0, 4, 1]
    let names = index([Array("T".utf8)])
    let globals = index(globalSubroutines)
    // The Top DICT is `29 <offset as 4 bytes> 17`: 6 bytes, in an INDEX of 2 + 1 + 2 · 2 + 6 = 13.
    let charStringsOffset = header.count + names.count + 13 + 2 + globals.count
    let o = UInt32(charStringsOffset)
    let top = index([[29, UInt8(o >> 24), UInt8(o >> 16 & 0xFF), UInt8(o >> 8 & 0xFF), UInt8(o & 0xFF), 17]])
    let bytes = header + names + top + [0, 0] + globals + index(charStrings)
    return FontBytes(Data(bytes))
}

@Suite("CFF reader: hand-built tables")
struct CFFReaderTests {
    // 600 (width) 100 100 rmoveto 500 hlineto 500 vlineto -500 hlineto endchar
    static let square: [UInt8] = [248, 236, 239, 239, 21, 248, 136, 6, 248, 136, 7, 252, 136, 6, 14]

    @Test("a square charstring gives a closed path, the width operand dropped")
    func square() throws {
        let font = try CFFFont(table: cffTable(charStrings: [[14], Self.square]))
        let path = try font.outline(of: 1)
        #expect(path.elements == [.move(to: ScenePoint(100, 100)), .line(to: ScenePoint(600, 100)),
                                  .line(to: ScenePoint(600, 600)), .line(to: ScenePoint(100, 600)), .closeSubpath])
        #expect(try font.outline(of: 0).isEmpty)
        #expect(try font.outline(of: 7).isEmpty)   // past the last glyph
    }

    @Test("a curve through a global subroutine: bias 107, so subroutine 0 is called as −107")
    func subroutine() throws {
        // Subroutine 0: 0 0 rmoveto 10 20 30 40 50 60 rrcurveto return.
        let subr: [UInt8] = [139, 139, 21, 149, 159, 169, 179, 189, 199, 8, 11]
        let font = try CFFFont(table: cffTable(charStrings: [[32, 29, 14]], globalSubroutines: [subr]))
        let path = try font.outline(of: 0)
        #expect(path.elements == [.move(to: ScenePoint(0, 0)),
                                  .curve(to: ScenePoint(90, 120), control1: ScenePoint(10, 20), control2: ScenePoint(40, 60)),
                                  .closeSubpath])
    }

    @Test("a subroutine that calls itself throws instead of recursing forever")
    func recursion() throws {
        let font = try CFFFont(table: cffTable(charStrings: [[32, 29, 14]], globalSubroutines: [[32, 29]]))
        #expect(throws: FontError.self) { try font.outline(of: 0) }
    }

    @Test("a call to a subroutine that does not exist, and a stack overflow, throw")
    func badCharStrings() throws {
        let missing = try CFFFont(table: cffTable(charStrings: [[139, 10, 14]]))
        #expect(throws: FontError.self) { try missing.outline(of: 0) }
        let overflow = try CFFFont(table: cffTable(charStrings: [[UInt8](repeating: 139, count: 60) + [14]]))
        #expect(throws: FontError.self) { try overflow.outline(of: 0) }
    }

    @Test("garbage and truncated CFF tables throw")
    func garbage() {
        #expect(throws: FontError.self) { try CFFFont(table: FontBytes(Data([1, 0, 4]))) }
        #expect(throws: FontError.self) { try CFFFont(table: FontBytes(Data([1, 0, 4, 1, 0, 5, 9, 9]))) }
        let whole = cffTable(charStrings: [Self.square])
        let bytes = try! whole.bytes(0, whole.count)
        for cut in 0..<bytes.count - 1 {
            let table = FontBytes(Data(bytes.prefix(cut)))
            if let font = try? CFFFont(table: table) { _ = try? font.outline(of: 0) }
        }
    }
}
