import ChartScene
import Foundation
@testable import OpenCharts
@testable import OpenChartsLive
import Testing

/// Bars a button makes taller, under a selection the pointer moves.
struct HoverBarsScreen: View {
    @State private var tall = false
    @State private var picked: String?
    var body: some View {
        VStack {
            Chart {
                BarMark(x: .value("Fruit", "A"), y: .value("Boxes", 3))
                    .opacity(picked == nil || picked == "A" ? 1 : 0.4)
                BarMark(x: .value("Fruit", "B"), y: .value("Boxes", tall ? 90 : 5))
                    .opacity(picked == nil || picked == "B" ? 1 : 0.4)
            }
            .chartXSelection(value: $picked)
            .chartYScale(domain: 0...100)
            .frame(height: 200)
            Button("Taller") { tall = true }
        }
        .frame(width: 300)
    }
}

/// What a pointer move leaves out of its render, and that it never leaves out a change.
@Suite struct LiveMoveCostTests {
    static func desc(_ svg: String) -> String? {
        guard let tag = svg.range(of: "<desc"), let open = svg[tag.upperBound...].firstIndex(of: ">"),
              let close = svg.range(of: "</desc>", range: open..<svg.endIndex) else { return nil }
        return String(svg[svg.index(after: open)..<close.lowerBound])
    }

    /// The outline (`d`) of each bar, in drawing order.
    static func bars(_ svg: String) -> [String] {
        var out: [String] = []
        var rest = svg[...]
        while let r = rest.range(of: "<path") {
            let tail = rest[r.upperBound...]
            guard let end = tail.firstIndex(of: ">") else { break }
            let tag = tail[..<end]
            if tag.contains("mark bar"), let d = tag.range(of: " d=\"") {
                out.append(String(tag[d.upperBound...].prefix { $0 != "\"" }))
            }
            rest = tail[end...]
        }
        return out
    }

    @Test func aMoveKeepsTheDescriptionAndStillDrawsWhatChanged() throws {
        let session = ScreenSession { HoverBarsScreen() }
        let first = session.render(width: 390)
        let described = try #require(Self.desc(first.svg))
        #expect(!described.isEmpty)
        let chart = try #require(first.targets.first { $0.kind == "chart" })
        let y = chart.y + chart.height / 2
        // Over the second of two bands: B is picked, A fades.
        #expect(session.handle(.pointer(.move, x: chart.x + chart.width * 3 / 4, y: y)))
        let moved = session.render(width: 390, describe: false)
        #expect(moved.svg != first.svg)
        #expect(moved.svg.contains("opacity=\"0.4\""))
        #expect(Self.desc(moved.svg) == described)

        // The data changes; a render for a move still draws it, and keeps the old description.
        let button = try #require(moved.targets.first { $0.kind == "button" })
        #expect(session.handle(.activate(id: button.id)))
        let taller = session.render(width: 390, describe: false)
        let before = Self.bars(moved.svg), after = Self.bars(taller.svg)
        #expect(before.count == 2 && after.count == 2)
        if before.count == 2, after.count == 2 {
            // On the fixed scale the first bar stays where it was and the second, 5 boxes then 90, is drawn anew.
            #expect(after[0] == before[0])
            #expect(after[1] != before[1])
        }
        #expect(Self.desc(taller.svg) == described)

        // The next render of another event describes the chart as it is now.
        let next = session.render(width: 390)
        let now = try #require(Self.desc(next.svg))
        #expect(now != described)
        // And a session's first render describes, whatever it is asked.
        let fresh = ScreenSession { HoverBarsScreen() }.render(width: 390, describe: false)
        #expect(Self.desc(fresh.svg) == described)
    }

    @Test func aFlatMessageReadsAsTheDecoderReadsIt() throws {
        let texts = [
            #"{"type":"pointer","phase":"move","x":120.5,"y":-3e2}"#,
            #"{"type": "pointer", "phase": "move", "x": 0, "y": 1.25E+1}"#,
            #"{"type":"hello","width":390,"height":844}"#,
            #"{"type":"activate","id":7}"#,
            #"{"type":"text","text":"a note é 🍎"}"#,
            #"{"type":"wheel","x":10,"y":20,"delta":-0.5}"#,
        ]
        for text in texts {
            let fast = try #require(ClientMessage.flat(text), "\(text)")
            let decoded = try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
            #expect(fast.type == decoded.type && fast.phase == decoded.phase && fast.text == decoded.text && fast.id == decoded.id)
            #expect(fast.x == decoded.x && fast.y == decoded.y && fast.width == decoded.width && fast.height == decoded.height
                    && fast.delta == decoded.delta)
        }
        // What the direct reading does not take goes to the decoder, which reads it or refuses it.
        let escaped = #"{"type":"text","text":"say \"hi\""}"#
        #expect(ClientMessage.flat(escaped) == nil)
        #expect(ClientMessage.read(escaped)?.text == "say \"hi\"")
        for odd in [#"{"type":"pointer","x":1,"x":2}"#, #"{"type":"tap","x":01}"#, #"{"type":"tap","x":1.}"#, #"{"type":"tap","x":NaN}"#,
                    #"{"type":"tap","x":1}x"#, #"{"type":"tap","x":"1"}"#, #"{"x":1}"#, "{}", "", "[1]", #"{"type":"tap","x":[1]}"#,
                    #"{"type":"tap","extra":1}"#, #"{"type":"tap","id":1.5}"#, #"{"type":"tap","x":1,}"#] {
            #expect(ClientMessage.flat(odd) == nil, "\(odd)")
        }
        #expect(ClientMessage.read(#"{"type":"tap","x":NaN}"#) == nil)
        #expect(ClientMessage.read(#"{"type":"tap","x":1}x"#) == nil)
        // An unknown key is the decoder's to ignore, as it always did.
        #expect(ClientMessage.read(#"{"type":"tap","extra":1}"#)?.type == "tap")
    }
}
