import Foundation

/// A calendar interval between time ticks: `count` of one calendar
/// `component`, such as 15 minutes, 1 day or 3 months (a quarter).
///
///     TimeStride(component: .month, count: 3).approximateDuration   // 90 days
package struct TimeStride: Hashable, Sendable {
    /// The calendar unit: `.second`, `.minute`, `.hour`, `.day`,
    /// `.weekOfYear`, `.month` or `.year`.
    package var component: Calendar.Component
    /// How many units lie between neighbouring ticks (at least 1).
    package var count: Int

    /// `count` units of `component`. A `.quarter` becomes 3 months per quarter,
    /// `.weekOfMonth` becomes `.weekOfYear`, and counts below 1 become 1.
    package init(component: Calendar.Component, count: Int = 1) {
        let count = max(count, 1)
        switch component {
        case .quarter:
            self.component = .month
            self.count = count > Int.max / 3 ? Int.max : count * 3
        case .weekOfMonth:
            self.component = .weekOfYear
            self.count = count
        default:
            self.component = component
            self.count = count
        }
    }

    /// Approximate length in seconds, for choosing strides: d3-time's
    /// durations, with a month of 30 days and a year of 365.
    package var approximateDuration: TimeInterval {
        Self.unitDuration(of: component) * Double(count)
    }

    /// The nominal length of one `component` in seconds.
    static func unitDuration(of component: Calendar.Component) -> TimeInterval {
        switch component {
        case .nanosecond: 1e-9
        case .second: 1
        case .minute: 60
        case .hour: 3_600
        case .day, .weekday, .weekdayOrdinal: 86_400
        case .weekOfYear, .weekOfMonth, .yearForWeekOfYear: 604_800
        case .month: 2_592_000
        case .quarter: 7_776_000
        case .year, .era: 31_536_000
        default: 86_400
        }
    }

    /// The strides automatic ticks choose from, shortest first: d3-time's
    /// `tickIntervals` (ticks.js), with half years added. Beyond a year, year counts follow the 1-2-5 rule.
    static let candidates: [TimeStride] = [
        TimeStride(component: .second, count: 1),
        TimeStride(component: .second, count: 5),
        TimeStride(component: .second, count: 15),
        TimeStride(component: .second, count: 30),
        TimeStride(component: .minute, count: 1),
        TimeStride(component: .minute, count: 5),
        TimeStride(component: .minute, count: 15),
        TimeStride(component: .minute, count: 30),
        TimeStride(component: .hour, count: 1),
        TimeStride(component: .hour, count: 3),
        TimeStride(component: .hour, count: 6),
        TimeStride(component: .hour, count: 12),
        TimeStride(component: .day, count: 1),
        TimeStride(component: .day, count: 2),
        TimeStride(component: .weekOfYear, count: 1),
        TimeStride(component: .month, count: 1),
        TimeStride(component: .month, count: 3),
        // Half years, which d3-time lacks: two years of month labels fit at phone widths.
        TimeStride(component: .month, count: 6),
        TimeStride(component: .year, count: 1),
    ]
}
