/// What a `SectorMark` plots: its angle value and its radii, Swift Charts'
/// `SectorMark(angle:innerRadius:outerRadius:angularInset:)`.
///
/// A class with constant fields, so that a ``MarkSpec`` of any other kind carries one word for it
/// rather than the whole encoding; it is never mutated, so it behaves as a value.
@usableFromInline
package final class SectorSpec: Sendable {
    /// The value the sector's share of the full circle is proportional to.
    package let angle: ValueSlot
    /// The hole's radius: points, or `ratio`/`inset` of the sector's outer radius; `automatic` is none.
    package let innerRadius: DimensionSpec
    /// The sector's radius: points, or `ratio`/`inset` of the largest radius that fits the plot;
    /// `automatic` is that radius.
    package let outerRadius: DimensionSpec
    /// Points by which each straight edge moves into the sector; `nil` is none.
    package let angularInset: Double?

    package init(angle: ValueSlot, innerRadius: DimensionSpec = .automatic, outerRadius: DimensionSpec = .automatic,
                 angularInset: Double? = nil) {
        self.angle = angle; self.innerRadius = innerRadius; self.outerRadius = outerRadius
        self.angularInset = angularInset.flatMap { $0.isFinite ? max(0, $0) : nil }
    }
}
