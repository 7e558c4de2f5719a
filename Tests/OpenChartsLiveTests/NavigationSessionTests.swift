import Foundation
@testable import OpenCharts
import Testing

/// A store with a week of sales.
struct NavStore: Identifiable, Hashable {
    let id: Int
    let name: String
    let sales: [Int]

    static let all = [NavStore(id: 1, name: "Cupertino", sales: [3, 5, 4]),
                      NavStore(id: 2, name: "Seattle", sales: [6, 2, 7]),
                      NavStore(id: 3, name: "Austin", sales: [1, 8, 2])]
}

/// A store's chart, a counter of its own and a button that dismisses the screen.
struct NavStoreDetail: View {
    let store: NavStore
    @State private var taps = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Chart(Array(store.sales.enumerated()), id: \.offset) { day in
                BarMark(x: .value("Day", "D\(day.offset + 1)"), y: .value("Sales", day.element))
            }
            .frame(height: 200)
            Button("Taps \(taps)") { taps += 1 }
            Button("Close") { dismiss() }
        }
        .padding()
        .navigationTitle(store.name)
    }
}

/// A list of stores pushing to their charts, with a counter kept by the root.
struct NavStoresScreen: View {
    @State private var favourites = 0

    var body: some View {
        NavigationStack {
            List {
                Button("Favourites \(favourites)") { favourites += 1 }
                ForEach(NavStore.all) { store in
                    NavigationLink(store.name) { NavStoreDetail(store: store) }
                }
            }
            .navigationTitle("Stores")
        }
    }
}

/// A stack bound to a path of stores, pushed by value.
struct NavPathScreen: View {
    @State private var path: [NavStore]

    init(path: [NavStore] = []) { _path = State(initialValue: path) }

    var body: some View {
        NavigationStack(path: $path) {
            List(NavStore.all) { store in
                NavigationLink(store.name, value: store)
            }
            .navigationDestination(for: NavStore.self) { NavStoreDetail(store: $0) }
            .navigationTitle("Stores")
        }
    }
}

/// A link of the older, bound form, and a button that sets its binding.
struct NavActiveScreen: View {
    @State private var showing = false

    var body: some View {
        NavigationView {
            VStack(spacing: 16) {
                NavigationLink("Open report", isActive: $showing) {
                    Text("The report").navigationTitle("Report").navigationBarTitleDisplayMode(.inline)
                }
                Text(showing ? "Showing" : "Hidden")
            }
            .navigationTitle("A very long title for a back button")
        }
    }
}

/// A filter form whose Done button dismisses the sheet it is in.
struct NavFilterForm: View {
    @Binding var onlyOpen: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Only open stores", isOn: $onlyOpen)
            }
            .navigationTitle("Filters")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
        }
    }
}

/// A button that shows a filter sheet, and what the sheet set.
struct NavSheetScreen: View {
    @State private var showing = false
    @State private var onlyOpen = false
    @State private var dismissals = 0

    var body: some View {
        VStack(spacing: 16) {
            Button("Filters") { showing = true }
            Text(onlyOpen ? "Open stores" : "All stores")
            Text("Dismissed \(dismissals)")
        }
        .frame(width: 390, height: 600)
        .sheet(isPresented: $showing, onDismiss: { dismissals += 1 }) {
            NavFilterForm(onlyOpen: $onlyOpen)
        }
    }
}

/// A delete button that asks first.
struct NavAlertScreen: View {
    @State private var asking = false
    @State private var deleted = 0

