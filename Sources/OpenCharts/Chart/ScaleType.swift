import ChartEngine

/// How a scale maps data to positions or styles.
public struct ScaleType: Hashable, Sendable {
    let kind: ScaleKind

    /// `y = a·x + b`.
    public static let linear = ScaleType(kind: .linear)
    /// Logarithmic: equal ratios take equal room. Only positive values can be shown.
    public static let log = ScaleType(kind: .log)
    /// Linear in time.
    public static let date = ScaleType(kind: .date)
    /// Discrete values, each in a band of its own.
    public static let category = ScaleType(kind: .category)
    /// A power scale with exponent 0.5.
    public static let squareRoot = ScaleType(kind: .squareRoot)
    /// `y = a·sign(x)·log(1 + |x|) + b`.
    public static let symmetricLog = ScaleType(kind: .symmetricLog(slopeAtZero: 1))

    /// `y = a·sign(x)·|x|^exponent + b`. A non-positive or non-finite exponent gives a linear scale.
    public static func power(exponent: Double) -> ScaleType {
        guard exponent.isFinite, exponent > 0 else { return .linear }
        return ScaleType(kind: .power(exponent))
    }

    /// `y = a·sign(x)·log(1 + |x·slopeAtZero|) + b`. A non-positive or non-finite slope is taken as 1.
    public static func symmetricLog(slopeAtZero: Double) -> ScaleType {
        ScaleType(kind: .symmetricLog(slopeAtZero: slopeAtZero.isFinite && slopeAtZero > 0 ? slopeAtZero : 1))
    }
}
