import Foundation
import OpenChartsFuzz
@testable import OpenCharts
import Testing

/// The same chart gives the same bytes whatever the machine's `LANG` and `TZ`: each render runs
/// in a fresh child process, since Foundation reads them once per process.
@Suite("Regressions: output does not depend on the machine") struct DeterminismTests {
    static let machines: [[String: String]] = [
        ["LANG": "C", "LC_ALL": "C", "TZ": "UTC"],
        ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "Asia/Tokyo"],
        ["LANG": "fr_FR.UTF-8", "LC_ALL": "fr_FR.UTF-8", "TZ": "America/St_Johns"],
        ["LANG": "ar_EG.UTF-8", "LC_ALL": "ar_EG.UTF-8", "TZ": "Nowhere/Bogus"],
    ]

    /// A chart of numbers and dates with labels in the recipe's locale and time zone.
    static func recipe(locale: String, timeZone: String) -> FuzzRecipe {
        let rows = (0..<6).map { (i: Int) -> FuzzRow in
            let day: Double = 700_000_000 + Double(i) * 86_400
            let sales: Double = 1_234.5 * Double(i + 1)
            let city = i % 2 == 0 ? "Cupertino" : "London"
            return FuzzRow(x: .number(day), x2: .number(0), y: .number(sales), y2: .number(0), series: city, note: "Day \(i)")
        }
        let group = FuzzMarkGroup(kind: .bar, form: .xy, xKind: .date, yKind: .double, fixed: [], rows: rows,
                                  modifiers: [.foregroundByRow])
        return FuzzRecipe(seed: 0, groups: [group], chartModifiers: [], wrappers: [],
                          settings: FuzzSettings(width: 640, height: 400, dark: false, locale: locale, timeZone: timeZone, calendar: 0))
    }

    func renders(_ recipe: FuzzRecipe) throws -> [Data] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("determinism-\(UUID().uuidString).json")
        try FuzzCase.encoder().encode(recipe).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Self.machines.map { env in
            let (status, output) = try ChildProcess.run(["render", "--recipe", file.path], environment: env)
            #expect(status == 0)
            return output
        }
    }

    @Test("an unknown locale gives the same bytes under four LANG and TZ settings", arguments: ["xx_YY", "de_DE", "ja_JP", ""])
    func unknownLocale(locale: String) throws {
        let outputs = try renders(Self.recipe(locale: locale, timeZone: "Asia/Kolkata"))
        #expect(outputs.first?.isEmpty == false)
        #expect(Set(outputs).count == 1, "outputs differ between machines for locale '\(locale)'")
    }

    @Test("an unknown locale formats as en_US_POSIX, with a warning that names it")
    func fallbackLocale() throws {
        var unknown = Self.recipe(locale: "xx_YY", timeZone: "GMT").renderer()
        let svg = unknown.svg()
        #expect(unknown.warnings.contains { $0.contains("'xx_YY' is unknown") && $0.contains("en_US_POSIX") }, "\(unknown.warnings)")
        unknown.locale = Locale(identifier: "en_US_POSIX")
        #expect(svg == unknown.svg())
        #expect(unknown.warnings.isEmpty, "\(unknown.warnings)")
    }

    @Test("a known language with an unknown region keeps its language")
    func knownLanguage() {
        #expect(RenderSettings.locale(Locale(identifier: "de_YY")).identifier == "de_YY")
        #expect(RenderSettings.locale(Locale(identifier: "qq")).identifier == "en_US_POSIX")
    }
}