    var body: some View {
        VStack(spacing: 16) {
            Button("Delete") { asking = true }
            Text("Deleted \(deleted)")
        }
        .frame(width: 390, height: 400)
        .alert("Delete the report?", isPresented: $asking) {
            Button("Delete", role: .destructive) { deleted += 1 }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

private func tap(_ target: ScreenSession.TargetInfo) -> ScreenSession.Event {
    .tap(x: target.x + target.width / 2, y: target.y + target.height / 2)
}

@Suite struct NavigationSessionTests {
    @Test func aRowPushesItsDetailWithABackButtonThatPopsToTheSameRoot() throws {
        let session = ScreenSession { NavStoresScreen() }
        let root = session.render(width: 390)
        #expect(root.svg.contains(">Stores<") && root.svg.contains(">Seattle<"))
        #expect(!root.svg.contains("mark bar"))
        let links = root.targets.filter { $0.kind == "navigation-link" }
        #expect(links.count == 3)
        // The root's own state, changed before the push.
        let favourites = try #require(root.targets.first { $0.kind == "button" })
        #expect(session.handle(tap(favourites)))
        #expect(session.render(width: 390).svg.contains("Favourites 1"))

        let beforePush = session.render(width: 390)
        let cupertino = try #require(beforePush.targets.filter { $0.kind == "navigation-link" }.first)
        #expect(session.handle(tap(cupertino)))
        let detail = session.render(width: 390)
        if let dir = ProcessInfo.processInfo.environment["NAV_SNAPSHOTS"] {
            try? root.svg.write(toFile: dir + "/root.svg", atomically: true, encoding: .utf8)
            try? detail.svg.write(toFile: dir + "/detail.svg", atomically: true, encoding: .utf8)
        }
        #expect(detail.svg.contains(">Cupertino<"))
        #expect(detail.svg.contains("mark bar"))
        #expect(!detail.svg.contains(">Seattle<") && !detail.svg.contains("Favourites"))
        // The back button says where it goes: the root's title, in the accent colour.
        #expect(detail.svg.contains(">Stores<"))
        let back = try #require(detail.targets.first { $0.kind == "navigation-back" })
        #expect(back.x == 0 && back.y == 0 && back.height == 44)
        #expect(detail.targets.allSatisfy { $0.kind != "navigation-link" })

        // The detail keeps its own state until it is popped.
        let taps = try #require(detail.targets.first { $0.kind == "button" })
        #expect(session.handle(tap(taps)))
        #expect(session.render(width: 390).svg.contains("Taps 1"))

        #expect(session.handle(tap(back)))
        let popped = session.render(width: 390)
        #expect(popped.svg.contains(">Seattle<") && popped.svg.contains("Favourites 1"))
        #expect(popped.targets.allSatisfy { $0.kind != "navigation-back" })

        // Pushed again, the detail starts afresh, as a new screen does.
        let again = try #require(popped.targets.filter { $0.kind == "navigation-link" }.first)
        #expect(session.handle(tap(again)))
        #expect(session.render(width: 390).svg.contains("Taps 0"))
    }

    @Test func dismissInAPushedScreenPopsIt() throws {
        let session = ScreenSession { NavStoresScreen() }
        let root = session.render(width: 390)
        let austin = try #require(root.targets.filter { $0.kind == "navigation-link" }.last)
        #expect(session.handle(tap(austin)))
        let detail = session.render(width: 390)
        #expect(detail.svg.contains(">Austin<"))
        let close = try #require(detail.targets.filter { $0.kind == "button" }.last)
        #expect(session.handle(tap(close)))
        #expect(session.render(width: 390).svg.contains(">Seattle<"))
    }

    @Test func twoSessionsKeepTheirOwnStacks() throws {
        let a = ScreenSession { NavStoresScreen() }
        let b = ScreenSession { NavStoresScreen() }
        let first = try #require(a.render(width: 390).targets.first { $0.kind == "navigation-link" })
        _ = b.render(width: 390)
        #expect(a.handle(tap(first)))
        #expect(a.render(width: 390).svg.contains("mark bar"))
        #expect(!b.render(width: 390).svg.contains("mark bar"))
    }

    @Test func valueLinksPushOntoTheBoundPathAndBackPopsIt() throws {
        let session = ScreenSession { NavPathScreen() }
        let root = session.render(width: 390)
        let seattle = try #require(root.targets.filter { $0.kind == "navigation-link" }.dropFirst().first)
        #expect(session.handle(tap(seattle)))
        let detail = session.render(width: 390)
        #expect(detail.svg.contains(">Seattle<") && detail.svg.contains("mark bar"))
        let back = try #require(detail.targets.first { $0.kind == "navigation-back" })
        #expect(session.handle(tap(back)))
        #expect(session.render(width: 390).svg.contains(">Austin<"))
    }

    @Test func aPathSetBeforeTheFirstRenderShowsItsLastScreen() throws {
        let session = ScreenSession { NavPathScreen(path: [NavStore.all[2]]) }
        let detail = session.render(width: 390)
        #expect(detail.svg.contains(">Austin<") && detail.svg.contains("mark bar"))
        #expect(!detail.svg.contains(">Seattle<"))
        // A picture shows it too, as iOS would.
        var renderer = ChartRenderer(content: NavPathScreen(path: [NavStore.all[2]]))
        renderer.proposedSize = ProposedViewSize(width: 390, height: 600)
        let svg = renderer.svg()
        #expect(svg.contains(">Austin<") && svg.contains("mark bar") && !svg.contains(">Seattle<"))
    }

    @Test func aBoundLinkPushesWhileItsBindingHoldsAndBackSaysBackForALongTitle() throws {
        let session = ScreenSession { NavActiveScreen() }
        let root = session.render(width: 390)
        #expect(root.svg.contains("Hidden"))
        // Outside a list, the link is a button.
        let link = try #require(root.targets.first { $0.kind == "button" })
        #expect(session.handle(tap(link)))
        let pushed = session.render(width: 390)
        if let dir = ProcessInfo.processInfo.environment["NAV_SNAPSHOTS"] {
            try? pushed.svg.write(toFile: dir + "/pushed.svg", atomically: true, encoding: .utf8)
        }
        #expect(pushed.svg.contains(">Report<") && pushed.svg.contains("The report"))
        // The root's title does not fit beside the centred title: the button says Back.
        #expect(pushed.svg.contains(">Back<") && !pushed.svg.contains("A very long title"))
        let back = try #require(pushed.targets.first { $0.kind == "navigation-back" })
        #expect(session.handle(tap(back)))
        let popped = session.render(width: 390)
        #expect(popped.svg.contains("Hidden") && !popped.svg.contains("The report"))
    }

    @Test func aSheetCoversTheScreenUntilItsDoneButtonDismissesIt() throws {
        let session = ScreenSession { NavSheetScreen() }
        let screen = session.render(width: 390)
        #expect(!screen.svg.contains("Only open stores"))
        let filters = try #require(screen.targets.first { $0.kind == "button" })
        #expect(session.handle(tap(filters)))

        let sheet = session.render(width: 390)
        #expect(sheet.svg.contains("Only open stores") && sheet.svg.contains(">Filters<") && sheet.svg.contains(">Done<"))
        // The screen under the sheet is dimmed and takes no taps: a tap on the strip above the
        // card reaches nothing.
        #expect(sheet.svg.contains("class=\"dim\"") && sheet.svg.contains("class=\"sheet\""))
        #expect(sheet.height == 600)
        // On a page, the sheet covers the window, however short the screen under it.
        #expect(session.render(width: 390, screenHeight: 844).height == 844)
        #expect(!session.handle(.tap(x: 195, y: 5)))
        let toggle = try #require(sheet.targets.first { $0.kind == "toggle" })
        if let dir = ProcessInfo.processInfo.environment["NAV_SNAPSHOTS"] {
            try? sheet.svg.write(toFile: dir + "/sheet.svg", atomically: true, encoding: .utf8)
        }
        #expect(toggle.y > 10)
        #expect(session.handle(tap(toggle)))
        let toggled = session.render(width: 390)
        // The screen's own targets come first, blocked by the sheet's; the sheet's button is last.
        let done = try #require(toggled.targets.last { $0.kind == "button" })
        #expect(done.y > 10 && done.y < 10 + 44)
        #expect(session.handle(tap(done)))

        let after = session.render(width: 390)
        #expect(!after.svg.contains("Only open stores") && !after.svg.contains("class=\"dim\""))
        #expect(after.svg.contains("Open stores") && after.svg.contains("Dismissed 1"))
    }

    @Test func anAlertsButtonRunsItsActionAndDismissesIt() throws {
        let session = ScreenSession { NavAlertScreen() }
        let screen = session.render(width: 390)
        let delete = try #require(screen.targets.first { $0.kind == "button" })
        #expect(session.handle(tap(delete)))

        let alert = session.render(width: 390)
        if let dir = ProcessInfo.processInfo.environment["NAV_SNAPSHOTS"] {
            try? alert.svg.write(toFile: dir + "/alert.svg", atomically: true, encoding: .utf8)
        }
        #expect(alert.svg.contains("Delete the report?") && alert.svg.contains("This cannot be undone."))
        let buttons = alert.targets.filter { $0.kind == "alert-button" }
        // Two buttons side by side in a 270-point box centred on a 390-point screen, Cancel on the left.
        #expect(buttons.count == 2)
        #expect(buttons.map(\.x) == [60, 195] && buttons.map(\.width) == [135, 135] && buttons.allSatisfy { $0.height == 44 })
        #expect(alert.svg.contains("#ff3b30"))
        // Nothing under the alert can be tapped.
        #expect(!session.handle(tap(delete)) || !session.render(width: 390).svg.contains("Deleted 1"))

        #expect(session.handle(tap(buttons[1])))
        let after = session.render(width: 390)
        #expect(after.svg.contains("Deleted 1") && !after.svg.contains("This cannot be undone."))

        // Cancel dismisses and deletes nothing.
        #expect(session.handle(tap(try #require(after.targets.first { $0.kind == "button" }))))
        let again = session.render(width: 390).targets.filter { $0.kind == "alert-button" }
        #expect(session.handle(tap(again[0])))
        #expect(session.render(width: 390).svg.contains("Deleted 1"))
    }
}

/// A stack bound to a `NavigationPath`, a cover for an item, an old-style alert and a dialog.
struct NavMoreScreen: View {
    struct Report: Identifiable { let id: Int }
    @State private var path = NavigationPath()
    @State private var report: Report?
    @State private var failed = false
    @State private var confirming = false
    @State private var log: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 12) {
                NavigationLink("Week 12", value: 12)
                Button("Open report") { report = Report(id: 7) }
                Button("Fail") { failed = true }
                Button("Delete") { confirming = true }
                Text("Log: \(log.joined(separator: ","))")
            }
            .navigationDestination(for: Int.self) { week in
                VStack {
                    Text("Sales of week \(week)")
                    NavigationLink("Next week", value: week + 1)
                }
                .navigationTitle("Week \(week)")
            }
            .navigationTitle("Reports")
            .fullScreenCover(item: $report, onDismiss: { log.append("cover") }) { report in
                NavCoverView(id: report.id)
            }
            .alert(isPresented: $failed) {
                Alert(title: Text("Export <failed>"), message: Text("Try again."), dismissButton: .default(Text("OK")) { log.append("ok") })
            }
            .confirmationDialog("Delete the report?", isPresented: $confirming, titleVisibility: .visible) {
                Button("Delete", role: .destructive) { log.append("deleted") }
            }
        }
    }
}

