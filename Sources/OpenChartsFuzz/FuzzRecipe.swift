/// A random chart written down as data: what marks, modifiers, views around the chart and
/// renderer settings to use. A recipe is made from a seed (``FuzzRecipe/init(seed:options:)``),
/// built into a real view over the public API (``FuzzRecipe/renderer()``), saved as JSON, and
/// shrunk by the minimiser, which removes parts of it.
public struct FuzzRecipe: Codable, Sendable, Equatable {
    public var seed: UInt64
    public var groups: [FuzzMarkGroup]
    public var chartModifiers: [FuzzChartModifier]
    /// Views around the chart, innermost first.
    public var wrappers: [FuzzWrapper]
    public var settings: FuzzSettings

    public init(seed: UInt64, groups: [FuzzMarkGroup], chartModifiers: [FuzzChartModifier], wrappers: [FuzzWrapper],
                settings: FuzzSettings) {
        self.seed = seed; self.groups = groups; self.chartModifiers = chartModifiers; self.wrappers = wrappers
        self.settings = settings
    }

    /// Every user string in the recipe, for the checks that look for markup in the output.
    public var userStrings: [String] {
        var out: [String] = []
        for g in groups {
            for r in g.rows {
                out += [r.series, r.note]
                for v in [r.x, r.x2, r.y, r.y2] { if case .text(let s) = v { out.append(s) } }
            }
        }
        for m in chartModifiers { out += m.strings }
        for w in wrappers { out += w.strings }
        return out
    }

    /// How many data rows the recipe plots.
    public var rowCount: Int { groups.reduce(0) { $0 + $1.rows.count } }
}

/// A plotted value before it is given a type: a number (also read as an integer or a date, in
/// seconds since 2001) or a string.
public enum FuzzValue: Codable, Sendable, Equatable {
    case number(Double)
    case text(String)
}

/// The Swift type a channel's values are plotted as.
public enum FuzzValueKind: String, Codable, Sendable, CaseIterable {
    case double, float, int, string, date
}

/// Which mark type a group draws.
public enum FuzzMarkKind: String, Codable, Sendable, CaseIterable {
    case bar, line, point, area, rule, rectangle, sector
}

/// Which initializer of the mark a group uses.
public enum FuzzMarkForm: String, Codable, Sendable, CaseIterable {
    /// `x:y:`
    case xy
    /// `x:yStart:yEnd:`
    case xYRange
    /// `xStart:xEnd:y:`
    case xRangeY
    /// `xStart:xEnd:yStart:yEnd:`
    case ranges
    /// `x:` with a fixed y (or none)
    case xOnly
    /// `y:` with a fixed x (or none)
    case yOnly
    /// `x:y:series:` and other initializers taking a series, or a width/height dimension
    case withSeries
}

/// One row of a group: the values its channels take.
public struct FuzzRow: Codable, Sendable, Equatable {
    public var x: FuzzValue, x2: FuzzValue, y: FuzzValue, y2: FuzzValue
    /// A category for `foregroundStyle(by:)`, `symbol(by:)`, series and the like.
    public var series: String
    /// Text for annotations and accessibility labels.
    public var note: String

    public init(x: FuzzValue, x2: FuzzValue, y: FuzzValue, y2: FuzzValue, series: String, note: String) {
        self.x = x; self.x2 = x2; self.y = y; self.y2 = y2; self.series = series; self.note = note
    }
}

/// Marks of one kind and initializer, one per row, drawn by a `ForEach`.
public struct FuzzMarkGroup: Codable, Sendable, Equatable {
    public var kind: FuzzMarkKind
    public var form: FuzzMarkForm
    public var xKind: FuzzValueKind
    public var yKind: FuzzValueKind
    /// Fixed plot coordinates and dimensions the initializer takes (`yStart:`, `width:`, …).
    public var fixed: [Double?]
    public var rows: [FuzzRow]
    public var modifiers: [FuzzMarkModifier]
    /// For dates, the calendar unit they stand for (`.value("Day", d, unit: .day)`), by index.
    public var unit: Int?

    public init(kind: FuzzMarkKind, form: FuzzMarkForm, xKind: FuzzValueKind, yKind: FuzzValueKind, fixed: [Double?],
                rows: [FuzzRow], modifiers: [FuzzMarkModifier]) {
        self.kind = kind; self.form = form; self.xKind = xKind; self.yKind = yKind; self.fixed = fixed
        self.rows = rows; self.modifiers = modifiers
    }
}

