import ChartScene
import ChartText
import Foundation

/// The wheel date picker: a wheel per part of the date or time, in the locale's order, on one
/// grey band across them, as UIKit's date picker draws them.
struct DateWheelNode: LayoutNode {
    struct Column {
        var options: [String]
        var selected: Int
    }

    static let columnGap = 16.0

    let columns: [Column]
    let env: EnvironmentValues

    init(date: Date, components: DatePickerComponents, _ env: EnvironmentValues) {
        let cal = env.calendar
        let f = DateFormatter()
        f.locale = env.locale; f.calendar = cal; f.timeZone = env.timeZone
        /// The value and its three neighbours either side, in a localized template or, for
        /// hours and minutes, a fixed pattern (a template would add the day period).
        func near(_ unit: Calendar.Component, _ template: String, fixed: Bool = false) -> Column {
            if fixed { f.dateFormat = template } else { f.setLocalizedDateFormatFromTemplate(template) }
            let dates = (-3...3).compactMap { cal.date(byAdding: unit, value: $0, to: date) }
            return Column(options: dates.map { f.string(from: $0) }, selected: min(3, dates.count - 1))
        }
        var columns: [Column] = []
        if components.contains(.date) && components.contains(.hourAndMinute) {
            columns.append(near(.day, "EEEMMMd"))
        } else if components.contains(.date) {
            // Month, day and year in the order the locale writes them.
            let pattern = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: env.locale) ?? "MMMM d y"
            let parts: [(Character, Column)] = [("M", near(.month, "LLLL")), ("d", near(.day, "d")), ("y", near(.year, "y"))]
            columns = parts.sorted { (pattern.firstIndex(of: $0.0) ?? pattern.endIndex) < (pattern.firstIndex(of: $1.0) ?? pattern.endIndex) }.map(\.1)
        }
        if components.contains(.hourAndMinute) {
            let twelveHour = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: env.locale) ?? "").contains("a")
            columns.append(near(.hour, twelveHour ? "h" : "HH", fixed: true))
            columns.append(near(.minute, "mm", fixed: true))
            if twelveHour {
                let isPM = cal.component(.hour, from: date) >= 12
                columns.append(Column(options: [f.amSymbol, f.pmSymbol], selected: isPM ? 1 : 0))
            }
        }
        self.columns = columns
        self.env = env
    }

    private func node(_ s: String) -> TextNode {
        TextNode(string: s, font: Font.system(size: 21).sceneFont, paint: .color(UIColor.label.resolved(env.colorScheme)), measurer: env.measurer)
    }

    private var widths: [Double] {
        columns.map { c in c.options.map { Double(node($0).sizeThatFits(.unspecified).width) }.max() ?? 0 }
    }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        let ideal = widths.reduce(0, +) + Self.columnGap * Double(max(0, columns.count - 1)) + 32
        let w = p.width.flatMap { $0.isFinite ? Double($0) : nil } ?? ideal
        return CGSize(width: max(0, w), height: WheelNode.height)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard rect.isFiniteRect else { return [] }
        let cy = Double(rect.midY)
        let band = SceneRect(x: Double(rect.minX) + WheelNode.bandInset, y: cy - WheelNode.rowHeight / 2,
                             width: max(0, Double(rect.width) - 2 * WheelNode.bandInset), height: WheelNode.rowHeight)
        var nodes = [ControlPaint.fill(.rect(band, cornerRadius: WheelNode.bandRadius), UIColor.tertiarySystemFill.resolved(env.colorScheme))]
        let w = widths
        let total = w.reduce(0, +) + Self.columnGap * Double(max(0, columns.count - 1))
        var x = Double(rect.midX) - total / 2
        for (column, width) in zip(columns, w) {
            nodes += WheelNode.rows(column.options.map(node), selected: column.selected, centerX: x + width / 2, centerY: cy,
                                    width: width, recorder)
            x += width + Self.columnGap
        }
        return [.group(SceneGroup(children: nodes, clip: rect.sceneRect, semantics: SceneSemantics(classes: "control date-picker wheel")))]
    }
}
