@testable import OpenCharts
import Testing

/// How a live render marks its rotation groups: each start tag in drawing order gets its turn's
/// angle and centre, its own transform replaced by `rotate(angle cx cy)`.
@Suite struct RotationMarkTests {
    @Test func otherAttributesAndTextStayAsTheyWere() {
        let svg = ScreenSession.markRotations(
            "<svg><text>当選: A</text><g class=\"oc-live-rot\" aria-hidden=\"true\" transform=\"translate(1 2)\" opacity=\"0.5\">"
                + "<path d=\"M0 0\"/></g></svg>",
            [.init(degrees: 12.3456, cx: -4, cy: 0.0004)])
        // 12.3456 at three decimals is 12.346; 0.0004 rounds to 0.
        #expect(svg == "<svg><text>当選: A</text><g class=\"oc-live-rot\" data-rotation=\"12.346\" data-cx=\"-4\" data-cy=\"0\""
                + " transform=\"rotate(12.346 -4 0)\" aria-hidden=\"true\" opacity=\"0.5\"><path d=\"M0 0\"/></g></svg>")
    }

    @Test func groupsPastTheRecordedTurnsLoseOnlyTheirTransform() {
        let svg = ScreenSession.markRotations(
            "<svg><g class=\"oc-live-rot\"><path/></g><g class=\"oc-live-rot\" transform=\"scale(2)\"><path/></g></svg>",
            [.init(degrees: 90, cx: 1, cy: 2)])
        #expect(svg == "<svg><g class=\"oc-live-rot\" data-rotation=\"90\" data-cx=\"1\" data-cy=\"2\" transform=\"rotate(90 1 2)\"><path/></g>"
                + "<g class=\"oc-live-rot\"><path/></g></svg>")
    }

    @Test func documentsWithoutAWholeRotationTagAreUnchanged() {
        let plain = "<svg><g class=\"oc-live-rotten\"><path/></g><g class=\"other\"/></svg>"
        #expect(ScreenSession.markRotations(plain, [.init(degrees: 5, cx: 0, cy: 0)]) == plain)
        let cut = "<svg><path/><g class=\"oc-live-rot\" transform=\"x"
        #expect(ScreenSession.markRotations(cut, [.init(degrees: 5, cx: 0, cy: 0)]) == cut)
        #expect(ScreenSession.markRotations("<svg/>", []) == "<svg/>")
    }
}
