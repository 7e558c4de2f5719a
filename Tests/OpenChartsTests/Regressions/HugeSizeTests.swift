import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// Sizes that crashed renders (`PositionScaleBuilder.tickCount` turned `length / spacing` into an
/// `Int` with no check): each is now clamped where layout meets it, with a warning.
@Suite("Regressions: insane sizes are clamped in layout") struct HugeSizeTests {
    struct Sale: Identifiable { let id: Int; let month: String; let amount: Double }
    static let sales = [Sale(id: 0, month: "Jan", amount: 1_200), Sale(id: 1, month: "Feb", amount: 1_850),
                        Sale(id: 2, month: "Mar", amount: 990)]

    struct SalesCard: View {
        var chartHeight: CGFloat = 200
        var padding: CGFloat = 16
        var spacing: CGFloat? = 8
        var plotWidth: CGFloat?
        var body: some View {
            VStack(alignment: .leading, spacing: spacing) {
                Text("Monthly sales").font(.headline)
                Chart(HugeSizeTests.sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)) }
                    .chartPlotStyle { plot in plot.frame(width: plotWidth) }
                    .frame(height: chartHeight)
            }
            .padding(padding)
        }
    }

    /// Renders and checks the document; returns it with the warnings.
    func render<V: View>(_ view: V, width: Double? = 400, height: Double? = 300,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> (ParsedSVG, [String]) {
        var r = TestRender.renderer(view)
        r.proposedSize = ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
        let svg = r.svg()
        #expect(SVGContract.problems(svg) == [], sourceLocation: sourceLocation)
        let doc = try #require(ParsedSVG(svg), sourceLocation: sourceLocation)
        return (doc, r.warnings)
    }

    @Test("a renderer offered 1e300 points draws at the layout's largest size, 1,000,000 points, and says so")
    func hugeProposal() throws {
        let (doc, warnings) = try render(SalesCard(), width: 1e300, height: 1e300)
        #expect(doc.root?.attributes["width"] == "1000000")
        #expect(doc.elements(classed: "mark bar").count == 3)
        #expect(warnings.contains("A view was offered more than the 1000000 points layout allows; it was offered 1000000."), "\(warnings)")
    }

    @Test("NaN and infinite proposals to the renderer take the ideal size of the view")
    func nanProposal() throws {
        let (doc, warnings) = try render(SalesCard(), width: .nan, height: .infinity)
        #expect(doc.elements(classed: "mark bar").count == 3)
        #expect(warnings.contains { $0.contains("NaN") }, "\(warnings)")
    }

    @Test("a NaN frame height, an infinite padding and a NaN stack spacing render without a crash, with warnings",
          arguments: [SalesCard(chartHeight: .nan), SalesCard(padding: .infinity), SalesCard(spacing: .nan),
                      SalesCard(chartHeight: 1e300), SalesCard(padding: -1e300), SalesCard(chartHeight: -.infinity)])
    func brokenModifiers(card: SalesCard) throws {
        let (doc, warnings) = try render(card)
        #expect(doc.root?.name == "svg")
        #expect(!warnings.isEmpty)
    }

    @Test("a modifier's insane argument is dropped or clamped where it is given, and the warning names the modifier")
    func modifierWarnings() throws {
        let (_, nanPadding) = try render(SalesCard(padding: .nan))
        #expect(nanPadding.contains("A padding of NaN points was ignored."), "\(nanPadding)")
        let (_, hugeFrame) = try render(SalesCard(chartHeight: 1e300))
        #expect(hugeFrame.contains("A frame's height of 1e+300 points was cut to 1000000, the most layout allows."), "\(hugeFrame)")
        let (_, nanSpacing) = try render(SalesCard(spacing: .nan))
        #expect(nanSpacing.contains("A stack's spacing of NaN points was ignored."), "\(nanSpacing)")
    }

    @Test("a symbol size of NaN or 1e300 and a corner radius of infinity are reported, and the chart draws")
    func markSizes() throws {
        let chart = Chart(Self.sales) { s in
            PointMark(x: .value("Month", s.month), y: .value("Sales", s.amount)).symbolSize(s.id == 0 ? .nan : 1e300)
            BarMark(x: .value("Month", s.month), y: .value("Sales", s.amount)).cornerRadius(.infinity)
        }
        let (doc, warnings) = try render(chart)
        #expect(doc.elements(classed: "mark point").count == 3)
        #expect(warnings.contains("A symbol size of NaN was ignored."), "\(warnings)")
        #expect(warnings.contains("A symbol size of 1e+300 square points was cut to 1000000."), "\(warnings)")
        #expect(warnings.contains("A mark's corner radius of infinity points was ignored."), "\(warnings)")
    }

    @Test("a chartPlotStyle frame of 1e300 or NaN points renders, clamped, with a warning", arguments: [1e300, .nan, -.infinity])
    func plotStyleFrame(width: Double) throws {
        let (doc, warnings) = try render(SalesCard(plotWidth: CGFloat(width)))
        #expect(doc.elements(classed: "mark bar").count == 3)
        #expect(!warnings.isEmpty)
    }

    @Test("an offset of NaN or 1e300 points is clamped; the chart beside it is untouched")
    func offsets() throws {
        let view = HStack {
            Text("Total").offset(x: .nan, y: 1e300)
            Chart(Self.sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)) }
        }
        let (doc, warnings) = try render(view)
        #expect(doc.elements(classed: "mark bar").count == 3)
        #expect(warnings.contains { $0.contains("placed") }, "\(warnings)")
    }

    @Test("Int(saturating:) clamps NaN, infinities and values past Int.max instead of trapping")
    func saturating() {
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: .nan, nan: 2) == 2)
        #expect(Int(saturating: .infinity) == .max)
        #expect(Int(saturating: -.infinity) == .min)
        #expect(Int(saturating: 1e300) == .max)
        // 2^63 is the first Double past Int.max; the Double just below it, 2^63 - 1024, fits.
        #expect(Int(saturating: 9.223372036854775808e18) == .max)
        #expect(Int(saturating: 9.223372036854775e18) == 9_223_372_036_854_774_784)
        #expect(UInt8(saturating: 255.9) == 255)
        #expect(UInt8(saturating: 256.0) == 255)
        #expect(UInt8(saturating: -0.5) == 0)
        #expect(Int16(saturating: -1e9) == .min)
        #expect(UInt64(saturating: 1.8446744073709552e19) == .max)
        #expect(UInt8(saturating: Float.nan, nan: 7) == 7)
        #expect(Int(saturating: -2.7) == -2)
        #expect(Int(saturating: 4_503_599_627_370_497) == 4_503_599_627_370_497)
    }
}

