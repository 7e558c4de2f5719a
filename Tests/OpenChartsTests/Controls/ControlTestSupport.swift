import ChartScene
import Foundation
@testable import OpenCharts

/// A day of a step-count app, as the screens under test chart them.
struct DaySteps: Identifiable {
    let day: String
    let count: Int
    var id: String { day }

    static let week: [DaySteps] = [
        .init(day: "Mon", count: 8_200), .init(day: "Tue", count: 10_400), .init(day: "Wed", count: 6_900),
        .init(day: "Thu", count: 12_100), .init(day: "Fri", count: 9_300), .init(day: "Sat", count: 14_800),
        .init(day: "Sun", count: 4_700),
    ]
}

extension DrawnView {
    /// The shapes filled with `color`, in drawing order.
    func shapes(filled color: RGBA) -> [(shape: SceneShape, path: ScenePath, bounds: SceneRect, clipPath: ScenePath?)] {
        shapes.filter { $0.shape.fill?.representativeColor == color }
    }

    /// The shapes whose semantic classes include `cls`.
    func shapes(classed cls: String) -> [(shape: SceneShape, path: ScenePath, bounds: SceneRect, clipPath: ScenePath?)] {
        shapes.filter { ($0.shape.semantics.classes ?? "").split(separator: " ").contains(Substring(cls)) }
    }
}

/// The marks of a kind in a rendered view's SVG.
func markCount<V: View>(_ view: V, _ kind: String, width: Double = 390, height: Double = 600, colorScheme: ColorScheme = .light) -> Int {
    var r = TestRender.renderer(view, width: width, height: height)
    r.colorScheme = colorScheme
    return ParsedSVG(r.svg())?.elements(classed: "mark \(kind)").count ?? -1
}
