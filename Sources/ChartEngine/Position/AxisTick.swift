/// One tick of a position axis: where it is, what it stands for, and its label.
package struct AxisTickMark: Sendable {
    package var value: DataValue
    package var position: Double
    package var label: String
    /// For band axes, the band's extent (labels centre on it); `nil` on continuous axes.
    package var band: (start: Double, end: Double)?
}
