import Foundation
@testable import OpenChartsLive
import Testing

/// An update with no animation sends only the elements that changed, however deep in their
/// groups, each with the way down to it; an element that changed is never left out.
@Suite struct NestedPatchTests {
    static let before = "<svg w=\"1\"><text>T</text><g class=\"chart\"><g class=\"plot\"><path d=\"1\"/><path d=\"2\" opacity=\"0.4\"/><path d=\"3\"/></g>"
        + "<g class=\"axis\"><text>Mon</text></g></g><rect/></svg>"

    @Test func aBarInAPlotIsSentAloneWithItsPlace() throws {
        let a = try #require(SVGParts(Self.before))
        let b = try #require(SVGParts(Self.before.replacingOccurrences(of: "<path d=\"2\" opacity=\"0.4\"/>", with: "<path d=\"2\"/>")))
        let changes = try #require(b.nestedChanges(since: a))
        // The root's second child (the chart), its first child (the plot), the plot's second path.
        #expect(changes == [SVGParts.Change(path: [1, 0, 1], counts: [3, 2, 3], markup: "<path d=\"2\"/>")])
    }

    @Test func everyChangedElementIsSentAndTextGoesWhole() throws {
        let a = try #require(SVGParts(Self.before))
        let changed = Self.before
            .replacingOccurrences(of: "<path d=\"1\"/>", with: "<path d=\"1\" opacity=\"0.4\"/>")
            .replacingOccurrences(of: "<path d=\"3\"/>", with: "<path d=\"3\" opacity=\"0.4\"/>")
            .replacingOccurrences(of: "<text>Mon</text>", with: "<text>Tue</text>")
            .replacingOccurrences(of: "<text>T</text>", with: "<text>U</text>")
        let b = try #require(SVGParts(changed))
        let changes = try #require(b.nestedChanges(since: a))
        #expect(changes.map(\.path) == [[0], [1, 0, 0], [1, 0, 2], [1, 1, 0]])
        #expect(changes.map(\.markup) == ["<text>U</text>", "<path d=\"1\" opacity=\"0.4\"/>", "<path d=\"3\" opacity=\"0.4\"/>",
                                          "<text>Tue</text>"])
        #expect(changes.map(\.counts) == [[3], [3, 2, 3], [3, 2, 3], [3, 2, 1]])
    }

    @Test func aGroupThatGainsAChildOrChangesItsTagGoesWhole() throws {
        let a = try #require(SVGParts(Self.before))
        let more = Self.before.replacingOccurrences(of: "<path d=\"3\"/>", with: "<path d=\"3\"/><path d=\"4\"/>")
        let b = try #require(SVGParts(more))
        let plot = "<g class=\"plot\"><path d=\"1\"/><path d=\"2\" opacity=\"0.4\"/><path d=\"3\"/><path d=\"4\"/></g>"
        #expect(try #require(b.nestedChanges(since: a)) == [SVGParts.Change(path: [1, 0], counts: [3, 2], markup: plot)])

        let retagged = Self.before.replacingOccurrences(of: "<g class=\"axis\">", with: "<g class=\"axis\" opacity=\"0.5\">")
        let c = try #require(SVGParts(retagged))
        #expect(try #require(c.nestedChanges(since: a)) == [SVGParts.Change(path: [1, 1], counts: [3, 2],
                                                                           markup: "<g class=\"axis\" opacity=\"0.5\"><text>Mon</text></g>")])
        // Nothing changed: nothing to send. Another root: the whole document.
        #expect(try #require(a.nestedChanges(since: a)).isEmpty)
        let wider = try #require(SVGParts(Self.before.replacingOccurrences(of: "w=\"1\"", with: "w=\"2\"")))
        #expect(wider.nestedChanges(since: a) == nil)
    }

    @Test func groupsThatDifferOnlyBetweenTheirChildrenGoWhole() throws {
        let a = try #require(SVGParts("<svg><g><rect/>\n<rect/></g></svg>"))
        let b = try #require(SVGParts("<svg><g><rect/><rect/></g></svg>"))
        #expect(try #require(b.nestedChanges(since: a)) == [SVGParts.Change(path: [0], counts: [1], markup: "<g><rect/><rect/></g>")])
    }

    @Test func theMessageCarriesThePathAndCounts() {
        let message = RenderMessage(type: "patch", rev: 3, svg: nil,
                                    changes: [.init(index: 1, markup: "<path/>", path: [0, 2], counts: [2, 5]), .init(index: 0, markup: "<text>a</text>")],
                                    count: 3, width: 390, height: 500, motion: nil, targets: [], field: nil)
        #expect(message.json() == #"{"type":"patch","rev":3,"changes":[{"index":1,"path":[0,2],"counts":[2,5],"markup":"<path/>"},"#
                + #"{"index":0,"markup":"<text>a</text>"}],"count":3,"width":390,"height":500,"targets":[]}"#)
    }
}
