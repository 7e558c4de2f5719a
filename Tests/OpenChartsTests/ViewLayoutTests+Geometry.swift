import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// Keeps the proxy a geometry reader hands its content, for the test to look at.
final class ProxyCatcher: @unchecked Sendable {
    var proxy: GeometryProxy?
    func keep(_ proxy: GeometryProxy) { self.proxy = proxy }
}

@Suite("View layout: GeometryReader and anchors")
struct GeometryReaderLayoutTests {
    /// A 300×200 proposal to a VStack of a 40-point band over a reader: the reader gets (0, 40, 300, 160).
    func readerBelowBand<C: View>(@ViewBuilder _ content: @escaping (GeometryProxy) -> C) -> DrawnView {
        DrawnView(VStack(spacing: 0) {
            Color.red.frame(height: 40)
            GeometryReader(content: content)
        }, width: 300, height: 200)
    }

    @Test("a geometry reader takes the room it is offered and knows its size and frames")
    func sizeAndFrames() throws {
        let catcher = ProxyCatcher()
        let d = readerBelowBand { geo in
            let _ = catcher.keep(geo)
            EmptyView()
        }
        #expect(d.size == SceneSize(width: 300, height: 200))
        let geo = try #require(catcher.proxy)
        #expect(geo.size == CGSize(width: 300, height: 160))
        #expect(geo.frame(in: .local) == CGRect(x: 0, y: 0, width: 300, height: 160))
        #expect(geo.frame(in: .global) == CGRect(x: 0, y: 40, width: 300, height: 160))
    }

    @Test("an anchor in scene coordinates reads in the reader's local coordinates")
    func anchors() throws {
        let catcher = ProxyCatcher()
        _ = readerBelowBand { geo in
            let _ = catcher.keep(geo)
            EmptyView()
        }
        let geo = try #require(catcher.proxy)
        #expect(geo[Anchor(global: CGRect(x: 100, y: 100, width: 20, height: 10))] == CGRect(x: 100, y: 60, width: 20, height: 10))
        #expect(geo[Anchor(global: CGPoint(x: 10, y: 50))] == CGPoint(x: 10, y: 10))
        func generic<T>(_ a: Anchor<T>) -> T { geo[a] }
        #expect(generic(Anchor(global: CGRect(x: 0, y: 40, width: 1, height: 1))) == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(generic(Anchor(global: 7)) == 7)
    }

    @Test("a geometry reader's content sits at its top-leading corner")
    func contentTopLeading() throws {
        let d = readerBelowBand { _ in Text("Top") }
        let top = try #require(d.text("Top"))
        #expect(close(top.origin, 0, 40 + Measure.size("Top").ascent))
    }

    @Test("with nothing proposed a geometry reader is 10 points square")
    func idealSize() {
        #expect(DrawnView(GeometryReader { _ in EmptyView() }).size == SceneSize(width: 10, height: 10))
    }

    @Test("content positioned at an anchor's middle is centred on the anchor on the page, as in a chart background")
    func positionAtAnchor() throws {
        let plot = Anchor(global: CGRect(x: 50, y: 50, width: 200, height: 100))
        let d = readerBelowBand { geometry in
            let frame = geometry[plot]
            VStack {
                Text("Most Sold Style").font(.callout).foregroundStyle(.secondary)
                Text("Cachapa").font(.title2.bold()).foregroundColor(.primary)
            }
            .position(x: frame.midX, y: frame.midY)
        }
        let first = try #require(d.text("Most Sold Style")), second = try #require(d.text("Cachapa"))
        let a = Measure.size("Most Sold Style", .callout), b = Measure.size("Cachapa", .title2.bold())
        // The stack is centred on the plot's middle, (150, 100) on the page.
        let top = 100 - (a.height + 8 + b.height) / 2
        #expect(close(first.origin.x + a.width / 2, 150))
        #expect(close(second.origin.x + b.width / 2, 150))
        #expect(close(first.origin.y, top + a.ascent))
        #expect(close(second.origin.y, top + a.height + 8 + b.ascent))
    }
}
