import ChartEngine
import ChartScene
import ChartText
import Foundation
import Testing

@Suite("M4 decimation in rendered lines")
struct LineDecimationRenderTests {
    static let context: ChartContext = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let theme = ChartTheme(palette: [RGBA(hex: 0x007AFF)], axisLabel: .black, gridLine: .black, tick: .black,
                               legendLabel: .black, annotationText: .black,
                               axisFont: SceneFont(size: 11), legendFont: SceneFont(size: 11))
        return ChartContext(locale: Locale(identifier: "en_US"), calendar: calendar, timeZone: calendar.timeZone,
                            theme: theme, measurer: MetricsTableMeasurer())
    }()

    /// A line of `count` points zig-zagging between 0 and 100, as `LineMark`s.
    static func zigzag(_ count: Int, style: MarkStyle = MarkStyle()) -> [MarkSpec] {
        (0..<count).map { i in
            MarkSpec(kind: .line, x: .value(ValueSlot(label: "X", value: .number(Double(i)))),
                     y: .value(ValueSlot(label: "Y", value: .number(i % 2 == 0 ? 0 : 100))), style: style)
        }
    }

    /// The path of the chart's line and its plot area.
    static func line(_ marks: [MarkSpec]) -> (path: [PathElement], plot: SceneRect) {
        let out = ChartEngine.render(ChartSpec(marks: marks), in: SceneRect(x: 0, y: 0, width: 400, height: 300), context: context)
        func shapes(_ nodes: [SceneNode]) -> [SceneShape] {
            nodes.flatMap { n -> [SceneShape] in
                switch n {
                case .group(let g): return shapes(g.children)
                case .shape(let s): return s.semantics.classes == "mark line" ? [s] : []
                case .text, .image: return []
                }
            }
        }
        return (shapes(out.nodes).first?.path.elements ?? [], out.plotFrame)
    }

    @Test("a line of many more points than columns keeps at most four per column, from the first point to the last")
    func denseLineIsThinned() {
        let (path, plot) = Self.line(Self.zigzag(20_000))
        let columns = (plot.width / MarkRenderer.decimationColumnWidth).rounded(.up) + 1
        #expect(path.count <= Int(saturating: 4 * columns))
        // Every column still rises to y = 100 and falls to 0: at least two points each.
        #expect(path.count >= Int(saturating: 2 * (columns - 1)))
        // The first point (0, 0) is the plot's bottom-leading corner; the last, (19999, 100), is on its top edge.
        #expect(path.first == .move(to: ScenePoint(plot.minX, plot.maxY)))
        let last = point(path.last)
        #expect(last?.y == plot.minY)
        #expect((last?.x ?? 0) > plot.maxX - 1 && (last?.x ?? .infinity) <= plot.maxX)
    }

    @Test("lines with at most four points per column, dashed lines and curves keep every point")
    func keptWhole() {
        // The plot is over 300 points wide: more than 600 columns, room for 2,400 points.
        #expect(Self.line(Self.zigzag(2_400)).path.count == 2_400)
        var dashed = MarkStyle()
        dashed.lineStyle = LineStyleSpec(width: 2, dash: [4, 2])
        #expect(Self.line(Self.zigzag(20_000, style: dashed)).path.count == 20_000)
        var curved = MarkStyle()
        curved.curve = .monotone
        #expect(Self.line(Self.zigzag(20_000, style: curved)).path.count == 20_000)
    }

    func point(_ e: PathElement?) -> ScenePoint? {
        switch e {
        case .move(let p)?, .line(let p)?: return p
        case .curve(let p, _, _)?, .quadCurve(let p, _)?: return p
        default: return nil
        }
    }
}
