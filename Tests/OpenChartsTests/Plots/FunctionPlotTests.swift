import Foundation
import OpenCharts
import Testing

@Suite("Function plots")
struct FunctionPlotTests {
    func count(_ needle: String, in svg: String) -> Int { svg.components(separatedBy: needle).count - 1 }

    @Test("LinePlot(x:y:domain:function:) breaks where the function is infinite")
    func reciprocalBreaks() {
        let svg = TestRender.renderer(Chart { LinePlot(x: "x", y: "1/x", domain: -2...2) { 1 / $0 } }
            .chartYScale(domain: -10...10)).svg()
        #expect(count("class=\"mark line\"", in: svg) == 2)
    }

    @Test("two function plots in one chart draw two lines, and take foregroundStyle")
    func twoFunctions() {
        let svg = TestRender.renderer(Chart {
            LinePlot(x: "x", y: "sin", domain: 0...6.28) { sin($0) }.foregroundStyle(.orange)
            LinePlot(x: "x", y: "cos", domain: 0...6.28) { cos($0) }.foregroundStyle(.purple)
        }).svg()
        #expect(count("class=\"mark line\"", in: svg) == 2)
    }

    @Test("a parametric circle spans -1...1 on both axes")
    func parametricCircle() {
        let svg = TestRender.renderer(Chart {
            LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { t in (x: cos(t), y: sin(t)) }
        }).svg()
        #expect(count("class=\"mark line\"", in: svg) == 1)
        #expect(svg.contains(">-1.0<") || svg.contains(">-1<"))
    }

    @Test("AreaPlot fills under a curve and between two curves")
    func areas() {
        let under = TestRender.renderer(Chart {
            AreaPlot(x: "x", y: "Density", domain: -4...4) { x in exp(-x * x / 2) / (2 * Double.pi).squareRoot() }
        }).svg()
        #expect(count("class=\"mark area\"", in: under) == 1)
        let band = TestRender.renderer(Chart {
            AreaPlot(x: "x", yStart: "Low", yEnd: "High", domain: 0...10) { x in (yStart: sin(x) - 1, yEnd: sin(x) + 1) }
        }).svg()
        #expect(count("class=\"mark area\"", in: band) == 1)
    }

    @Test("without a domain a function plot follows the chart's x scale domain")
    func domainFromScale() {
        let svg = TestRender.renderer(Chart { LinePlot(x: "x", y: "x²", domain: nil) { $0 * $0 } }.chartXScale(domain: 0...5)).svg()
        // y reaches 25 at x = 5, so the y axis shows a tick at 25.
        #expect(svg.contains(">25<"))
    }
}
