import Foundation

/// A surface of a function `y = f(x, z)` in a ``Chart3D``, sampled over the chart's x and z domains.
///
/// ```swift
/// Chart3D {
///     SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
///         .foregroundStyle(.heightBased)
/// }
/// .chartXScale(domain: -2...2)
/// .chartYScale(domain: -1...1)
/// .chartZScale(domain: -2...2)
/// ```
public struct SurfacePlot: Chart3DContent, PrimitiveChart3DContent {
    let labels: (x: String, y: String, z: String)
    let function: SurfaceFunction

    /// A surface of `function`, with its axes named by strings.
    @_disfavoredOverload
    public init(x: some StringProtocol, y: some StringProtocol, z: some StringProtocol, function: @escaping (Double, Double) -> Double) {
        labels = (String(x), String(y), String(z))
        self.function = SurfaceFunction(evaluate: function)
    }

    /// A surface of `function`, with its axes named by localized keys.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, z: LocalizedStringKey, function: @escaping (Double, Double) -> Double) {
        labels = (x.resolve(.posix), y.resolve(.posix), z.resolve(.posix))
        self.function = SurfaceFunction(evaluate: function)
    }

    /// A surface of `function`, with its axes named by texts.
    public init(x: Text, y: Text, z: Text, function: @escaping (Double, Double) -> Double) {
        labels = (x.plainString(), y.plainString(), z.plainString())
        self.function = SurfaceFunction(evaluate: function)
    }

    /// Surfaces have no body; they are drawn directly.
    public var body: Never { return fatalError("SurfacePlot is drawn directly and has no body") }

    func collect3D(into collector: inout Mark3DCollector) {
        collector.add(Mark3DSpec(kind: .surface, x: Channel3D(label: labels.x, start: .number(0)),
                                 y: Channel3D(label: labels.y, start: .number(0)),
                                 z: Channel3D(label: labels.z, start: .number(0)), function: function))
    }
}
