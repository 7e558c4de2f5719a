import Foundation

/// The chart the flags describe, as a spec: the same model a spec file decodes to, so flags and
/// files draw through one path.
enum FlagSpec {
    /// The flags' one mark, or nil when no mark flag was given.
    static func mark(_ m: MarkOptions) throws -> SpecMark? {
        let names = [m.x, m.y, m.xStart, m.xEnd, m.yStart, m.yEnd, m.angle, m.color, m.symbol, m.size, m.series, m.positionBy]
        guard m.mark != nil || names.contains(where: { $0 != nil }) else { return nil }
        // The kind is settled once the data's types are known, when --mark is not given.
        var kind = SpecMark.Kind.bar
        if let name = m.mark {
            guard let k = SpecMark.Kind(name: name) else {
                throw CLIError("--mark \(CLIError.quoted(name)) is not a mark: use bar, line, point, area, rule, rectangle, sector, pie or donut")
            }
            kind = k
        }
        var mark = SpecMark(kind: kind)
        func value(_ column: String?, type: String? = nil, unit: String? = nil, flag: String) throws -> ValueSpec? {
            guard let column else { return nil }
            var v = ValueSpec.column(column)
            if let type {
                guard let t = ColumnType(name: type) else { throw CLIError("--\(flag)-type \(CLIError.quoted(type)) is not Double, Date or String") }
                v.type = t
            }
            if let unit {
                guard let u = ValueSpec.units[unit] else {
                    throw CLIError("--\(flag)-unit \(CLIError.quoted(unit)) is not one of " + ValueSpec.units.keys.sorted().joined(separator: ", "))
                }
                v.unit = u
            }
            return v
        }
        if kind == .sector {
            // A pie: the angle is --angle or --y, the colour --color or --x.
            guard let angle = m.angle ?? m.y else { throw CLIError("a pie chart needs --angle (or --y): the column of each sector's share") }
            mark.angle = .column(angle)
            if let c = m.color ?? m.x { mark.foregroundStyle = .by(.column(c)) }
            if m.mark?.lowercased() == "donut" { mark.innerRadius = .ratio(0.618) }
            mark.angularInset = 1
        } else {
            mark.x = try value(m.x, type: m.xType, unit: m.xUnit, flag: "x")
            mark.y = try value(m.y, type: m.yType, flag: "y")
            mark.xStart = try value(m.xStart, type: m.xType, unit: m.xUnit, flag: "x")
            mark.xEnd = try value(m.xEnd, type: m.xType, unit: m.xUnit, flag: "x")
            mark.yStart = try value(m.yStart, type: m.yType, flag: "y")
            mark.yEnd = try value(m.yEnd, type: m.yType, flag: "y")
            if let c = m.color { mark.foregroundStyle = .by(.column(c)) }
        }
        if let s = m.symbol { mark.symbol = .by(.column(s)) }
        if let s = m.size { mark.symbolSize = .by(.column(s)) }
        if let s = m.series { mark.series = .column(s) }
        if let p = m.positionBy { mark.positionBy = .column(p) }
        if let s = m.stack {
            guard SpecMark.stackings.contains(s) else { throw CLIError("--stack \(CLIError.quoted(s)) is not one of " + SpecMark.stackings.joined(separator: ", ")) }
            mark.stacking = s
        }
        if let i = m.interpolation {
            guard SpecMark.interpolations.contains(i) else {
                throw CLIError("--interpolation \(CLIError.quoted(i)) is not one of " + SpecMark.interpolations.joined(separator: ", "))
            }
            mark.interpolationMethod = i
        }
        if (mark.x == nil && mark.xStart == nil) && (mark.y == nil && mark.yStart == nil) && mark.angle == nil {
            throw CLIError("say what to plot: --x and --y name the columns (or --spec a chart spec)")
        }
        if (mark.xStart == nil) != (mark.xEnd == nil) { throw CLIError("--x-start and --x-end go together") }
        if (mark.yStart == nil) != (mark.yEnd == nil) { throw CLIError("--y-start and --y-end go together") }
        return mark
    }

    /// The chart flags laid over `spec`: each flag given replaces the spec's setting.
    static func apply(_ c: ChartOptions, _ p: PictureOptions, to spec: inout ChartSpec) throws {
        if let t = c.title { spec.title = t }
        for (flag, value, x) in [("--x-scale", c.xScale, true), ("--y-scale", c.yScale, false)] {
            guard let value else { continue }
            guard let type = ScaleSpec.typeName(value) else {
                throw CLIError("\(flag) \(CLIError.quoted(value)) is not one of linear, log, sqrt, symlog, date, category")
            }
            var scale = (x ? spec.chartXScale : spec.chartYScale) ?? ScaleSpec(type: nil)
            scale.type = type
            if x { spec.chartXScale = scale } else { spec.chartYScale = scale }
        }
        if let l = c.xLabel { spec.chartXAxisLabel = l }
        if let l = c.yLabel { spec.chartYAxisLabel = l }
        if let l = c.legend {
            switch l {
            case "hidden", "visible": spec.chartLegend = LegendSpec(visibility: l)
            case "top", "bottom", "leading", "trailing", "overlay": spec.chartLegend = LegendSpec(position: l)
            default: throw CLIError("--legend \(CLIError.quoted(l)) is not one of top, bottom, leading, trailing, overlay, hidden")
            }
        }
        if let w = p.width { spec.width = w }
        if let h = p.height { spec.height = h }
    }
}
