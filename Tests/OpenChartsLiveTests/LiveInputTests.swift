import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A picker in its default (menu) style beside a button that counts.
struct MenuScreen: View {
    @State private var period = "Week"
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 16) {
            Picker("Period", selection: $period) {
                Text("Week").tag("Week")
                Text("Month").tag("Month")
                Text("Year").tag("Year")
            }
            Text("Showing \(period)")
            Button("Count") { taps += 1 }
            Text("Taps: \(taps)")
        }
        .frame(width: 300)
    }
}

/// A picker in the given style.
struct StyledPickerScreen<S: PickerStyle>: View {
    let style: S
    @State private var fruit = "Apple"
    var body: some View {
        VStack {
            Picker("Fruit", selection: $fruit) {
                Text("Apple").tag("Apple")
                Text("Pear").tag("Pear")
                Text("Plum").tag("Plum")
            }
            .pickerStyle(style)
            Text("Chosen \(fruit)")
        }
        .frame(width: 300)
    }
}

/// A slider from 0 to 50 by fives, and the value it shows.
struct SliderScreen: View {
    @State private var value = 10.0
    @State private var editing = "idle"
    var body: some View {
        VStack {
            Slider(value: $value, in: 0...50, step: 5) { isEditing in editing = isEditing ? "editing" : "done" }
            Text("Value: \(String(format: "%.1f", value))")
            Text("Slider \(editing)")
        }
        .frame(width: 300)
    }
}

/// A tap gesture, a double-tap gesture and a drag gesture on views that are not controls.
struct GestureScreen: View {
    @State private var taps = 0
    @State private var doubles = 0
    @State private var drag = "none"
    @State private var ended = "none"
    var body: some View {
        VStack(spacing: 10) {
            Text("Tap me: \(taps)").onTapGesture { taps += 1 }
            Text("Double: \(doubles)").onTapGesture(count: 2) { doubles += 1 }
            Rectangle()
                .fill(.blue)
                .frame(width: 200, height: 100)
                .gesture(DragGesture(minimumDistance: 10)
                    .onChanged { drag = "at \($0.location.x),\($0.location.y) moved \($0.translation.width),\($0.translation.height)" }
                    .onEnded { ended = "moved \($0.translation.width),\($0.translation.height)" })
            Text("Drag \(drag)")
            Text("Ended \(ended)")
        }
        .frame(width: 300)
    }
}

/// A text field whose text is drawn below it, and what Return submitted.
struct FieldScreen: View {
    @State private var name = ""
    @State private var password = ""
    @State private var submitted = "nothing"
    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
                .onSubmit { submitted = name }
            SecureField("Password", text: $password)
            Text("Hello, \(name)")
            Text("Submitted \(submitted)")
            Text("Password length \(password.count)")
        }
        .frame(width: 300)
    }
}

/// Three bars whose selected category draws a rule and names it.
struct SelectionScreen: View {
    @State private var selected: String?
    var body: some View {
        VStack {
            Text("Selected: \(selected ?? "none")")
            Chart {
                BarMark(x: .value("Fruit", "A"), y: .value("Count", 3))
                BarMark(x: .value("Fruit", "B"), y: .value("Count", 5))
                BarMark(x: .value("Fruit", "C"), y: .value("Count", 2))
                if let selected {
                    RuleMark(x: .value("Fruit", selected))
                        .annotation(position: .top) { Text("Rule on \(selected)") }
                }
            }
            .chartXSelection(value: $selected)
            .frame(height: 200)
        }
        .frame(width: 300)
    }
}

