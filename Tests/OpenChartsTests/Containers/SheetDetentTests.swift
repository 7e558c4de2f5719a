import ChartScene
import Foundation
import Testing
@testable import OpenCharts

/// A sheet rests at its detent: the smallest of its set unless a bound selection names another;
/// `.medium` is half the screen, `.large` all of it but 10 points at the top, a fraction is of the
/// large height and a height is in points. Its drag indicator is a 36 by 5 capsule 5 points below
/// its top, shown when asked for or when it has more than one detent.
@Suite struct SheetDetentTests {
    /// An 800-point screen presenting a sheet whose content `content` makes.
    private func screen<C: View>(@ViewBuilder _ content: @escaping () -> C) -> DrawnView {
        DrawnView(Color.clear.sheet(isPresented: .constant(true), content: content), width: 390, height: 800)
    }

    private func card(_ view: DrawnView) -> SceneRect? {
        view.items.lazy.compactMap { item -> SceneRect? in
            if case .shape(let s, let p, _) = item, s.semantics.classes == "sheet" { return p.controlPointBounds }
            return nil
        }.first
    }

    private func indicator(_ view: DrawnView) -> SceneRect? {
        view.items.lazy.compactMap { item -> SceneRect? in
            if case .shape(let s, let p, _) = item, s.semantics.classes == "drag-indicator" { return p.controlPointBounds }
            return nil
        }.first
    }

    @Test("medium and large: the sheet comes up at medium, half the 800-point screen, with the drag indicator")
    func mediumOfTwo() throws {
        let view = screen { Text("Details").presentationDetents([.medium, .large]) }
        #expect(view.size.height == 800)
        let c = try #require(card(view))
        #expect(close(c, 0, 400, 390, 400))
        // 36 × 5, centred, 5 points below the card's top: x = (390 − 36) / 2 = 177.
        let i = try #require(indicator(view))
        #expect(close(i, 177, 405, 36, 5))
        // The content is laid out in the card: its text sits in the card's middle, under 600.
        let text = try #require(view.text("Details"))
        #expect(text.origin.y > 590 && text.origin.y < 610)
    }

    @Test("a bound selection of large puts the sheet at the large detent, 10 points down")
    func boundSelection() throws {
        let view = screen { Text("Details").presentationDetents([.medium, .large], selection: .constant(.large)) }
        #expect(close(try #require(card(view)), 0, 10, 390, 790))
    }

    @Test("a selection outside the set leaves the sheet at the smallest detent")
    func selectionOutsideTheSet() throws {
        let view = screen { Text("Details").presentationDetents([.height(200), .large], selection: .constant(.medium)) }
        #expect(close(try #require(card(view)), 0, 600, 390, 200))
    }

    @Test("a height of 200 points, one detent: no indicator unless asked for")
    func heightDetent() throws {
        let view = screen { Text("Details").presentationDetents([.height(200)]) }
        #expect(close(try #require(card(view)), 0, 600, 390, 200))
        #expect(indicator(view) == nil)
        let shown = screen { Text("Details").presentationDetents([.height(200)]).presentationDragIndicator(.visible) }
        #expect(close(try #require(indicator(shown)), 177, 605, 36, 5))
        let hidden = screen { Text("Details").presentationDetents([.medium, .large]).presentationDragIndicator(.hidden) }
        #expect(indicator(hidden) == nil)
    }

    @Test("a fraction is of the large height: a quarter of 790 is 197.5")
    func fractionDetent() throws {
        let view = screen { Text("Details").presentationDetents([.fraction(0.25), .large]) }
        #expect(close(try #require(card(view)), 0, 800 - 197.5, 390, 197.5))
    }

    @Test("a height taller than the screen rests at the large height")
    func tallHeight() throws {
        let view = screen { Text("Details").presentationDetents([.height(5_000)]) }
        #expect(close(try #require(card(view)), 0, 10, 390, 790))
    }

    @Test("no detents: the sheet is large, as before")
    func noDetents() throws {
        let view = screen { Text("Details") }
        #expect(close(try #require(card(view)), 0, 10, 390, 790))
        #expect(indicator(view) == nil)
    }
}

extension SheetDetentTests {
    @Test("a picture of a medium sheet over a chart draws as PNG")
    func pictureOfAMediumSheet() throws {
        let view = VStack(alignment: .leading) {
            Text("Weekly sales").font(.title)
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Sales", 12))
                BarMark(x: .value("Day", "Tue"), y: .value("Sales", 15))
            }
            .frame(height: 200)
            Spacer()
        }
        .padding()
        .frame(width: 390, height: 700)
        .sheet(isPresented: .constant(true)) {
            VStack { Text("Week details").font(.headline); Text("Best day: Tuesday") }
                .presentationDetents([.medium, .large])
        }
        var r = ChartRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 390, height: 700)
        let png = try r.png(scale: 1)
        #expect(png.count > 1_000)
        if let dir = ProcessInfo.processInfo.environment["SHEET_PNG_DIR"] {
            try png.write(to: URL(fileURLWithPath: dir + "/sheet-medium.png"))
        }
    }
}
