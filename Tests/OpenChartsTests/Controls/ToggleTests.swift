import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A settings section above a chart, as a step-tracking app writes it: the toggle decides
/// whether the chart draws its average line.
private struct StepsSection: View {
    @State var showAverage: Bool
    let steps = DaySteps.week

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Show Average", isOn: $showAverage)
            Chart {
                ForEach(steps) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.count)) }
                if showAverage {
                    RuleMark(y: .value("Average", 9_486)).foregroundStyle(.orange)
                }
            }
            .frame(height: 220)
        }
        .padding()
    }
}

/// A checkbox drawn by the app's own style.
private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            configuration.label
        }
    }
}

@Suite("Toggle")
struct ToggleTests {
    static let green = RGBA.hex(0x34C759)

    @Test("a toggle is its label leading and a 51 by 31 green switch trailing, the knob on the right")
    func onSwitch() throws {
        let d = DrawnView(StepsSection(showAverage: true), width: 390, height: 600)
        // The padded row runs from x 16 to 374; the switch ends at its trailing edge.
        let track = try #require(d.shapes(filled: Self.green).first)
        #expect(close(track.bounds, 374 - 51, 16, 51, 31))
        let knob = try #require(d.shapes(filled: .white).first { close($0.bounds.width, 27) })
        #expect(close(knob.bounds, 374 - 2 - 27, 18, 27, 27))
        let label = try #require(d.text("Show Average"))
        #expect(close(label.origin.x, 16))
        #expect(label.text.fill == .color(.black))
    }

    @Test("the toggle's binding decides whether the chart below draws its average rule")
    func drivesChart() {
        #expect(markCount(StepsSection(showAverage: true), "rule") == 1)
        #expect(markCount(StepsSection(showAverage: false), "rule") == 0)
        #expect(markCount(StepsSection(showAverage: false), "bar") == 7)
    }

    @Test("off, the track is iOS's light grey (dark grey in dark mode) and the knob sits on the left")
    func offSwitch() throws {
        let light = DrawnView(Toggle("Show Grid", isOn: .constant(false)), width: 300)
        let track = try #require(light.shapes(filled: .hex(0xE9E9EA)).first)
        #expect(close(track.bounds, 300 - 51, 0, 51, 31))
        #expect(light.shapes(filled: .white).contains { close($0.bounds, 300 - 51 + 2, 2, 27, 27) })
        let dark = DrawnView(Toggle("Show Grid", isOn: .constant(false)), width: 300, colorScheme: .dark)
        #expect(dark.shapes(filled: .hex(0x39393D)).count == 1)
        let darkOn = DrawnView(Toggle("Show Grid", isOn: .constant(true)), width: 300, colorScheme: .dark)
        #expect(darkOn.shapes(filled: .hex(0x30D158)).count == 1)
    }

    @Test("the knob has a soft shadow: faint black shapes drawn just below it, before it")
    func knobShadow() throws {
        let d = DrawnView(Toggle("Show Grid", isOn: .constant(true)), width: 300)
        let knobIndex = try #require(d.shapes.firstIndex { $0.shape.fill?.representativeColor == .white })
        let shadows = d.shapes[..<knobIndex].filter { ($0.shape.fill?.representativeColor.alpha ?? 1) < 0.2 }
        #expect(shadows.count == 2)
        #expect(shadows.allSatisfy { $0.bounds.midY > 2 + 13.5 })
    }

    @Test("tint colours the switch; labelsHidden leaves the switch alone at 51 by 31")
    func tintAndHiddenLabel() {
        let tinted = DrawnView(Toggle("Alerts", isOn: .constant(true)).tint(.orange), width: 300)
        #expect(tinted.shapes(filled: .hex(0xFF9500)).count == 1)
        let bare = DrawnView(Toggle("Alerts", isOn: .constant(true)).labelsHidden())
        #expect(bare.size == SceneSize(width: 51, height: 31))
        #expect(bare.texts.isEmpty)
    }

    @Test("the builder form takes any label; .switch and .automatic draw the same switch")
    func labelBuilder() throws {
        for style in [AnyView(Toggle(isOn: .constant(true)) { Label("Goal", systemImage: "flame") }.toggleStyle(.switch)),
                      AnyView(Toggle(isOn: .constant(true)) { Label("Goal", systemImage: "flame") }.toggleStyle(.automatic))] {
            let d = DrawnView(style, width: 300)
            #expect(d.text("Goal") != nil)
            #expect(d.shapes(filled: Self.green).count == 1)
            #expect(!d.shapes(classed: "symbol").isEmpty)
        }
    }

    @Test("the button style is the label in the tint, on a pale tint when on")
    func buttonStyle() throws {
        let on = DrawnView(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button))
        #expect(on.fills == [RGBA.hex(0x007AFF, alpha: 0.15)])
        #expect(try #require(on.text("Bold")).text.fill == .color(.hex(0x007AFF)))
        let off = DrawnView(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button))
        #expect(off.shapes.isEmpty)
    }

    @Test("an app's own ToggleStyle draws from the configuration's state and label")
    func customStyle() throws {
        let d = DrawnView(Toggle("Reminders", isOn: .constant(true)).toggleStyle(CheckboxStyle()))
        #expect(d.text("Reminders") != nil)
        #expect(d.shapes(filled: Self.green).isEmpty)
        // checkmark.circle.fill: a filled disc with the tick knocked out in the background colour.
        #expect(d.shapes.contains { $0.shape.fill == .color(.black) })
        #expect(d.shapes.contains { $0.shape.stroke?.paint == .color(.white) })
    }
}
