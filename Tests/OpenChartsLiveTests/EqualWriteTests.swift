import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A value with no `==`: a write of it can never be known to change nothing.
struct UncomparedBox {
    var n: Int
}

/// Buttons that write a state's own value again, change it, or write a value that cannot be compared.
struct SameValueScreen: View {
    @State private var level = 2
    @State private var name: String? = "A"
    @State private var box = UncomparedBox(n: 7)

    var body: some View {
        VStack(spacing: 12) {
            Text("Level \(level), \(name ?? "none"), box \(box.n)")
            Button("Same") {
                level = 2
                name = "A"
            }
            Button("Up") { withAnimation(.easeIn(duration: 0.5)) { level += 1 } }
            Button("Clear") { name = nil }
            Button("Box") { box = UncomparedBox(n: box.n) }
        }
        .frame(width: 300)
    }
}

/// A state written with the value it holds changes nothing, so a live screen renders nothing for
/// it, as SwiftUI does not; every real change still marks the session and shows.
@Suite struct EqualWriteTests {
    private func buttons(_ frame: ScreenSession.Frame) -> [ScreenSession.TargetInfo] {
        frame.targets.filter { $0.kind == "button" }.sorted { $0.y < $1.y }
    }

    @Test func aWriteOfTheHeldValueLeavesTheSessionClean() throws {
        let session = ScreenSession { SameValueScreen() }
        let first = session.render(width: 390)
        #expect(first.svg.contains("Level 2, A, box 7"))
        let b = buttons(first)
        try #require(b.count == 4)
        // The action ran (the tap reached a button), but it wrote 2 over 2 and "A" over "A".
        #expect(session.handle(.activate(id: b[0].id)))
        #expect(!session.isDirty)
    }

    @Test func everyChangeStillMarksTheSessionAndShows() throws {
        let session = ScreenSession { SameValueScreen() }
        let first = session.render(width: 390)
        let b = buttons(first)
        try #require(b.count == 4)
        #expect(session.handle(.activate(id: b[1].id)))
        #expect(session.isDirty)
        let up = session.render(width: 390)
        #expect(up.svg.contains("Level 3, A, box 7"))
        // The change keeps its animation.
        #expect(up.motion?.curve == "easeIn")
        #expect(up.motion?.duration == 0.5)
        #expect(!session.isDirty)

        // An optional going to nil is a change.
        #expect(session.handle(.activate(id: buttons(up)[2].id)))
        #expect(session.isDirty)
        let cleared = session.render(width: 390)
        #expect(cleared.svg.contains("Level 3, none, box 7"))

        // After "Same" writes 2 and "A" over 3 and nil, both are changes again.
        #expect(session.handle(.activate(id: buttons(cleared)[0].id)))
        #expect(session.isDirty)
        #expect(session.render(width: 390).svg.contains("Level 2, A, box 7"))
    }

    @Test func aValueThatCannotBeComparedAlwaysCountsAsAChange() throws {
        let session = ScreenSession { SameValueScreen() }
        let first = session.render(width: 390)
        let b = buttons(first)
        try #require(b.count == 4)
        #expect(session.handle(.activate(id: b[3].id)))
        #expect(session.isDirty)
    }

    @Test func equalityIsTheTypesOwn() {
        #expect(StateStorage<Int>.equal(3, 3))
        #expect(!StateStorage<Int>.equal(3, 4))
        #expect(StateStorage<String?>.equal("Tue", "Tue"))
        #expect(!StateStorage<String?>.equal("Tue", nil))
        #expect(!StateStorage<String?>.equal(nil, "Tue"))
        #expect(StateStorage<[Double]>.equal([1, 2], [1, 2]))
        #expect(!StateStorage<[Double]>.equal([1, 2], [1, 2, 3]))
        // NaN equals nothing, not even itself: its write always counts.
        #expect(!StateStorage<Double>.equal(.nan, .nan))
        #expect(!StateStorage<UncomparedBox>.equal(UncomparedBox(n: 1), UncomparedBox(n: 1)))
    }
}
