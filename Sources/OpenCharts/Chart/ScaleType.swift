import ChartEngine

/// How a scale maps data values to positions or styles.
///
/// ```swift
/// Chart(data) { … }
///     .chartForegroundStyleScale(range: Gradient(colors: [.yellow, .red]), type: .log)
/// ```
public struct ScaleType: Hashable, Sendable {
    let kind: ScaleKind

    /// y = a·x + b.
    public static let linear = ScaleType(kind: .linear)
    /// Logarithmic.
    public static let log = ScaleType(kind: .log)
    /// Linear in seconds since the reference date.
    public static let date = ScaleType(kind: .date)
    /// Discrete values.
    public static let category = ScaleType(kind: .category)
    /// A power scale with exponent 0.5.
    public static let squareRoot = ScaleType(kind: .squareRoot)
    /// A power scale with the given exponent.
    public static func power(exponent: Double) -> ScaleType { ScaleType(kind: .power(exponent)) }
    /// y = a·sign(x)·log(1 + |x|) + b.
    public static let symmetricLog = ScaleType(kind: .symmetricLog(slopeAtZero: 1))
    /// y = a·sign(x)·log(1 + |x·slopeAtZero|) + b.
    public static func symmetricLog(slopeAtZero: Double) -> ScaleType { ScaleType(kind: .symmetricLog(slopeAtZero: slopeAtZero)) }

    /// The engine's scale kind.
    package var scaleKind: ScaleKind { kind }
}
