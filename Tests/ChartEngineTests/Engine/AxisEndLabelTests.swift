import ChartEngine
import ChartScene
import ChartText
import Foundation
import Testing

/// The x axis's first and last labels keep clear of the y axis's labels beside the plot's corners
/// and stay inside the chart, at every width, as on iOS.
@Suite("Axis end labels")
struct AxisEndLabelTests {
    typealias F = EngineFixture

    static let charts: [(String, [MarkSpec])] = [
        ("numbers both ways", [0.0, 20, 50, 85, 100].map { x in
            MarkSpec(kind: .point, x: .value(F.number("X", x)), y: .value(F.number("Y", x * 0.4)))
        }),
        ("wide numbers along x", [0.0, 6000, 15000].map { x in
            MarkSpec(kind: .point, x: .value(F.number("Profit", x)), y: .value(F.number("Units", x / 100)))
        }),
        ("horizontal bars", ["Cachapa", "Injera", "American"].enumerated().map { i, name in
            MarkSpec(kind: .bar, x: .value(F.number("Sales", Double(900 - 100 * i))), y: .value(F.category("Style", name)))
        }),
        ("categories with a long last one", [F.bar("Alpha", 5), F.bar("Beta", 10), F.bar("A much longer final category", 12)]),
    ]

    @Test("no x label overlaps a y label or leaves the frame", arguments: [400.0, 260, 180])
    func clear(width: Double) {
        for (name, marks) in Self.charts {
            let frame = SceneRect(x: 20, y: 10, width: width, height: 220)
            let d = F.render(marks, frame: frame)
            let xs = d.texts("axis x").map(d.box(of:)), ys = d.texts("axis y").map(d.box(of:))
            #expect(!xs.isEmpty && !ys.isEmpty, "\(name) at \(width): \(xs.count) x labels, \(ys.count) y labels")
            for x in xs {
                #expect(x.minX >= frame.minX - 0.5 && x.maxX <= frame.maxX + 0.5, "\(name) at \(width): \(x) leaves \(frame)")
                for y in ys {
                    let apart = x.maxX <= y.minX || y.maxX <= x.minX || x.maxY <= y.minY || y.maxY <= x.minY
                    #expect(apart, "\(name) at \(width): x label \(x) overlaps y label \(y)")
                }
            }
        }
    }
}
