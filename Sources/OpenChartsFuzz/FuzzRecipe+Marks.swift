import OpenCharts

extension FuzzValue {
    var double: Double {
        switch self {
        case .number(let v): return v
        case .text(let s): return Double(s.count)
        }
    }

    var string: String {
        switch self {
        case .number(let v): return v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int(saturating: v)) : String(v)
        case .text(let s): return s
        }
    }

    /// The value as the Swift type of `kind`, ready to plot.
    func plottable(_ kind: FuzzValueKind) -> any Plottable {
        switch kind {
        case .double: return double
        case .float: return Float(double)
        case .int: return Int(saturating: double)
        case .string: return string
        case .date: return Date(timeIntervalSinceReferenceDate: double)
        }
    }
}

extension FuzzMarkGroup {
    /// The marks of the group, one per row, with the group's modifiers.
    var content: AnyChartContent {
        let group = self
        return AnyChartContent(ForEach(0..<rows.count) { i in group.mark(group.rows[i]) })
    }

    func fixedValue(_ i: Int) -> CGFloat? { i < fixed.count ? fixed[i].map { CGFloat($0) } : nil }

    /// The mark of one row, made with the group's initializer and modified.
    func mark(_ row: FuzzRow) -> AnyChartContent {
        var c = withX(row.x.plottable(xKind), row)
        for m in modifiers { c = apply(m, to: c, row) }
        return c
    }

    private func withX<X: Plottable>(_ x: X, _ row: FuzzRow) -> AnyChartContent {
        withY(x, row.x2.plottable(xKind) as? X ?? x, row.y.plottable(yKind), row)
    }

    private func withY<X: Plottable, Y: Plottable>(_ x: X, _ x2: X, _ y: Y, _ row: FuzzRow) -> AnyChartContent {
        bare(x, x2, y, row.y2.plottable(yKind) as? Y ?? y, row)
    }

    private func bare<X: Plottable, Y: Plottable>(_ x: X, _ x2: X, _ y: Y, _ y2: Y, _ row: FuzzRow) -> AnyChartContent {
        let vx = dated("X", x), vx2 = dated("X End", x2)
        let vy = dated("Y", y), vy2 = dated("Y End", y2)
        let series = PlottableValue.value("Series", row.series)
        let f0 = fixedValue(0), f1 = fixedValue(1)
        let dimensions: [MarkDimension] = f0.map { [MarkDimension.fixed($0), .ratio($0), .inset($0)] } ?? [.automatic]
        let width = dimensions[rows.count % dimensions.count]
        switch (kind, form) {
        case (.bar, .xy): return AnyChartContent(BarMark(x: vx, y: vy))
        case (.bar, .xYRange): return AnyChartContent(BarMark(x: vx, yStart: vy, yEnd: vy2))
        case (.bar, .xRangeY): return AnyChartContent(BarMark(xStart: vx, xEnd: vx2, y: vy))
        case (.bar, .ranges): return AnyChartContent(BarMark(xStart: f0, xEnd: f1, yStart: vy, yEnd: vy2))
        case (.bar, .xOnly): return AnyChartContent(BarMark(x: vx, yStart: f0, yEnd: f1))
        case (.bar, .yOnly): return AnyChartContent(BarMark(xStart: f0, xEnd: f1, y: vy))
        case (.bar, .withSeries): return AnyChartContent(BarMark(x: vx, y: vy, width: width))
        case (.line, .withSeries): return AnyChartContent(LineMark(x: vx, y: vy, series: series))
        case (.line, _): return AnyChartContent(LineMark(x: vx, y: vy))
        case (.point, .xOnly): return AnyChartContent(PointMark(x: vx, y: f0))
        case (.point, .yOnly): return AnyChartContent(PointMark(x: f0, y: vy))
        case (.point, _): return AnyChartContent(PointMark(x: vx, y: vy))
        case (.area, .xYRange): return AnyChartContent(AreaMark(x: vx, yStart: vy, yEnd: vy2))
        case (.area, .xRangeY): return AnyChartContent(AreaMark(xStart: vx, xEnd: vx2, y: vy))
        case (.area, .withSeries): return AnyChartContent(AreaMark(x: vx, y: vy, series: series, stacking: stacking))
        case (.area, _): return AnyChartContent(AreaMark(x: vx, y: vy, stacking: stacking))
        case (.rule, .xYRange): return AnyChartContent(RuleMark(x: vx, yStart: vy, yEnd: vy2))
        case (.rule, .xRangeY): return AnyChartContent(RuleMark(xStart: vx, xEnd: vx2, y: vy))
        case (.rule, .yOnly): return AnyChartContent(RuleMark(xStart: f0, xEnd: f1, y: vy))
        case (.rule, _): return AnyChartContent(RuleMark(x: vx, yStart: f0, yEnd: f1))
        case (.rectangle, .ranges): return AnyChartContent(RectangleMark(xStart: vx, xEnd: vx2, yStart: vy, yEnd: vy2))
        case (.rectangle, .xOnly): return AnyChartContent(RectangleMark(x: vx, yStart: f0, yEnd: f1))
        case (.rectangle, .yOnly): return AnyChartContent(RectangleMark(xStart: f0, xEnd: f1, y: vy))
        case (.rectangle, .withSeries): return AnyChartContent(RectangleMark(x: vx, y: vy, width: width, height: width))
        case (.rectangle, _): return AnyChartContent(RectangleMark(x: vx, y: vy))
        case (.sector, .withSeries):
            return AnyChartContent(SectorMark(angle: vy, innerRadius: .ratio(f0 ?? 0.5), outerRadius: width, angularInset: f1 ?? 1))
        case (.sector, _): return AnyChartContent(SectorMark(angle: vy))
        }
    }

