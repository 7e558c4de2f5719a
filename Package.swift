// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OpenCharts",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "OpenCharts", targets: ["OpenCharts"]),
        .executable(name: "openchart", targets: ["openchart"]),
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
        // spec -> resolve -> scales -> layout -> scene.
        .target(name: "ChartEngine", dependencies: ["ChartScene", "ChartText"]),
        // Public API: Apple's Swift Charts names, the SwiftUI subset, ChartRenderer.
        .target(name: "OpenCharts", dependencies: ["ChartEngine", "ChartScene", "ChartText", "ChartSVG", "ChartPDF", "ChartPNG"]),
        // The built-in gallery: the charts of the WWDC22 talk, as user code.
        .target(name: "OpenChartsGallery", dependencies: ["OpenCharts", "ChartSVG"]),
        .executableTarget(name: "openchart", dependencies: ["OpenCharts", "OpenChartsGallery"]),
        .executableTarget(name: "openchart-bench", dependencies: ["OpenCharts", "OpenChartsGallery"], path: "Benchmarks",
                          exclude: ["compare-matplotlib.py", "peer_matplotlib.py"]),

        .testTarget(name: "ChartSceneTests", dependencies: ["ChartScene"]),
        .testTarget(name: "ChartTextTests", dependencies: ["ChartText"]),
        .testTarget(name: "ChartSVGTests", dependencies: ["ChartSVG", "ChartScene"]),
        .testTarget(name: "ChartPDFTests", dependencies: ["ChartPDF", "ChartScene", "ChartText", "OpenCharts", "OpenChartsGallery"]),
        .testTarget(name: "ChartPNGTests", dependencies: ["ChartPNG", "ChartScene", "ChartSVG", "OpenCharts", "OpenChartsGallery"]),
        .testTarget(name: "ChartEngineTests", dependencies: ["ChartEngine", "ChartScene", "ChartText"]),
        .testTarget(name: "OpenChartsTests", dependencies: ["OpenCharts", "OpenChartsGallery"], exclude: ["Snapshots"]),
    ]
)
