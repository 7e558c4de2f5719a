import ChartScene
import Foundation

/// The mark types of Swift Charts.
package enum MarkKind: String, Hashable, Sendable {
    case bar, line, point, area, rule, rectangle, sector
}

/// How a mark places itself along one axis.
package enum AxisEncoding: Sendable {
    /// No value on this axis.
    case absent
    /// A single data value (`x: .value(…)`).
    case value(ValueSlot)
    /// An interval of data values (`xStart:`, `xEnd:` as plottable values).
    case interval(ValueSlot, ValueSlot)
    /// Fixed plot coordinates in points (`xStart: CGFloat?`, `xEnd: CGFloat?`); `nil` means the plot's edge
    /// (or its middle, for a point mark's single fixed coordinate).
    case fixed(start: Double?, end: Double?)

    package var slots: [ValueSlot] {
        switch self {
        case .value(let s): return [s]
        case .interval(let a, let b): return [a, b]
        case .absent, .fixed: return []
        }
    }
}

/// A mark's width or height, Swift Charts' `MarkDimension`.
package enum DimensionSpec: Hashable, Sendable {
    case automatic
    case fixed(Double)
    case ratio(Double)
    case inset(Double)

    /// The length this dimension gives inside a step of `step` points, with `automatic` as `fallbackRatio` of it.
    package func length(step: Double, fallbackRatio: Double) -> Double {
        switch self {
        case .automatic: return step * fallbackRatio
        case .fixed(let v): return max(0, v)
        case .ratio(let r): return step * max(0, r)
        case .inset(let i): return max(0, step - 2 * i)
        }
    }
}

/// The symbol shapes of `ChartSymbolShape`.
package enum SymbolKind: String, Hashable, Sendable, CaseIterable {
    case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
}

/// Where an annotation sits relative to its mark.
package enum AnnotationPlacement: String, Hashable, Sendable {
    case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// Content measured and drawn by the layer above the engine (a SwiftUI-style view).
package protocol SceneContent: Sendable {
    /// The size the content wants when offered `proposal` (nil: its ideal size).
    func size(proposal: SceneSize?) -> SceneSize
    /// The content drawn in `rect`.
    func render(in rect: SceneRect) -> [SceneNode]
}

/// An `annotation(position:alignment:spacing:content:)`.
package struct AnnotationSpec: Sendable {
    package var placement: AnnotationPlacement
    /// Horizontal and vertical alignment as unit fractions (0 leading/top, 0.5 centre, 1 trailing/bottom).
    package var alignment: (x: Double, y: Double)?
    package var spacing: Double?
    package var content: any SceneContent

    package init(placement: AnnotationPlacement, alignment: (x: Double, y: Double)?, spacing: Double?, content: any SceneContent) {
        self.placement = placement; self.alignment = alignment; self.spacing = spacing; self.content = content
    }
}

/// A stroke as the user asked for it: Swift Charts' `lineStyle(_:)`.
package struct LineStyleSpec: Hashable, Sendable {
    package var width: Double
    package var cap: LineCap
    package var join: LineJoin
    package var miterLimit: Double
    package var dash: [Double]
    package var dashPhase: Double

    package init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                 dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }
}

/// Which axis `position(by:axis:span:)` dodges along.
package enum DodgeAxis: Sendable { case x, y }

/// `position(by:axis:span:)`.
package struct DodgeSpec: Sendable {
    package var slot: ValueSlot
    package var axis: DodgeAxis?
    package var span: DimensionSpec
    package init(slot: ValueSlot, axis: DodgeAxis?, span: DimensionSpec) { self.slot = slot; self.axis = axis; self.span = span }
}

/// Everything the mark modifiers set.
package struct MarkStyle: Sendable {
    package var foreground: Paint?
    package var foregroundBy: ValueSlot?
    package var symbolBy: ValueSlot?
    /// `symbolSize(by:)`.
    package var symbolSizeBy: ValueSlot?
    /// `lineStyle(by:)`.
    package var lineStyleBy: ValueSlot?
    package var symbol: SymbolKind?
    /// Symbol area in square points.
    package var symbolSize: Double?
    package var dodge: DodgeSpec?
    package var curve: Curve = .linear
    package var lineStyle: LineStyleSpec?
    package var opacity: Double = 1
    package var cornerRadius: Double = 0
    package var offset: (x: Double, y: Double) = (0, 0)
    package var zIndex: Double = 0
    package var annotations: [AnnotationSpec] = []
    package var accessibilityLabel: String?
    package var accessibilityValue: String?
    package var accessibilityHidden: Bool = false

    package init() {}
}

/// One mark instance: one element of data drawn by one mark type, with its modifiers applied.
package struct MarkSpec: Sendable {
    package var kind: MarkKind
    package var x: AxisEncoding
    package var y: AxisEncoding
    package var series: ValueSlot?
    package var width: DimensionSpec
    package var height: DimensionSpec
    /// `nil` is the mark's default: `.standard` for bars and areas, none for the rest.
    package var stacking: StackingMethod?
    /// A sector's angle value and radii; `nil` for every mark placed on x and y.
    package var sector: SectorSpec?
    package var style: MarkStyle

    package init(kind: MarkKind, x: AxisEncoding, y: AxisEncoding, series: ValueSlot? = nil,
                 width: DimensionSpec = .automatic, height: DimensionSpec = .automatic,
                 stacking: StackingMethod? = nil, sector: SectorSpec? = nil, style: MarkStyle = MarkStyle()) {
        self.kind = kind; self.x = x; self.y = y; self.series = series
        self.width = width; self.height = height; self.stacking = stacking; self.sector = sector; self.style = style
    }
}
