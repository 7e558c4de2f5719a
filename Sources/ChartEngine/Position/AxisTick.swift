/// One tick of a position axis: where it is, what it stands for, and its label.
package struct AxisTickMark: Sendable {
    package var value: DataValue
    package var position: Double
    package var label: String
    /// For band axes, the band's extent (labels centre on it); `nil` on continuous axes.
    package var band: (start: Double, end: Double)?
    /// On continuous axes, the stretch up to the next value: centred labels sit in its middle.
    package var interval: (start: Double, end: Double)? = nil

    package init(value: DataValue, position: Double, label: String, band: (start: Double, end: Double)?,
                 interval: (start: Double, end: Double)? = nil) {
        self.value = value; self.position = position; self.label = label; self.band = band; self.interval = interval
    }

    /// The extent a centred element of this tick spans: its band, or the stretch to the next value.
    package var span: (start: Double, end: Double)? { band ?? interval }
}