/// A modifier applied to every mark of a group.
public enum FuzzMarkModifier: Codable, Sendable, Equatable {
    case color(Double, Double, Double, Double)
    case foregroundByRow
    case symbolByRow
    case lineStyleByRow
    case symbolSizeByRow
    case positionByRow(span: Double?)
    case symbol(Int)
    case symbolArea(Double)
    case symbolSize(Double, Double)
    case lineStyle(width: Double, dash: [Double], miter: Double)
    case interpolation(Int, Double)
    case opacity(Double)
    case cornerRadius(Double)
    case offset(Double, Double)
    case zIndex(Double)
    case annotation(position: Int, alignment: Int, spacing: Double?)
    /// An annotation whose text is set at `text`'s font size, line limit, spacing and scale.
    case annotationText(position: Int, text: FuzzTextStyle)
    case accessibilityLabel
    case accessibilityValue
    case accessibilityHidden(Bool)
}

/// What an axis shows, as `AxisMarks(values:)` is given it.
public enum FuzzAxisValues: Codable, Sendable, Equatable {
    case automatic(desiredCount: Int?)
    case strideNumber(Double)
    case strideDate(component: Int, count: Int)
    case numbers([Double])
    case strings([String])
}

/// A modifier applied to the chart view.
public enum FuzzChartModifier: Codable, Sendable, Equatable {
    case scaleNumbers(x: Bool, Double, Double)
    case scaleDates(x: Bool, Double, Double)
    case scaleStrings(x: Bool, [String])
    case scaleType(x: Bool, Int, Double)
    case scaleRange(x: Bool, Double, Double)
    case axisHidden(x: Bool)
    case axisMarks(x: Bool, values: FuzzAxisValues, position: Int, preset: Int, tick: Double?, format: Int, dash: [Double], label: String?)
    case legendHidden
    case legend(position: Int, alignment: Int?, spacing: Double?)
    case legendContent(String)
    case axisLabel(x: Bool, String, position: Int, spacing: Double?)
    case plotFrame(Double?, Double?)
    case plotPadding(Double)
    case plotBackground
    case foregroundScale([String], Int)
    case symbolSizeRange(Double, Double)
    case overlayText(String, Double, Double)
    case backgroundRule(Double)
    case xSelection(Double)

    var strings: [String] {
        switch self {
        case .scaleStrings(_, let s): return s
        case .axisMarks(_, let values, _, _, _, _, _, let label):
            if case .strings(let s) = values { return s + (label.map { [$0] } ?? []) }
            return label.map { [$0] } ?? []
        case .legendContent(let s), .axisLabel(_, let s, _, _), .overlayText(let s, _, _): return [s]
        case .foregroundScale(let s, _): return s
        default: return []
        }
    }
}

/// A view put around the chart.
public enum FuzzWrapper: Codable, Sendable, Equatable {
    case frame(Double?, Double?)
    case flexibleFrame(minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?)
    case padding(Double)
    case paddingEdge(Int, Double)
    case offset(Double, Double)
    case vstack(spacing: Double?, title: String)
    case hstack(spacing: Double?, label: String)
    case zstack
    case background
    case border(Double)
    case position(Double, Double)
    case rotation(Double)
    case scale(Double, Double)
    case geometryReader
    case locale(String)
    /// A text above the chart, set as `style` says, in a frame of the given size.
    case text(String, style: FuzzTextStyle, width: Double?, height: Double?)

    var strings: [String] {
        switch self {
        case .vstack(_, let s), .hstack(_, let s), .locale(let s), .text(let s, _, _, _): return [s]
        default: return []
        }
    }
}

/// How a text is set: font size, line limit, line spacing and minimum scale factor, each of
/// which may be zero, tiny, huge, infinite, NaN or negative.
public struct FuzzTextStyle: Codable, Sendable, Equatable {
    public var size: Double
    public var lineLimit: Int?
    public var lineSpacing: Double
    public var minimumScaleFactor: Double

    public init(size: Double, lineLimit: Int?, lineSpacing: Double, minimumScaleFactor: Double) {
        self.size = size; self.lineLimit = lineLimit; self.lineSpacing = lineSpacing
        self.minimumScaleFactor = minimumScaleFactor
    }
}

/// What the renderer is set to.
public struct FuzzSettings: Codable, Sendable, Equatable {
    public var width: Double?
    public var height: Double?
    public var dark: Bool
    public var locale: String
    public var timeZone: String
    public var calendar: Int

    public init(width: Double?, height: Double?, dark: Bool, locale: String, timeZone: String, calendar: Int) {
        self.width = width; self.height = height; self.dark = dark; self.locale = locale
        self.timeZone = timeZone; self.calendar = calendar
    }
}
