import ChartScene
import Foundation
@testable import OpenCharts
import Testing

@Suite("Gauge")
struct GaugeTests {
    @Test("the automatic gauge is its label over a bar filled to the value, bounds at its ends")
    func linear() throws {
        let d = DrawnView(Gauge(value: 6_200.0, in: 0...10_000) { Text("Steps") } currentValueLabel: { Text("6,200") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10k") }, width: 300)
        #expect(d.texts.map(\.text.string) == ["Steps", "6,200", "0", "10k"])
        let zero = Measure.size("0", .caption).width, tenK = Measure.size("10k", .caption).width
        let barWidth = 300 - zero - tenK - 16
        let bar = try #require(d.shapes(filled: .hex(0x007AFF)).first)
        #expect(close(bar.bounds.x, zero + 8))
        #expect(close(bar.bounds.width, barWidth * 0.62))
    }

    @Test("a circular capacity gauge is a 58 point ring drawn clockwise from the top to the value")
    func circularCapacity() throws {
        let d = DrawnView(Gauge(value: 0.25) { Text("Goal") } currentValueLabel: { Text("25") }.gaugeStyle(.accessoryCircularCapacity))
        #expect(d.size == SceneSize(width: 58, height: 58))
        #expect(d.texts.map(\.text.string) == ["25"])
        let arc = try #require(d.shapes.last)
        #expect(arc.shape.stroke?.paint == .color(.hex(0x007AFF)))
        // A quarter turn from the top ends at three o'clock, 26 points right of the centre.
        let end = endPoints(arc.path).last
        #expect(end.map { close($0.x, 29 + 26) && close($0.y, 29) } == true)
    }

    @Test("an open circular gauge puts a marker at the value on a tinted 270 degree arc")
    func circular() throws {
        let d = DrawnView(Gauge(value: 40.0, in: 40...180) { Text("BPM") } currentValueLabel: { Text("40") }
            minimumValueLabel: { Text("40") } maximumValueLabel: { Text("180") }.gaugeStyle(.accessoryCircular).tint(.red))
        #expect(d.shapes.first?.shape.stroke?.paint == .color(.hex(0xFF3B30)))
        // At the minimum the marker sits at the arc's start, lower left at 135 degrees.
        let marker = try #require(d.shapes.last)
        let r = 26.0
        #expect(close(marker.bounds.midX, 29 + r * cos(0.75 * .pi)) && close(marker.bounds.midY, 29 + r * sin(0.75 * .pi)))
    }
}
