/// A colour with straight (not premultiplied) alpha, each component in 0...1.
public struct RGBA: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour from a 24-bit `0xRRGGBB` value.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with its alpha multiplied by `factor`.
    public func multiplyingAlpha(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}

/// One colour stop of a gradient; `location` runs 0...1 along the gradient.
public struct GradientStop: Hashable, Sendable {
    public var color: RGBA
    public var location: Double
    public init(color: RGBA, location: Double) { self.color = color; self.location = location }
}

/// A linear gradient whose start and end are unit points of the painted element's bounding box
/// (0,0 is its top-left, 1,1 its bottom-right), as SwiftUI's `UnitPoint`s are.
public struct LinearGradientPaint: Hashable, Sendable {
    public var stops: [GradientStop]
    public var start: ScenePoint
    public var end: ScenePoint
    public init(stops: [GradientStop], start: ScenePoint, end: ScenePoint) {
        self.stops = stops; self.start = start; self.end = end
    }
}

/// What fills or strokes a path.
public enum Paint: Hashable, Sendable {
    case color(RGBA)
    case linearGradient(LinearGradientPaint)

    /// A representative solid colour: the colour itself, or a gradient's first stop.
    public var representativeColor: RGBA {
        switch self {
        case .color(let c): return c
        case .linearGradient(let g): return g.stops.first?.color ?? .black
        }
    }
}

public enum LineCap: String, Hashable, Sendable { case butt, round, square }
public enum LineJoin: String, Hashable, Sendable { case miter, round, bevel }

/// How a path's outline is drawn.
public struct Stroke: Hashable, Sendable {
    public var paint: Paint
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(paint: Paint, width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.paint = paint; self.width = width; self.cap = cap; self.join = join
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}
