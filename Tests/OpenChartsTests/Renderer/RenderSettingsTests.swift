import Foundation
@testable import OpenCharts
import Testing

@Suite("Render settings: locale, calendar and time zone")
struct RenderSettingsTests {
    struct Sale { var month: String; var total: Double }

    @Test("every language answered without listing ICU's locales is one ICU has data for")
    func commonLanguagesAreKnown() {
        let available = Set(Locale.availableIdentifiers.map {
            String($0.split(whereSeparator: { $0 == "_" || $0 == "-" }).first ?? "")
        })
        for language in RenderSettings.commonLanguages {
            #expect(available.contains(language), "\(language) is not in Locale.availableIdentifiers")
        }
        #expect(RenderSettings.isKnown(language: "de"))
        #expect(RenderSettings.isKnown(language: "sw"))  // Swahili: known from ICU's list
        #expect(!RenderSettings.isKnown(language: "qq"))
    }

    @Test("an environment nobody set up reads the locale LC_ALL or LANG names, and the machine's calendar and time zone")
    func environmentDefaults() {
        let env = EnvironmentValues()
        #expect(env.locale == RenderSettings.defaultLocale)
        #expect(env.calendar == Calendar.current)
        #expect(env.timeZone == TimeZone.current)
    }

    @Test("what a screen sets in its environment is what its views read, parts included")
    func environmentSettings() throws {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "de_DE")
        #expect(env.locale.identifier == "de_DE")
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        // Changing one part of a calendar nobody set keeps the rest of the machine's calendar.
        env.calendar.timeZone = tokyo
        #expect(env.calendar.timeZone == tokyo)
        #expect(env.calendar.identifier == Calendar.current.identifier)
        env.timeZone = tokyo
        #expect(env.timeZone == tokyo)
    }

    @Test("a renderer uses the machine's settings until it is given its own")
    func rendererSettings() throws {
        let sales = [Sale(month: "Jan", total: 1_250), Sale(month: "Feb", total: 980)]
        var renderer = ChartRenderer(content: Chart(sales, id: \.month) {
            BarMark(x: .value("Month", $0.month), y: .value("Total", $0.total))
        })
        #expect(renderer.locale == RenderSettings.defaultLocale)
        #expect(renderer.calendar == Calendar.current)
        #expect(renderer.timeZone == TimeZone.current)
        renderer.locale = Locale(identifier: "de_DE")
        renderer.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        renderer.calendar = Calendar(identifier: .gregorian)
        #expect(renderer.locale.identifier == "de_DE")
        #expect(renderer.timeZone.identifier == "Europe/Berlin")
        #expect(renderer.calendar.identifier == .gregorian)
        // German groups thousands with a dot: the 1,000 tick reads "1.000".
        #expect(renderer.svg().contains(">1.000<"))
    }
}
