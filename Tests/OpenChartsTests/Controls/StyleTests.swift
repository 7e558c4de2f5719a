import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A summary card as dashboards draw one: a grouped background and a material badge.
private struct SummaryCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Steps")
            Text("9,486").foregroundStyle(.secondary)
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}

@Suite("Colours, UIColor and shape styles")
struct StyleTests {
    private func fill(_ style: some ShapeStyle, _ scheme: ColorScheme = .light) -> Paint? {
        DrawnView(Rectangle().fill(style).frame(width: 10, height: 10), colorScheme: scheme).shapes.first?.shape.fill
    }

    @Test("UIKit's system colours resolve to their light and dark values")
    func systemColors() {
        #expect(fill(Color(.systemGray6)) == .color(.hex(0xF2F2F7)))
        #expect(fill(Color(.systemGray6), .dark) == .color(.hex(0x1C1C1E)))
        #expect(fill(Color(uiColor: .systemGroupedBackground), .dark) == .color(.hex(0x000000)))
        #expect(fill(Color(uiColor: .secondarySystemGroupedBackground), .dark) == .color(.hex(0x1C1C1E)))
        #expect(fill(Color(uiColor: .secondaryLabel)) == .color(.hex(0x3C3C43, alpha: 0.6)))
        #expect(fill(Color(uiColor: .separator), .dark) == .color(.hex(0x545458, alpha: 0.6)))
        #expect(fill(Color(uiColor: .systemRed), .dark) == .color(.hex(0xFF453A)))
        #expect(fill(Color(nsColor: .labelColor), .dark) == .color(.white))
        #expect(fill(Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))) == .color(RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5)))
    }

    @Test("a card on the secondary grouped background is white in light mode and #1C1C1E in dark")
    func card() {
        #expect(DrawnView(SummaryCard()).fills.first == .hex(0xFFFFFF))
        #expect(DrawnView(SummaryCard(), colorScheme: .dark).fills.first == .hex(0x1C1C1E))
    }

    @Test("colours from hue, white and sRGB components")
    func colorInitializers() {
        #expect(fill(Color(hue: 0, saturation: 1, brightness: 1)) == .color(RGBA(red: 1, green: 0, blue: 0)))
        #expect(fill(Color(hue: 1.0 / 3, saturation: 1, brightness: 0.5)) == .color(RGBA(red: 0, green: 0.5, blue: 0)))
        #expect(fill(Color(white: 0.25, opacity: 0.5)) == .color(RGBA(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5)))
        #expect(fill(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6)) == .color(RGBA(red: 0.2, green: 0.4, blue: 0.6)))
        #expect(fill(Color.accentColor) == .color(.hex(0x007AFF)))
    }

    @Test("hierarchical styles take iOS's label opacities, and opacity(_:) multiplies them")
    func hierarchical() {
        #expect(fill(.quaternary) == .color(.hex(0x3C3C43, alpha: 0.18)))
        #expect(fill(.quaternary.opacity(0.5)) == .color(.hex(0x3C3C43, alpha: 0.09)))
        #expect(fill(.quinary) == .color(.hex(0x3C3C43, alpha: 0.1)))
        #expect(fill(.secondary.opacity(0.5), .dark) == .color(.hex(0xEBEBF5, alpha: 0.3)))
        #expect(fill(.background) == .color(.white))
        #expect(fill(.background, .dark) == .color(.black))
        #expect(fill(.tint) == .color(.hex(0x007AFF)))
        #expect(DrawnView(Rectangle().fill(.tint).tint(.pink)).fills == [.hex(0xFF2D55)])
    }

    @Test("materials are translucent: white in light mode, dark grey in dark, thicker ones more opaque")
    func materials() throws {
        let thin = try #require(fill(.ultraThinMaterial)?.representativeColor)
        let thick = try #require(fill(.ultraThickMaterial)?.representativeColor)
        #expect(thin.red == 1 && thin.alpha < thick.alpha && thick.alpha < 1)
        let dark = try #require(fill(.regularMaterial, .dark)?.representativeColor)
        #expect(dark.red < 0.2 && dark.alpha > 0 && dark.alpha < 1)
        #expect(fill(.bar) != nil)
    }

    @Test("gradient statics build linear gradients; Color.gradient runs lighter to the colour")
    func linearStatics() throws {
        guard case .linearGradient(let g)? = fill(.linearGradient(colors: [.blue, .green], startPoint: .leading, endPoint: .trailing)) else {
            Issue.record("not a linear gradient"); return
        }
        #expect(g.stops.map(\.color) == [.hex(0x007AFF), .hex(0x34C759)])
        #expect(g.start == ScenePoint(0, 0.5) && g.end == ScenePoint(1, 0.5))
        guard case .linearGradient(let a)? = fill(.linearGradient(Color.red.gradient, startPoint: .bottom, endPoint: .top)) else {
            Issue.record("not a linear gradient"); return
        }
        #expect(a.stops.last?.color == .hex(0xFF3B30))
        #expect(a.start == ScenePoint(0.5, 1))
    }

    @Test("a radial gradient as a view is drawn in bands from its end colour in to its start colour")
    func radialView() throws {
        let d = DrawnView(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50).frame(width: 100, height: 100))
        #expect(d.shapes.count == GradientField.bands + 1)
        #expect(d.fills.first == .black)
        let innermost = try #require(d.shapes.last)
        #expect(close(innermost.bounds.width, 2 * 50.0 / Double(GradientField.bands)))
        let c = try #require(d.fills.last ?? nil)
        #expect(c.red > 0.95)
        // As a fill, the average colour of the stops stands in.
        let avg = try #require(fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))?.representativeColor)
        #expect(close(avg.red, 0.5))
    }

    @Test("an angular gradient as a view is drawn in wedges about its centre")
    func angularView() {
        let d = DrawnView(AngularGradient(colors: [.red, .blue], center: .center).frame(width: 60, height: 60))
        #expect(d.shapes.count == GradientField.wedges + 1)
        let e = DrawnView(EllipticalGradient(colors: [.red, .blue]).frame(width: 80, height: 40))
        #expect(e.shapes.count == GradientField.bands + 1)
    }
}

@Suite("Dynamic UIColors and fill styles")
struct DynamicColorTests {
    @Test("a UIColor built from traits takes its light and dark values from the closure")
    func dynamicProvider() {
        let card = UIColor { $0.userInterfaceStyle == .dark ? .systemGray5 : .white }
        let light = DrawnView(Rectangle().fill(Color(uiColor: card)).frame(width: 4, height: 4)).fills
        let dark = DrawnView(Rectangle().fill(Color(uiColor: card)).frame(width: 4, height: 4), colorScheme: .dark).fills
        #expect(light == [.hex(0xFFFFFF)])
        #expect(dark == [.hex(0x2C2C2E)])
        #expect(Color(uiColor: card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == Color(uiColor: UIColor(red: 44.0 / 255, green: 44.0 / 255, blue: 46.0 / 255, alpha: 1)))
    }

    @Test("the fill styles are iOS's four system fills")
    func fills() {
        let fills = [AnyShapeStyle(.fill), AnyShapeStyle(.fill.secondary), AnyShapeStyle(.fill.tertiary), AnyShapeStyle(.fill.quaternary)]
        let drawn = fills.map { DrawnView(Rectangle().fill($0).frame(width: 4, height: 4)).fills.first ?? nil }
        #expect(drawn == [.hex(0x787880, alpha: 0.2), .hex(0x787880, alpha: 0.16), .hex(0x767680, alpha: 0.12), .hex(0x747480, alpha: 0.08)])
    }
}
