/// `offset(xStart:xEnd:yStart:yEnd:)` and its shorter forms: points added to the start and the
/// end of a mark's extent on each axis, in screen coordinates (y grows downwards).
///
/// A rule across the plot drawn with `yStart: -10` starts ten points above the plot's top; a
/// bar drawn with `yEnd: -4` reaches four points past its value.
package struct MarkRangeOffset: Hashable, Sendable {
    package var xStart: Double
    package var xEnd: Double
    package var yStart: Double
    package var yEnd: Double

    package init(xStart: Double = 0, xEnd: Double = 0, yStart: Double = 0, yEnd: Double = 0) {
        self.xStart = xStart; self.xEnd = xEnd; self.yStart = yStart; self.yEnd = yEnd
    }

    package static let zero = MarkRangeOffset()

    package var isZero: Bool { xStart == 0 && xEnd == 0 && yStart == 0 && yEnd == 0 }

    /// This offset with `other` added, as nested modifiers add up.
    package func adding(_ other: MarkRangeOffset) -> MarkRangeOffset {
        MarkRangeOffset(xStart: xStart + other.xStart, xEnd: xEnd + other.xEnd,
                        yStart: yStart + other.yStart, yEnd: yEnd + other.yEnd)
    }
}
