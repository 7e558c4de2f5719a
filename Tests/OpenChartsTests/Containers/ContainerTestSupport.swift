import ChartScene
import Foundation
@testable import OpenCharts

/// A phone-sized screen render for container tests: 393 by 852 points, as an iPhone 15.
enum Screen {
    static let width = 393.0
    static let height = 852.0

    /// The SVG of a view on a phone screen, light or dark; when `OPENCHARTS_PREVIEW_DIR` names a
    /// folder, the SVG is also written there for a person to look at.
    static func svg<V: View>(_ name: String, _ view: V, width: Double = width, height: Double? = height,
                             scheme: ColorScheme = .light) -> String {
        var r = TestRender.renderer(view, width: width, height: height ?? 0)
        r.proposedSize = ProposedViewSize(width: width, height: height.map { CGFloat($0) })
        r.colorScheme = scheme
        let svg = r.svg()
        if let dir = ProcessInfo.processInfo.environment["OPENCHARTS_PREVIEW_DIR"] {
            let url = URL(fileURLWithPath: dir).appendingPathComponent("\(name)-\(scheme == .dark ? "dark" : "light").svg")
            try? Data(svg.utf8).write(to: url)
        }
        return svg
    }
}

/// Daily sales of a food truck, as a sales screen shows them.
struct DailySales: Identifiable {
    let day: String
    let sales: Int
    var id: String { day }

    static let week: [DailySales] = [
        .init(day: "Mon", sales: 112), .init(day: "Tue", sales: 98), .init(day: "Wed", sales: 143),
        .init(day: "Thu", sales: 120), .init(day: "Fri", sales: 187), .init(day: "Sat", sales: 231),
        .init(day: "Sun", sales: 164),
    ]
}

/// A pancake style and how many sold.
struct PancakeStyle: Identifiable {
    let name: String
    let sold: Int
    var id: String { name }

    static let all: [PancakeStyle] = [
        .init(name: "Cachapa", sold: 916), .init(name: "Injera", sold: 850), .init(name: "Crêpe", sold: 802),
        .init(name: "Jian Bing", sold: 753), .init(name: "Dosa", sold: 654), .init(name: "American", sold: 618),
    ]
}
