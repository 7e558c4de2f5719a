import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A custom style: the label on a yellow capsule, 8 points in.
struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(8).background(.yellow, in: Capsule())
    }
}

@Suite("Buttons")
struct ButtonTests {
    static let accent = RGBA.hex(0x007AFF)
    let spin = Measure.size("Spin")

    @Test("a bordered prominent button is its label inset 12 by 7 on a blue rounded rectangle, in white")
    func borderedProminent() throws {
        let d = DrawnView(Button("Spin") {}.buttonStyle(.borderedProminent))
        #expect(close(d.size.width, spin.width + 24))
        #expect(close(d.size.height, spin.height + 14))
        #expect(d.shapes.count == 1)
        #expect(close(d.shapes[0].bounds, 0, 0, spin.width + 24, spin.height + 14))
        #expect(d.fills == [Self.accent])
        let label = try #require(d.text("Spin"))
        #expect(label.text.fill == .color(.white))
        #expect(close(label.origin, 12, 7 + spin.ascent))
        #expect(label.text.font.size == 17)
    }

    @Test("a default button is its label in the accent colour, no bigger than the label")
    func automatic() throws {
        for view in [AnyView(Button("Spin") {}), AnyView(Button("Spin") {}.buttonStyle(.automatic)),
                     AnyView(Button("Spin") {}.buttonStyle(.borderless))] {
            let d = DrawnView(view)
            #expect(close(d.size.width, spin.width))
            #expect(close(d.size.height, spin.height))
            #expect(d.shapes.isEmpty)
            #expect(try #require(d.text("Spin")).text.fill == .color(Self.accent))
        }
    }

    @Test("a plain button's label keeps the primary colour")
    func plain() throws {
        #expect(try #require(DrawnView(Button("Spin") {}.buttonStyle(.plain)).text("Spin")).text.fill == .color(.black))
    }

    @Test("a bordered button sits on a pale fill of its tint with its label in the tint")
    func bordered() throws {
        let d = DrawnView(Button("Spin") {}.buttonStyle(.bordered))
        #expect(d.fills == [RGBA.hex(0x007AFF, alpha: 0.15)])
        #expect(try #require(d.text("Spin")).text.fill == .color(Self.accent))
    }

    @Test("tint recolours buttons; a destructive role makes a default button red")
    func tintAndRole() throws {
        #expect(DrawnView(Button("Spin") {}.buttonStyle(.borderedProminent).tint(.orange)).fills == [.hex(0xFF9500)])
        #expect(try #require(DrawnView(Button("Delete", role: .destructive) {}).text("Delete")).text.fill == .color(.hex(0xFF3B30)))
        #expect(DrawnView(Button("Spin") {}.buttonStyle(.borderedProminent), colorScheme: .dark).fills == [.hex(0x0A84FF)])
    }

    @Test("a label built by the caller takes the style's colour unless it sets its own")
    func customLabel() throws {
        let d = DrawnView(Button(action: {}) {
            HStack {
                Text("Play")
                Text("Now").foregroundColor(.green)
            }
        })
        #expect(try #require(d.text("Play")).text.fill == .color(Self.accent))
        #expect(try #require(d.text("Now")).text.fill == .color(.hex(0x34C759)))
    }

    @Test("a custom ButtonStyle draws the button from its configuration")
    func customStyle() {
        let d = DrawnView(Button("Spin") {}.buttonStyle(PillStyle()))
        #expect(close(d.size.width, spin.width + 16))
        #expect(close(d.shapes[0].bounds, 0, 0, spin.width + 16, spin.height + 16))
        #expect(d.fills == [.hex(0xFFCC00)])
    }

    @Test("drawing a button never runs its action")
    func actionNotRun() {
        let ran = ProxyCatcher()
        _ = DrawnView(Button("Spin") { ran.keep(GeometryProxy(frame: .zero)) })
        #expect(ran.proxy == nil)
    }
}
