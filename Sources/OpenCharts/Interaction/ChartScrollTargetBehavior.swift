import Foundation

/// How a scrolling chart chooses where to rest: the snap points and the larger steps a swipe takes.
enum ScrollSnapRule: Sendable, Equatable {
    case dates(DateComponents, major: MajorValueAlignment<Date>?)
    case numbers(Double, major: MajorValueAlignment<Double>?)
    case paging
}

/// A rule for where a scrolling chart comes to rest.
///
/// ```swift
/// .chartScrollTargetBehavior(.valueAligned(unit: 10))
/// ```
public protocol ChartScrollTargetBehavior {}

/// A behavior that knows its snap rule.
protocol SnapRuleProviding {
    var snapRule: ScrollSnapRule { get }
}

/// Which larger values a swipe takes a value-aligned chart to.
///
/// ```swift
/// .valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(day: 1)))
/// ```
public enum MajorValueAlignment<Value>: Sendable, Equatable where Value: Sendable & Equatable {
    /// A page: the visible length.
    case page
    /// Values matching these date components.
    case matching(DateComponents)
    /// Multiples of this value.
    case unit(Value)
}

/// What a value-aligned chart does at the ends of its domain.
public enum ValueAlignedLimitBehavior: Sendable, Hashable {
    /// The default: stop at the domain's ends.
    case automatic
    /// Always stop at the domain's ends.
    case always
    /// Stop only at aligned values.
    case never
}

/// A behavior that comes to rest on values at regular intervals.
///
/// ```swift
/// .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0)))
/// ```
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior, SnapRuleProviding, Sendable {
    let snapRule: ScrollSnapRule

    /// Rests on dates matching `matching`; a swipe goes to the next date matching `majorAlignment`.
    public init(matching: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        snapRule = .dates(matching, major: majorAlignment)
    }

    /// Rests on multiples of `unit`; a swipe goes to the next multiple of `majorAlignment`.
    public init<P: Plottable & Numeric>(unit: P, majorAlignment: MajorValueAlignment<P>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        let step = dataValue(unit).number ?? 1
        let major: MajorValueAlignment<Double>?
        switch majorAlignment {
        case .page?: major = .page
        case .matching(let c)?: major = .matching(c)
        case .unit(let u)?: major = .unit(dataValue(u).number ?? step)
        case nil: major = nil
        }
        snapRule = .numbers(step, major: major)
    }
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Rests on dates matching `matching`, as the talk's daily chart snaps to midnight.
    public static func valueAligned(matching: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(matching: matching, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// Rests on multiples of `unit`.
    public static func valueAligned<P: Plottable & Numeric>(unit: P, majorAlignment: MajorValueAlignment<P>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }
}

/// A behavior that rests on whole pages: multiples of the visible length.
///
/// ```swift
/// .chartScrollTargetBehavior(.paging)
/// ```
public struct PagingScrollTargetBehavior: ChartScrollTargetBehavior, SnapRuleProviding, Sendable {
    var snapRule: ScrollSnapRule { .paging }
    /// The paging behavior.
    public init() {}
}

extension ChartScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