    /// A plotted value, with the group's calendar unit when it is a date.
    private func dated<P: Plottable>(_ label: String, _ v: P) -> PlottableValue<P> {
        if let unit, let d = v as? Date,
           let dated = PlottableValue.value(label, d, unit: FuzzChoices.components[unit % FuzzChoices.components.count]) as? PlottableValue<P> {
            return dated
        }
        return .value(label, v)
    }

    private var stacking: MarkStackingMethod {
        [.standard, .normalized, .center, .unstacked][rows.count % 4]
    }

    private func apply(_ m: FuzzMarkModifier, to c: AnyChartContent, _ row: FuzzRow) -> AnyChartContent {
        let s = row.series
        switch m {
        case .color(let r, let g, let b, let a): return AnyChartContent(c.foregroundStyle(Color(red: r, green: g, blue: b, opacity: a)))
        case .foregroundByRow: return AnyChartContent(c.foregroundStyle(by: .value("Series", s)))
        case .symbolByRow: return AnyChartContent(c.symbol(by: .value("Series", s)))
        case .lineStyleByRow: return AnyChartContent(c.lineStyle(by: .value("Series", s)))
        case .symbolSizeByRow: return AnyChartContent(c.symbolSize(by: .value("Size", row.y.double)))
        case .positionByRow(let span):
            return AnyChartContent(c.position(by: .value("Series", s), span: span.map { .ratio(CGFloat($0)) } ?? .automatic))
        case .symbol(let i):
            let shapes: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk]
            return AnyChartContent(c.symbol(shapes[i % shapes.count]))
        case .symbolArea(let a): return AnyChartContent(c.symbolSize(CGFloat(a)))
        case .symbolSize(let w, let h): return AnyChartContent(c.symbolSize(CGSize(width: w, height: h)))
        case .lineStyle(let w, let dash, let miter):
            return AnyChartContent(c.lineStyle(StrokeStyle(lineWidth: CGFloat(w), miterLimit: CGFloat(miter), dash: dash.map { CGFloat($0) })))
        case .interpolation(let i, let p):
            let methods: [InterpolationMethod] = [.linear, .catmullRom, .catmullRom(alpha: p), .cardinal, .cardinal(tension: p),
                                                  .monotone, .stepStart, .stepCenter, .stepEnd]
            return AnyChartContent(c.interpolationMethod(methods[i % methods.count]))
        case .opacity(let o): return AnyChartContent(c.opacity(o))
        case .cornerRadius(let r): return AnyChartContent(c.cornerRadius(CGFloat(r)))
        case .offset(let x, let y): return AnyChartContent(c.offset(x: CGFloat(x), y: CGFloat(y)))
        case .zIndex(let z): return AnyChartContent(c.zIndex(z))
        case .annotation(let p, let a, let spacing):
            let note = row.note
            return AnyChartContent(c.annotation(position: FuzzChoices.positions[p % 10], alignment: FuzzChoices.alignments[a % 9],
                                                spacing: spacing.map { CGFloat($0) }) { Text(note).font(.caption) })
        case .annotationText(let p, let style):
            let note = row.note
            return AnyChartContent(c.annotation(position: FuzzChoices.positions[p % 10]) { style.apply(to: Text(note)) })
        case .accessibilityLabel: return AnyChartContent(c.accessibilityLabel(row.note))
        case .accessibilityValue: return AnyChartContent(c.accessibilityValue(row.note))
        case .accessibilityHidden(let h): return AnyChartContent(c.accessibilityHidden(h))
        }
    }
}

/// The choices that recipes name by number.
enum FuzzChoices {
    static let positions: [AnnotationPosition] = [.automatic, .overlay, .top, .bottom, .leading, .trailing, .topLeading,
                                                   .topTrailing, .bottomLeading, .bottomTrailing]
    static let alignments: [Alignment] = [.center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing,
                                          .bottomLeading, .bottomTrailing]
    static let calendars: [Calendar.Identifier] = [.gregorian, .buddhist, .chinese, .coptic, .ethiopicAmeteMihret, .hebrew,
                                                   .iso8601, .indian, .islamicCivil, .japanese, .persian]
    static let components: [Calendar.Component] = [.second, .minute, .hour, .day, .weekOfYear, .month, .quarter, .year]
}
