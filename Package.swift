// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "OpenCharts",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "OpenCharts", targets: ["OpenCharts"]),
        .library(name: "OpenChartsLive", targets: ["OpenChartsLive"]),
        .executable(name: "openchart", targets: ["openchart"]),
        .executable(name: "openchart-live", targets: ["openchart-live"]),
    ],
    dependencies: [
        // The command-line tool's argument parser and YAML decoder; the library needs neither.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `swift package generate-documentation --target OpenCharts` builds the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Live screens over WebSockets: only the OpenChartsLive product uses them.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    ],
    targets: [
        // Scene tree and geometry: the hand-off between the engine and every backend.
        .target(name: "ChartScene"),
        // Text measuring shared by every backend, so all formats lay out alike.
        .target(name: "ChartText", dependencies: ["ChartScene"], resources: [.copy("Resources")]),
        // SVG backend: writes a Scene as a semantic SVG document.
        .target(name: "ChartSVG", dependencies: ["ChartScene", "ChartPNG"]),
        // PDF backend: writes a Scene as a one-page PDF with vector paths and embedded, selectable text.
        .target(name: "ChartPDF", dependencies: ["ChartScene", "ChartText", "ChartPNG"]),
        // PNG backend: rasterizes a Scene with anti-aliasing and writes a PNG; pure Swift DEFLATE.
        .target(name: "ChartPNG", dependencies: ["ChartScene"]),
        // HTML backend: the SVG with its interactive states and the script that shows them.
        .target(name: "ChartHTML", dependencies: ["ChartScene", "ChartSVG"]),
        // spec -> resolve -> scales -> layout -> scene.
        .target(name: "ChartEngine", dependencies: ["ChartScene", "ChartText"]),
        // Public API: Apple's Swift Charts names, the SwiftUI subset, ChartRenderer.
        .target(name: "OpenCharts", dependencies: ["ChartEngine", "ChartScene", "ChartText", "ChartSVG", "ChartPDF", "ChartPNG", "ChartHTML",
                                                   "OpenChartsMacros"]),
        // Live screens: a view kept alive per browser page, served by Hummingbird over a WebSocket.
        .target(name: "OpenChartsLive", dependencies: ["OpenCharts",
                                                       .product(name: "Hummingbird", package: "hummingbird"),
                                                       .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket")]),
        // `#Preview`, which expands to nothing: a compiler plugin in plain Swift.
        .macro(name: "OpenChartsMacros"),
        // The built-in gallery: the charts of the WWDC22 talk, as user code.
        .target(name: "OpenChartsGallery", dependencies: ["OpenCharts", "ChartSVG"]),
        // `openchart render` and `openchart gallery`: data files and chart specs to charts, as a library the tests use.
        .target(name: "OpenChartsCLI", dependencies: ["OpenCharts", "OpenChartsGallery",
                                                      .product(name: "ArgumentParser", package: "swift-argument-parser"),
                                                      .product(name: "Yams", package: "Yams")]),
        .executableTarget(name: "openchart", dependencies: ["OpenChartsCLI"]),
        // `openchart-live`: the gallery's roulette and step-count screens, served live.
        .executableTarget(name: "openchart-live", dependencies: ["OpenChartsLive", "OpenChartsGallery",
                                                                 .product(name: "Hummingbird", package: "hummingbird"),
                                                                 .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket")]),
        .executableTarget(name: "openchart-bench", dependencies: ["OpenCharts", "OpenChartsGallery"], path: "Benchmarks",
                          exclude: ["matplotlib_bars.py", "png-vs-matplotlib.sh", "compare-matplotlib.py", "peer_matplotlib.py",
                                    "live_latency.py", "matplotlib_3d.py", "chart3d-vs-matplotlib.sh"]),
        // Random charts over the whole public API, and the checks every rendered output must pass.
        .target(name: "OpenChartsFuzz", dependencies: ["OpenCharts"], exclude: ["README.md"]),
        .executableTarget(name: "openchart-fuzz", dependencies: ["OpenChartsFuzz"]),

        // What the tests that compare with outside programs share: finding them, and running
        // them with pinned fonts (Tests/Fonts/fonts.conf), locale and time zone.
        .target(name: "ExternalTools", path: "Tests/ExternalTools"),
        .testTarget(name: "ChartSceneTests", dependencies: ["ChartScene"]),
        .testTarget(name: "ChartTextTests", dependencies: ["ChartText"]),
        .testTarget(name: "ChartSVGTests", dependencies: ["ChartSVG", "ChartScene"]),
        .testTarget(name: "ChartPDFTests", dependencies: ["ChartPDF", "ChartScene", "ChartText", "ExternalTools", "OpenCharts", "OpenChartsGallery"]),
        .testTarget(name: "ChartPNGTests", dependencies: ["ChartPNG", "ChartScene", "ChartSVG", "ExternalTools", "OpenCharts", "OpenChartsGallery"]),
        .testTarget(name: "ChartHTMLTests", dependencies: ["ChartHTML", "ChartSVG", "ChartScene"]),
        .testTarget(name: "ChartEngineTests", dependencies: ["ChartEngine", "ChartScene", "ChartText"]),
        .testTarget(name: "OpenChartsCLITests", dependencies: ["OpenChartsCLI", "OpenCharts"]),
        .testTarget(name: "OpenChartsLiveTests", dependencies: ["OpenCharts", "OpenChartsLive", "ChartScene"]),
        .testTarget(name: "OpenChartsTests", dependencies: ["OpenCharts", "OpenChartsGallery", "OpenChartsFuzz"], exclude: ["Snapshots"]),
    ]
)
