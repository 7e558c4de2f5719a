import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// Heat-map screens name their gradient colours for VoiceOver; time sheets fill bubbles with a
/// shadowed white; shared helpers wrap `UIImage`.
@Suite("Sample shapes: colour names, shadowed styles and UIImage")
struct SampleShapesColorTests {
    @Test("a heat map's gradient colours get the names VoiceOver would read")
    func colourNames() {
        let gradient: [Color] = [.blue, .green, .yellow, .orange, .red]
        // Hues by hand: blue 211°, green 135°, yellow 48°, orange 35°, red 3°.
        #expect(gradient.map { UIColor($0).accessibilityName } == ["blue", "green", "yellow", "orange", "red"])
        #expect(UIColor(red: 0, green: 0, blue: 0.3, alpha: 1).accessibilityName == "dark blue")
        #expect(UIColor(white: 1, alpha: 1).accessibilityName == "white")
        #expect(UIColor(white: 0.5, alpha: 1).accessibilityName == "gray")
        #expect(UIColor(white: 0, alpha: 1).accessibilityName == "black")
        #expect(UIColor(red: 0.8, green: 0.9, blue: 1, alpha: 1).accessibilityName == "light blue")
    }

    @Test("a shadowed fill paints as its base colour")
    func shadowedFill() {
        let env = EnvironmentValues()
        let plain = Color.white.resolvePaint(in: env)
        let shadowed = Color.white.shadow(.drop(radius: 2)).resolvePaint(in: env)
        #expect(shadowed == plain)
        let inner = ShadowStyle.inner(color: .black, radius: 4, x: 1, y: 2)
        #expect(inner.radius == 4 && inner.x == 1 && inner.y == 2)
    }

    @Test("Image(uiImage:) shows the symbol or asset the UIImage names")
    func uiImage() throws {
        let symbol = try #require(UIImage(systemName: "chart.bar"))
        #expect(Image(uiImage: symbol) == Image(systemName: "chart.bar"))
        let asset = try #require(UIImage(named: "truck"))
        #expect(Image(uiImage: asset) == Image("truck"))
    }
}
