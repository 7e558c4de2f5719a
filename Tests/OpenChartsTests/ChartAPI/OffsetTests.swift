import Foundation
@testable import OpenCharts
import Testing

/// A day of steps, as a fitness app logs them.
struct DailySteps: Identifiable {
    let day: Date
    let steps: Int
    var id: Date { day }
}

/// A week of steps, Monday 5 to Sunday 11 June 2023.
let weekOfSteps: [DailySteps] = [8_412, 10_240, 6_980, 12_035, 9_310, 4_870, 7_650].enumerated().map {
    DailySteps(day: TestRender.date(2023, 6, 5 + $0), steps: $1)
}

@Suite("Offsets of chart content") struct OffsetTests {
    /// The selection chart of the WWDC23 talk: a line of steps and a full-height rule at Wednesday.
    struct SelectionChart: View {
        var stretch: Bool
        var body: some View {
            Chart {
                ForEach(weekOfSteps) { LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Steps", $0.steps)) }
                if stretch {
                    RuleMark(x: .value("Selected", TestRender.date(2023, 6, 7), unit: .day))
                        .foregroundStyle(Color.gray.opacity(0.3))
                        .offset(yStart: -10)
                        .zIndex(-1)
                } else {
                    RuleMark(x: .value("Selected", TestRender.date(2023, 6, 7), unit: .day))
                        .foregroundStyle(Color.gray.opacity(0.3))
                        .zIndex(-1)
                }
            }
        }
    }

    @Test("offset(yStart: -10) starts a full-height rule ten points above the plot, its bottom where it was")
    func ruleStretchedUp() throws {
        let plain = try #require(Rendered(SelectionChart(stretch: false)).boxes("mark rule").first)
        let stretched = try #require(Rendered(SelectionChart(stretch: true)).boxes("mark rule").first)
        #expect(abs(stretched.minY - (plain.minY - 10)) < 0.01, "\(plain) \(stretched)")
        #expect(abs(stretched.maxY - plain.maxY) < 0.01)
        #expect(abs(stretched.minX - plain.minX) < 0.01)
    }

    @Test("offset(x:yStart:yEnd:) moves a rule sideways and moves each end by its own amount")
    func ruleMovedAndStretched() throws {
        func rule(_ content: some ChartContent) throws -> PathBox {
            try #require(Rendered(Chart { content }).boxes("mark rule").first)
        }
        let plain = try rule(RuleMark(x: .value("Day", 3), yStart: .value("Low", 20), yEnd: .value("High", 80)))
        let moved = try rule(RuleMark(x: .value("Day", 3), yStart: .value("Low", 20), yEnd: .value("High", 80))
            .offset(x: 5, yStart: 6, yEnd: -4))
        // yStart is the low value's end (the bottom), yEnd the high value's (the top).
        #expect(abs(moved.minX - (plain.minX + 5)) < 0.01)
        #expect(abs(moved.maxY - (plain.maxY + 6)) < 0.01, "\(plain) \(moved)")
        #expect(abs(moved.minY - (plain.minY - 4)) < 0.01, "\(plain) \(moved)")
    }

    @Test("offset(xStart:xEnd:y:) widens a horizontal average rule past both edges and lowers it")
    func averageRuleWidened() throws {
        func rule(_ content: some ChartContent) throws -> PathBox {
            try #require(Rendered(Chart {
                ForEach(weekOfSteps) { BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Steps", $0.steps)) }
                content
            }).boxes("mark rule").first)
        }
        let plain = try rule(RuleMark(y: .value("Average", 8_500)))
        let wide = try rule(RuleMark(y: .value("Average", 8_500)).offset(xStart: -8, xEnd: 8, y: 2))
        #expect(abs(wide.minX - (plain.minX - 8)) < 0.01 && abs(wide.maxX - (plain.maxX + 8)) < 0.01, "\(plain) \(wide)")
        #expect(abs(wide.minY - (plain.minY + 2)) < 0.01)
    }

    @Test("offset(yEnd:) lengthens a bar past its value; offset(yStart:yEnd:) and offset(xStart:xEnd:) resolve to the four-end form")
    func barEnds() throws {
        let plain = try #require(Rendered(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_412)) }).boxes("mark bar").first)
        let taller = try #require(Rendered(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_412)).offset(yEnd: -4)
        }).boxes("mark bar").first)
        #expect(abs(taller.minY - (plain.minY - 4)) < 0.01 && abs(taller.maxY - plain.maxY) < 0.01, "\(plain) \(taller)")
        let inset = try #require(Rendered(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_412)).offset(xStart: 3, xEnd: -3).offset(yStart: -2, yEnd: 0)
        }).boxes("mark bar").first)
        #expect(abs(inset.width - (plain.width - 6)) < 0.01, "\(plain) \(inset)")
        #expect(abs(inset.maxY - (plain.maxY - 2)) < 0.01)
    }

    @Test("offset(_:) with a CGSize and offset(x:y:) move a point; start and end offsets leave a point as it is")
    func pointMoves() throws {
        func point(_ content: some ChartContent) throws -> PathBox {
            try #require(Rendered(Chart { content }).boxes("mark point").first)
        }
        let plain = try point(PointMark(x: .value("Day", 2), y: .value("Steps", 50)))
        let moved = try point(PointMark(x: .value("Day", 2), y: .value("Steps", 50)).offset(CGSize(width: 3, height: -7)))
        let same = try point(PointMark(x: .value("Day", 2), y: .value("Steps", 50)).offset(xStart: 9, xEnd: 9, yStart: 9, yEnd: 9))
        #expect(abs(moved.minX - (plain.minX + 3)) < 0.01 && abs(moved.minY - (plain.minY - 7)) < 0.01)
        #expect(same == plain)
    }

    @Test("nested offsets add up, and NaN or infinite offsets count as none")
    func nestedAndBad() {
        let marks = collect {
            RuleMark(y: .value("Goal", 10)).offset(xStart: -2).offset(xStart: -3, xEnd: .infinity, y: .nan)
        }
        #expect(marks[0].style.rangeOffset.xStart == -5)
        #expect(marks[0].style.rangeOffset.xEnd == 0)
        #expect(marks[0].style.offset.y == 0)
    }
}
