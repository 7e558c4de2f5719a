import ChartEngine
import Foundation
@testable import OpenCharts
@testable import OpenChartsGallery
import Testing

/// Keeps the proxy a chart hands its overlay.
final class ProxyBox: @unchecked Sendable {
    var proxy: ChartProxy?
    func keep(_ p: ChartProxy) -> EmptyView { proxy = p; return EmptyView() }
}

/// The proxy of a chart rendered at 400 × 300.
func proxy<V: View>(of chart: V) throws -> ChartProxy {
    let box = ProxyBox()
    _ = TestRender.renderer(chart.chartOverlay { box.keep($0) }).svg()
    return try #require(box.proxy)
}

@Suite("ChartProxy: positions, values, angles and frames")
struct ChartProxyTests {
    struct Row: Identifiable { let id: Int; let x: Double; let y: Double }
    let rows = (0..<5).map { Row(id: $0, x: Double($0) * 25, y: Double($0 * $0) + 1) }

    func line(xType: ScaleType = .linear, yType: ScaleType = .linear) -> some View {
        Chart(rows) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) }
            .chartXScale(type: xType).chartYScale(type: yType)
    }

    @Test("value(at: position(for: v)) gives v back on every numeric scale type",
          arguments: [ScaleType.linear, .log, .squareRoot, .power(exponent: 3), .symmetricLog, .symmetricLog(slopeAtZero: 0.1)])
    func numericRoundTrip(type: ScaleType) throws {
        let p = try proxy(of: line(yType: type))
        for v in [1.0, 1.5, 2, 3.75, 5, 9.99, 10, 12.5, 17] {
            let y = try #require(p.position(forY: v))
            let back = try #require(p.value(atY: y, as: Double.self))
            #expect(abs(back - v) <= 1e-9 * v, "\(type) at \(v)")
        }
    }

    @Test("positions are relative to the plot: the domain's ends are its edges")
    func plotRelative() throws {
        let p = try proxy(of: line().chartXScale(domain: 0...100).chartYScale(domain: 0...20))
        #expect(p.position(forX: 0.0) == 0)
        #expect(abs(try #require(p.position(forX: 100.0)) - p.plotSize.width) < 1e-9)
        #expect(abs(try #require(p.position(forY: 0.0)) - p.plotSize.height) < 1e-9)
        #expect(p.position(forY: 20.0) == 0)
        let point = try #require(p.position(for: (x: 50.0, y: 10.0)))
        #expect(abs(point.x - p.plotSize.width / 2) < 1e-9 && abs(point.y - p.plotSize.height / 2) < 1e-9)
        let pair = try #require(p.value(at: point, as: (Double, Double).self))
        #expect(abs(pair.0 - 50) < 1e-9 && abs(pair.1 - 10) < 1e-9)
        // Integers round to the nearest value.
        #expect(p.value(atX: p.position(forX: 75.0)! + 0.3, as: Int.self) == 75)
        #expect(p.xDomain(dataType: Double.self) == [0, 100])
    }

    @Test("categories: the band's middle, its range, and the category under any point of it")
    func categories() throws {
        let chart = Chart(sales) { BarMark(x: .value("Name", $0.name), y: .value("Sales", $0.sales)) }
        let p = try proxy(of: chart)
        let band = p.plotSize.width / 6
        for (i, s) in sales.enumerated() {
            let mid = try #require(p.position(forX: s.name))
            #expect(abs(mid - band * (CGFloat(i) + 0.5)) < 1e-9)
            let range = try #require(p.positionRange(forX: s.name))
            #expect(abs(range.lowerBound - band * CGFloat(i)) < 1e-9 && abs(range.upperBound - band * CGFloat(i + 1)) < 1e-9)
            #expect(p.value(atX: range.lowerBound + 1, as: String.self) == s.name)
            #expect(p.value(atX: range.upperBound - 1, as: String.self) == s.name)
        }
        // Beyond the plot, the nearest category, as a drag past the edge keeps the last one selected.
        #expect(p.value(atX: -5, as: String.self) == "Cachapa")
        #expect(p.value(atX: p.plotSize.width + 5, as: String.self) == "American")
        #expect(p.xDomain(dataType: String.self) == sales.map(\.name))
    }

    @Test("dates map to positions and back to the same instant")
    func dates() throws {
        let chart = Chart(dailySales, id: \.day) { LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
        let p = try proxy(of: chart)
        for d in dailySales.map(\.day) {
            let x = try #require(p.position(forX: d))
            let back = try #require(p.value(atX: x, as: Date.self))
            #expect(abs(back.timeIntervalSince(d)) < 1e-3)
        }
    }

    @Test("value(atAngle:) is the running sum at that angle, and falls in the sector drawn there")
    func angles() throws {
        let chart = Chart(sales) { SectorMark(angle: .value("Sales", $0.sales)).foregroundStyle(by: .value("Name", $0.name)) }
        let p = try proxy(of: chart)
        let total = Double(sales.map(\.sales).reduce(0, +))
        var before = 0.0
        for s in sales {
            // The middle of each sector, in degrees clockwise from 12 o'clock.
            let mid = (before + Double(s.sales) / 2) / total * 360
            let v = try #require(p.value(atAngle: .degrees(mid), as: Double.self))
            #expect(abs(v - (before + Double(s.sales) / 2)) < 1e-9)
            #expect(v > before && v < before + Double(s.sales))
            before += Double(s.sales)
        }
        // angle(at:) reads a point of the plot about the pie's centre: straight right is 90°.
        let c = CGPoint(x: p.plotSize.width / 2, y: p.plotSize.height / 2)
        #expect(abs(p.angle(at: CGPoint(x: c.x + 10, y: c.y)).degrees - 90) < 1e-9)
        #expect(abs(p.angle(at: CGPoint(x: c.x, y: c.y - 10)).degrees) < 1e-9)
        #expect(abs(p.angle(at: CGPoint(x: c.x - 10, y: c.y)).degrees - 270) < 1e-9)
        #expect(p.foregroundStyleDomain(dataType: String.self) == sales.map(\.name))
        #expect(p.foregroundStyle(for: "Cachapa") != nil && p.foregroundStyle(for: "Waffle") == nil)
    }

    /// Rotations away from the pockets' borders (multiples of 72°), where the article's rounding and
    /// the proxy's half-open sectors may pick different neighbours.
    @Test("the roulette's judgeResult picks the pocket ChartProxy finds under the pointer", arguments: [10.0, 36, 71, 73, 200, 359, 1000, 1799.5])
    func roulette(rotation: Double) throws {
        struct Pocket { let name: String; let rate: Int }
        let pockets = ["A", "B", "C", "D", "E"].map { Pocket(name: $0, rate: 1) }
        let chart = Chart(pockets, id: \.name) { SectorMark(angle: .value("rate", $0.rate), innerRadius: .ratio(0.45)) }
        let p = try proxy(of: chart)
        // The wheel turns clockwise by `rotation`; the pointer at 12 o'clock then looks at the wheel's
        // own angle of −rotation.
        var under = (-rotation).truncatingRemainder(dividingBy: 360)
        if under < 0 { under += 360 }
        let value = try #require(p.value(atAngle: .degrees(under), as: Double.self))
        let index = min(pockets.count - 1, Int(saturating: value))
        #expect(RouletteView.judged(at: rotation) == pockets[index].name)
    }

    @Test("selection: selectXValue and selectAngleValue set the bindings the chart registered")
    func selection() throws {
        final class Box: @unchecked Sendable { var x: String?; var angle: Double? }
        let box = Box()
        let chart = Chart(sales) { BarMark(x: .value("Name", $0.name), y: .value("Sales", $0.sales)) }
            .chartXSelection(value: Binding(get: { box.x }, set: { box.x = $0 }))
        let p = try proxy(of: chart)
        p.selectXValue(at: try #require(p.position(forX: "Dosa")))
        #expect(box.x == "Dosa")
        let pie = Chart(sales) { SectorMark(angle: .value("Sales", $0.sales)) }
            .chartAngleSelection(value: Binding(get: { box.angle }, set: { box.angle = $0 }))
        try proxy(of: pie).selectAngleValue(at: .degrees(180))
        #expect(abs(try #require(box.angle) - Double(sales.map(\.sales).reduce(0, +)) / 2) < 1e-9)
    }

    @Test("the plot frame anchor resolves to the plot in a GeometryReader over the chart")
    func anchors() throws {
        let p = try proxy(of: line())
        #expect(p.plotSize == p.plotAreaSize)
        let frame = try #require(p.plotFrame)
        #expect(frame.value.size == p.plotSize)
        #expect(p.plotAreaFrame.value == frame.value)
    }

    @Test("style lookups: the symbol, size and stroke each scale gives a value, and the domains")
    func styleLookups() throws {
        struct Reading { let city: String; let day: Int; let sales: Double }
        let rows = [Reading(city: "Cupertino", day: 1, sales: 10), Reading(city: "San Francisco", day: 2, sales: 30)]
        let chart = Chart(rows, id: \.city) {
            PointMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales))
                .symbol(by: .value("City", $0.city))
                .symbolSize(by: .value("City", $0.city))
            LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales))
                .lineStyle(by: .value("City", $0.city))
        }
        .chartSymbolScale(["Cupertino": .square, "San Francisco": .diamond])
        .chartSymbolSizeScale(["Cupertino": 20, "San Francisco": 80])
        .chartLineStyleScale(["Cupertino": StrokeStyle(lineWidth: 2), "San Francisco": StrokeStyle(lineWidth: 3, dash: [4, 2])])
        let p = try proxy(of: chart)
        #expect(p.symbol(for: "San Francisco") == AnyChartSymbolShape(.diamond))
        #expect(p.symbolSize(for: "Cupertino") == 20 && p.symbolSize(for: "San Francisco") == 80)
        #expect(p.lineStyle(for: "San Francisco") == StrokeStyle(lineWidth: 3, dash: [4, 2]))
        #expect(p.symbol(for: "Paris") == nil && p.symbolSize(for: "Paris") == nil && p.lineStyle(for: "Paris") == nil)
        #expect(p.symbolDomain(dataType: String.self) == ["Cupertino", "San Francisco"])
        #expect(p.symbolSizeDomain(dataType: String.self) == ["Cupertino", "San Francisco"])
        #expect(p.lineStyleDomain(dataType: String.self) == ["Cupertino", "San Francisco"])
        // A symbol the proxy hands back draws as that symbol, not as a circle.
        let reused = collect { PointMark(x: .value("X", 1), y: .value("Y", 2)).symbol(p.symbol(for: "San Francisco")!) }
        #expect(reused.first?.style.symbol == .diamond)
    }

    @Test("modifyInferredDomain changes the inferred categories and the numbers' ends")
    func modifiedDomains() throws {
        let bars = Chart(sales) { BarMark(x: .value("Name", $0.name), y: .value("Sales", $0.sales)) }
            .chartXScale(domain: .automatic(dataType: String.self) { names in
                names.removeAll { $0 == "Dosa" }
                names.append("Waffle")
            })
            .chartYScale(domain: .automatic(dataType: Double.self) { ends in ends.append(2000) })
        let p = try proxy(of: bars)
        #expect(p.xDomain(dataType: String.self) == ["Cachapa", "Injera", "Crêpe", "Jian Bing", "American", "Waffle"])
        // 0…2000 is already nice.
        #expect(p.yDomain(dataType: Double.self) == [0, 2000])
    }

    @Test("a chart inside an annotation is a chart of its own: the parent's overlay is drawn once")
    func nestedChart() {
        final class Counter: @unchecked Sendable {
            var calls = 0
            func count(_ p: ChartProxy) -> EmptyView { calls += 1; return EmptyView() }
        }
        let counter = Counter()
        let chart = Chart {
            BarMark(x: .value("Name", "A"), y: .value("Sales", 1))
                .annotation { Chart { BarMark(x: .value("Name", "B"), y: .value("Sales", 2)) }.frame(width: 40, height: 40) }
        }
        .chartOverlay { counter.count($0) }
        _ = TestRender.renderer(chart).svg()
        #expect(counter.calls == 1)
    }
}
