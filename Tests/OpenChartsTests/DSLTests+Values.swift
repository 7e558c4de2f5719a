import ChartEngine
import Foundation
@testable import OpenCharts
import Testing

/// A string-backed enum that is plottable with no code of its own.
enum TestCity: String, Plottable {
    case cupertino = "Cupertino"
    case sanFrancisco = "San Francisco"
}

/// An integer-backed enum that is plottable with no code of its own.
enum TestRating: Int, Plottable {
    case low = 1
    case high = 5
}

@Suite("DSL to spec: plottable values")
struct PlottableValueTests {
    /// The engine value a plottable value erases to.
    func erased<V: Plottable>(_ v: V) -> DataValue { PlottableValue.value("Value", v).slot.value }

    @Test("every signed integer width is quantitative")
    func signedIntegers() {
        #expect(erased(7) == .number(7))
        #expect(erased(Int8(-8)) == .number(-8))
        #expect(erased(Int16(-300)) == .number(-300))
        #expect(erased(Int32(70_000)) == .number(70_000))
        #expect(erased(Int64(-5_000_000_000)) == .number(-5_000_000_000))
        #expect(erased(Int64.min) == .number(-9_223_372_036_854_775_808))
    }

    @Test("every unsigned integer width is quantitative")
    func unsignedIntegers() {
        #expect(erased(UInt(9)) == .number(9))
        #expect(erased(UInt8(255)) == .number(255))
        #expect(erased(UInt16(65_535)) == .number(65_535))
        #expect(erased(UInt32(4_000_000_000)) == .number(4_000_000_000))
        #expect(erased(UInt64(1) << 53) == .number(9_007_199_254_740_992))
    }

    @Test("Double and Float are quantitative, non-finite values included; CGFloat, as in Swift Charts, is not plottable")
    func floatingPoint() {
        #expect(erased(2.5) == .number(2.5))
        #expect(erased(Float(0.25)) == .number(0.25))
        #expect(erased(Double.infinity) == .number(.infinity))
        #expect(erased(Double.nan).number?.isNaN == true)
        #expect(erased(Float.nan).number?.isNaN == true)
    }

    @Test("String is nominal and Date is temporal")
    func stringsAndDates() {
        let date = Date(timeIntervalSinceReferenceDate: 674_179_200)
        #expect(erased("Cachapa") == .string("Cachapa"))
        #expect(erased("") == .string(""))
        #expect(erased(date) == .date(date))
    }

    @Test("a String-backed enum plots its raw value and converts back from it")
    func stringEnum() {
        #expect(erased(TestCity.sanFrancisco) == .string("San Francisco"))
        #expect(TestCity(primitivePlottable: "Cupertino") == .cupertino)
        #expect(TestCity(primitivePlottable: "Paris") == nil)
    }

    @Test("an Int-backed enum plots its raw value as a number and converts back from it")
    func intEnum() {
        #expect(erased(TestRating.high) == .number(5))
        #expect(TestRating(primitivePlottable: 1) == .low)
        #expect(TestRating(primitivePlottable: 3) == nil)
    }

    @Test(".value keeps the label, whether a string literal, a String variable or a Text")
    func labels() {
        let name = "Sales"
        let substring = "Daily Sales".dropFirst(6)
        #expect(PlottableValue.value("Name", "A").slot.label == "Name")
        #expect(PlottableValue.value(name, 3).slot.label == "Sales")
        #expect(PlottableValue.value(substring, 3).slot.label == "Sales")
        #expect(PlottableValue.value(Text("Weekday"), "Mon").slot.label == "Weekday")
        #expect(PlottableValue.value("Count", 3).slot.unit == nil)
        #expect(PlottableValue.value("Count", 3).slot.calendar == nil)
    }

    @Test(".value(_:_:unit:calendar:) keeps the calendar unit and the calendar of a date")
    func dateUnits() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let date = Date(timeIntervalSinceReferenceDate: 674_179_200)
        let month = PlottableValue.value("Month", date, unit: .month).slot
        let day = PlottableValue.value("Day", date, unit: .day, calendar: calendar).slot
        let week = PlottableValue.value(Text("Week"), date, unit: .weekOfYear).slot
        let named = "Hour"
        let hour = PlottableValue.value(named, date, unit: .hour, calendar: calendar).slot
        #expect(month.label == "Month" && month.value == .date(date) && month.unit == .month && month.calendar == nil)
        #expect(day.label == "Day" && day.unit == .day && day.calendar == calendar)
        #expect(week.label == "Week" && week.unit == .weekOfYear)
        #expect(hour.label == "Hour" && hour.unit == .hour && hour.calendar?.timeZone.identifier == "Asia/Tokyo")
    }

    @Test("a mark built from enum values carries their raw values")
    func enumsInMarks() {
        let marks = collect {
            BarMark(x: .value("City", TestCity.cupertino), y: .value("Rating", TestRating.low))
        }
        #expect(Spelled.marks(marks) == ["bar value(City=\"Cupertino\") | value(Rating=1.0)"])
    }
}
