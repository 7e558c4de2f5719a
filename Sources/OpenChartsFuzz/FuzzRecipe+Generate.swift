/// What the generator may make.
public struct FuzzOptions: Sendable {
    /// The most rows one recipe plots; big charts (10,000 rows and more) are made only when this allows.
    public var maxRows: Int
    public init(maxRows: Int = 100_000) { self.maxRows = maxRows }
}

extension FuzzRecipe {
    /// The random chart of `seed`: the same seed always gives the same recipe.
    public init(seed: UInt64, options: FuzzOptions = FuzzOptions()) {
        var r = FuzzRandom(seed: seed)
        self.seed = seed
        let groupCount = r.pick([0, 1, 1, 1, 2, 2, 3, 5])
        let mixed = r.chance(0.1)
        var groups: [FuzzMarkGroup] = []
        var sharedX = r.pick(FuzzValueKind.allCases), sharedY = r.pick(FuzzValueKind.allCases)
        for i in 0..<groupCount {
            // Most charts share one kind per axis; some mix kinds across marks, as the fuzz run that
            // found mixed date and number axes did.
            if mixed && i > 0 { sharedX = r.pick(FuzzValueKind.allCases); sharedY = r.pick(FuzzValueKind.allCases) }
            groups.append(Self.group(&r, x: sharedX, y: sharedY, maxRows: options.maxRows))
        }
        self.groups = groups
        chartModifiers = (0..<r.pick([0, 0, 1, 2, 3, 5, 8])).map { _ in Self.chartModifier(&r) }
        wrappers = (0..<r.pick([0, 0, 0, 1, 2, 4])).map { _ in Self.wrapper(&r) }
        settings = FuzzSettings(
            width: r.chance(0.2) ? (r.chance(0.5) ? nil : r.length()) : r.pick([320, 640, 800, 200, 40]),
            height: r.chance(0.2) ? (r.chance(0.5) ? nil : r.length()) : r.pick([240, 400, 300, 100, 20]),
            dark: r.chance(0.3), locale: r.pick(FuzzPools.locales), timeZone: r.pick(FuzzPools.timeZones),
            calendar: r.below(11))
    }

    static func rowCount(_ r: inout FuzzRandom, maxRows: Int) -> Int {
        let n: Int
        switch r.below(100) {
        case 0..<8: n = 0
        case 8..<16: n = 1
        case 16..<70: n = 2 + r.below(20)
        case 70..<95: n = 20 + r.below(500)
        case 95..<99: n = 500 + r.below(5_000)
        default: n = 10_000 + r.below(90_001)
        }
        return min(n, maxRows)
    }

    static func group(_ r: inout FuzzRandom, x: FuzzValueKind, y: FuzzValueKind, maxRows: Int) -> FuzzMarkGroup {
        let n = rowCount(&r, maxRows: maxRows)
        let seriesCount = r.pick([1, 1, 2, 3, 8, 40])
        let longNotes = r.chance(0.05)
        let seriesNames = (0..<seriesCount).map { _ in r.string() }
        let longNote = String(repeating: "Note ", count: 2_000)  // made once: rows share its storage
        let rows = (0..<n).map { i in
            FuzzRow(x: r.value(x, index: i), x2: r.value(x, index: i + 1), y: r.value(y, index: i), y2: r.value(y, index: i + 2),
                    series: seriesNames[i % seriesCount],
                    note: longNotes ? longNote : r.string())
        }
        let fixed = (0..<3).map { _ in r.chance(0.5) ? nil : r.number() }
        let modifiers = (0..<r.pick([0, 1, 1, 2, 3, 5])).map { _ in markModifier(&r) }
        var group = FuzzMarkGroup(kind: r.pick(FuzzMarkKind.allCases), form: r.pick(FuzzMarkForm.allCases), xKind: x, yKind: y,
                                  fixed: fixed, rows: rows, modifiers: modifiers)
        if r.chance(0.4) { group.unit = r.below(FuzzChoices.components.count) }
        return group
    }

    static func markModifier(_ r: inout FuzzRandom) -> FuzzMarkModifier {
        switch r.below(20) {
        case 19: return .annotationText(position: r.below(10), text: textStyle(&r))
        case 0: return .color(r.number() / 100, r.uniform(0, 1), r.uniform(0, 1), r.chance(0.8) ? 1 : r.number())
        case 1: return .foregroundByRow
        case 2: return .symbolByRow
        case 3: return .lineStyleByRow
        case 4: return .symbolSizeByRow
        case 5: return .positionByRow(span: r.chance(0.5) ? nil : r.number())
        case 6: return .symbol(r.below(8))
        case 7: return .symbolArea(r.length())
        case 8: return .symbolSize(r.length(), r.length())
        case 9: return .lineStyle(width: r.length() / 20, dash: (0..<r.below(4)).map { _ in r.length() }, miter: r.number())
        case 10: return .interpolation(r.below(9), r.number())
        case 11: return .opacity(r.chance(0.8) ? r.uniform(0, 1) : r.number())
        case 12: return .cornerRadius(r.length())
        case 13: return .offset(r.length() - 250, r.length() - 250)
        case 14: return .zIndex(r.number())
        case 15: return .annotation(position: r.below(10), alignment: r.below(9), spacing: r.chance(0.5) ? nil : r.length())
        case 16: return .accessibilityLabel
        case 17: return .accessibilityValue
        default: return .accessibilityHidden(r.chance(0.5))
        }
    }

