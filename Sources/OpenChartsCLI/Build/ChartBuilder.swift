import OpenCharts

/// Builds the chart a spec describes, over a table, through the Swift Charts API: each
/// spec mark becomes `ForEach` rows of real `BarMark`s, `LineMark`s …, or one vectorized plot
/// (`LinePlot`, `AreaPlot`, `PointPlot`) when a plain line, area or scatter has many rows.
struct ChartBuilder {
    var spec: ChartSpec
    var table: DataTable
    /// The calendar of date units and of dates written in the spec (its time zone included).
    var calendar: Calendar
    /// Rows above which a plain line, area or scatter is drawn as a vectorized plot.
    var vectorizedThreshold = 20_000

    init(spec: ChartSpec, table: DataTable, calendar: Calendar) {
        self.spec = spec
        self.table = table
        self.calendar = calendar
    }

    /// One spec mark, ready to draw: how many times, and what for each row.
    struct Layer {
        let count: Int
        let content: (Int) -> AnyChartContent
    }

    /// The chart with its modifiers, under its title when it has one: every row of every mark.
    /// Nothing is left out here; a chart past one of the renderer's limits is refused whole by
    /// the render, with an error that names the limit.
    func view() throws -> AnyView {
        let layers = try spec.marks.map(layer)
        var chart = AnyView(Chart {
            ForEach(0..<layers.count) { l in
                ForEach(0..<layers[l].count) { i in layers[l].content(i) }
            }
        })
        chart = try ChartModifiers(spec: spec, calendar: calendar).apply(to: chart)
        guard let title = spec.title, !title.isEmpty else { return AnyView(chart.padding(16)) }
        return AnyView(VStack(alignment: .leading, spacing: 12) {
            Text(title).font(.headline)
            chart
        }.padding(16))
    }

    func layer(_ mark: SpecMark) throws -> Layer {
        var channels: [String: any PlotChannel] = [:]
        for (key, value) in mark.channels { channels[key] = try channel(value, key: key, mark: mark) }
        let factory = MarkFactory(spec: mark, channels: channels)
        if let plot = try vectorized(mark, channels) { return Layer(count: 1) { _ in plot } }
        let make = try factory.maker()
        let modifiers = factory.modifiers()
        let rows = channels.values.allSatisfy(\.isConstant) ? 1 : table.rowCount
        return Layer(count: rows) { i in modifiers.reduce(make(i)) { $1($0, i) } }
    }

    /// The channel of `value`: its column with the column's type, or its constant.
    func channel(_ value: ValueSpec, key: String, mark: SpecMark) throws -> any PlotChannel {
        if let constant = value.constant {
            switch constant {
            case .number(let d): return ConstantChannel(label: value.label, constant: d)
            case .bool(let b): return ConstantChannel(label: value.label, constant: b ? "true" : "false")
            case .text(let s):
                if value.type != .text, let t = DateParser(form: .iso, timeZone: calendar.timeZone).parse(s) {
                    return ConstantChannel(label: value.label, constant: Date(timeIntervalSince1970: t), unit: value.unit, calendar: calendar)
                }
                return ConstantChannel(label: value.label, constant: s)
            }
        }
        guard let name = value.column, let column = table[name] else {
            throw CLIError("no column \"\(value.column ?? "")\" was read")
        }
        switch column.values {
        case .number(let v): return NumberChannel(label: value.label, values: v)
        case .text(let v): return TextChannel(label: value.label, values: v)
        case .date(let v):
            var unit = value.unit
            if unit == nil, [.bar, .rectangle].contains(mark.kind), ["x", "y"].contains(key) { unit = Self.unit(spacing: v) }
            return DateChannel(label: value.label, seconds: v, unit: unit, calendar: calendar)
        }
    }

    /// The calendar unit that the dates of a bar chart step by, so that bars span their month or
    /// day as `.value(_:_:unit:)` makes them: from the smallest gap between distinct dates.
    static func unit(spacing seconds: [Double]) -> Calendar.Component? {
        let sorted = Array(Set(seconds.prefix(100_000))).sorted()
        guard sorted.count > 1 else { return .day }
        var gap = Double.infinity
        for k in 1..<sorted.count { gap = min(gap, sorted[k] - sorted[k - 1]) }
        let day = 86_400.0
        switch gap {
        case (day * 360)...: return .year
        case (day * 89)...: return .quarter
        case (day * 28)...: return .month
        case (day * 7)...: return .weekOfYear
        case day...: return .day
        case 3600...: return .hour
        case 60...: return .minute
        default: return nil
        }
    }
}
