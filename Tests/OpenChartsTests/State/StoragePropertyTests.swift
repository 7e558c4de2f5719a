import Foundation
@testable import OpenCharts
import Testing

enum SalesRange: String { case week, month }

/// A settings-driven screen with the property wrappers iOS screens carry.
struct SettingsDrivenScreen: View {
    @AppStorage("showsAverage") private var showsAverage = true
    @AppStorage("range") private var range = SalesRange.week
    @AppStorage("goal", store: SettingsDrivenScreen.defaults) private var goal = 50
    @SceneStorage("note") private var note = "none"
    @FocusState private var isSearching: Bool
    @Namespace private var tabs

    nonisolated(unsafe) static let defaults: UserDefaults = {
        let d = UserDefaults(suiteName: "OpenChartsStorageTests")!
        d.register(defaults: ["goal": 90])
        return d
    }()

    var body: some View {
        VStack {
            Text(showsAverage ? "average on" : "average off")
            Text("range \(range.rawValue)")
            Text("goal \(goal)")
            Text("note \(note)")
            Text(isSearching ? "searching" : "idle").focused($isSearching)
            Capsule().frame(width: 40, height: 4).matchedGeometryEffect(id: "underline", in: tabs)
        }
        .onAppear { note = "loaded" }
    }
}

@Suite("@AppStorage, @SceneStorage, @FocusState and @Namespace")
struct StoragePropertyTests {
    @Test("defaults are drawn, an explicit store is read, and state set in onAppear is kept for the second build")
    func screen() {
        let d = DrawnView(SettingsDrivenScreen())
        #expect(d.text("average on") != nil)
        #expect(d.text("range week") != nil)
        #expect(d.text("goal 90") != nil)
        #expect(d.text("note loaded") != nil)
        #expect(d.text("idle") != nil)
    }

    @Test("$storage gives a binding that writes the value")
    func binding() {
        struct Toggler: View {
            @AppStorage("flag") var flag = false
            var body: some View { Text(flag ? "on" : "off") }
        }
        let view = Toggler()
        view.$flag.wrappedValue = true
        #expect(view.flag)
        #expect(DrawnView(view).text("on") != nil)
    }
}