/// A line over x from 0 to 100 with a number selection, and a pie with an angle selection.
struct NumberSelectionScreen: View {
    @State private var x: Double?
    @State private var angle: Double?
    var body: some View {
        VStack {
            Text("x: \(x.map { String(format: "%.1f", $0) } ?? "none")")
            Chart {
                LineMark(x: .value("X", 0), y: .value("Y", 0))
                LineMark(x: .value("X", 100), y: .value("Y", 10))
            }
            .chartXScale(domain: 0...100)
            .chartXSelection(value: $x)
            .frame(height: 150)
            Text("angle: \(angle.map { String(format: "%.2f", $0) } ?? "none")")
            Chart {
                SectorMark(angle: .value("V", 1))
                SectorMark(angle: .value("V", 1))
                SectorMark(angle: .value("V", 2))
            }
            .chartAngleSelection(value: $angle)
            .frame(width: 200, height: 200)
        }
        .frame(width: 300)
    }
}

private func center(_ t: ScreenSession.TargetInfo) -> (Double, Double) { (t.x + t.width / 2, t.y + t.height / 2) }

private func tap(_ session: ScreenSession, _ t: ScreenSession.TargetInfo) -> Bool {
    let (x, y) = center(t)
    return session.handle(.tap(x: x, y: y))
}

@Suite struct LiveInputTests {
    // MARK: Pickers

    @Test func aMenuPickerOpensItsMenuOverTheScreenAndAnOptionChoosesAndClosesIt() throws {
        let session = ScreenSession { MenuScreen() }
        let first = session.render(width: 390)
        #expect(first.svg.contains("Showing Week"))
        #expect(!first.svg.contains("control menu"))
        let picker = try #require(first.targets.first { $0.kind == "menu-picker" })
        #expect(tap(session, picker))
        let open = session.render(width: 390)
        #expect(open.svg.contains("control menu"))
        let options = open.targets.filter { $0.kind == "menu-option" }
        #expect(options.count == 3)
        // Rows of 44 points, one under the other, below the picker.
        #expect(options.allSatisfy { abs($0.height - 44) < 0.01 })
        #expect(abs(options[1].y - options[0].y - 44) < 0.01)
        #expect(options[0].y >= picker.y + picker.height)
        // Every option's text is drawn in the menu as well as the selected one in the picker.
        #expect(open.svg.components(separatedBy: ">Week<").count == 3)
        #expect(open.svg.contains(">Year<"))
        #expect(tap(session, options[1]))
        let chosen = session.render(width: 390)
        #expect(chosen.svg.contains("Showing Month"))
        #expect(!chosen.svg.contains("control menu"))
        #expect(!chosen.targets.contains { $0.kind.hasPrefix("menu-option") })
    }

    @Test func aTapOutsideAnOpenMenuClosesItAndReachesNothingUnderIt() throws {
        let session = ScreenSession { MenuScreen() }
        let first = session.render(width: 390)
        let picker = try #require(first.targets.first { $0.kind == "menu-picker" })
        let button = try #require(first.targets.first { $0.kind == "button" })
        #expect(tap(session, picker))
        let open = session.render(width: 390)
        let menu = try #require(open.targets.first { $0.kind == "menu" })
        // The menu is 200 points wide, at the trailing edge of the 300-point screen.
        #expect(abs(menu.width - 200) < 0.01 && menu.x > 1)
        // Presses reach nothing while the menu is open.
        #expect(!session.handle(.pointer(.down, x: button.x + 1, y: button.y + 1)))
        // A tap at the leading edge, on no control and outside the menu, closes it and does nothing else.
        #expect(session.handle(.tap(x: 1, y: button.y + 1)))
        let closed = session.render(width: 390)
        #expect(!closed.svg.contains("control menu"))
        #expect(closed.svg.contains("Showing Week"))
        // The button, which the open menu covered, runs again once it is closed; while it was
        // open, a tap on its place never ran it.
        #expect(tap(session, picker))
        _ = session.render(width: 390)
        _ = tap(session, button)
        #expect(session.render(width: 390).svg.contains("Taps: 0"))
        let again = session.render(width: 390)
        #expect(!again.svg.contains("control menu"))
        #expect(tap(session, try #require(again.targets.first { $0.kind == "button" })))
        #expect(session.render(width: 390).svg.contains("Taps: 1"))
    }

