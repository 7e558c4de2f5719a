import OpenCharts

/// Makes the marks of one `SpecMark`, one per row, with the Swift Charts initializer that its
/// channels call for: `BarMark(x:y:)`, `BarMark(x:yStart:yEnd:)`, `RuleMark(y:)`, …
struct MarkFactory {
    let spec: SpecMark
    let channels: [String: any PlotChannel]

    typealias Make = (Int) -> AnyChartContent

    private var x: (any PlotChannel)? { channels["x"] }
    private var y: (any PlotChannel)? { channels["y"] }

    /// The function from a row to its mark, before modifiers.
    func maker() throws -> Make {
        let s = spec
        let xs = channels["xStart"], xe = channels["xEnd"], ys = channels["yStart"], ye = channels["yEnd"]
        switch spec.kind {
        case .bar:
            if let x, let y { return Self.bar(x, y, s) }
            if let x, let ys, let ye { return try Self.barYRange(x, ys, ye, s) }
            if let xs, let xe, let y { return try Self.barXRange(xs, xe, y, s) }
            if let x { return Self.barX(x, s) }
            if let y { return Self.barY(y, s) }
        case .line:
            if let x, let y {
                if let series = channels["series"] { return Self.line(x, y, series) }
                return Self.line(x, y)
            }
        case .point:
            if let x, let y { return Self.point(x, y) }
            if let x { return Self.pointX(x) }
            if let y { return Self.pointY(y) }
        case .area:
            let series = channels["series"]
            if let x, let y { return Self.area(x, y, series, s) }
            if let x, let ys, let ye { return try Self.areaYRange(x, ys, ye, series) }
            if let xs, let xe, let y { return try Self.areaXRange(xs, xe, y, series) }
        case .rule:
            if let x, let ys, let ye { return try Self.ruleYRange(x, ys, ye) }
            if let xs, let xe, let y { return try Self.ruleXRange(xs, xe, y) }
            if let x, y == nil { return Self.ruleX(x) }
            if let y, x == nil { return Self.ruleY(y) }
        case .rectangle:
            if let xs, let xe, let ys, let ye { return try Self.rectangle(xs, xe, ys, ye) }
            if let x, let y { return Self.rectangle(x, y, s) }
            if let x, let ys, let ye { return try Self.rectangleYRange(x, ys, ye, s) }
            if let xs, let xe, let y { return try Self.rectangleXRange(xs, xe, y, s) }
        case .sector:
            if let angle = channels["angle"] { return Self.sector(angle, s) }
        }
        let given = ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "angle"].filter { channels[$0] != nil }
        throw CLIError("a \(spec.kind.rawValue) cannot take " + given.map { "\"\($0)\"" }.joined(separator: " with ")
                       + "; see Docs/chart-spec.schema.json for the channels each mark takes")
    }

    static func dimension(_ d: SpecMark.Dimension?) -> MarkDimension {
        switch d {
        case nil: return .automatic
        case .fixed(let v): return .fixed(v)
        case .ratio(let v): return .ratio(v)
        case .inset(let v): return .inset(v)
        }
    }

    static func stacking(_ name: String?) -> MarkStackingMethod {
        switch name {
        case "normalized": return .normalized
        case "center": return .center
        case "unstacked": return .unstacked
        default: return .standard
        }
    }

    // One generic function per initializer: the existentials open once, and the closure runs per row.

    static func bar<X: PlotChannel, Y: PlotChannel>(_ x: X, _ y: Y, _ s: SpecMark) -> Make {
        let w = dimension(s.width), h = dimension(s.height), st = stacking(s.stacking)
        return { i in AnyChartContent(BarMark(x: x.value(i), y: y.value(i), width: w, height: h, stacking: st)) }
    }
    static func barYRange<X: PlotChannel, Y: PlotChannel>(_ x: X, _ ys: Y, _ ye: any PlotChannel, _ s: SpecMark) throws -> Make {
        let ye = try ys.same(ye, "yStart and yEnd"), w = dimension(s.width)
        return { i in AnyChartContent(BarMark(x: x.value(i), yStart: ys.value(i), yEnd: ye.value(i), width: w)) }
    }
    static func barXRange<X: PlotChannel, Y: PlotChannel>(_ xs: X, _ xe: any PlotChannel, _ y: Y, _ s: SpecMark) throws -> Make {
        let xe = try xs.same(xe, "xStart and xEnd"), h = dimension(s.height)
        return { i in AnyChartContent(BarMark(xStart: xs.value(i), xEnd: xe.value(i), y: y.value(i), height: h)) }
    }
    static func barX<X: PlotChannel>(_ x: X, _ s: SpecMark) -> Make {
        let w = dimension(s.width)
        return { i in AnyChartContent(BarMark(x: x.value(i), width: w)) }
    }
    static func barY<Y: PlotChannel>(_ y: Y, _ s: SpecMark) -> Make {
        let h = dimension(s.height)
        return { i in AnyChartContent(BarMark(y: y.value(i), height: h)) }
    }
    static func line<X: PlotChannel, Y: PlotChannel>(_ x: X, _ y: Y) -> Make {
        { i in AnyChartContent(LineMark(x: x.value(i), y: y.value(i))) }
    }
    static func line<X: PlotChannel, Y: PlotChannel, S: PlotChannel>(_ x: X, _ y: Y, _ series: S) -> Make {
        { i in AnyChartContent(LineMark(x: x.value(i), y: y.value(i), series: series.value(i))) }
    }
    static func point<X: PlotChannel, Y: PlotChannel>(_ x: X, _ y: Y) -> Make {
        { i in AnyChartContent(PointMark(x: x.value(i), y: y.value(i))) }
    }
    static func pointX<X: PlotChannel>(_ x: X) -> Make { { i in AnyChartContent(PointMark(x: x.value(i))) } }
    static func pointY<Y: PlotChannel>(_ y: Y) -> Make { { i in AnyChartContent(PointMark(y: y.value(i))) } }
    static func area<X: PlotChannel, Y: PlotChannel>(_ x: X, _ y: Y, _ series: (any PlotChannel)?, _ s: SpecMark) -> Make {
        let st = stacking(s.stacking)
        if let series { return areaSeries(x, y, series, st) }
        return { i in AnyChartContent(AreaMark(x: x.value(i), y: y.value(i), stacking: st)) }
    }
    static func areaSeries<X: PlotChannel, Y: PlotChannel, S: PlotChannel>(_ x: X, _ y: Y, _ series: S, _ st: MarkStackingMethod) -> Make {
        { i in AnyChartContent(AreaMark(x: x.value(i), y: y.value(i), series: series.value(i), stacking: st)) }
    }
    static func areaYRange<X: PlotChannel, Y: PlotChannel>(_ x: X, _ ys: Y, _ ye: any PlotChannel, _ series: (any PlotChannel)?) throws -> Make {
        let ye = try ys.same(ye, "yStart and yEnd")
        if let series { return areaYRangeSeries(x, ys, ye, series) }
        return { i in AnyChartContent(AreaMark(x: x.value(i), yStart: ys.value(i), yEnd: ye.value(i))) }
    }
    static func areaYRangeSeries<X: PlotChannel, Y: PlotChannel, S: PlotChannel>(_ x: X, _ ys: Y, _ ye: AnyChannel<Y.Value>, _ series: S) -> Make {
        { i in AnyChartContent(AreaMark(x: x.value(i), yStart: ys.value(i), yEnd: ye.value(i), series: series.value(i))) }
    }
    static func areaXRange<X: PlotChannel, Y: PlotChannel>(_ xs: X, _ xe: any PlotChannel, _ y: Y, _ series: (any PlotChannel)?) throws -> Make {
        let xe = try xs.same(xe, "xStart and xEnd")
        return { i in AnyChartContent(AreaMark(xStart: xs.value(i), xEnd: xe.value(i), y: y.value(i))) }
    }
    static func ruleX<X: PlotChannel>(_ x: X) -> Make { { i in AnyChartContent(RuleMark(x: x.value(i))) } }
    static func ruleY<Y: PlotChannel>(_ y: Y) -> Make { { i in AnyChartContent(RuleMark(y: y.value(i))) } }
    static func ruleYRange<X: PlotChannel, Y: PlotChannel>(_ x: X, _ ys: Y, _ ye: any PlotChannel) throws -> Make {
        let ye = try ys.same(ye, "yStart and yEnd")
        return { i in AnyChartContent(RuleMark(x: x.value(i), yStart: ys.value(i), yEnd: ye.value(i))) }
    }
    static func ruleXRange<X: PlotChannel, Y: PlotChannel>(_ xs: X, _ xe: any PlotChannel, _ y: Y) throws -> Make {
        let xe = try xs.same(xe, "xStart and xEnd")
        return { i in AnyChartContent(RuleMark(xStart: xs.value(i), xEnd: xe.value(i), y: y.value(i))) }
    }
    static func rectangle<X: PlotChannel, Y: PlotChannel>(_ x: X, _ y: Y, _ s: SpecMark) -> Make {
        let w = dimension(s.width), h = dimension(s.height)
        return { i in AnyChartContent(RectangleMark(x: x.value(i), y: y.value(i), width: w, height: h)) }
    }
    static func rectangle<X: PlotChannel, Y: PlotChannel>(_ xs: X, _ xe: any PlotChannel, _ ys: Y, _ ye: any PlotChannel) throws -> Make {
        let xe = try xs.same(xe, "xStart and xEnd"), ye = try ys.same(ye, "yStart and yEnd")
        return { i in AnyChartContent(RectangleMark(xStart: xs.value(i), xEnd: xe.value(i), yStart: ys.value(i), yEnd: ye.value(i))) }
    }
    static func rectangleYRange<X: PlotChannel, Y: PlotChannel>(_ x: X, _ ys: Y, _ ye: any PlotChannel, _ s: SpecMark) throws -> Make {
        let ye = try ys.same(ye, "yStart and yEnd"), w = dimension(s.width)
        return { i in AnyChartContent(RectangleMark(x: x.value(i), yStart: ys.value(i), yEnd: ye.value(i), width: w)) }
    }
    static func rectangleXRange<X: PlotChannel, Y: PlotChannel>(_ xs: X, _ xe: any PlotChannel, _ y: Y, _ s: SpecMark) throws -> Make {
        let xe = try xs.same(xe, "xStart and xEnd"), h = dimension(s.height)
        return { i in AnyChartContent(RectangleMark(xStart: xs.value(i), xEnd: xe.value(i), y: y.value(i), height: h)) }
    }
    static func sector<A: PlotChannel>(_ angle: A, _ s: SpecMark) -> Make {
        let inner = dimension(s.innerRadius), outer = dimension(s.outerRadius), inset = s.angularInset.map { CGFloat($0) }
        return { i in AnyChartContent(SectorMark(angle: angle.value(i), innerRadius: inner, outerRadius: outer, angularInset: inset)) }
    }
}
