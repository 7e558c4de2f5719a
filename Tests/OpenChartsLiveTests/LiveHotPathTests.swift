import ChartScene
import Foundation
@testable import OpenCharts
@testable import OpenChartsLive
import Testing

/// What a pointer move costs less of since the server keeps work between renders: the JSON it
/// writes by hand, the text layouts it keeps, the publishers it does not look up again.
@Suite struct LiveHotPathTests {
    /// A message with every field, and text that JSON must escape.
    static let message = RenderMessage(
        type: "patch", rev: 12, svg: nil,
        changes: [.init(index: 3, markup: "<text>Say \"hi\" \\ </script>\n\tend\u{1}é 🍎</text>"), .init(index: 7, markup: "<g/>")],
        count: 9, width: 390, height: 612.25,
        motion: .init(curve: "easeOut", duration: 0.35),
        targets: [[1, 16, 20.5, 358, 44, 1], [2, -0.125, 1e-7, 3.5e20, 0, 6]],
        field: .init(box: [16, 300, 358, 36], text: "a \"note\"\r\n", secure: true, inset: 8))

    /// A render of a push, whose change springs.
    static let push = RenderMessage(
        type: "render", rev: 3, svg: "<svg/>", changes: nil, count: nil, width: 390, height: 844,
        motion: .init(curve: "bouncy", duration: 0.823_562, response: 0.5, damping: 0.7), targets: [], field: nil,
        nav: .init(way: "push", box: [0, 0, 390, 844]))

    @Test func theHandWrittenMessageSaysWhatJSONEncoderSays() throws {
        let ours = try #require(JSONSerialization.jsonObject(with: Data(Self.message.json().utf8)) as? NSDictionary)
        let theirs = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.message)) as? NSDictionary)
        #expect(ours == theirs)
        let changes = try #require(ours["changes"] as? [[String: Any]])
        #expect(changes.first?["markup"] as? String == "<text>Say \"hi\" \\ </script>\n\tend\u{1}é 🍎</text>")
    }

    @Test func aPushAndASpringSayWhatJSONEncoderSays() throws {
        let ours = try #require(JSONSerialization.jsonObject(with: Data(Self.push.json().utf8)) as? NSDictionary)
        let theirs = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.push)) as? NSDictionary)
        #expect(ours == theirs)
        #expect((ours["nav"] as? [String: Any])?["way"] as? String == "push")
        #expect((ours["motion"] as? [String: Any])?["damping"] as? Double == 0.7)
    }

    @Test func aWholeRenderLeavesOutWhatItHasNot() throws {
        let render = RenderMessage(type: "render", rev: 1, svg: "<svg/>", changes: nil, count: nil, width: 390, height: 844,
                                   motion: nil, targets: [], field: nil)
        #expect(render.json() == #"{"type":"render","rev":1,"svg":"<svg/>","width":390,"height":844,"targets":[]}"#)
    }

    @Test func numbersJSONCannotCarryAreWrittenAsZero() throws {
        let odd = RenderMessage(type: "render", rev: 1, svg: "", changes: nil, count: nil, width: .nan, height: .infinity,
                                motion: nil, targets: [[-.infinity]], field: nil)
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(odd.json().utf8)) as? [String: Any])
        #expect(parsed["width"] as? Double == 0)
        #expect(parsed["height"] as? Double == 0)
        #expect(parsed["targets"] as? [[Double]] == [[0]])
    }

    @Test func keptTextLayoutsDrawTheSameBytes() {
        // The second render of each session lays its texts out from what the first kept.
        let first = ScreenSession { CounterScreen() }.render(width: 390).svg
        #expect(TextLayoutCache.live.count > 0)
        let again = ScreenSession { CounterScreen() }.render(width: 390).svg
        #expect(first == again)
        // Offline renders keep nothing between renders and draw the same picture.
        let offline = ChartRenderer(content: CounterScreen())
        #expect(offline.svg().contains("Count: 0"))
    }

    @Test func aFullTextLayoutCacheStartsAfresh() {
        let cache = TextLayoutCache(capacity: 2)
        func key(_ s: String) -> TextLayoutKey {
            TextLayoutKey(runs: [.init(string: s, font: .init(size: 17))], width: 100, height: nil, options: TextLayoutOptions(),
                          measurer: ObjectIdentifier(Int.self))
        }
        let lines = TextLines(lines: [], isTruncated: false, scale: 1, lineSpacing: 0)
        cache.remember(lines, for: key("a"))
        cache.remember(lines, for: key("b"))
        #expect(cache.count == 2)
        cache.remember(lines, for: key("c"))
        #expect(cache.count == 1)
        #expect(cache.lines(for: key("c")) != nil)
        #expect(cache.lines(for: key("a")) == nil)
    }

    @Test func anObjectReadByEveryRenderIsFollowedOnce() {
        let feed = PriceFeed()
        let session = ScreenSession { PriceScreen(feed: feed) }
        let calls = Flag()
        session.onDirty = { calls.raise() }
        for _ in 0..<3 { _ = session.render(width: 390) }
        // The publisher calls back on the writing thread, before the write returns: once, not once a render.
        feed.price = 5
        #expect(calls.raised == 1)
        #expect(session.render(width: 390).svg.contains("Shown: 5"))
        feed.price = 6
        #expect(calls.raised == 2)
    }
}
