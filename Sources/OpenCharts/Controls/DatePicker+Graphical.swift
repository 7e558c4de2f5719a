import ChartScene
import ChartText
import Foundation

/// The graphical date picker: a month of the renderer's calendar, the selected day on a pale
/// circle of the tint, headed by the month and year and the weekdays.
struct MonthCalendarNode: LayoutNode {
    static let inset = 12.0
    static let headerHeight = 44.0
    static let weekdayHeight = 20.0
    static let rowHeight = 44.0
    static let idealWidth = 320.0

    let month: String
    let weekdays: [String]
    /// Each week's days, nil for the days of other months.
    let weeks: [[Int?]]
    let selectedDay: Int
    let env: EnvironmentValues

    init(date: Date, _ env: EnvironmentValues) {
        let cal = env.calendar
        let f = DateFormatter()
        f.locale = env.locale; f.calendar = cal; f.timeZone = env.timeZone
        f.setLocalizedDateFormatFromTemplate("LLLLy")
        month = f.string(from: date)
        let symbols: [String] = f.shortStandaloneWeekdaySymbols
        let first = max(1, min(7, cal.firstWeekday))
        weekdays = symbols.count == 7 ? (0..<7).map { symbols[($0 + first - 1) % 7].uppercased(with: env.locale) } : []
        selectedDay = cal.component(.day, from: date)
        let start = cal.dateInterval(of: .month, for: date)?.start ?? date
        let days = cal.range(of: .day, in: .month, for: date)?.count ?? 30
        let lead = (cal.component(.weekday, from: start) - first + 7) % 7
        let cells: [Int?] = Array(repeating: nil, count: lead) + (1...max(1, days)).map { Optional($0) }
        weeks = stride(from: 0, to: cells.count, by: 7).map { i in
            let row = Array(cells[i..<min(cells.count, i + 7)])
            return row + Array(repeating: nil, count: 7 - row.count)
        }
        self.env = env
    }

    var height: Double { Self.headerHeight + Self.weekdayHeight + Double(weeks.count) * Self.rowHeight }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        let w = p.width.flatMap { $0.isFinite ? Double($0) : nil } ?? Self.idealWidth
        return CGSize(width: max(0, w), height: height)
    }

    private func text(_ s: String, _ font: Font, _ color: RGBA) -> TextNode {
        TextNode(string: s, font: font.sceneFont, paint: .color(color), measurer: env.measurer)
    }

    /// A text centred on a point.
    private func centred(_ node: TextNode, _ cx: Double, _ cy: Double, _ recorder: RenderRecorder) -> [SceneNode] {
        let s = node.sizeThatFits(.unspecified)
        return node.render(in: CGRect(x: cx - Double(s.width) / 2, y: cy - Double(s.height) / 2, width: Double(s.width), height: Double(s.height)), recorder)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard rect.isFiniteRect else { return [] }
        let scheme = env.colorScheme
        let tint = env.tintColor.resolved(scheme), label = UIColor.label.resolved(scheme)
        let x0 = Double(rect.minX) + Self.inset, y0 = Double(rect.minY)
        let column = max(0, (Double(rect.width) - 2 * Self.inset) / 7)
        var nodes: [SceneNode] = []
        let title = text(month, Font.headline, label)
        let ts = title.sizeThatFits(.unspecified)
        nodes += title.render(in: CGRect(x: x0, y: y0 + (Self.headerHeight - Double(ts.height)) / 2, width: Double(ts.width), height: Double(ts.height)), recorder)
        var chevronEnv = env
        chevronEnv.foregroundStyle = AnyShapeStyle(env.tintColor)
        chevronEnv.fontWeight = .semibold
        for (i, name) in ["chevron.left", "chevron.right"].enumerated() {
            let symbol = makeLayoutNode(Image(systemName: name), chevronEnv)
            let s = symbol.sizeThatFits(.unspecified)
            let cx = Double(rect.maxX) - Self.inset - 10 - Double(1 - i) * 36
            nodes += symbol.render(in: CGRect(x: cx - Double(s.width) / 2, y: y0 + (Self.headerHeight - Double(s.height)) / 2,
                                              width: Double(s.width), height: Double(s.height)), recorder)
        }
        let weekdayColor = UIColor.tertiaryLabel.resolved(scheme)
        for (i, w) in weekdays.enumerated() {
            nodes += centred(text(w, .system(size: 13, weight: .semibold), weekdayColor),
                             x0 + (Double(i) + 0.5) * column, y0 + Self.headerHeight + Self.weekdayHeight / 2, recorder)
        }
        for (r, week) in weeks.enumerated() {
            let cy = y0 + Self.headerHeight + Self.weekdayHeight + (Double(r) + 0.5) * Self.rowHeight
            for (c, day) in week.enumerated() {
                guard let day else { continue }
                let cx = x0 + (Double(c) + 0.5) * column
                if day == selectedDay {
                    nodes.append(ControlPaint.fill(ControlPaint.circle(cx, cy, min(20, column / 2)), tint.multiplyingAlpha(0.12)))
                    nodes += centred(text("\(day)", .system(size: 20, weight: .semibold), tint), cx, cy, recorder)
                } else {
                    nodes += centred(text("\(day)", .system(size: 20), label), cx, cy, recorder)
                }
            }
        }
        return [.group(SceneGroup(children: nodes, semantics: SceneSemantics(classes: "control date-picker graphical")))]
    }
}