struct NavCoverView: View {
    let id: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Report \(id)")
            Button("Close") { dismiss() }
        }
    }
}

extension NavigationSessionTests {
    private func button(_ frame: ScreenSession.Frame, _ index: Int) throws -> ScreenSession.TargetInfo {
        let buttons = frame.targets.filter { $0.kind == "button" }
        return try #require(index < buttons.count ? buttons[index] : nil)
    }

    @Test func aNavigationPathBoundStackPushesValuesAndPops() throws {
        let session = ScreenSession { NavMoreScreen() }
        let root = session.render(width: 390)
        // Outside a list the value link is the first button.
        #expect(session.handle(tap(try button(root, 0))))
        let week = session.render(width: 390)
        #expect(week.svg.contains("Sales of week 12") && week.svg.contains(">Week 12<") && week.svg.contains(">Reports<"))
        // A link in the pushed screen pushes the next value, by the destination the root registered.
        #expect(session.handle(tap(try #require(week.targets.last { $0.kind == "button" }))))
        let next = session.render(width: 390)
        #expect(next.svg.contains("Sales of week 13") && next.svg.contains(">Week 12<") && !next.svg.contains(">Reports<"))
        #expect(session.handle(tap(try #require(next.targets.first { $0.kind == "navigation-back" }))))
        let back = try #require(session.render(width: 390).targets.first { $0.kind == "navigation-back" })
        #expect(session.handle(tap(back)))
        #expect(session.render(width: 390).svg.contains("Open report"))
    }