    @Test func theOpenMenuIsTheSessionsNotAnotherPagesAndPicturesNeverShowIt() throws {
        let one = ScreenSession { MenuScreen() }
        let two = ScreenSession { MenuScreen() }
        let picker = try #require(one.render(width: 390).targets.first { $0.kind == "menu-picker" })
        _ = two.render(width: 390)
        #expect(tap(one, picker))
        #expect(one.render(width: 390).svg.contains("control menu"))
        #expect(!two.render(width: 390).svg.contains("control menu"))
        #expect(!ChartRenderer(content: MenuScreen()).svg().contains("control menu"))
    }

    @Test func inlinePickerRowsSelectTheirOption() throws {
        let session = ScreenSession { StyledPickerScreen(style: .inline) }
        let rows = session.render(width: 390).targets.filter { $0.kind == "picker-row" }
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { abs($0.height - 44) < 0.01 })
        #expect(tap(session, rows[2]))
        #expect(session.render(width: 390).svg.contains("Chosen Plum"))
    }

    @Test func wheelPickerRowsSelectTheirOption() throws {
        let session = ScreenSession { StyledPickerScreen(style: .wheel) }
        let rows = session.render(width: 390).targets.filter { $0.kind == "picker-row" }
        // Apple is in the middle; Pear and Plum below it, none above.
        #expect(rows.count == 3)
        // The middle row is 34 points high and centred on the 216-point wheel.
        let middle = try #require(rows.first)
        #expect(abs(middle.height - 34) < 0.01)
        #expect(tap(session, rows[1]))
        let next = session.render(width: 390)
        #expect(next.svg.contains("Chosen Pear"))
        #expect(next.targets.filter { $0.kind == "picker-row" }.count == 3)
    }

    // MARK: Pointer

    @Test func sliderValuesStayOnStepsInsideTheBounds() {
        // 0…50 by 5: a third of the way is 16.5, nearest step 15.
        #expect(sliderValue(at: 0.33, lower: 0, upper: 50, step: 5) == 15)
        #expect(sliderValue(at: 0.5, lower: 0, upper: 10, step: 4) == 4)
        // The end of 0…10 by 4 is 10, nearest step 12, past the bound: the last step inside, 8.
        #expect(sliderValue(at: 1, lower: 0, upper: 10, step: 4) == 8)
        #expect(sliderValue(at: 2, lower: 0, upper: 1, step: nil) == 1)
        #expect(sliderValue(at: -1, lower: 5, upper: 6, step: nil) == 5)
        #expect(sliderValue(at: .nan, lower: 0, upper: 1, step: nil) == nil)
        #expect(sliderValue(at: 0.5, lower: 0, upper: .infinity, step: nil) == nil)
    }

    @Test func aSliderFollowsAPressAndADragOnItsTrack() throws {
        let session = ScreenSession { SliderScreen() }
        let first = session.render(width: 390)
        #expect(first.svg.contains("Value: 10.0"))
        let slider = try #require(first.targets.first { $0.kind == "slider" })
        #expect(slider.flags == 2)
        // The thumb's centre runs from 14 points in at each end of the track.
        let usable = slider.width - 28
        let at = { (f: Double) in slider.x + 14 + f * usable }
        let y = slider.y + slider.height / 2
        #expect(session.handle(.pointer(.down, x: at(0.33), y: y)))
        let pressed = session.render(width: 390)
        #expect(pressed.svg.contains("Value: 15.0"))
        #expect(pressed.svg.contains("Slider editing"))
        // A drag past the end stops at the upper bound, and the release ends the editing.
        #expect(session.handle(.pointer(.move, x: slider.x + slider.width + 300, y: y + 80)))
        #expect(session.render(width: 390).svg.contains("Value: 50.0"))
        #expect(session.handle(.pointer(.up, x: at(0.61), y: y)))
        let released = session.render(width: 390)
        // 61% of 50 is 30.5, nearest step 30.
        #expect(released.svg.contains("Value: 30.0"))
        #expect(released.svg.contains("Slider done"))
        // With no press, moves and releases reach nothing.
        #expect(!session.handle(.pointer(.move, x: at(0.9), y: y)))
        #expect(!session.handle(.pointer(.up, x: at(0.9), y: y)))
        #expect(session.render(width: 390).svg.contains("Value: 30.0"))
    }

    @Test func tapGesturesRunTheirClosureAndDoubleTapsAreNotTargets() throws {
        let session = ScreenSession { GestureScreen() }
        let first = session.render(width: 390)
        let gestures = first.targets.filter { $0.kind == "gesture" }
        // The single tap and the drag; the double tap takes no single taps.
        #expect(gestures.count == 2)
        let tapTarget = try #require(gestures.first { $0.flags == 1 })
        #expect(tap(session, tapTarget))
        #expect(session.render(width: 390).svg.contains("Tap me: 1"))
        #expect(session.render(width: 390).svg.contains("Double: 0"))
    }

    @Test func dragGesturesReportLocationAndTranslationOnceTheyPassTheirMinimumDistance() throws {
        let session = ScreenSession { GestureScreen() }
        let first = session.render(width: 390)
        let area = try #require(first.targets.first { $0.kind == "gesture" && $0.flags == 2 })
        #expect(abs(area.width - 200) < 0.01 && abs(area.height - 100) < 0.01)
        #expect(session.handle(.pointer(.down, x: area.x + 10, y: area.y + 10)))
        // 5 points is under the minimum distance of 10: the drag has not begun.
        _ = session.handle(.pointer(.move, x: area.x + 13, y: area.y + 14))
        #expect(session.render(width: 390).svg.contains("Drag none"))
        #expect(session.handle(.pointer(.move, x: area.x + 60, y: area.y + 30)))
        #expect(session.render(width: 390).svg.contains("Drag at 60.0,30.0 moved 50.0,20.0"))
        #expect(session.handle(.pointer(.up, x: area.x + 70, y: area.y + 40)))
        #expect(session.render(width: 390).svg.contains("Ended moved 60.0,30.0"))
    }

    @Test func pointerEventsOffEveryTargetOrNotFiniteAreDropped() {
        let session = ScreenSession { SliderScreen() }
        _ = session.render(width: 390)
        #expect(!session.handle(.pointer(.down, x: .nan, y: 3)))
        #expect(!session.handle(.pointer(.move, x: 1, y: .infinity)))
        #expect(!session.handle(.pointer(.down, x: -5_000, y: -5_000)))
        #expect(!session.handle(.pointer(.leave, x: 0, y: 0)))
        #expect(!session.handle(.text("typed with no field focused")))
        #expect(!session.handle(.submit))
        #expect(session.render(width: 390).svg.contains("Value: 10.0"))
    }

    // MARK: Text

    @Test func aTappedFieldTakesTypedTextWhichIsEscapedWhereItIsDrawn() throws {
        let session = ScreenSession { FieldScreen() }
        let first = session.render(width: 390)
        #expect(first.field == nil)
        let fields = first.targets.filter { $0.kind == "textfield" }
        #expect(fields.count == 2)
        #expect(fields[0].flags == 9)
        #expect(tap(session, fields[0]))
        let focused = session.render(width: 390)
        let field = try #require(focused.field)
        #expect(abs(field.height - 34) < 0.01)
        #expect(field.inset == 7)
        #expect(!field.isSecure)
        #expect(session.handle(.text("<b>Bob</b> & 'Al'")))
        let typed = session.render(width: 390)
        #expect(typed.svg.contains("Hello, &lt;b&gt;Bob&lt;/b&gt; &amp;"))
        #expect(!typed.svg.contains("<b>"))
        #expect(typed.field?.text == "<b>Bob</b> & 'Al'")
        #expect(session.handle(.submit))
        let submitted = session.render(width: 390)
        #expect(submitted.svg.contains("Submitted &lt;b&gt;Bob"))
        // Return ends the editing, as on iOS.
        #expect(submitted.field == nil)
    }

    @Test func typedTextIsOneLineWithinTheLimitAndATapElsewhereEndsEditing() throws {
        let session = ScreenSession { FieldScreen() }
        let fields = session.render(width: 390).targets.filter { $0.kind == "textfield" }
        #expect(tap(session, fields[1]))
        #expect(session.render(width: 390).field?.isSecure == true)
        #expect(session.handle(.text("se\u{0}c\nret\u{7F}")))
        let typed = session.render(width: 390)
        #expect(typed.svg.contains("Password length 6"))
        #expect(!typed.svg.contains("secret"))
        #expect(tap(session, fields[0]))
        // Text the page sent before it heard of the new focus goes to no field.
        #expect(!session.handle(.text("late")))
        #expect(session.render(width: 390).field?.isSecure == false)
        #expect(session.handle(.text(String(repeating: "é", count: 5_000))))
        let long = session.render(width: 390)
        #expect(long.field?.text.count == ScreenSession.maximumTextLength)
        // A tap on no control ends the editing; text then goes nowhere.
        #expect(session.handle(.tap(x: 389, y: 1)))
        #expect(session.render(width: 390).field == nil)
        #expect(!session.handle(.text("more")))
    }

    // MARK: Chart selection

    @Test func thePointerOverThePlotSelectsItsCategoryAndLeavingClearsIt() throws {
        let session = ScreenSession { SelectionScreen() }
        let first = session.render(width: 390)
        let chart = try #require(first.targets.first { $0.kind == "chart" })
        // Follows the pointer (4) and takes presses (2).
        #expect(chart.flags == 6)
        let y = chart.y + chart.height / 2
        // Three equal bands over the plot: the last one's middle is five sixths across.
        #expect(session.handle(.pointer(.move, x: chart.x + chart.width * 5 / 6, y: y)))
        let over = session.render(width: 390)
        #expect(over.svg.contains("Selected: C"))
        #expect(over.svg.contains("Rule on C"))
        #expect(session.handle(.pointer(.move, x: chart.x + chart.width / 6, y: y)))
        #expect(session.render(width: 390).svg.contains("Selected: A"))
        // Within the same band the selection holds its value: nothing is written, nothing to render.
        #expect(session.handle(.pointer(.move, x: chart.x + chart.width / 6 + 3, y: y + 5)))
        #expect(!session.isDirty)
        // Off the chart, the selection clears.
        #expect(session.handle(.pointer(.move, x: 1, y: 1)))
        let off = session.render(width: 390)
        #expect(off.svg.contains("Selected: none"))
        #expect(!off.svg.contains("Rule on"))
        #expect(session.handle(.pointer(.move, x: chart.x + chart.width / 2, y: y)))
        #expect(session.render(width: 390).svg.contains("Selected: B"))
        #expect(session.handle(.pointer(.leave, x: 0, y: 0)))
        #expect(session.render(width: 390).svg.contains("Selected: none"))
    }

    @Test func numberAndAngleSelectionsInvertTheScales() throws {
        let session = ScreenSession { NumberSelectionScreen() }
        let first = session.render(width: 390)
        let charts = first.targets.filter { $0.kind == "chart" }
        #expect(charts.count == 2)
        let line = charts[0], pie = charts[1]
        // 0…100 across the plot: a quarter of the way is 25.
        #expect(session.handle(.pointer(.move, x: line.x + line.width / 4, y: line.y + line.height / 2)))
        #expect(session.render(width: 390).svg.contains("x: 25.0"))
        // Straight below the pie's centre is half way round: half of the total of 4.
        #expect(session.handle(.pointer(.move, x: pie.x + pie.width / 2, y: pie.y + pie.height * 0.9)))
        let half = session.render(width: 390)
        #expect(half.svg.contains("angle: 2.00"))
        // Moving from one chart to the other cleared the first one's selection.
        #expect(half.svg.contains("x: none"))
        // A quarter round (3 o'clock) is a quarter of 4.
        #expect(session.handle(.pointer(.move, x: pie.x + pie.width * 0.9, y: pie.y + pie.height / 2)))
        #expect(session.render(width: 390).svg.contains("angle: 1.00"))
    }
}
