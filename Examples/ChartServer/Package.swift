// swift-tools-version:6.0
import Foundation
import PackageDescription

// SwiftPM names a package found by path after its folder: "OpenCharts" in a fresh clone, but
// whatever the checkout's folder is called elsewhere.
let library = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// A Hummingbird server that renders charts from query parameters. It is a package of its own so
// that OpenCharts itself never depends on a web framework.
let package = Package(
    name: "ChartServer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    ],
    targets: [
        .target(name: "ChartServerCore", dependencies: [
            .product(name: "OpenCharts", package: library),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ]),
        .executableTarget(name: "ChartServer", dependencies: ["ChartServerCore"]),
        .testTarget(name: "ChartServerTests", dependencies: [
            "ChartServerCore",
            .product(name: "OpenCharts", package: library),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
        ]),
    ]
)
