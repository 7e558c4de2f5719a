import ChartScene
@testable import ChartSVG
import Testing

@Suite("Long paths in pieces") struct SVGPathPiecesTests {
    /// `n` unit squares side by side, each a subpath of five elements.
    func squares(_ n: Int) -> ScenePath {
        var p = ScenePath()
        for i in 0..<n {
            let x = Double(i) * 2
            p.move(to: ScenePoint(x, 0)); p.addLine(to: ScenePoint(x + 1, 0)); p.addLine(to: ScenePoint(x + 1, 1))
            p.addLine(to: ScenePoint(x, 1)); p.closeSubpath()
        }
        return p
    }

    @Test("a path of up to 20,000 elements stays one piece")
    func shortPath() {
        #expect(SVGDocumentBuilder.pieces(of: squares(4_000)).count == 1)
    }

    @Test("a path of 10,000 squares (50,000 elements) is cut where squares start, keeping every element once")
    func longPath() {
        let path = squares(10_000)
        let pieces = SVGDocumentBuilder.pieces(of: path)
        // 20,000 elements hold exactly 4,000 squares, so the pieces hold 4,000, 4,000 and 2,000 squares.
        #expect(pieces.map(\.elements.count) == [20_000, 20_000, 10_000])
        #expect(pieces.flatMap(\.elements) == path.elements)
        #expect(pieces.allSatisfy { if case .move = $0.elements.first { return true } else { return false } })
    }

    @Test("one subpath longer than a piece is cut inside, each piece starting where the pen was")
    func longSubpath() {
        var path = ScenePath()
        path.move(to: ScenePoint(0, 0))
        for i in 1...30_000 { path.addLine(to: ScenePoint(Double(i), Double(i % 2))) }
        let pieces = SVGDocumentBuilder.pieces(of: path)
        #expect(pieces.count == 2)
        // The second piece starts with a move to the last point of the first: x = 19,999.
        #expect(pieces[1].elements.first == .move(to: ScenePoint(19_999, 1)))
        #expect(pieces[1].elements.count == 30_001 - 20_000 + 1)
    }

    @Test("a dense path is written as several <path> elements of the same paint, each under a few megabytes")
    func writtenInPieces() {
        let shape = SceneShape(path: squares(10_000), fill: .color(RGBA(red: 0, green: 0.48, blue: 1)))
        let svg = SVGWriter().document(for: Scene(size: SceneSize(width: 100, height: 100), title: "T", summary: "S",
                                                  nodes: [.shape(shape)]))
        let paths = svg.components(separatedBy: "<path ").dropFirst()
        #expect(paths.count == 3)
        #expect(paths.allSatisfy { $0.contains("fill=\"#007aff\"") && $0.utf8.count < 3_000_000 })
    }
}
