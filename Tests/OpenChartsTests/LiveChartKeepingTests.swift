import Foundation
@testable import OpenCharts
import OpenChartsGallery
import Testing

/// The gallery's live screens keep their charts' drawings where the inputs repeat.
@Suite struct LiveChartKeepingTests {
    /// A pointer going back and forth over two bars of the controls screen: each move changes the
    /// selection, and from the third move on each state is one a kept drawing was made for.
    @Test func theControlsScreenKeepsItsChartAcrossMovesBackAndForth() throws {
        let session = ScreenSession { LiveGalleryScreens.controls() }
        let first = session.render(width: 390)
        let chart = try #require(first.targets.first { $0.flags & 4 != 0 })
        var pictures: [String] = []
        for fraction in [0.3, 0.7, 0.3, 0.7] {
            #expect(session.handle(.pointer(.move, x: chart.x + chart.width * fraction, y: chart.y + chart.height / 2)))
            pictures.append(session.render(width: 390, describe: false).svg)
        }
        #expect(session.charts.hits == 2, "hits \(session.charts.hits) misses \(session.charts.misses)")
        #expect(pictures[0] != pictures[1])
        #expect(pictures[2] == pictures[0])
        #expect(pictures[3] == pictures[1])
    }
}
