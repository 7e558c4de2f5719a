import ChartEngine
import ChartScene
import Foundation
@testable import OpenCharts
@testable import OpenChartsLive
import Testing

/// Bars under a selection whose rule carries a note, with a button that changes the data.
private struct RuledBarsScreen: View {
    @State private var tall = false
    @State private var picked: String?
    var body: some View {
        VStack {
            Chart {
                BarMark(x: .value("Fruit", "A"), y: .value("Boxes", 30))
                    .opacity(picked == nil || picked == "A" ? 1 : 0.4)
                BarMark(x: .value("Fruit", "B"), y: .value("Boxes", tall ? 90 : 20))
                    .opacity(picked == nil || picked == "B" ? 1 : 0.4)
                BarMark(x: .value("Fruit", "C"), y: .value("Boxes", 50))
                    .opacity(picked == nil || picked == "C" ? 1 : 0.4)
                if let picked {
                    RuleMark(x: .value("Fruit", picked))
                        .annotation(position: .top) { Text("Picked \(picked)").font(.caption) }
                }
            }
            .chartXSelection(value: $picked)
            .chartYScale(domain: 0...100)
            .frame(height: 200)
            Button("Taller") { tall = true }
        }
        .frame(width: 300)
    }
}

/// What a live session keeps of its charts between renders, and that it never shows a kept
/// drawing when what the chart is drawn from changed.
@Suite struct ChartDrawingCacheTests {
    /// The start tag of each element whose class names `kind` (a mark's class is `mark <kind>`), in drawing order.
    static func tags(_ svg: String, _ kind: String) -> [String] {
        var out: [String] = []
        var rest = svg[...]
        while let r = rest.range(of: "<") {
            let tail = rest[r.upperBound...]
            guard let end = tail.firstIndex(of: ">") else { break }
            let tag = tail[..<end]
            if tag.contains("mark \(kind)") { out.append(String(tag)) }
            rest = tail[end...]
        }
        return out
    }

    @Test func aMoveBackFindsTheKeptDrawingAndItIsTheSamePicture() throws {
        let session = ScreenSession { RuledBarsScreen() }
        let first = session.render(width: 390)
        let chart = try #require(first.targets.first { $0.kind == "chart" })
        // Three bands: A, B and C at a sixth, a half and five sixths of the plot, about.
        let overA = Self.move(session, over: chart, at: 0.2)
        let overC = Self.move(session, over: chart, at: 0.85)
        let hitsBefore = session.charts.hits
        let backOverA = Self.move(session, over: chart, at: 0.2)
        #expect(session.charts.hits == hitsBefore + 1)
        // The kept drawing is the picture drawing it again made.
        #expect(backOverA.svg == overA.svg)
        #expect(overA.svg.contains("Picked A") && !overA.svg.contains("Picked C"))
        #expect(overC.svg.contains("Picked C") && !overC.svg.contains("Picked A"))
    }

    @Test func aSelectionChangeStillMovesTheRule() throws {
        let session = ScreenSession { RuledBarsScreen() }
        let first = session.render(width: 390)
        let chart = try #require(first.targets.first { $0.kind == "chart" })
        var rules: [String] = []
        // A, C, A, C: each move changes the selection, and the rule goes with it, kept or not.
        for fraction in [0.2, 0.85, 0.2, 0.85] {
            let frame = Self.move(session, over: chart, at: fraction)
            let rule = Self.tags(frame.svg, "rule")
            #expect(rule.count == 1)
            rules.append(rule.first ?? "")
        }
        #expect(rules[0] != rules[1])
        #expect(rules[2] == rules[0])
        #expect(rules[3] == rules[1])
        #expect(session.charts.hits >= 2)
    }

    @Test func aDataChangeDuringMovesStillRedrawsTheBars() throws {
        let session = ScreenSession { RuledBarsScreen() }
        let first = session.render(width: 390)
        let chart = try #require(first.targets.first { $0.kind == "chart" })
        let overA = Self.move(session, over: chart, at: 0.2)
        _ = Self.move(session, over: chart, at: 0.85)
        // The data changes while the pointer is away, and the pointer comes back to A: the
        // selection is one a kept drawing was made for, the data is not.
        let button = try #require(first.targets.first { $0.kind == "button" })
        #expect(session.handle(.activate(id: button.id)))
        _ = session.render(width: 390)
        let tallerOverA = Self.move(session, over: chart, at: 0.2)
        let before = Self.tags(overA.svg, "bar"), after = Self.tags(tallerOverA.svg, "bar")
        #expect(before.count == 3 && after.count == 3)
        if before.count == 3, after.count == 3 {
            // On the fixed 0...100 scale A and C stay; B, 20 boxes then 90, is drawn anew.
            #expect(after[0] == before[0])
            #expect(after[1] != before[1])
            #expect(after[2] == before[2])
        }
        #expect(tallerOverA.svg.contains("Picked A"))
    }

