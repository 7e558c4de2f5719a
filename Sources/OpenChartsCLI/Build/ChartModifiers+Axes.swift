import OpenCharts

extension ChartModifiers {
    /// `chartXAxis(.hidden)` or `chartXAxis { AxisMarks(…) … }`, and the same for y.
    func axis(_ v: AnyView, _ a: AxisSpec, x: Bool) throws -> AnyView {
        switch a {
        case .visibility(let name):
            let vis: Visibility = name == "hidden" ? .hidden : name == "visible" ? .visible : .automatic
            return x ? AnyView(v.chartXAxis(vis)) : AnyView(v.chartYAxis(vis))
        case .marks(let specs):
            let marks = specs.map(axisMarks)
            if x { return AnyView(v.chartXAxis { for m in marks { m } }) }
            return AnyView(v.chartYAxis { for m in marks { m } })
        }
    }

    /// One `AxisMarks`, with its values, its content and its label format.
    func axisMarks(_ s: AxisMarksSpec) -> AnyAxisContent {
        let preset: AxisMarkPreset = switch s.preset {
        case "extended": .extended
        case "aligned": .aligned
        case "inset": .inset
        default: .automatic
        }
        let position: AxisMarkPosition = switch s.position {
        case "leading": .leading
        case "trailing": .trailing
        case "top": .top
        case "bottom": .bottom
        default: .automatic
        }
        let content = s.content ?? ["AxisGridLine", "AxisTick", "AxisValueLabel"]
        let grid = content.contains("AxisGridLine"), tick = content.contains("AxisTick"), label = content.contains("AxisValueLabel")
        let format = s.format
        let body: (AxisValue) -> AnyAxisMark = { _ in
            Self.marks(grid: grid, tick: tick, label: label, format: format)
        }
        switch s.values {
        case .list(let values)?:
            let numbers = values.compactMap { if case .number(let d) = $0 { return d } else { return nil } }
            if numbers.count == values.count {
                return AnyAxisContent(AxisMarks(preset: preset, position: position, values: numbers, content: body))
            }
            let texts = values.map { v -> String in
                switch v {
                case .number(let d): return String(d)
                case .text(let t): return t
                case .bool(let b): return String(b)
                }
            }
            let iso = DateParser(form: .iso, timeZone: calendar.timeZone)
            let dates = texts.compactMap { iso.parse($0) }.map { Date(timeIntervalSince1970: $0) }
            if dates.count == texts.count {
                return AnyAxisContent(AxisMarks(preset: preset, position: position, values: dates, content: body))
            }
            return AnyAxisContent(AxisMarks(preset: preset, position: position, values: texts, content: body))
        case .automatic(let count)?:
            let values: AxisMarkValues = count.map { .automatic(desiredCount: $0) } ?? .automatic
            return AnyAxisContent(AxisMarks(preset: preset, position: position, values: values, content: body))
        case .strideNumber(let step)?:
            return AnyAxisContent(AxisMarks(preset: preset, position: position, values: .stride(by: step), content: body))
        case .strideDate(let unit, let count)?:
            return AnyAxisContent(AxisMarks(preset: preset, position: position,
                                            values: .stride(by: unit, count: count, calendar: calendar), content: body))
        case nil:
            return AnyAxisContent(AxisMarks(preset: preset, position: position, values: .automatic, content: body))
        }
    }

    @AxisMarkBuilder
    static func marks(grid: Bool, tick: Bool, label: Bool, format: FormatSpec?) -> AnyAxisMark {
        if grid { AxisGridLine() }
        if tick { AxisTick() }
        if label { valueLabel(format) }
    }

    static func valueLabel(_ format: FormatSpec?) -> AnyAxisMark {
        switch format {
        case .percent?: return AnyAxisMark(AxisValueLabel(format: FloatingPointFormatStyle<Double>.Percent()))
        case .currency(let code)?: return AnyAxisMark(AxisValueLabel(format: FloatingPointFormatStyle<Double>.Currency(code: code)))
        case .precision(let p)?:
            return AnyAxisMark(AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(p))))
        case .dateTime(let fields)?:
            var style = Date.FormatStyle()
            for f in fields {
                switch f {
                case "year": style = style.year()
                case "month": style = style.month(.abbreviated)
                case "day": style = style.day()
                case "weekday": style = style.weekday(.abbreviated)
                case "hour": style = style.hour()
                case "minute": style = style.minute()
                default: style = style.second()
                }
            }
            return AnyAxisMark(AxisValueLabel(format: style))
        case nil: return AnyAxisMark(AxisValueLabel())
        }
    }
}
