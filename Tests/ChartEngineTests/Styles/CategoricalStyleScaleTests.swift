import ChartEngine
import ChartScene
import Testing

@Suite("Style scales: categories")
struct CategoricalStyleScaleTests {
    let red = Paint.color(RGBA(red: 1, green: 0, blue: 0))
    let green = Paint.color(RGBA(red: 0, green: 1, blue: 0))
    let blue = Paint.color(RGBA(red: 0, green: 0, blue: 1))

    @Test("key-value pairs fix the domain in their own order, whatever the data's order")
    func pairsOrder() {
        let spec = StyleScaleSpec<Paint>(pairs: [(.string("San Francisco"), red), (.string("Cupertino"), green)])
        let s = CategoricalStyleScale(data: [.string("Cupertino"), .string("San Francisco")], spec: spec, defaults: [blue])
        #expect(s.keys == ["San Francisco", "Cupertino"])
        #expect(s.value(for: "Cupertino") == green)
        #expect(s.value(for: "San Francisco") == red)
        #expect(s.isExplicit)
    }

    @Test("a value outside a given domain has no style")
    func outsideDomain() {
        let spec = StyleScaleSpec<Paint>(pairs: [(.string("A"), red)])
        let s = CategoricalStyleScale(data: [.string("A"), .string("B")], spec: spec, defaults: [blue])
        #expect(s.value(for: "B") == nil)
        #expect(!s.contains("B"))
    }

    @Test("a range shorter than the domain is used in turn: the third of three keys takes the first style")
    func rangeCycles() {
        let spec = StyleScaleSpec<Paint>(domain: .values([.string("a"), .string("b"), .string("c")]), range: .values([red, green]))
        let s = CategoricalStyleScale(data: [], spec: spec, defaults: [blue])
        #expect(s.values == [red, green, red])
    }

    @Test("without a domain the data's keys come in order of first appearance, with the defaults in turn")
    func dataOrder() {
        let s = CategoricalStyleScale(data: [.string("y"), .string("x"), .string("z")], spec: StyleScaleSpec<Paint>(), defaults: [red, green])
        #expect(s.keys == ["y", "x", "z"])
        #expect(s.values == [red, green, red])
        #expect(!s.isExplicit)
    }

    @Test("a domain only fixes the order; the automatic styles follow it")
    func domainOnly() {
        let spec = StyleScaleSpec<Paint>(domain: .values([.string("x"), .string("y")]))
        let s = CategoricalStyleScale(data: [.string("y"), .string("x")], spec: spec, defaults: [red, green])
        #expect(s.value(for: "x") == red)
        #expect(s.value(for: "y") == green)
    }

    @Test("a mapping closure gives each key its style; numbers are keyed as they print")
    func mapping() {
        let spec = StyleScaleSpec<Paint>(mapping: StyleMapping { v in (v.number ?? 0) > 10 ? self.red : self.green })
        let s = CategoricalStyleScale(data: [.number(5), .number(20)], spec: spec, defaults: [blue])
        #expect(s.keys == ["5", "20"])
        #expect(s.value(for: "5") == green)
        #expect(s.value(for: "20") == red)
    }

    @Test("an empty range or empty defaults leave no key without crashing")
    func emptyRange() {
        let s = CategoricalStyleScale(data: [.string("a")], spec: StyleScaleSpec<Double>(range: .values([])), defaults: [])
        #expect(s.keys.isEmpty)
    }

    @Test("a repeated key in a domain keeps its first place")
    func repeatedKey() {
        let spec = StyleScaleSpec<Paint>(domain: .values([.string("a"), .string("b"), .string("a")]), range: .values([red, green, blue]))
        let s = CategoricalStyleScale(data: [], spec: spec, defaults: [])
        #expect(s.keys == ["a", "b"])
        #expect(s.values == [red, green])
    }
}
