import Foundation
@testable import OpenCharts
import Testing

/// A view that changes its state from non-mutating methods, as SwiftUI views do.
struct Counter: View {
    @State var count = 0
    @State var point = CGPoint.zero
    @State var selected: String?

    func bump() { count = count + 1 }
    func select(_ name: String) { selected = name }

    var body: some View { Text("\(count)") }
}

/// A view that writes through a binding it was given.
struct CountWriter: View {
    @Binding var value: Int
    func set(_ v: Int) { value = v }
    var body: some View { EmptyView() }
}

@Suite("State, Binding, Angle and animation")
struct StateTests {
    @Test("a state is written from a non-mutating method and read back")
    func stateWrites() {
        let c = Counter()
        c.bump(); c.bump()
        #expect(c.count == 2)
        #expect(c.selected == nil)
        c.select("A")
        #expect(c.selected == "A")
    }

    @Test("$state gives a binding that reads and writes the state; copies of the view share it")
    func stateBinding() {
        let c = Counter()
        let copy = c
        c.$count.wrappedValue = 10
        #expect(copy.count == 10)
        CountWriter(value: c.$count).set(4)
        #expect(c.count == 4)
        c.$point.x.wrappedValue = 3
        #expect(c.point == CGPoint(x: 3, y: 0))
    }

    @Test("the view renders the state as it is at render time")
    func renderedState() {
        let c = Counter()
        c.bump()
        #expect(DrawnView(c).text("1") != nil)
    }

    @Test("a constant binding ignores writes; get/set bindings call their closures")
    func bindings() {
        let constant = Binding.constant(5)
        constant.wrappedValue = 6
        #expect(constant.wrappedValue == 5)
        let box = State(wrappedValue: 1)
        let b = Binding(get: { box.wrappedValue * 2 }, set: { box.wrappedValue = $0 / 2 })
        b.wrappedValue = 10
        #expect(box.wrappedValue == 5)
        #expect(b.wrappedValue == 10)
        let optional = Binding<Int?>(box.projectedValue)
        #expect(optional.wrappedValue == 5)
        let none = State<Int?>()
        #expect(Binding<Int>(none.projectedValue) == nil)
        #expect(Binding<Int>(State<Int?>(wrappedValue: 3).projectedValue)?.wrappedValue == 3)
    }

    @Test("angles convert between degrees and radians and do arithmetic")
    func angles() {
        #expect(Angle.degrees(180).radians == .pi)
        #expect(Angle.radians(.pi / 2).degrees == 90)
        #expect((Angle.degrees(30) + .degrees(60)).degrees == 90)
        #expect((-Angle.degrees(45)).degrees == -45)
        #expect((Angle.degrees(45) * 2).degrees == 90)
        #expect(Angle.degrees(10) < .degrees(20))
        var a = Angle.zero
        a.degrees = 360
        #expect(a.radians == 2 * .pi)
    }

    @Test("withAnimation runs its body at once and returns its result")
    func withAnimationRuns() {
        let c = Counter()
        let result = withAnimation(.easeOut(duration: 3)) { c.bump(); return "done" }
        #expect(result == "done")
        #expect(c.count == 1)
        withAnimation { c.bump() }
        #expect(c.count == 2)
    }

    @Test("an animation modifier leaves the picture unchanged")
    func animationModifier() {
        let plain = TestRender.renderer(Text("A").padding(.top, 30)).svg()
        let animated = TestRender.renderer(Text("A").padding(.top, 30).animation(.default, value: 1).animation(.spring())).svg()
        #expect(plain == animated)
    }
}
