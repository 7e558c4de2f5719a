import Foundation
@testable import OpenCharts
import Testing

@Suite("Decimal values and interpolation methods") struct PlottableDecimalTests {
    /// An invoice total, kept in Decimal as finance apps keep money.
    struct Invoice: Identifiable {
        let month: String
        let total: Decimal
        var id: String { month }
    }

    @Test("a Decimal plots as a number: a bar of 1250.50 reaches the same height as one of the Double 1250.5")
    func decimalBars() throws {
        let invoices = [Invoice(month: "Jan", total: Decimal(string: "1250.50")!), Invoice(month: "Feb", total: 980)]
        let marks = collect { ForEach(invoices) { BarMark(x: .value("Month", $0.month), y: .value("Total", $0.total)) } }
        #expect(marks[0].y.slots.first?.value == .number(1250.5))
        #expect(marks[1].y.slots.first?.value == .number(980))
        let decimal = try Rendered(Chart(invoices) { BarMark(x: .value("Month", $0.month), y: .value("Total", $0.total)) })
        let double = try Rendered(Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Total", 1250.5))
            BarMark(x: .value("Month", "Feb"), y: .value("Total", 980.0))
        })
        #expect(decimal.boxes("mark bar") == double.boxes("mark bar"))
        #expect(decimal.yLabels == double.yLabels)
    }

    @Test("axis values read back as Decimal, with the digits they print with")
    func decimalAxisValues() {
        #expect(primitiveValue(.number(0.1), as: Decimal.self) == Decimal(string: "0.1"))
        #expect(primitiveValue(.number(.nan), as: Decimal.self) == nil)
        #expect(Decimal.nan.plottedNumber.isNaN)
    }

    @Test("every interpolation method describes itself as it is written")
    func descriptions() {
        let methods: [(InterpolationMethod, String)] = [
            (.linear, "linear"), (.monotone, "monotone"), (.catmullRom, "catmullRom(alpha: 0.5)"),
            (.catmullRom(alpha: 1), "catmullRom(alpha: 1)"), (.cardinal, "cardinal(tension: 0)"),
            (.cardinal(tension: 0.25), "cardinal(tension: 0.25)"), (.stepStart, "stepStart"),
            (.stepCenter, "stepCenter"), (.stepEnd, "stepEnd"),
        ]
        for (method, text) in methods { #expect(method.description == text) }
        #expect(String(describing: InterpolationMethod.catmullRom(alpha: CGFloat(0.0))) == "catmullRom(alpha: 0)")
    }
}
