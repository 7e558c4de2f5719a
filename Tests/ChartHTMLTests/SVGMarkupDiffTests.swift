import Testing
@testable import ChartHTML

@Suite("SVG markup diff")
struct SVGMarkupDiffTests {
    let head = "<?xml version=\"1.0\"?>\n<svg><title>T</title>\n<desc>D</desc>\n"

    @Test("a rule added at the front of the plot is one new element, the rest kept by index")
    func insertion() {
        let base = head + "<g class=\"plot\">\n<path d=\"M0 0\"/>\n<path d=\"M1 1\"/>\n</g>\n</svg>\n"
        let state = head + "<g class=\"plot\">\n<path class=\"rule\"/>\n<path d=\"M0 0\"/>\n<path d=\"M1 1\"/>\n</g>\n</svg>\n"
        let diff = SVGMarkupDiff(base: base, state: state)
        #expect(diff.changes == [.init(path: [2], items: [.markup("<path class=\"rule\"/>"), .base(0), .base(1)])])
    }

    @Test("identical documents differ in nothing, whatever their descriptions say")
    func identical() {
        let base = head + "<g><text>a</text>\n</g>\n</svg>\n"
        let state = "<?xml version=\"1.0\"?>\n<svg><title>T</title>\n<desc>Other</desc>\n<g><text>a</text>\n</g>\n</svg>\n"
        #expect(SVGMarkupDiff(base: base, state: state).isEmpty)
    }

    @Test("a changed label replaces only itself inside its group")
    func replacement() {
        let base = head + "<g class=\"header\">\n<text>Total 10</text>\n<rect/>\n</g>\n</svg>\n"
        let state = head + "<g class=\"header\">\n<text>Total 12</text>\n<rect/>\n</g>\n</svg>\n"
        let diff = SVGMarkupDiff(base: base, state: state)
        #expect(diff.changes == [.init(path: [2], items: [.markup("<text>Total 12</text>"), .base(1)])])
    }

    @Test("a hostile label stays escaped text in the page's data")
    func hostile() {
        var plan = InteractionPlan()
        plan.states.append(SVGMarkupDiff(changes: [.init(path: [2], items: [.markup("<text>&lt;script&gt;</text></script>")])]))
        let json = plan.json
        #expect(!json.contains("</script>"))
        #expect(!json.contains("<"))
    }

    @Test("numbers in the plan have at most two decimals")
    func numbers() {
        var j = JSONText()
        j.numbers([1.005, -0.05, 12.5, 3, -1.25])
        #expect(j.text == "[1,-0.05,12.5,3,-1.25]" || j.text == "[1.01,-0.05,12.5,3,-1.25]")
    }
}
