import Foundation
import OpenCharts
import Testing

/// A day's closing price of one stock, as a portfolio app stores it.
struct StockClose: Identifiable {
    var id: Int
    var date: Date
    var symbol: String
    var price: Double
    /// The row's number, as a number to plot.
    var idNumber: Double { Double(id) }
}

let closes: [StockClose] = (0..<30).flatMap { day -> [StockClose] in
    let date = TestRender.date(2024, 3, 1).addingTimeInterval(Double(day) * 86_400)
    return [StockClose(id: 2 * day, date: date, symbol: "AAPL", price: 170 + Double(day % 7) * 1.5),
            StockClose(id: 2 * day + 1, date: date, symbol: "MSFT", price: 400 - Double(day % 5) * 2.25)]
}

@Suite("Vectorized plots")
struct VectorizedPlotTests {
    func count(_ needle: String, in svg: String) -> Int { svg.components(separatedBy: needle).count - 1 }

    @Test("LinePlot with series and foregroundStyle(by:) draws what ForEach with LineMark draws")
    func linePlotMatchesMarks() {
        let plot = TestRender.renderer(Chart {
            LinePlot(closes, x: .value("Date", \.date), y: .value("Price", \.price), series: .value("Symbol", \.symbol))
                .foregroundStyle(by: .value("Symbol", \.symbol))
        }).svg()
        let marks = TestRender.renderer(Chart {
            ForEach(closes) { c in
                LineMark(x: .value("Date", c.date), y: .value("Price", c.price), series: .value("Symbol", c.symbol))
                    .foregroundStyle(by: .value("Symbol", c.symbol))
            }
        }).svg()
        #expect(plot == marks)
        #expect(count("class=\"mark line\"", in: plot) == 2)
    }

    @Test("BarPlot, PointPlot, RulePlot, RectanglePlot and SectorPlot draw what their marks draw")
    func plotsMatchMarks() {
        let week = Array(closes.prefix(14))
        func pair<A: View, B: View>(_ a: A, _ b: B) -> (String, String) { (TestRender.renderer(a).svg(), TestRender.renderer(b).svg()) }
        let bars = pair(Chart { BarPlot(week, x: .value("Symbol", \.symbol), y: .value("Price", \.price)) },
                        Chart { ForEach(week) { BarMark(x: .value("Symbol", $0.symbol), y: .value("Price", $0.price)) } })
        #expect(bars.0 == bars.1)
        let points = pair(Chart { PointPlot(week, x: .value("Date", \.date), y: .value("Price", \.price)).symbol(by: .value("Symbol", \.symbol)) },
                          Chart { ForEach(week) { PointMark(x: .value("Date", $0.date), y: .value("Price", $0.price)).symbol(by: .value("Symbol", $0.symbol)) } })
        #expect(points.0 == points.1)
        let rules = pair(Chart { RulePlot(week, xStart: .value("Date", \.date), xEnd: .value("Date", \.date), y: .value("Price", \.price)) },
                         Chart { ForEach(week) { RuleMark(xStart: .value("Date", $0.date), xEnd: .value("Date", $0.date), y: .value("Price", $0.price)) } })
        #expect(rules.0 == rules.1)
        let cells = pair(Chart { RectanglePlot(week, x: .value("Date", \.date), y: .value("Symbol", \.symbol)).foregroundStyle(by: .value("Price", \.price)) },
                         Chart { ForEach(week) { RectangleMark(x: .value("Date", $0.date), y: .value("Symbol", $0.symbol)).foregroundStyle(by: .value("Price", $0.price)) } })
        #expect(cells.0 == cells.1)
        let pie = pair(Chart { SectorPlot(week.prefix(4), angle: .value("Price", \.price), innerRadius: .ratio(0.6)).foregroundStyle(by: .value("Day", \.id)) },
                       Chart { ForEach(week.prefix(4)) { SectorMark(angle: .value("Price", $0.price), innerRadius: .ratio(0.6)).foregroundStyle(by: .value("Day", $0.id)) } })
        #expect(pie.0 == pie.1)
        #expect(count("class=\"mark sector\"", in: pie.0) == 4)
    }

    @Test("plots mix with marks in one chart, and chart-content modifiers apply to every row")
    func mixesWithMarks() {
        let svg = TestRender.renderer(Chart {
            AreaPlot(closes.filter { $0.symbol == "AAPL" }, x: .value("Date", \.date), y: .value("Price", \.price))
                .foregroundStyle(.green.opacity(0.3))
            RuleMark(y: .value("Target", 175)).foregroundStyle(.red)
        }).svg()
        #expect(count("class=\"mark area\"", in: svg) == 1)
        #expect(count("class=\"mark rule\"", in: svg) == 1)
    }

    @Test("a million-row LinePlot becomes at most four marks per bucket before any scene exists")
    func millionRowLinePlot() {
        let walk = (0..<1_000_000).map { i in StockClose(id: i, date: Date(timeIntervalSinceReferenceDate: Double(i) * 60),
                                                         symbol: "AAPL", price: sin(Double(i) / 5000) * 10) }
        let svg = TestRender.renderer(Chart { LinePlot(walk, x: .value("Time", \.date), y: .value("Price", \.price)) }).svg()
        #expect(count("class=\"mark line\"", in: svg) == 1)
        #expect(svg.utf8.count < 200_000)
    }

    @Test("a 100,000-point PointPlot, described from its columns: its count, its extremes and where they are")
    func longScatterDescription() {
        // y = i mod 1,000 over x = i, except row 70,000 at 5,000 (the maximum) and row 30,000 at −7 (the minimum):
        // the first maximum and minimum by hand are those two rows.
        let rows = (0..<100_000).map { i in
            StockClose(id: i, date: .distantPast, symbol: "A", price: i == 70_000 ? 5_000 : i == 30_000 ? -7 : Double(i % 1_000))
        }
        let svg = TestRender.renderer(Chart { PointPlot(rows, x: .value("Step", \.idNumber), y: .value("Level", \.price)) }).svg()
        #expect(svg.contains("A scatter plot of 100,000 points."), "\(svg.prefix(900))")
        #expect(svg.contains("minimum -7 at 30,000") || svg.contains("minimum −7 at 30,000"), "\(svg.prefix(900))")
        #expect(svg.contains("maximum 5,000 at 70,000"), "\(svg.prefix(900))")
        // Quartiles near 250 and 750 put the outer fences at −1,250 and 2,250: 5,000 is an outlier, −7 is not.
        #expect(svg.contains("outlier 5,000 at 70,000."), "\(svg.prefix(900))")
    }
}