    @Test func aCoverForAnItemFillsTheScreenAndItsDismissRunsOnDismiss() throws {
        let session = ScreenSession { NavMoreScreen() }
        let root = session.render(width: 390)
        #expect(session.handle(tap(try button(root, 1))))
        let cover = session.render(width: 390, screenHeight: 700)
        #expect(cover.svg.contains("Report 7") && cover.svg.contains("class=\"cover\"") && cover.height == 700)
        let close = try #require(cover.targets.last { $0.kind == "button" })
        #expect(session.handle(tap(close)))
        let after = session.render(width: 390)
        #expect(!after.svg.contains("Report 7") && after.svg.contains("Log: cover"))
    }

    @Test func anOlderAlertShowsItsEscapedTitleAndItsButtonRuns() throws {
        let session = ScreenSession { NavMoreScreen() }
        #expect(session.handle(tap(try button(session.render(width: 390), 2))))
        let alert = session.render(width: 390)
        #expect(alert.svg.contains("Export &lt;failed&gt;") && !alert.svg.contains("<failed>"))
        let ok = try #require(alert.targets.filter { $0.kind == "alert-button" }.first)
        // One button: the whole width of the 270-point box.
        #expect(ok.width == 270 && ok.x == 60)
        #expect(session.handle(tap(ok)))
        #expect(session.render(width: 390).svg.contains("Log: ok"))
    }

