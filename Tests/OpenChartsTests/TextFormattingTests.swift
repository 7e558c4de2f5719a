import ChartScene
import Foundation
@testable import OpenCharts
import Testing

@Suite("Text formats in the renderer's locale, calendar and time zone")
struct TextFormattingTests {
    /// Midnight UTC on 1 January 2001 is 9 AM in Tokyo.
    static let instant = Date(timeIntervalSinceReferenceDate: 0)

    func texts<V: View>(_ view: V, zone: String, locale: String = "en_US") -> [String] {
        var r = TestRender.renderer(view)
        r.timeZone = TimeZone(identifier: zone)!
        r.locale = Locale(identifier: locale)
        var strings: [String] = []
        func walk(_ nodes: [SceneNode]) {
            for n in nodes {
                switch n {
                case .group(let g): walk(g.children)
                case .text(let t): strings.append(t.string)
                case .shape, .image: break
                }
            }
        }
        walk(r.scene().nodes)
        return strings
    }

    @Test("a date interpolated with a format style reads in the renderer's time zone")
    func formatStyle() {
        let view = Text("At \(Self.instant, format: .dateTime.hour().minute())")
        #expect(texts(view, zone: "Asia/Tokyo") == ["At 9:00\u{202F}AM"])
        #expect(texts(view, zone: "UTC") == ["At 12:00\u{202F}AM"])
    }

    @Test("a date interpolated with a style reads in the renderer's time zone and locale")
    func dateStyle() {
        let view = Text("\(Self.instant, style: .time)")
        #expect(texts(view, zone: "Asia/Tokyo") == ["9:00\u{202F}AM"])
        #expect(texts(view, zone: "Asia/Tokyo", locale: "ja_JP") == ["9:00"])
    }
}
