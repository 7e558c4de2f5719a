import Foundation
import OpenCharts
import Testing

/// One reading of a heart-rate strap: a sample a second over a long run.
struct HeartRateSample {
    var time: Date
    var beatsPerMinute: Double
}

/// Ten thousand samples, more than a line is thinned at: a slow climb with a wobble.
let longRun: [HeartRateSample] = (0..<10_000).map { i in
    HeartRateSample(time: TestRender.date(2024, 5, 12).addingTimeInterval(Double(i)),
                    beatsPerMinute: 120 + Double(i) / 250 + Double((i * 7_919) % 23) - 11)
}

@Suite("Long lines read as columns")
struct ColumnarRowsTests {
    func count(_ needle: String, in svg: String) -> Int { svg.components(separatedBy: needle).count - 1 }

    @Test("a ForEach of ten thousand line marks over dates draws what a LinePlot of the same rows draws")
    func forEachMatchesLinePlot() {
        let marks = TestRender.renderer(Chart {
            ForEach(longRun, id: \.time) { s in
                LineMark(x: .value("Time", s.time), y: .value("Heart Rate", s.beatsPerMinute))
            }
        }).svg()
        let plot = TestRender.renderer(Chart {
            LinePlot(longRun, x: .value("Time", \.time), y: .value("Heart Rate", \.beatsPerMinute))
        }).svg()
        #expect(marks == plot)
        #expect(count("class=\"mark line\"", in: marks) == 1)
    }

    @Test("a thinned line's description counts every row of the data, not the rows thinning kept")
    func describedByEveryRow() {
        for svg in [TestRender.renderer(Chart {
                        LinePlot(longRun, x: .value("Time", \.time), y: .value("Heart Rate", \.beatsPerMinute))
                    }).svg(),
                    TestRender.renderer(Chart {
                        ForEach(longRun, id: \.time) { LineMark(x: .value("Time", $0.time), y: .value("Heart Rate", $0.beatsPerMinute)) }
                    }).svg()] {
            #expect(svg.contains("A line chart of 10,000 points."))
        }
    }

    @Test("a ForEach whose rows change label halfway still draws every row as a mark")
    func changingLabelFallsBack() {
        let svg = TestRender.renderer(Chart {
            ForEach(Array(longRun.enumerated()), id: \.offset) { i, s in
                if i < 5_000 {
                    LineMark(x: .value("Time", s.time), y: .value("Heart Rate", s.beatsPerMinute))
                } else {
                    LineMark(x: .value("Time", s.time), y: .value("Pulse", s.beatsPerMinute))
                }
            }
        }).svg()
        #expect(count("class=\"mark line\"", in: svg) == 1)
        #expect(svg.contains("Heart Rate"))
    }

    @Test("line marks with a calendar unit keep it through the columnar path, as a LinePlot does")
    func unitsSurvive() {
        struct DaySteps { var day: Date; var steps: Double }
        let log = (0..<9_000).map { i in
            DaySteps(day: TestRender.date(2000, 1, 1).addingTimeInterval(Double(i) * 86_400), steps: Double(6_000 + (i * 37) % 4_000))
        }
        let marks = TestRender.renderer(Chart {
            ForEach(log, id: \.day) { d in
                LineMark(x: .value("Day", d.day, unit: .day), y: .value("Steps", d.steps))
            }
        }).svg()
        let plot = TestRender.renderer(Chart {
            LinePlot(log, x: .value("Day", \.day, unit: .day), y: .value("Steps", \.steps))
        }).svg()
        #expect(count("class=\"mark line\"", in: marks) == 1)
        #expect(marks == plot)
    }
}