    @Test func aConfirmationDialogSitsAtTheBottomWithCancelApart() throws {
        let session = ScreenSession { NavMoreScreen() }
        #expect(session.handle(tap(try button(session.render(width: 390), 3))))
        let dialog = session.render(width: 390, screenHeight: 700)
        if let dir = ProcessInfo.processInfo.environment["NAV_SNAPSHOTS"] {
            try? dialog.svg.write(toFile: dir + "/dialog.svg", atomically: true, encoding: .utf8)
        }
        #expect(dialog.svg.contains("Delete the report?") && dialog.svg.contains(">Cancel<"))
        let rows = dialog.targets.filter { $0.kind == "dialog-button" }
        // Delete, then Cancel in a 57-point group of its own 8 points from the bottom.
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.x == 8 && $0.width == 374 && $0.height == 57 })
        #expect(rows[1].y == 700 - 8 - 57 && rows[0].y + 57 + 8 == rows[1].y)
        #expect(session.handle(tap(rows[1])))
        let cancelled = session.render(width: 390)
        #expect(!cancelled.svg.contains("Delete the report?") && cancelled.svg.contains("Log:") && !cancelled.svg.contains("deleted"))
    }
}

extension NavigationSessionTests {
    @Test func inDarkModeTheSheetIsTheElevatedGreyAndTheAlertDark() throws {
        let session = ScreenSession(colorScheme: .dark) { NavSheetScreen() }
        let screen = session.render(width: 390)
        #expect(session.handle(tap(try #require(screen.targets.first { $0.kind == "button" }))))
        let sheet = session.render(width: 390)
        if let dir = ProcessInfo.processInfo.environment["NAV_SNAPSHOTS"] {
            try? sheet.svg.write(toFile: dir + "/sheet-dark.svg", atomically: true, encoding: .utf8)
        }
        #expect(sheet.svg.contains("#1c1c1e"))
        let alerts = ScreenSession(colorScheme: .dark) { NavAlertScreen() }
        let first = alerts.render(width: 390)
        #expect(alerts.handle(tap(try #require(first.targets.first { $0.kind == "button" }))))
        let alert = alerts.render(width: 390)
        if let dir = ProcessInfo.processInfo.environment["NAV_SNAPSHOTS"] {
            try? alert.svg.write(toFile: dir + "/alert-dark.svg", atomically: true, encoding: .utf8)
        }
        #expect(alert.svg.contains("#252525") && alert.svg.contains("#ff453a"))
    }
}

