import Foundation
import OpenChartsFuzz
@testable import OpenCharts
import Testing

/// Text laid out at the sizes no app means but a server may be sent: fonts of 0, 1e-300,
/// infinite or NaN points, frames up to 1e308, line limits, spacing and scale factors at their
/// extremes. Each renders, bounded, to a document that passes the SVG checks.
@Suite("Regressions: text at extreme sizes") struct TextExtremesTests {
    static let sizes: [CGFloat] = [0, 1e-300, .leastNonzeroMagnitude, .infinity, -.infinity, .nan, -3, 1e308]
    static let paragraph = "Weekly revenue rose in every region but one, where the new store opened late in the quarter."

    func expectClean<V: View>(_ view: V, width: CGFloat = 320, height: CGFloat = 240,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        var r = TestRender.renderer(view)
        r.proposedSize = ProposedViewSize(width: width, height: height)
        let svg = r.svg()
        #expect(SVGOutputChecker().problems(in: Data(svg.utf8), userStrings: []) == [], sourceLocation: sourceLocation)
    }

    // Found by a fuzzer: a font of 1e-300 points has lines 1e-300 points high, so the number of
    // lines that fit a frame 300 points high was past Int.max, and counting them trapped.
    @Test("a paragraph set at 1e-300 points in a 300-point frame renders instead of trapping")
    func tinyFontInFrame() {
        expectClean(Text(Self.paragraph).font(.system(size: 1e-300)).frame(width: 200, height: 300))
    }

    @Test("a paragraph renders at every extreme font size, in frames up to 1e308 points", .timeLimit(.minutes(1)),
          arguments: sizes, [CGFloat(300), 1e6, 1e308, .infinity])
    func extremeFontInFrame(size: CGFloat, frame: CGFloat) {
        expectClean(VStack {
            Text(Self.paragraph).font(.system(size: size)).frame(width: 200, height: frame)
            Chart { BarMark(x: .value("Region", "North"), y: .value("Revenue", 12)) }
        })
    }

    @Test("line spacing, line limits and scale factors at their extremes lay out a paragraph", .timeLimit(.minutes(1)),
          arguments: [CGFloat(0), 1e-300, 1e308, -1e308, .infinity, .nan], [0, 1, -1, Int.max])
    func extremeSpacingAndLimits(spacing: CGFloat, limit: Int) {
        for scale in [CGFloat(0), 1e-300, .nan, -1, 2] {
            expectClean(Text(Self.paragraph).font(.system(size: 1e-300)).lineSpacing(spacing).lineLimit(limit)
                .minimumScaleFactor(scale).frame(width: 120, height: 90))
        }
    }

    @Test("annotations set at extreme font sizes over a thousand bars render", .timeLimit(.minutes(1)), arguments: sizes)
    func extremeAnnotations(size: CGFloat) {
        expectClean(Chart(0..<1_000, id: \.self) { i in
            BarMark(x: .value("Day", i), y: .value("Steps", i % 17))
                .annotation(position: .top) { Text("Day \(i)").font(.system(size: size)).lineSpacing(1e308) }
        })
    }
}
