import OpenCharts

extension MarkFactory {
    typealias Modify = (AnyChartContent, Int) -> AnyChartContent

    /// The spec's mark modifiers, in Swift Charts' names, each a function of the mark and its row.
    func modifiers() -> [Modify] {
        var out: [Modify] = []
        switch spec.foregroundStyle {
        case .direct(let name)?:
            let color = SpecColor.parse(name) ?? .blue
            out.append { c, _ in AnyChartContent(c.foregroundStyle(color)) }
        case .by?: if let ch = channels["foregroundStyle"] { out.append(Self.foregroundStyle(by: ch)) }
        case nil: break
        }
        switch spec.symbol {
        case .direct(let name)?:
            let shape = Self.symbolShape(name)
            out.append { c, _ in AnyChartContent(c.symbol(shape)) }
        case .by?: if let ch = channels["symbol"] { out.append(Self.symbol(by: ch)) }
        case nil: break
        }
        switch spec.symbolSize {
        case .direct(let area)?:
            let a = CGFloat(area)
            out.append { c, _ in AnyChartContent(c.symbolSize(a)) }
        case .by?: if let ch = channels["symbolSize"] { out.append(Self.symbolSize(by: ch)) }
        case nil: break
        }
        switch spec.lineStyle {
        case .direct(let stroke)?:
            let style = StrokeStyle(lineWidth: CGFloat(stroke.lineWidth ?? 2), dash: (stroke.dash ?? []).map { CGFloat($0) })
            out.append { c, _ in AnyChartContent(c.lineStyle(style)) }
        case .by?: if let ch = channels["lineStyle"] { out.append(Self.lineStyle(by: ch)) }
        case nil: break
        }
        if let ch = channels["position"] { out.append(Self.position(by: ch)) }
        if let name = spec.interpolationMethod {
            let method = Self.interpolation(name)
            out.append { c, _ in AnyChartContent(c.interpolationMethod(method)) }
        }
        if let o = spec.opacity { out.append { c, _ in AnyChartContent(c.opacity(o)) } }
        if let r = spec.cornerRadius {
            let radius = CGFloat(r)
            out.append { c, _ in AnyChartContent(c.cornerRadius(radius)) }
        }
        return out
    }

    static func foregroundStyle<C: PlotChannel>(by ch: C) -> Modify { { c, i in AnyChartContent(c.foregroundStyle(by: ch.value(i))) } }
    static func symbol<C: PlotChannel>(by ch: C) -> Modify { { c, i in AnyChartContent(c.symbol(by: ch.value(i))) } }
    static func symbolSize<C: PlotChannel>(by ch: C) -> Modify { { c, i in AnyChartContent(c.symbolSize(by: ch.value(i))) } }
    static func lineStyle<C: PlotChannel>(by ch: C) -> Modify { { c, i in AnyChartContent(c.lineStyle(by: ch.value(i))) } }
    static func position<C: PlotChannel>(by ch: C) -> Modify { { c, i in AnyChartContent(c.position(by: ch.value(i))) } }

    static func symbolShape(_ name: String) -> BasicChartSymbolShape {
        switch name {
        case "square": return .square
        case "triangle": return .triangle
        case "diamond": return .diamond
        case "pentagon": return .pentagon
        case "plus": return .plus
        case "cross": return .cross
        case "asterisk": return .asterisk
        default: return .circle
        }
    }

    static func interpolation(_ name: String) -> InterpolationMethod {
        switch name {
        case "monotone": return .monotone
        case "catmullRom": return .catmullRom
        case "cardinal": return .cardinal
        case "stepStart": return .stepStart
        case "stepCenter": return .stepCenter
        case "stepEnd": return .stepEnd
        default: return .linear
        }
    }
}
