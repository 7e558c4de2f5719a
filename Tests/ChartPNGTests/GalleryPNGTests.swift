import ChartPNG
import Foundation
import OpenCharts
import OpenChartsGallery
import Testing

@Suite("Gallery charts as PNG")
struct GalleryPNGTests {
    @Test("every gallery chart renders to a PNG that decodes at the SVG's size; PNG_DUMP=folder keeps them at 2x")
    func everyChartDecodes() throws {
        let dump = ProcessInfo.processInfo.environment["PNG_DUMP"]
        let scale = dump == nil ? 1.0 : 2.0
        for item in Gallery.items {
            let renderer = item.renderer()
            let png = try renderer.png(scale: scale)
            if let dump { try png.write(to: URL(fileURLWithPath: dump + "/" + item.id + ".png")) }
            let decoded = try DecodedPNG(Array(png))
            let svg = renderer.svg()
            #expect(decoded.width == Int(saturating: (Self.attribute("width", in: svg) * scale - 1e-9).rounded(.up)), "\(item.id)")
            #expect(decoded.height == Int(saturating: (Self.attribute("height", in: svg) * scale - 1e-9).rounded(.up)), "\(item.id)")
        }
    }

    /// A number attribute of the root `<svg>` element.
    static func attribute(_ name: String, in svg: String) -> Double {
        guard let root = svg.range(of: "<svg "), let a = svg.range(of: " \(name)=\"", range: root.upperBound..<svg.endIndex),
              let end = svg[a.upperBound...].firstIndex(of: "\"") else { return .nan }
        return Double(svg[a.upperBound..<end]) ?? .nan
    }

    @Test("the same chart gives the same PNG bytes")
    func deterministic() throws {
        let item = Gallery.items[4]
        #expect(try item.renderer().png(scale: 2) == item.renderer().png(scale: 2))
    }

    @Test("an absurd scale throws a typed error instead of allocating gigabytes")
    func absurdSizes() {
        let renderer = Gallery.items[0].renderer()
        #expect(throws: ImageRenderingError.self) { try renderer.png(scale: 1000) }
        #expect(throws: ImageRenderingError.invalidScale(0)) { try renderer.png(scale: 0) }
        #expect(throws: ImageRenderingError.self) { try renderer.png(scale: .nan) }
        #expect(throws: ImageRenderingError.self) { try renderer.png(scale: .infinity) }
    }
}
