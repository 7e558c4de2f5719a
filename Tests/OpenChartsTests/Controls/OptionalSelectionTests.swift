import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A filter whose "All" option is a nil selection, as list screens write it.
private enum Region: String, CaseIterable, Hashable { case north = "North", south = "South" }

private struct RegionFilter: View {
    @State var region: Region?

    var body: some View {
        Picker("Region", selection: $region) {
            Text("All").tag(Region?.none)
            ForEach(Region.allCases, id: \.self) { Text($0.rawValue).tag(Region?.some($0)) }
        }
    }
}

@Suite("Optional selections and older modifier names")
struct OptionalSelectionTests {
    @Test("a nil selection picks the option tagged nil; a value picks its own")
    func optionalTags() {
        #expect(DrawnView(RegionFilter(region: nil), width: 300).texts.map(\.text.string) == ["Region", "All"])
        #expect(DrawnView(RegionFilter(region: .south), width: 300).texts.map(\.text.string) == ["Region", "South"])
    }

    @Test("accentColor tints controls; foregroundStyle with two levels draws in the first")
    func olderNames() throws {
        let toggle = DrawnView(Toggle("Alerts", isOn: .constant(true)).accentColor(.orange), width: 300)
        #expect(toggle.shapes(filled: .hex(0xFF9500)).count == 1)
        let symbol = DrawnView(Image(systemName: "cloud.fill").foregroundStyle(.gray, .yellow))
        #expect(symbol.shapes.first?.shape.fill == .color(.hex(0x8E8E93)))
    }

    @Test("a toggle over several bindings is on only when all of them are")
    func sources() {
        struct Alarm { var isOn: Binding<Bool> }
        let mixed = [Alarm(isOn: .constant(true)), Alarm(isOn: .constant(false))]
        let off = DrawnView(Toggle(sources: mixed, isOn: \.isOn) { Text("All alarms") }, width: 300)
        #expect(off.shapes(filled: .hex(0xE9E9EA)).count == 1)
        let all = [Alarm(isOn: .constant(true)), Alarm(isOn: .constant(true))]
        #expect(DrawnView(Toggle(sources: all, isOn: \.isOn) { Text("All alarms") }, width: 300).shapes(filled: .hex(0x34C759)).count == 1)
    }
}
