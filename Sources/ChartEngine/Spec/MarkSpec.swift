import ChartScene
import Foundation

/// The mark types of Swift Charts.
@usableFromInline
package enum MarkKind: String, Hashable, Sendable {
    case bar, line, point, area, rule, rectangle, sector
}

/// How a mark places itself along one axis.
@usableFromInline
package enum AxisEncoding: Sendable {
    /// No value on this axis.
    case absent
    /// A single data value (`x: .value(…)`).
    case value(ValueSlot)
    /// An interval of data values (`xStart:`, `xEnd:` as plottable values).
    /// Boxed, so that the common single value keeps every mark's encoding small.
    indirect case interval(ValueSlot, ValueSlot)
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
@usableFromInline
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

/// The symbol shapes of `ChartSymbolShape`: the built-in ones, shapes of the user's, and
/// either drawn hollow (`strokeBorder`).
package enum SymbolKind: Hashable, Sendable {
    case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
    /// A shape of the user's, drawn with its own outline.
    case shape(SymbolOutline)
    /// A symbol's outline stroked inside its edge, leaving it hollow.
    indirect case stroked(SymbolKind, LineStyleSpec)
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
    /// Where the annotation may go when it would cross the chart's or the plot's edge.
    package var overflow: AnnotationOverflow = .automatic
    /// The content made for the size of what it annotates (`AnnotationContext.targetSize`),
    /// drawn instead of `content` when set.
    package var targeted: (@Sendable (SceneSize) -> any SceneContent)? = nil

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

extension LineStyleSpec {
    /// This stroke style in `paint`, as the scene draws it.
    package func stroke(_ paint: Paint) -> Stroke {
        Stroke(paint: paint, width: width, cap: cap, join: join, miterLimit: miterLimit, dash: dash, dashPhase: dashPhase)
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
    /// The values, shared by every mark that has the same ones until a modifier changes a mark's:
    /// most marks of a chart carry the default style, and a mark is copied several times between
    /// the DSL and the scene, so a style costs one reference rather than hundreds of bytes.
    final class Storage: @unchecked Sendable {
        var foreground: Paint? = nil
        var foregroundBy: ValueSlot? = nil
        var symbolBy: ValueSlot? = nil
        var symbolSizeBy: ValueSlot? = nil
        var lineStyleBy: ValueSlot? = nil
        var symbol: SymbolKind? = nil
        var symbolSize: Double? = nil
        var symbolView: (any SymbolSceneContent)? = nil
        var dodge: DodgeSpec? = nil
        var curve: Curve = .linear
        var lineStyle: LineStyleSpec? = nil
        var opacity: Double = 1
        var cornerRadius: Double = 0
        var offset: (x: Double, y: Double) = (0, 0)
        var rangeOffset = MarkRangeOffset.zero
        var zIndex: Double = 0
        var annotations: [AnnotationSpec] = []
        var accessibilityLabel: String? = nil
        var accessibilityValue: String? = nil
        var accessibilityHidden: Bool = false
        var clipShape: MarkClipShape? = nil
        var mask: MarkMaskRole? = nil
        var alignsToPlot: Bool = false

        init() {}

        func copy() -> Storage {
            let c = Storage()
            c.foreground = foreground
            c.foregroundBy = foregroundBy
            c.symbolBy = symbolBy
            c.symbolSizeBy = symbolSizeBy
            c.lineStyleBy = lineStyleBy
            c.symbol = symbol
            c.symbolSize = symbolSize
            c.symbolView = symbolView
            c.dodge = dodge
            c.curve = curve
            c.lineStyle = lineStyle
            c.opacity = opacity
            c.cornerRadius = cornerRadius
            c.offset = offset
            c.rangeOffset = rangeOffset
            c.zIndex = zIndex
            c.annotations = annotations
            c.accessibilityLabel = accessibilityLabel
            c.accessibilityValue = accessibilityValue
            c.accessibilityHidden = accessibilityHidden
            c.clipShape = clipShape
            c.mask = mask
            c.alignsToPlot = alignsToPlot
            return c
        }
    }

    /// The default style's values, shared by all marks that change nothing; never written to.
    private static let defaults = Storage()
    private var storage: Storage

    package init() { storage = Self.defaults }

    /// Whether no modifier changed this style: a pointer compare, so renderers can skip reading
    /// the fields a mark rarely sets.
    package var isDefault: Bool { storage === Self.defaults }

    /// The storage, copied first if another mark shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    package var foreground: Paint? {
        get { storage.foreground }
        set { unique().foreground = newValue }
    }
    package var foregroundBy: ValueSlot? {
        get { storage.foregroundBy }
        set { unique().foregroundBy = newValue }
    }
    package var symbolBy: ValueSlot? {
        get { storage.symbolBy }
        set { unique().symbolBy = newValue }
    }
    /// `symbolSize(by:)`.
    package var symbolSizeBy: ValueSlot? {
        get { storage.symbolSizeBy }
        set { unique().symbolSizeBy = newValue }
    }
    /// `lineStyle(by:)`.
    package var lineStyleBy: ValueSlot? {
        get { storage.lineStyleBy }
        set { unique().lineStyleBy = newValue }
    }
    package var symbol: SymbolKind? {
        get { storage.symbol }
        set { unique().symbol = newValue }
    }
    /// Symbol area in square points.
    package var symbolSize: Double? {
        get { storage.symbolSize }
        set { unique().symbolSize = newValue }
    }
    /// `symbol { … }`: a view drawn at each point instead of a symbol.
    package var symbolView: (any SymbolSceneContent)? {
        get { storage.symbolView }
        set { unique().symbolView = newValue }
    }
    package var dodge: DodgeSpec? {
        get { storage.dodge }
        set { unique().dodge = newValue }
    }
    package var curve: Curve {
        get { storage.curve }
        set { unique().curve = newValue }
    }
    package var lineStyle: LineStyleSpec? {
        get { storage.lineStyle }
        set { unique().lineStyle = newValue }
    }
    package var opacity: Double {
        get { storage.opacity }
        set { unique().opacity = newValue }
    }
    package var cornerRadius: Double {
        get { storage.cornerRadius }
        set { unique().cornerRadius = newValue }
    }
    package var offset: (x: Double, y: Double) {
        get { storage.offset }
        set { unique().offset = newValue }
    }
    /// `offset(xStart:xEnd:yStart:yEnd:)`: moves the ends of the mark's extents.
    package var rangeOffset: MarkRangeOffset {
        get { storage.rangeOffset }
        set { unique().rangeOffset = newValue }
    }
    package var zIndex: Double {
        get { storage.zIndex }
        set { unique().zIndex = newValue }
    }
    package var annotations: [AnnotationSpec] {
        get { storage.annotations }
        set { unique().annotations = newValue }
    }
    package var accessibilityLabel: String? {
        get { storage.accessibilityLabel }
        set { unique().accessibilityLabel = newValue }
    }
    package var accessibilityValue: String? {
        get { storage.accessibilityValue }
        set { unique().accessibilityValue = newValue }
    }
    package var accessibilityHidden: Bool {
        get { storage.accessibilityHidden }
        set { unique().accessibilityHidden = newValue }
    }
    /// `clipShape(_:style:)`: the shape each mark is clipped to, filling the mark's frame.
    package var clipShape: MarkClipShape? {
        get { storage.clipShape }
        set { unique().clipShape = newValue }
    }
    /// `mask(content:)`: the mark is masked, or is part of a mask and not drawn.
    package var mask: MarkMaskRole? {
        get { storage.mask }
        set { unique().mask = newValue }
    }
    /// `alignsMarkStylesWithPlotArea()`: gradients span the plot area instead of each mark.
    package var alignsToPlot: Bool {
        get { storage.alignsToPlot }
        set { unique().alignsToPlot = newValue }
    }
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
    /// For a line of many rows, all its rows as columns (see ``MarkRun``); `x` and `y` then hold the first.
    package var run: MarkRun? = nil

    package init(kind: MarkKind, x: AxisEncoding, y: AxisEncoding, series: ValueSlot? = nil,
                 width: DimensionSpec = .automatic, height: DimensionSpec = .automatic,
                 stacking: StackingMethod? = nil, sector: SectorSpec? = nil, style: MarkStyle = MarkStyle()) {
        self.kind = kind; self.x = x; self.y = y; self.series = series
        self.width = width; self.height = height; self.stacking = stacking; self.sector = sector; self.style = style
    }
}
