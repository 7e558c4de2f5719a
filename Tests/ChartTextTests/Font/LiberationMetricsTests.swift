@testable import ChartText
import Testing

/// Liberation Sans is metric-compatible with Helvetica: its advances, scaled from 2048 units
/// per em to 1000, round to the AFM widths the layout measures with, so text drawn in PNG
/// and PDF fills exactly the room SVG layout gave it.
@Suite("Liberation Sans metrics agree with the measuring table")
struct LiberationMetricsTests {
    let face = BundledFonts.regular!.face

    func liberationUnits(_ scalar: Unicode.Scalar) -> Int {
        let advance = face.advance(of: face.glyph(for: scalar))
        return Int(saturating: (Double(advance) * 1000 / Double(face.unitsPerEm)).rounded())
    }

    @Test("every printable ASCII character has the Helvetica AFM width, to 1/1000 em")
    func ascii() {
        for value in UInt32(0x20)...0x7E {
            let scalar = Unicode.Scalar(value)!
            #expect(liberationUnits(scalar) == Int(HelveticaWidths.ascii[Int(value) - 0x20]),
                    "\(Character(scalar)) (U+\(String(value, radix: 16)))")
        }
    }

    @Test("Latin-1, Latin Extended-A and the table's punctuation match too (soft hyphen aside)")
    func beyondASCII() {
        for value in UInt32(0xA0)...0x17F where value != 0xAD {
            let scalar = Unicode.Scalar(value)!
            #expect(liberationUnits(scalar) == Int(HelveticaWidths.units(for: scalar)!), "U+\(String(value, radix: 16))")
        }
        // U+2011 (non-breaking hyphen) is not in Liberation Sans; the others are.
        for (value, units) in HelveticaWidths.punctuation where value != 0x2011 {
            #expect(liberationUnits(Unicode.Scalar(value)!) == Int(units), "U+\(String(value, radix: 16))")
        }
    }

    @Test("text measured by the table is as wide as the bundled font sets it, kerning aside")
    func measuredWidth() {
        let string = "Revenue by month, 2024 (USD)"
        let measured = MetricsTableMeasurer().measure(string, font: .init(size: 12)).width
        let drawn = string.unicodeScalars.reduce(0.0) { total, scalar in
            total + Double(face.advance(of: face.glyph(for: scalar))) * 12 / 2048
        }
        #expect(abs(measured - drawn) < 12 * 0.0005 * Double(string.count))
    }
}
