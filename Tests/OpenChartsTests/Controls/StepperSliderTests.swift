import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A chart whose number of bars a stepper above it sets.
private struct RecentDaysScreen: View {
    @State var dayCount: Int

    var body: some View {
        VStack(alignment: .leading) {
            Stepper("Days: \(dayCount)", value: $dayCount, in: 1...7)
            Chart {
                ForEach(DaySteps.week.prefix(dayCount)) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.count)) }
            }
            .frame(height: 200)
        }
        .padding()
    }
}

@Suite("Stepper, Slider and ProgressView")
struct StepperSliderTests {
    static let fill = RGBA.hex(0x767680, alpha: 0.12)

    @Test("a stepper is iOS's 94 by 32 pill trailing its label, minus left and plus right")
    func stepperPill() throws {
        let d = DrawnView(RecentDaysScreen(dayCount: 4), width: 390, height: 600)
        let pill = try #require(d.shapes(filled: Self.fill).first)
        #expect(close(pill.bounds, 374 - 94, 16, 94, 32))
        #expect(d.text("Days: 4") != nil)
        // Three glyph strokes: the minus, and the two bars of the plus, centred in each half.
        let glyphs = d.shapes.filter { $0.shape.stroke?.width == 1.8 }
        #expect(glyphs.count == 3)
        #expect(close(glyphs[0].bounds.midX, 374 - 94 + 23.5))
        #expect(close(glyphs[1].bounds.midX, 374 - 23.5))
        #expect(glyphs.allSatisfy { $0.shape.stroke?.paint == .color(.black) })
    }

    @Test("the stepper's value sets how many bars the chart draws")
    func drivesChart() {
        #expect(markCount(RecentDaysScreen(dayCount: 3), "bar") == 3)
        #expect(markCount(RecentDaysScreen(dayCount: 7), "bar") == 7)
    }

    @Test("a bound that is reached greys its button; a missing closure greys its button too")
    func bounds() {
        let atTop = DrawnView(Stepper("Days", value: .constant(7), in: 1...7), width: 300)
        let strokes = atTop.shapes.filter { $0.shape.stroke?.width == 1.8 }.map { $0.shape.stroke?.paint }
        #expect(strokes == [.color(.black), .color(.hex(0x3C3C43, alpha: 0.3)), .color(.hex(0x3C3C43, alpha: 0.3))])
        let onlyUp = DrawnView(Stepper("Level", onIncrement: {}, onDecrement: nil), width: 300)
        #expect(onlyUp.shapes.filter { $0.shape.stroke?.width == 1.8 }.first?.shape.stroke?.paint == .color(.hex(0x3C3C43, alpha: 0.3)))
        let builder = DrawnView(Stepper(value: .constant(2.5), step: 0.5) { Text("Weight") }, width: 300)
        #expect(builder.text("Weight") != nil)
        #expect(DrawnView(Stepper("Days", value: .constant(2), in: 1...7).labelsHidden()).size == SceneSize(width: 94, height: 32))
    }

    @Test("a slider's thumb sits at its value: the tint runs to its centre, grey beyond")
    func slider() throws {
        let d = DrawnView(Slider(value: .constant(25.0), in: 0...100), width: 300)
        #expect(d.size == SceneSize(width: 300, height: 28))
        // The thumb's centre travels from 14 to 286; a quarter of the way is 82.
        let thumb = try #require(d.shapes(filled: .white).first)
        #expect(close(thumb.bounds, 82 - 14, 0, 28, 28))
        let tint = try #require(d.shapes(filled: .hex(0x007AFF)).first)
        #expect(close(tint.bounds, 0, 12, 82, 4))
        let rest = try #require(d.shapes(filled: .hex(0x787880, alpha: 0.2)).first)
        #expect(close(rest.bounds, 0, 12, 300, 4))
    }

    @Test("a slider shows its minimum and maximum labels at its ends, never its label")
    func sliderLabels() throws {
        let d = DrawnView(Slider(value: .constant(0.5), in: 0...1, step: 0.1) {
            Text("Opacity")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("1")
        }, width: 300)
        #expect(d.texts.map(\.text.string) == ["0", "1"])
        #expect(close(try #require(d.text("0")).origin.x, 0))
        let nan = DrawnView(Slider(value: .constant(Double.nan), in: 0...1), width: 300)
        #expect(close(try #require(nan.shapes(filled: .white).first).bounds.x, 0))
    }

    @Test("a linear progress view fills value over total in the tint, under its label")
    func linearProgress() throws {
        let d = DrawnView(ProgressView("Goal", value: 6_200, total: 10_000), width: 300)
        let label = Measure.size("Goal")
        let bar = try #require(d.shapes(filled: .hex(0x007AFF)).first)
        #expect(close(bar.bounds, 0, label.height + 4, 186, 4))
        #expect(close(d.size.height, label.height + 4 + 4))
        let over = DrawnView(ProgressView(value: 3.0, total: 2.0), width: 100)
        #expect(close(try #require(over.shapes(filled: .hex(0x007AFF)).first).bounds.width, 100))
        let zeroTotal = DrawnView(ProgressView(value: 1.0, total: 0.0), width: 100)
        #expect(zeroTotal.shapes(filled: .hex(0x007AFF)).isEmpty)
    }

    @Test("a progress view without a value is iOS's eight-spoke spinner, its label below in grey")
    func spinner() throws {
        let d = DrawnView(ProgressView("Loading"))
        let spokes = d.shapes.filter { $0.shape.stroke?.cap == .round }
        #expect(spokes.count == 8)
        #expect(try #require(d.text("Loading")).text.fill == .color(.hex(0x3C3C43, alpha: 0.6)))
        #expect(DrawnView(ProgressView()).size == SceneSize(width: 20, height: 20))
        let circular = DrawnView(ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(circular.shapes.count == 8)
    }
}
