import Foundation
import Testing
@testable import ChartEngine

@Suite("Scale extents of dates with units")
struct ExtentTests {
    typealias T = ScaleTestCalendars

    func point(_ date: Date, calendar: Calendar? = nil) -> MarkSpec {
        MarkSpec(kind: .point, x: .value(ValueSlot(label: "Day", value: .date(date), unit: .day, calendar: calendar)),
                 y: .value(EngineFixture.number("Y", 1)))
    }

    @Test("dates with a unit span their whole units, in their own calendar when they give one")
    func unitExtent() throws {
        var tokyo = Calendar(identifier: .gregorian)
        tokyo.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let specs = [point(T.utc(2022, 5, 8, 12)), point(T.utc(2022, 5, 2, 6)), point(T.utc(2022, 5, 5)),
                     // 20:00 UTC on 10 May is 05:00 on 11 May in Tokyo, whose day ends at 15:00 UTC on 11 May.
                     point(T.utc(2022, 5, 10, 20), calendar: tokyo)]
        var resolver = MarkResolver(calendar: EngineFixture.calendar)
        let marks = resolver.resolve(specs, xKind: .time, yKind: .linear)
        let e = try #require(PositionScaleBuilder(axis: .x, kind: .time, calendar: EngineFixture.calendar).extent(of: marks))
        #expect(e.lo == T.utc(2022, 5, 2).timeIntervalSinceReferenceDate)
        #expect(e.hi == T.utc(2022, 5, 11, 15).timeIntervalSinceReferenceDate)
    }
}
