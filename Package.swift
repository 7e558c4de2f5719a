// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "OpenCharts",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "OpenCharts", targets: ["OpenCharts"]),
        .executable(name: "openchart", targets: ["openchart"]),
    ],
    dependencies: [
        // `swift package generate-documentation --target OpenCharts` builds the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Scene tree and geometry: the hand-off between the engine and every backend.
        .target(name: "ChartScene"),
        // Text measuring shared by every backend, so all formats lay out alike.
        .target(name: "ChartText", dependencies: ["ChartScene"], resources: [.copy("Resources")]),
        // SVG backend: writes a Scene as a semantic SVG document.
        .target(name: "ChartSVG", dependencies: ["ChartScene"]),
        // PDF backend: writes a Scene as a one-page PDF with vector paths and embedded, selectable text.
        .target(name: "ChartPDF", dependencies: ["ChartScene", "ChartText"]),
        // PNG backend: rasterizes a Scene with anti-aliasing and writes a PNG; pure Swift DEFLATE.
        .target(name: "ChartPNG", dependencies: ["ChartScene"]),
        // HTML backend: the SVG with its interactive states and the script that shows them.
        .target(name: "ChartHTML", dependencies: ["ChartScene", "ChartSVG"]),
        // spec -> resolve -> scales -> layout -> scene.
        .target(name: "ChartEngine", dependencies: ["ChartScene", "ChartText"]),
        // Public API: Apple's Swift Charts names, the SwiftUI subset, ChartRenderer.
        .target(name: "OpenCharts", dependencies: ["ChartEngine", "ChartScene", "ChartText", "ChartSVG", "ChartPDF", "ChartPNG", "ChartHTML",
                                                   "OpenChartsMacros"]),
        // `#Preview`, which expands to nothing: a compiler plugin in plain Swift.
        .macro(name: "OpenChartsMacros"),
        // The built-in gallery: the charts of the WWDC22 talk, as user code.
        .target(name: "OpenChartsGallery", dependencies: ["OpenCharts", "ChartSVG"]),
        .executableTarget(name: "openchart", dependencies: ["OpenCharts", "OpenChartsGallery"]),
        .executableTarget(name: "openchart-bench", dependencies: ["OpenCharts", "OpenChartsGallery"], path: "Benchmarks",
                          exclude: ["matplotlib_bars.py", "png-vs-matplotlib.sh", "compare-matplotlib.py", "peer_matplotlib.py"]),
        // Random charts over the whole public API, and the checks every rendered output must pass.
        .target(name: "OpenChartsFuzz", dependencies: ["OpenCharts"]),
        .executableTarget(name: "openchart-fuzz", dependencies: ["OpenChartsFuzz"]),

        .testTarget(name: "ChartSceneTests", dependencies: ["ChartScene"]),
        .testTarget(name: "ChartTextTests", dependencies: ["ChartText"]),
        .testTarget(name: "ChartSVGTests", dependencies: ["ChartSVG", "ChartScene"]),
        .testTarget(name: "ChartPDFTests", dependencies: ["ChartPDF", "ChartScene", "ChartText", "OpenCharts", "OpenChartsGallery"]),
        .testTarget(name: "ChartPNGTests", dependencies: ["ChartPNG", "ChartScene", "ChartSVG", "OpenCharts", "OpenChartsGallery"]),
        .testTarget(name: "ChartHTMLTests", dependencies: ["ChartHTML", "ChartSVG", "ChartScene"]),
        .testTarget(name: "ChartEngineTests", dependencies: ["ChartEngine", "ChartScene", "ChartText"]),
        .testTarget(name: "OpenChartsTests", dependencies: ["OpenCharts", "OpenChartsGallery", "OpenChartsFuzz"], exclude: ["Snapshots"]),
    ]
)
