import OpenCharts

extension FuzzRecipe {
    /// The chart with its modifiers and the views around it.
    public var view: AnyView {
        let groups = self.groups
        var v = AnyView(Chart { ForEach(0..<groups.count) { i in groups[i].content } })
        for m in chartModifiers { v = Self.apply(m, to: v) }
        for w in wrappers { v = Self.wrap(v, in: w) }
        return v
    }

    /// A renderer of the view, set as the recipe says.
    public func renderer() -> ChartRenderer<AnyView> {
        var r = ChartRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: settings.width.map { CGFloat($0) }, height: settings.height.map { CGFloat($0) })
        r.colorScheme = settings.dark ? .dark : .light
        r.locale = Locale(identifier: settings.locale)
        r.timeZone = TimeZone(identifier: settings.timeZone) ?? TimeZone(secondsFromGMT: 0)!
        r.calendar = Calendar(identifier: FuzzChoices.calendars[settings.calendar % FuzzChoices.calendars.count])
        return r
    }

    static func apply(_ m: FuzzChartModifier, to v: AnyView) -> AnyView {
        switch m {
        case .scaleNumbers(true, let a, let b): return AnyView(v.chartXScale(domain: Self.range(a, b)))
        case .scaleNumbers(false, let a, let b): return AnyView(v.chartYScale(domain: Self.range(a, b)))
        case .scaleDates(let x, let a, let b):
            let r = Self.range(a, b)
            let d = Date(timeIntervalSinceReferenceDate: r.lowerBound)...Date(timeIntervalSinceReferenceDate: r.upperBound)
            return x ? AnyView(v.chartXScale(domain: d)) : AnyView(v.chartYScale(domain: d))
        case .scaleStrings(let x, let s): return x ? AnyView(v.chartXScale(domain: s)) : AnyView(v.chartYScale(domain: s))
        case .scaleType(let x, let i, let e):
            let types: [ScaleType] = [.linear, .log, .date, .category, .squareRoot, .symmetricLog, .power(exponent: e)]
            let t = types[i % types.count]
            return x ? AnyView(v.chartXScale(type: t)) : AnyView(v.chartYScale(type: t))
        case .scaleRange(let x, let a, let b):
            let r = PlotDimensionScaleRange.plotDimension(startPadding: CGFloat(a), endPadding: CGFloat(b))
            return x ? AnyView(v.chartXScale(range: r)) : AnyView(v.chartYScale(range: r))
        case .axisHidden(let x): return x ? AnyView(v.chartXAxis(.hidden)) : AnyView(v.chartYAxis(.hidden))
        case .axisMarks(let x, let values, let position, let preset, let tick, let format, let dash, let label):
            let marks = axisMarks(values, position: position, preset: preset, tick: tick, format: format, dash: dash, label: label)
            return x ? AnyView(v.chartXAxis { marks }) : AnyView(v.chartYAxis { marks })
        case .legendHidden: return AnyView(v.chartLegend(.hidden))
        case .legend(let p, let a, let s):
            return AnyView(v.chartLegend(position: FuzzChoices.positions[p % 10], alignment: a.map { FuzzChoices.alignments[$0 % 9] },
                                         spacing: s.map { CGFloat($0) }))
        case .legendContent(let s): return AnyView(v.chartLegend { Text(s) })
        case .axisLabel(let x, let s, let p, let spacing):
            let pos = FuzzChoices.positions[p % 10], gap = spacing.map { CGFloat($0) }
            return x ? AnyView(v.chartXAxisLabel(s, position: pos, spacing: gap)) : AnyView(v.chartYAxisLabel(s, position: pos, spacing: gap))
        case .plotFrame(let w, let h):
            return AnyView(v.chartPlotStyle { $0.frame(width: w.map { CGFloat($0) }, height: h.map { CGFloat($0) }) })
        case .plotPadding(let p): return AnyView(v.chartPlotStyle { $0.padding(CGFloat(p)) })
        case .plotBackground: return AnyView(v.chartPlotStyle { $0.background(Color.pink.opacity(0.2)).border(Color.pink, width: 1) })
        case .foregroundScale(let names, let n):
            let colors: [Color] = Array([Color.red, .green, .blue, .orange, .purple].prefix(n))
            return AnyView(v.chartForegroundStyleScale(domain: names, range: colors))
        case .symbolSizeRange(let a, let b): return AnyView(v.chartSymbolSizeScale(range: [CGFloat(a), CGFloat(b)]))
        case .overlayText(let s, let x, let y):
            return AnyView(v.chartOverlay { proxy in
                Text(s).position(x: proxy.position(forX: x) ?? CGFloat(x), y: CGFloat(y))
            })
        case .backgroundRule(let value):
            return AnyView(v.chartBackground { proxy in
                Rectangle().fill(Color.gray.opacity(0.1)).frame(width: proxy.position(forY: value).map { abs($0) } ?? 10)
            })
        case .xSelection(let value): return AnyView(v.chartXSelection(value: .constant(Optional(value))))
        }
    }

    /// `a...b`, with the bounds swapped or replaced so that the range can be made.
    static func range(_ a: Double, _ b: Double) -> ClosedRange<Double> {
        let lo = a.isNaN ? 0 : a, hi = b.isNaN ? 0 : b
        return min(lo, hi)...max(lo, hi)
    }

    static func axisMarks(_ values: FuzzAxisValues, position: Int, preset: Int, tick: Double?, format: Int, dash: [Double],
                          label: String?) -> AxisMarks<AnyAxisMark> {
        let positions: [AxisMarkPosition] = [.automatic, .leading, .trailing, .top, .bottom]
        let presets: [AxisMarkPreset] = [.automatic, .extended, .aligned, .inset]
        let spec: AxisMarkValues
        var explicitNumbers: [Double]?, explicitStrings: [String]?
        switch values {
        case .automatic(let n): spec = .automatic(desiredCount: n)
        case .strideNumber(let s): spec = .stride(by: s)
        case .strideDate(let c, let n): spec = .stride(by: FuzzChoices.components[c % FuzzChoices.components.count], count: n)
        case .numbers(let n): spec = .automatic; explicitNumbers = n
        case .strings(let s): spec = .automatic; explicitStrings = s
        }
        let content: (AxisValue) -> AnyAxisMark = { value in
            let stroke = StrokeStyle(lineWidth: 1, dash: dash.map { CGFloat($0) })
            var parts: [AnyAxisMark] = [AnyAxisMark(AxisGridLine(stroke: stroke))]
            if let tick { parts.append(AnyAxisMark(AxisTick(length: CGFloat(tick)))) }
            if let label {
                parts.append(AnyAxisMark(AxisValueLabel(label)))
            } else if format == 1 {
                parts.append(AnyAxisMark(AxisValueLabel(format: FloatingPointFormatStyle<Double>.Percent())))
            } else if format == 2 {
                parts.append(AnyAxisMark(AxisValueLabel(format: .dateTime.month(.abbreviated).year())))
            } else {
                parts.append(AnyAxisMark(AxisValueLabel()))
            }
            return AxisMarkBuilder.buildArray(parts)
        }
        let p = positions[position % positions.count], pr = presets[preset % presets.count]
        if let explicitNumbers { return AxisMarks(preset: pr, position: p, values: explicitNumbers) { content($0) } }
        if let explicitStrings { return AxisMarks(preset: pr, position: p, values: explicitStrings) { content($0) } }
        return AxisMarks(preset: pr, position: p, values: spec) { content($0) }
    }

    static func wrap(_ v: AnyView, in w: FuzzWrapper) -> AnyView {
        func cg(_ d: Double?) -> CGFloat? { d.map { CGFloat($0) } }
        switch w {
        case .frame(let a, let b): return AnyView(v.frame(width: cg(a), height: cg(b)))
        case .flexibleFrame(let a, let b, let c, let d): return AnyView(v.frame(minWidth: cg(a), maxWidth: cg(b), minHeight: cg(c), maxHeight: cg(d)))
        case .padding(let p): return AnyView(v.padding(CGFloat(p)))
        case .paddingEdge(let e, let p):
            let edges: [Edge.Set] = [.top, .bottom, .leading, .trailing, .horizontal, .vertical]
            return AnyView(v.padding(edges[e % edges.count], CGFloat(p)))
        case .offset(let x, let y): return AnyView(v.offset(x: CGFloat(x), y: CGFloat(y)))
        case .vstack(let s, let title): return AnyView(VStack(alignment: .leading, spacing: cg(s)) { Text(title).font(.headline); v })
        case .hstack(let s, let label): return AnyView(HStack(spacing: cg(s)) { Text(label); v; Spacer() })
        case .zstack: return AnyView(ZStack { Color.gray.opacity(0.1); v })
        case .background: return AnyView(v.background(Color.yellow.opacity(0.2)))
        case .border(let width): return AnyView(v.border(Color.gray, width: CGFloat(width)))
        case .position(let x, let y): return AnyView(v.position(x: CGFloat(x), y: CGFloat(y)))
        case .rotation(let d): return AnyView(v.rotationEffect(.degrees(d)))
        case .scale(let x, let y): return AnyView(v.scaleEffect(x: CGFloat(x), y: CGFloat(y)))
        case .geometryReader: return AnyView(GeometryReader { proxy in v.frame(width: proxy.size.width / 2) })
        case .locale(let id): return AnyView(v.environment(\.locale, Locale(identifier: id)))
        case .text(let s, let style, let w, let h):
            return AnyView(VStack(alignment: .leading) { style.apply(to: Text(s)).frame(width: cg(w), height: cg(h)); v })
        }
    }
}

extension FuzzTextStyle {
    /// `text` with this style's font size, line limit, line spacing and minimum scale factor.
    func apply(to text: Text) -> some View {
        text.font(.system(size: CGFloat(size)))
            .lineLimit(lineLimit)
            .lineSpacing(CGFloat(lineSpacing))
            .minimumScaleFactor(CGFloat(minimumScaleFactor))
    }
}