    /// Moves the pointer across the middle of the chart to `fraction` of its width and renders
    /// the move, as a page's pointer move does.
    static func move(_ session: ScreenSession, over chart: ScreenSession.TargetInfo, at fraction: Double) -> ScreenSession.Frame {
        #expect(session.handle(.pointer(.move, x: chart.x + chart.width * fraction, y: chart.y + chart.height / 2)))
        return session.render(width: 390, describe: false)
    }

    /// The inputs of a chart, as a session's render would key them.
    static func key<C: ChartContent>(_ chart: Chart<C>, width: Double = 300, env: EnvironmentValues = EnvironmentValues()) -> ChartDrawingKey? {
        let spec = ChartStages.spec(of: chart, environment: env)
        return ChartDrawingKey.of(spec, context: ChartStages.context(env), rect: CGRect(x: 0, y: 0, width: width, height: 200), env: env)
    }

    @Test func keysAreEqualOnlyWhenEveryInputIs() throws {
        func bars(_ b: Double, opacity: Double = 1, note: String = "B", color: Color = .blue) -> Chart<some ChartContent> {
            Chart {
                BarMark(x: .value("Fruit", "A"), y: .value("Boxes", 3))
                BarMark(x: .value("Fruit", "B"), y: .value("Boxes", b))
                    .foregroundStyle(color)
                    .opacity(opacity)
                    .annotation(position: .top) { Text(note) }
            }
        }
        let base = try #require(Self.key(bars(5)))
        #expect(Self.key(bars(5)) == base)
        #expect(Self.key(bars(6)) != base)
        #expect(Self.key(bars(5, opacity: 0.4)) != base)
        #expect(Self.key(bars(5, note: "C")) != base)
        #expect(Self.key(bars(5, color: .red)) != base)
        #expect(Self.key(bars(5), width: 301) != base)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Self.key(bars(5), env: dark) != base)
        // A category's name counts, not only its place.
        let renamed = Chart {
            BarMark(x: .value("Fruit", "A"), y: .value("Boxes", 3))
            BarMark(x: .value("Fruit", "Z"), y: .value("Boxes", 5))
        }
        let plain = Chart {
            BarMark(x: .value("Fruit", "A"), y: .value("Boxes", 3))
            BarMark(x: .value("Fruit", "B"), y: .value("Boxes", 5))
        }
        #expect(Self.key(renamed) != nil && Self.key(renamed) != Self.key(plain))
        // A label's name is part of the picture (axis titles, descriptions).
        let relabelled = Chart {
            BarMark(x: .value("Fruit", "A"), y: .value("Crates", 3))
            BarMark(x: .value("Fruit", "B"), y: .value("Crates", 5))
        }
        #expect(Self.key(relabelled) != Self.key(plain))
    }

    @Test func chartsWithWhatCannotBeComparedAreAlwaysDrawn() {
        // A plain chart is kept; the same chart with axis marks, which may hold closures and views, is not.
        let plain = Chart { BarMark(x: .value("Fruit", "A"), y: .value("Boxes", 3)) }
        #expect(Self.keptCount(plain) == 1)
        #expect(Self.keptCount(plain.chartYAxis { AxisMarks(values: [0, 1, 2]) }) == 0)
        // A view in the annotation that the page can tap.
        let button = Chart {
            BarMark(x: .value("Fruit", "A"), y: .value("Boxes", 3))
                .annotation(position: .top) { Button("Go") {} }
        }
        let probe = LiveRecorder()
        let key = LiveRecorder.$current.withValue(probe) { Self.key(button) }
        #expect(key == nil)
    }

    /// The key writes every field of what a chart is drawn from: a field added to one of these
    /// types must be added to the key (or make the chart one that is always drawn), and then here.
    @Test func theKeyKnowsEveryFieldOfTheInputs() throws {
        func fields(_ value: Any) -> Int { Mirror(reflecting: value).children.count }
        let mark = MarkSpec(kind: .bar, x: .absent, y: .absent)
        #expect(fields(mark) == 10)
        let storage = try #require(Mirror(reflecting: mark.style).children.first?.value)
        #expect(fields(storage) == 23)
        let options = ChartOptions()
        #expect(fields(options) == 5)
        #expect(fields(options.xAxis) == 5)
        #expect(fields(options.xAxis.scale) == 4)
        #expect(fields(options.legendOptions) == 4)
        #expect(fields(options.styleScales) == 4)
        #expect(fields(options.styleScales.foreground) == 4)
        let env = EnvironmentValues()
        let context = ChartStages.context(env)
        #expect(fields(context) == 6)
        #expect(fields(context.theme) == 9)
        #expect(fields(ValueSlot(label: "a", value: .number(1))) == 4)
        #expect(fields(SectorSpec(angle: ValueSlot(label: "a", value: .number(1)))) == 4)
        #expect(fields(AnnotationSpec(placement: .top, alignment: nil, spacing: nil,
                                      content: ViewSceneContent(Text("a"), in: env, font: .caption))) == 6)
    }

    /// How many drawings a render of `view` keeps.
    static func keptCount<V: View>(_ view: V) -> Int {
        var renderer = ChartRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 300, height: 200)
        let cache = ChartDrawingCache()
        _ = ChartDrawingCache.$current.withValue(cache) { renderer.svg() }
        return cache.count
    }
}
