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

@Suite("Controls in the SVG")
struct ControlSemanticsTests {
    @Test("each control is a group classed by its kind, so pages and tools can find it")
    func classes() throws {
        let svg = TestRender.renderer(VStack {
            Toggle("Alerts", isOn: .constant(true))
            Stepper("Days", value: .constant(3), in: 1...7)
            Slider(value: .constant(0.5))
            ProgressView(value: 0.5)
            ProgressView()
            ColorPicker("Tint", selection: .constant(.blue))
            Gauge(value: 0.3) { Text("Goal") }.gaugeStyle(.accessoryCircularCapacity)
            Picker("Period", selection: .constant(1)) { Text("A").tag(1); Text("B").tag(2) }.pickerStyle(.segmented)
        }, width: 390, height: 500).svg()
        let doc = try #require(ParsedSVG(svg))
        for kind in ["toggle", "stepper", "slider", "progress", "spinner", "color-picker", "gauge", "segmented"] {
            #expect(!doc.elements(classed: "control \(kind)").isEmpty, "no \(kind)")
        }
    }
}
