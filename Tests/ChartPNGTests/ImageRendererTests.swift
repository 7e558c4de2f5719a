import Foundation
import OpenCharts
import Testing

@Suite("ImageRenderer")
struct ImageRendererTests {
    struct StepCount: Identifiable {
        let day: String
        let steps: Int
        var id: String { day }
    }

    /// A screen as an iOS app writes it: a title above a weekly chart, with an `if` for an empty week.
    struct WeeklyStepsCard: View {
        let week: [StepCount]
        var body: some View {
            VStack(alignment: .leading) {
                Text("Steps this week")
                if week.isEmpty {
                    Text("No steps recorded")
                } else {
                    Chart(week) { entry in
                        BarMark(x: .value("Day", entry.day), y: .value("Steps", entry.steps))
                    }
                }
            }
            .frame(width: 320, height: 200)
        }
    }

    static let week = [StepCount(day: "Mon", steps: 8_412), StepCount(day: "Tue", steps: 10_233),
                       StepCount(day: "Wed", steps: 6_120), StepCount(day: "Thu", steps: 12_004)]

    @Test("pngData() draws the view at scale pixels per point, 1 by default as in SwiftUI")
    func pngDataAtScale() throws {
        let renderer = ImageRenderer(content: WeeklyStepsCard(week: Self.week))
        let one = try DecodedPNG(Array(try #require(renderer.pngData())))
        #expect((one.width, one.height) == (320, 200))
        renderer.scale = 2
        let two = try DecodedPNG(Array(try #require(renderer.pngData())))
        #expect((two.width, two.height) == (640, 400))
    }

    @Test("the bars are drawn in Swift Charts' default blue; an opaque image has the light background")
    func drawsTheChart() throws {
        let renderer = ImageRenderer(content: WeeklyStepsCard(week: Self.week))
        renderer.scale = 2
        renderer.isOpaque = true
        let png = try DecodedPNG(Array(try #require(renderer.pngData())))
        var blue = 0
        for y in 0..<png.height {
            for x in 0..<png.width {
                let p = png.pixel(x, y)
                if p[0] == 0 && p[1] == 122 && p[2] == 255 { blue += 1 }
            }
        }
        #expect(blue > 5_000)
        #expect(png.pixel(0, 0) == [255, 255, 255, 255])
    }

    @Test("by default what the view leaves empty is transparent, as in SwiftUI")
    func transparentByDefault() throws {
        let renderer = ImageRenderer(content: WeeklyStepsCard(week: Self.week))
        let png = try DecodedPNG(Array(try #require(renderer.pngData())))
        #expect(png.colorType == 6)
        #expect(png.pixel(0, 0)[3] == 0)
    }

    @Test("a scale that is not a positive number gives no image rather than a crash")
    func badScale() {
        let renderer = ImageRenderer(content: WeeklyStepsCard(week: []))
        renderer.scale = -1
        #expect(renderer.pngData() == nil)
        renderer.scale = .nan
        #expect(renderer.pngData() == nil)
    }
}