extension NavigationSessionTests {
    @Test func aHostileTitleIsEscapedInTheBackButtonAndAValueWithNoDestinationPushesNothing() throws {
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Open") { Text("Inside") }
                        NavigationLink("Nowhere", value: 3.5)
                    }
                    .navigationTitle("<b>&")
                }
            }
        }
        let session = ScreenSession { Screen() }
        let root = session.render(width: 390)
        let links = root.targets.filter { $0.kind == "navigation-link" }
        #expect(links.count == 2)
        #expect(session.handle(tap(links[1])))
        #expect(session.render(width: 390).targets.allSatisfy { $0.kind != "navigation-back" })
        #expect(session.handle(tap(links[0])))
        let pushed = session.render(width: 390)
        #expect(pushed.svg.contains("Inside") && pushed.svg.contains("&lt;b&gt;&amp;") && !pushed.svg.contains("<b>"))
    }
}

/// A sheet of two detents whose selection is bound and shown under it.
private struct DetentSheetScreen: View {
    @State private var showing = true
    @State private var detent = PresentationDetent.medium

    var body: some View {
        VStack {
            Text(detent == .large ? "Rests at large" : "Rests at medium")
        }
        .frame(width: 390, height: 300)
        .sheet(isPresented: $showing) {
            Text("Week").presentationDetents([.medium, .large], selection: $detent)
        }
    }
}

@Suite struct LiveSlideAndDetentTests {
    @Test func aPushAndAPopSayWhichWayTheStackSlides() throws {
        let session = ScreenSession { NavStoresScreen() }
        let root = session.render(width: 390, screenHeight: 700)
        #expect(root.navigation == nil)
        let link = try #require(root.targets.first { $0.kind == "navigation-link" })
        #expect(session.handle(.activate(id: link.id)))
        let detail = session.render(width: 390, screenHeight: 700)
        let push = try #require(detail.navigation)
        #expect(push.push && push.x == 0 && push.y == 0 && push.width == 390)
        // A render with no push or pop says nothing.
        #expect(session.render(width: 390, screenHeight: 700).navigation == nil)
        let back = try #require(detail.targets.first { $0.kind == "navigation-back" })
        #expect(session.handle(.activate(id: back.id)))
        let popped = try #require(session.render(width: 390, screenHeight: 700).navigation)
        #expect(!popped.push)
    }

