extension ChartContent {
    /// Names the marks for UI tests, as on iOS. It is accepted so that chart code compiles as
    /// written; rendered output has no UI-test tree, so the identifier is not written out.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", day), y: .value("Sales", sales))
    ///     .accessibilityIdentifier("salesBar")
    /// ```
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { self }
}