@Suite("Regressions: values at the ends of Double's range") struct ExtremeValueAxisTests {
    struct Reading { let name: String; let value: Double }

    // The span of -1e308...1e308 is past Double's range: the axis used to be halved to keep it
    // finite while the bars kept their full length, so they ran down across the x labels.
    @Test("bars of -1e308 and 1e308 stay inside the plot, on an axis that reaches both")
    func barsAtDoubleLimits() throws {
        let readings = [Reading(name: "Low", value: -1e308), Reading(name: "High", value: 1e308)]
        let svg = TestRender.renderer(Chart(readings, id: \.name) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }).svg()
        let doc = try #require(ParsedSVG(svg))
        let bars = doc.elements(classed: "mark bar")
        #expect(bars.count == 2)
        let labelTop = try #require(doc.texts(inside: "axis x").compactMap { $0.attributes["y"].flatMap(Double.init) }.min())
        for bar in bars {
            // A bar is a closed path of corners "M x y x y x y x y Z": its y values are every second number.
            let numbers = try #require(bar.attributes["d"]).split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            let top = try #require(ys.min()), bottom = try #require(ys.max())
            #expect(top >= 0)
            #expect(bottom < labelTop - 10, "bar from \(top) to \(bottom), labels at \(labelTop)")
        }
        #expect(doc.texts(inside: "axis y").count >= 3)
    }
}