    @Test func aDragOfTheSheetSnapsToTheNearestDetentAndWritesTheSelection() throws {
        let session = ScreenSession { DetentSheetScreen() }
        // A window 800 points tall: medium rests at 400, large at 10.
        let first = session.render(width: 390, screenHeight: 800)
        let sheet = try #require(first.targets.first { $0.kind == "sheet" })
        #expect(sheet.y == 400 && sheet.height == 400 && sheet.flags & 2 != 0)
        #expect(first.svg.contains("drag-indicator") && first.svg.contains("Rests at medium"))
        // Up by 300 points: the top follows to 100, and the release rests it at large, the nearer.
        #expect(session.handle(.pointer(.down, x: 195, y: 410)))
        #expect(session.handle(.pointer(.move, x: 195, y: 110)))
        let dragged = session.render(width: 390, screenHeight: 800)
        #expect(dragged.targets.first { $0.kind == "sheet" }?.y == 100)
        #expect(session.handle(.pointer(.up, x: 195, y: 110)))
        let large = session.render(width: 390, screenHeight: 800)
        #expect(large.svg.contains("Rests at large"))
        #expect(large.targets.first { $0.kind == "sheet" }?.y == 10)
        // The snap springs: smooth, 0.5 s, no bounce.
        #expect(large.motion?.curve == "smooth" && large.motion?.damping == 1)
        // Down by 250: the top at 260 is nearer medium's 400 than large's 10.
        #expect(session.handle(.pointer(.down, x: 195, y: 20)))
        #expect(session.handle(.pointer(.move, x: 195, y: 270)))
        #expect(session.handle(.pointer(.up, x: 195, y: 270)))
        let medium = session.render(width: 390, screenHeight: 800)
        #expect(medium.svg.contains("Rests at medium") && medium.targets.first { $0.kind == "sheet" }?.y == 400)
        // Far below medium (more than half its height): the sheet is dismissed.
        #expect(session.handle(.pointer(.down, x: 195, y: 410)))
        #expect(session.handle(.pointer(.move, x: 195, y: 700)))
        #expect(session.handle(.pointer(.up, x: 195, y: 700)))
        let gone = session.render(width: 390, screenHeight: 800)
        #expect(!gone.svg.contains("class=\"sheet\"") && !gone.targets.contains { $0.kind == "sheet" })
    }

    @Test func aSheetThatComesOrGoesSlidesWithASpringThoughNoAnimationWasAsked() throws {
        let session = ScreenSession { NavSheetScreen() }
        let first = session.render(width: 390, screenHeight: 700)
        #expect(first.motion == nil)
        let button = try #require(first.targets.first { $0.kind == "button" })
        #expect(session.handle(.activate(id: button.id)))
        let shown = session.render(width: 390, screenHeight: 700)
        #expect(shown.motion?.response == 0.4 && shown.motion?.damping == 1)
        #expect(shown.svg.contains("oc-sheet oc-tr oc-in-move-bottom oc-out-move-bottom"))
        #expect(shown.svg.contains("oc-tr oc-in-opacity oc-out-opacity"))
        // A sheet of no detents follows a drag down, comes back when let go near its place, and
        // goes when let go more than half the way down (350 of 690 points below its top at 10).
        let card = try #require(shown.targets.first { $0.kind == "sheet" })
        #expect(card.y == 10)
        #expect(session.handle(.pointer(.down, x: 195, y: 300)))
        #expect(session.handle(.pointer(.move, x: 195, y: 500)))
        #expect(session.render(width: 390, screenHeight: 700).targets.first { $0.kind == "sheet" }?.y == 210)
        #expect(session.handle(.pointer(.up, x: 195, y: 500)))
        let back = session.render(width: 390, screenHeight: 700)
        #expect(back.targets.first { $0.kind == "sheet" }?.y == 10)
        #expect(session.handle(.pointer(.down, x: 195, y: 300)))
        #expect(session.handle(.pointer(.up, x: 195, y: 660)))
        let gone = session.render(width: 390, screenHeight: 700)
        #expect(!gone.targets.contains { $0.kind == "sheet" } && gone.svg.contains("Dismissed 1"))
    }
}
