import ChartEngine
import Foundation

extension PlottableValue where Value: Comparable {
    /// A range of values with a label: a mark spans it, as a histogram's bar spans its bin.
    ///
    /// ```swift
    /// BarMark(x: .value("Heart Rate", 60..<70), y: .value("Minutes", 212))
    /// ```
    public static func value(_ label: LocalizedStringKey, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: label.resolve(.posix), lower: range.lowerBound, upper: range.upperBound)
    }

    /// A range of values with a label from a string.
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: String(label), lower: range.lowerBound, upper: range.upperBound)
    }

    /// A range of values with a label from a text.
    public static func value(_ label: Text, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: label.plainString(), lower: range.lowerBound, upper: range.upperBound)
    }

    /// A range of values with a label from a localized string resource.
    @_disfavoredOverload
    public static func value(_ label: LocalizedStringResource, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: String(localized: label), lower: range.lowerBound, upper: range.upperBound)
    }

    /// A bin of `NumberBins` or `DateBins` with a label: a mark spans it.
    ///
    /// ```swift
    /// BarMark(x: .value("Score", bins[i]), y: .value("Students", counts[i]))
    /// ```
    public static func value(_ label: LocalizedStringKey, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: label.resolve(.posix), lower: range.lowerBound, upper: range.upperBound)
    }

    /// A bin with a label from a string.
    public static func value<S: StringProtocol>(_ label: S, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: String(label), lower: range.lowerBound, upper: range.upperBound)
    }

    /// A bin with a label from a text.
    public static func value(_ label: Text, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: label.plainString(), lower: range.lowerBound, upper: range.upperBound)
    }

    /// A bin with a label from a localized string resource.
    @_disfavoredOverload
    public static func value(_ label: LocalizedStringResource, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: String(localized: label), lower: range.lowerBound, upper: range.upperBound)
    }
}
