import ChartScene
import Testing

@Suite("SVGWriter groups")
struct SVGWriterGroupTests {
    private func groupTag(_ group: SceneGroup) -> String {
        String(TestSupport.body([.group(group)]).split(separator: "\n").first { $0.hasPrefix("<g") } ?? "")
    }

    @Test("a transform is written in its shortest exact form")
    func transforms() {
        let cases: [(SceneTransform, String)] = [
            (.translation(10, -5.5), "translate(10,-5.5)"),
            (.rotation(.pi / 2), "rotate(90)"),
            (.rotation(-.pi / 4), "rotate(-45)"),
            (.translation(3, 4).concatenating(.rotation(.pi / 4)), "translate(3,4) rotate(45)"),
            (SceneTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0), "scale(2)"),
            (SceneTransform(a: 2, b: 0, c: 0, d: 0.5, tx: 1, ty: 0), "translate(1,0) scale(2,0.5)"),
            (SceneTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 7), "matrix(1,0,0.5,1,0,7)"),
            (.rotation(0.1234567), "matrix(0.992389,0.123143,-0.123143,0.992389,0,0)"),
        ]
        for (transform, expected) in cases {
            #expect(groupTag(SceneGroup(children: [TestSupport.text("a")], transform: transform))
                == "<g transform=\"\(expected)\">")
        }
    }

    @Test("semantics become class, role, aria-label and aria-hidden, escaped")
    func semantics() {
        let semantics = SceneSemantics(classes: "axis x", label: "Sales \"Q1\" <b>", role: "list", hidden: true)
        #expect(groupTag(SceneGroup(children: [TestSupport.text("a")], opacity: 0.5, semantics: semantics))
            == "<g class=\"axis x\" role=\"list\" aria-label=\"Sales &quot;Q1&quot; &lt;b&gt;\" aria-hidden=\"true\" opacity=\"0.5\">")
    }

    @Test("an empty group closes itself and empty semantic strings are not written")
    func emptyGroup() {
        #expect(TestSupport.body([.group(SceneGroup(semantics: SceneSemantics(classes: "", label: "")))]) == "<g/>\n")
    }

    @Test("a clip with negative extents is standardised")
    func negativeClip() {
        let body = TestSupport.body([.group(SceneGroup(clip: SceneRect(x: 10, y: 10, width: -4, height: 5)))])
        #expect(body == """
        <defs><clipPath id="oc-clip-1"><rect x="6" y="10" width="4" height="5"/></clipPath></defs>
        <g clip-path="url(#oc-clip-1)"/>

        """)
    }

    @Test("a clip path is written as a clipPath holding a path, numbered with the clip rectangles")
    func clipPath() {
        let triangle = ScenePath.polygon([ScenePoint(0, 0), ScenePoint(10, 0), ScenePoint(0, 10)])
        let body = TestSupport.body([
            .group(SceneGroup(clip: SceneRect(x: 0, y: 0, width: 5, height: 5))),
            .group(SceneGroup(clipPath: triangle)),
        ])
        #expect(body == """
        <defs><clipPath id="oc-clip-1"><rect x="0" y="0" width="5" height="5"/></clipPath></defs>
        <g clip-path="url(#oc-clip-1)"/>
        <defs><clipPath id="oc-clip-2"><path d="M0 0 10 0 0 10Z"/></clipPath></defs>
        <g clip-path="url(#oc-clip-2)"/>

        """)
    }

    @Test("a group with both a clip rectangle and a clip path is clipped by the path within the rectangle")
    func clipRectAndPath() {
        let line = ScenePath([.move(to: ScenePoint(0, 0)), .line(to: ScenePoint(4, 4)), .line(to: ScenePoint(.nan, 1))])
        let body = TestSupport.body([.group(SceneGroup(clip: SceneRect(x: 1, y: 2, width: 3, height: 4), clipPath: line))])
        #expect(body == """
        <defs><clipPath id="oc-clip-1"><rect x="1" y="2" width="3" height="4"/></clipPath></defs>
        <defs><clipPath id="oc-clip-2" clip-path="url(#oc-clip-1)"><path d="M0 0 4 4"/></clipPath></defs>
        <g clip-path="url(#oc-clip-2)"/>

        """)
    }

    @Test("a group with a non-finite transform, opacity or clip is left out with its children", arguments: [
        SceneGroup(children: [TestSupport.text("a")], transform: .translation(.nan, 0)),
        SceneGroup(children: [TestSupport.text("a")], transform: SceneTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
        SceneGroup(children: [TestSupport.text("a")], opacity: .nan),
        SceneGroup(children: [TestSupport.text("a")], clip: SceneRect(x: 0, y: 0, width: .infinity, height: 1)),
    ])
    func nonFiniteGroups(group: SceneGroup) {
        #expect(TestSupport.body([.group(group)]) == "")
    }
}
