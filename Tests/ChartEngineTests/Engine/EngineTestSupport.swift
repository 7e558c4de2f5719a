import ChartEngine
import ChartScene
import ChartText
import Foundation

/// A fixed context for layout tests: en_US, UTC, a two-colour palette and 11-point fonts
/// measured by the built-in metrics table (0.95 em above the baseline, 0.25 em below).
enum EngineFixture {
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    static let blue = RGBA(hex: 0x007AFF)
    static let green = RGBA(hex: 0x34C759)

    static let theme = ChartTheme(palette: [blue, green], axisLabel: .black, gridLine: RGBA(hex: 0xD1D1D6),
                                  tick: RGBA(hex: 0xD1D1D6), legendLabel: .black, annotationText: .black,
                                  axisFont: SceneFont(size: 11), legendFont: SceneFont(size: 11))

    static let context = ChartContext(locale: Locale(identifier: "en_US"), calendar: calendar,
                                      timeZone: TimeZone(identifier: "UTC")!, theme: theme, measurer: MetricsTableMeasurer())

    /// A frame away from the origin, so that every offset must be honoured.
    static let frame = SceneRect(x: 20, y: 10, width: 400, height: 300)

    /// Ascent and descent of the 11-point axis font: 0.95 and 0.25 em.
    static let ascent = 10.45, descent = 2.75

    static func render(_ marks: [MarkSpec], frame: SceneRect = frame, options: ChartOptions = ChartOptions()) -> Drawn {
        Drawn(ChartEngine.render(ChartSpec(marks: marks, options: options), in: frame, context: context), frame: frame)
    }

    static func number(_ label: String, _ v: Double) -> ValueSlot { ValueSlot(label: label, value: .number(v)) }
    static func category(_ label: String, _ s: String) -> ValueSlot { ValueSlot(label: label, value: .string(s)) }

    /// A vertical bar over category `name`.
    static func bar(_ name: String, _ v: Double, width: DimensionSpec = .automatic, color: String? = nil) -> MarkSpec {
        var style = MarkStyle()
        style.foregroundBy = color.map { category("Series", $0) }
        return MarkSpec(kind: .bar, x: .value(category("Name", name)), y: .value(number("Value", v)), width: width, style: style)
    }
}

/// The scene of one chart, flattened: every shape and text with the classes of its groups.
struct Drawn {
    struct Item {
        var node: SceneNode
        /// Class names of the node and every group around it.
        var classes: Set<String>
    }

    let output: ChartOutput
    let frame: SceneRect
    let items: [Item]

    init(_ output: ChartOutput, frame: SceneRect) {
        self.output = output
        self.frame = frame
        var items: [Item] = []
        func walk(_ nodes: [SceneNode], _ outer: Set<String>) {
            for n in nodes {
                switch n {
                case .group(let g):
                    walk(g.children, outer.union(Self.classes(g.semantics)))
                case .shape(let s):
                    items.append(Item(node: n, classes: outer.union(Self.classes(s.semantics))))
                case .text(let t):
                    items.append(Item(node: n, classes: outer.union(Self.classes(t.semantics))))
                case .image(let i):
                    items.append(Item(node: n, classes: outer.union(Self.classes(i.semantics))))
                }
            }
        }
        walk(output.nodes, [])
        self.items = items
    }

    static func classes(_ s: SceneSemantics) -> Set<String> { Set((s.classes ?? "").split(separator: " ").map(String.init)) }

    var plot: SceneRect { output.plotFrame }

    /// Texts inside groups that carry all of `classes`.
    func texts(_ classes: String) -> [SceneText] {
        let wanted = Set(classes.split(separator: " ").map(String.init))
        return items.compactMap { item in
            guard wanted.isSubset(of: item.classes), case .text(let t) = item.node else { return nil }
            return t
        }
    }

    /// Shapes inside groups (or themselves) carrying all of `classes`.
    func shapes(_ classes: String) -> [SceneShape] {
        let wanted = Set(classes.split(separator: " ").map(String.init))
        return items.compactMap { item in
            guard wanted.isSubset(of: item.classes), case .shape(let s) = item.node else { return nil }
            return s
        }
    }

    /// The bounds of each shape with these classes.
    func boxes(_ classes: String) -> [SceneRect] { shapes(classes).map(\.path.controlPointBounds) }

    /// The box of a text line as the fixture's measurer sets it.
    func box(of t: SceneText) -> SceneRect {
        let m = MetricsTableMeasurer().measure(t.string, font: t.font)
        let left: Double
        switch t.anchor {
        case .start: left = t.origin.x
        case .middle: left = t.origin.x - m.width / 2
        case .end: left = t.origin.x - m.width
        }
        return SceneRect(x: left, y: t.origin.y - m.ascent, width: m.width, height: m.ascent + m.descent)
    }
}

extension SceneRect {
    /// Whether `other` lies inside this rectangle, allowing `slack` for rounding.
    func encloses(_ other: SceneRect, slack: Double = 1e-9) -> Bool {
        other.minX >= minX - slack && other.maxX <= maxX + slack && other.minY >= minY - slack && other.maxY <= maxY + slack
    }
}
