import Foundation
@testable import OpenCharts
import Testing

/// Screen-time and time-sheet screens label durations with a `DateComponentsFormatter`.
@Suite("Sample shapes: duration labels")
struct SampleShapesDurationTests {
    func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit,
                   zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default) -> DateComponentsFormatter {
        let f = DateComponentsFormatter()
        f.unitsStyle = style
        f.allowedUnits = units
        f.zeroFormattingBehavior = zeros
        return f
    }

    @Test("a shift total reads in hours and minutes, with zero minutes kept when padding")
    func shiftTotals() {
        let f = formatter(.abbreviated, [.hour, .minute], zeros: .pad)
        // 8 h exactly; 7 h 45 min; 30 min.
        #expect(f.string(from: 8 * 3600) == "8h 0m")
        #expect(f.string(from: 7 * 3600 + 45 * 60) == "7h 45m")
        #expect(f.string(from: 30 * 60) == "0h 30m")
    }

    @Test("a y axis in whole hours drops the minutes and keeps a zero at the origin")
    func hourAxis() {
        let f = formatter(.abbreviated, [.hour])
        #expect(f.string(from: 0) == "0h")
        #expect(f.string(from: 3600) == "1h")
        #expect(f.string(from: 2 * 3600 + 59 * 60) == "2h")
        let minutes = formatter(.abbreviated, [.minute])
        #expect(minutes.string(from: 30 * 60) == "30m")
    }

    @Test("full, short, brief and spelled-out styles write units as words")
    func wordStyles() {
        #expect(formatter(.full, [.hour, .minute]).string(from: 3660) == "1 hour, 1 minute")
        #expect(formatter(.full, [.hour, .minute]).string(from: 7200) == "2 hours")
        #expect(formatter(.short, [.hour, .minute]).string(from: 5400) == "1 hr, 30 min")
        #expect(formatter(.brief, [.hour, .minute]).string(from: 5400) == "1hr 30min")
        #expect(formatter(.spellOut, [.hour, .minute]).string(from: 5400) == "one hour, thirty minutes")
    }

    @Test("positional style writes clock digits, the first unit unpadded")
    func positional() {
        #expect(formatter(.positional, [.hour, .minute, .second]).string(from: 3725) == "1:02:05")
        #expect(formatter(.positional, [.minute, .second]).string(from: 3725) == "62:05")
        #expect(formatter(.positional, [.hour, .minute, .second]).string(from: 65) == "1:05")
    }

    @Test("a workout's length between two dates, a limited unit count, and bad input")
    func datesAndLimits() {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let f = formatter(.abbreviated, [.day, .hour, .minute])
        #expect(f.string(from: start, to: start.addingTimeInterval(86_400 + 3 * 3600 + 5 * 60)) == "1d 3h 5m")
        f.maximumUnitCount = 2
        #expect(f.string(from: start, to: start.addingTimeInterval(86_400 + 3 * 3600 + 5 * 60)) == "1d 3h")
        #expect(f.string(from: .nan) == nil)
        #expect(f.string(from: .infinity) == nil)
        #expect(f.string(from: DateComponents(hour: 2, minute: 5)) == "2h 5m")
    }
}
