import Foundation

/// How a scrolling chart chooses where to rest: the snap points and the larger steps a swipe takes.
enum ScrollSnapRule: Sendable, Equatable {
    case dates(DateComponents, major: MajorValueAlignment<Date>?)
    case numbers(Double, major: MajorValueAlignment<Double>?)
    case paging
    /// A behavior of the user's own, asked where each place a swipe could stop comes to rest.
    case custom(CustomScrollTarget)
}

/// A user's `ChartScrollTargetBehavior`, held for the page's plan of resting places.
final class CustomScrollTarget: @unchecked Sendable, Equatable {
    let update: (inout ScrollTarget, ChartScrollTargetBehaviorContext) -> Void
    init(_ behavior: some ChartScrollTargetBehavior) { update = { behavior.updateTarget(&$0, context: $1) } }
    static func == (a: CustomScrollTarget, b: CustomScrollTarget) -> Bool { a === b }
}

/// Where a scroll view would come to rest: the rectangle of its content then in view.
public struct ScrollTarget: Sendable {
    /// The rectangle of the content in view, in the content's own space.
    public var rect: CGRect
    /// Which point of `rect` the scroll view aligns, when it aligns one.
    public var anchor: UnitPoint?
    /// A target showing `rect`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) { self.rect = rect; self.anchor = anchor }
}

/// What a custom `ChartScrollTargetBehavior` knows of the chart when it moves a target.
public struct ChartScrollTargetBehaviorContext {
    /// The chart's proxy, in the whole scrolled plot's space: position 0 is the plot's start.
    public let chartProxy: ChartProxy
}

/// A rule for where a scrolling chart comes to rest.
///
/// ```swift
/// .chartScrollTargetBehavior(.valueAligned(unit: 10))
/// ```
///
/// A behavior of one's own moves the place a swipe would stop to where it should rest:
///
/// ```swift
/// struct WholeDays: ChartScrollTargetBehavior {
///     func updateTarget(_ target: inout ScrollTarget, context: ChartScrollTargetBehaviorContext) {
///         guard let date: Date = context.chartProxy.value(atX: target.rect.minX),
///               let day = context.chartProxy.position(forX: Calendar.current.startOfDay(for: date)) else { return }
///         target.rect.origin.x = day
///     }
/// }
/// ```
public protocol ChartScrollTargetBehavior {
    /// Moves `target`, the rectangle a swipe would come to rest showing, to where it should rest.
    func updateTarget(_ target: inout ScrollTarget, context: ChartScrollTargetBehaviorContext)
}

extension ChartScrollTargetBehavior {
    /// Leaves the target where it is.
    public func updateTarget(_ target: inout ScrollTarget, context: ChartScrollTargetBehaviorContext) {}
}

/// A behavior that knows its snap rule: along x, and along y when it has one of its own.
protocol SnapRuleProviding {
    var snapRule: ScrollSnapRule { get }
    var ySnapRule: ScrollSnapRule { get }
}

extension SnapRuleProviding {
    var ySnapRule: ScrollSnapRule { snapRule }
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
    var yRule: ScrollSnapRule? = nil
    var ySnapRule: ScrollSnapRule { yRule ?? snapRule }

    static func rule(_ comps: DateComponents, _ major: MajorValueAlignment<Date>?) -> ScrollSnapRule { .dates(comps, major: major) }

    static func rule<P: Plottable & Numeric>(_ unit: P, _ majorAlignment: MajorValueAlignment<P>?) -> ScrollSnapRule {
        let step = dataValue(unit).number ?? 1
        let major: MajorValueAlignment<Double>?
        switch majorAlignment {
        case .page?: major = .page
        case .matching(let c)?: major = .matching(c)
        case .unit(let u)?: major = .unit(dataValue(u).number ?? step)
        case nil: major = nil
        }
        return .numbers(step, major: major)
    }

    /// Rests on dates matching `xMatching` along x and `yMatching` along y.
    public init(xMatching: DateComponents, yMatching: DateComponents, xMajorAlignment: MajorValueAlignment<Date>? = nil,
                yMajorAlignment: MajorValueAlignment<Date>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        snapRule = Self.rule(xMatching, xMajorAlignment); yRule = Self.rule(yMatching, yMajorAlignment)
    }

    /// Rests on dates matching `xMatching` along x and on multiples of `yUnit` along y.
    public init<Y: Plottable & Numeric>(xMatching: DateComponents, yUnit: Y, xMajorAlignment: MajorValueAlignment<Date>? = nil,
                                        yMajorAlignment: MajorValueAlignment<Y>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        snapRule = Self.rule(xMatching, xMajorAlignment); yRule = Self.rule(yUnit, yMajorAlignment)
    }

    /// Rests on multiples of `xUnit` along x and on dates matching `yMatching` along y.
    public init<X: Plottable & Numeric>(xUnit: X, yMatching: DateComponents, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                        yMajorAlignment: MajorValueAlignment<Date>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        snapRule = Self.rule(xUnit, xMajorAlignment); yRule = Self.rule(yMatching, yMajorAlignment)
    }

    /// Rests on multiples of `xUnit` along x and of `yUnit` along y.
    public init<X: Plottable & Numeric, Y: Plottable & Numeric>(xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                                                yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                                                limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        snapRule = Self.rule(xUnit, xMajorAlignment); yRule = Self.rule(yUnit, yMajorAlignment)
    }

    /// Rests on dates matching `matching`; a swipe goes to the next date matching `majorAlignment`.
    public init(matching: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        snapRule = .dates(matching, major: majorAlignment)
    }

    /// Rests on multiples of `unit`; a swipe goes to the next multiple of `majorAlignment`.
    public init<P: Plottable & Numeric>(unit: P, majorAlignment: MajorValueAlignment<P>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        snapRule = Self.rule(unit, majorAlignment)
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

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Rests on dates matching `xMatching` along x and `yMatching` along y.
    public static func valueAligned(xMatching: DateComponents, yMatching: DateComponents, xMajorAlignment: MajorValueAlignment<Date>? = nil,
                                    yMajorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(xMatching: xMatching, yMatching: yMatching, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment,
             limitBehavior: limitBehavior)
    }

    /// Rests on dates matching `xMatching` along x and on multiples of `yUnit` along y.
    public static func valueAligned<Y: Plottable & Numeric>(xMatching: DateComponents, yUnit: Y, xMajorAlignment: MajorValueAlignment<Date>? = nil,
                                                            yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(xMatching: xMatching, yUnit: yUnit, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }

    /// Rests on multiples of `xUnit` along x and on dates matching `yMatching` along y.
    public static func valueAligned<X: Plottable & Numeric>(xUnit: X, yMatching: DateComponents, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                                            yMajorAlignment: MajorValueAlignment<Date>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(xUnit: xUnit, yMatching: yMatching, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }

    /// Rests on multiples of `xUnit` along x and of `yUnit` along y.
    public static func valueAligned<X: Plottable & Numeric, Y: Plottable & Numeric>(
        xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil, yMajorAlignment: MajorValueAlignment<Y>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(xUnit: xUnit, yUnit: yUnit, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
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