    static func axisValues(_ r: inout FuzzRandom) -> FuzzAxisValues {
        switch r.below(5) {
        case 0: return .automatic(desiredCount: r.chance(0.5) ? nil : r.pick([-1, 0, 1, 3, 1_000_000, Int.max]))
        case 1: return .strideNumber(r.number())
        case 2: return .strideDate(component: r.below(8), count: r.pick([1, 2, 0, -1, 1_000_000]))
        case 3: return .numbers((0..<r.below(12)).map { _ in r.number() })
        default: return .strings((0..<r.below(6)).map { _ in r.string() })
        }
    }

    static func chartModifier(_ r: inout FuzzRandom) -> FuzzChartModifier {
        let x = r.chance(0.5)
        switch r.below(19) {
        case 0: return .scaleNumbers(x: x, r.number(), r.number())
        case 1: return .scaleDates(x: x, r.date(), r.date())
        case 2: return .scaleStrings(x: x, (0..<r.below(6)).map { _ in r.string() })
        case 3: return .scaleType(x: x, r.below(7), r.number())
        case 4: return .scaleRange(x: x, r.length(), r.length())
        case 5: return .axisHidden(x: x)
        case 6: return .axisMarks(x: x, values: axisValues(&r), position: r.below(5), preset: r.below(4),
                                  tick: r.chance(0.5) ? nil : r.length(), format: r.below(6),
                                  dash: (0..<r.below(3)).map { _ in r.length() }, label: r.chance(0.7) ? nil : r.string())
        case 7: return .legendHidden
        case 8: return .legend(position: r.below(10), alignment: r.chance(0.5) ? nil : r.below(9), spacing: r.optionalLength())
        case 9: return .legendContent(r.string())
        case 10: return .axisLabel(x: x, r.string(), position: r.below(10), spacing: r.optionalLength())
        case 11: return .plotFrame(r.optionalLength(), r.optionalLength())
        case 12: return .plotPadding(r.length())
        case 13: return .plotBackground
        case 14: return .foregroundScale((0..<r.below(6)).map { _ in r.string() }, r.below(5))
        case 15: return .symbolSizeRange(r.length(), r.length())
        case 16: return .overlayText(r.string(), r.length(), r.length())
        case 17: return .backgroundRule(r.number())
        default: return .xSelection(r.number())
        }
    }

    static func wrapper(_ r: inout FuzzRandom) -> FuzzWrapper {
        switch r.below(16) {
        case 15: return .text(r.chance(0.5) ? r.string() : r.pick(FuzzPools.paragraphs), style: textStyle(&r),
                              width: r.optionalLength(), height: r.optionalLength())
        case 0: return .frame(r.optionalLength(), r.optionalLength())
        case 1: return .flexibleFrame(minWidth: r.optionalLength(), maxWidth: r.optionalLength(),
                                      minHeight: r.optionalLength(), maxHeight: r.optionalLength())
        case 2: return .padding(r.length())
        case 3: return .paddingEdge(r.below(6), r.length())
        case 4: return .offset(r.length() - 250, r.length() - 250)
        case 5: return .vstack(spacing: r.optionalLength(), title: r.string())
        case 6: return .hstack(spacing: r.optionalLength(), label: r.string())
        case 7: return .zstack
        case 8: return .background
        case 9: return .border(r.length() / 10)
        case 10: return .position(r.length(), r.length())
        case 11: return .rotation(r.number())
        case 12: return .scale(r.number() / 100, r.number() / 100)
        case 13: return .geometryReader
        default: return .locale(r.pick(FuzzPools.locales))
        }
    }

    /// A text style: mostly ordinary, often at the edges layout must survive (sizes of 0,
    /// 1e-300, infinity and NaN; line limits of 0 and `Int.max`; spacing of ±1e308).
    static func textStyle(_ r: inout FuzzRandom) -> FuzzTextStyle {
        FuzzTextStyle(size: r.pick([12, 17, 34, 0, 1e-300, .leastNonzeroMagnitude, .infinity, -.infinity, .nan, -3, 1e308, 5_000]),
                      lineLimit: r.pick([nil, nil, 1, 2, 3, 0, -1, Int.max]),
                      lineSpacing: r.pick([0, 0, 4, -4, 1e-300, 1e308, -1e308, .infinity, .nan]),
                      minimumScaleFactor: r.pick([1, 1, 0.5, 0, 1e-300, -1, 2, .nan, .infinity]))
    }
}
