import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A settings screen holding one of every control, with the hostile and broken values a
/// server may be handed.
private struct EveryControl: View {
    let name: String
    let number: Double

    var body: some View {
        VStack(alignment: .leading) {
            Toggle(name, isOn: .constant(true))
            Picker(name, selection: .constant(name)) { Text(name).tag(name) }
            Picker(name, selection: .constant(name)) { Text(name).tag(name) }.pickerStyle(.segmented)
            Picker(name, selection: .constant(name)) { Text(name).tag(name) }.pickerStyle(.wheel)
            Stepper(name, value: .constant(number), in: 0...10, step: 1)
            Stepper(name, value: .constant(number), step: 0.5, format: .number)
            Slider(value: .constant(number), in: 0...10)
            ProgressView(name, value: number, total: number)
            Label(name, systemImage: name)
            TextField(name, text: .constant(name)).textFieldStyle(.roundedBorder)
            DatePicker(name, selection: .constant(Date(timeIntervalSince1970: number.isFinite ? number : 0)))
            ColorPicker(name, selection: .constant(Color(red: number, green: number, blue: number)))
            Image(systemName: "star").font(.system(size: CGFloat(number)))
            Image(systemName: "star").resizable().aspectRatio(CGFloat(number), contentMode: .fit).frame(height: 20)
            Color.blue.shadow(radius: CGFloat(number), x: CGFloat(number)).frame(height: 10)
        }
    }
}

@Suite("Controls with hostile input")
struct ControlSafetyTests {
    @Test("user strings in every control are escaped and the SVG keeps its contract", arguments: [
        "<script>alert(1)</script>", "Fish & Chips \"quoted\" 'single'", "", String(repeating: "W", count: 500),
    ])
    func hostileStrings(_ name: String) {
        let svg = TestRender.renderer(EveryControl(name: name, number: 10), width: 390, height: 900).svg()
        #expect(SVGContract.problems(svg).isEmpty)
        #expect(!svg.contains("<script>"))
    }

    @Test("NaN, infinite, negative and zero numbers draw without NaN in the output", arguments: [
        Double.nan, .infinity, -.infinity, -5, 0,
    ])
    func brokenNumbers(_ number: Double) {
        let svg = TestRender.renderer(EveryControl(name: "Value", number: number), width: 390, height: 900).svg()
        #expect(SVGContract.problems(svg).isEmpty)
    }

    @Test("every control renders identically twice, in both schemes")
    func deterministic() {
        for scheme in ColorScheme.allCases {
            var a = TestRender.renderer(EveryControl(name: "Steps", number: 3), width: 390, height: 900)
            a.colorScheme = scheme
            #expect(a.svg() == a.svg())
        }
    }
}
