import Foundation
import OpenCharts

// begin source
enum Fruit: String, CaseIterable, Identifiable {
    case apples = "Apples", pears = "Pears", plums = "Plums"
    var id: Self { self }

    var color: Color {
        switch self {
        case .apples: return .red
        case .pears: return .green
        case .plums: return .purple
        }
    }

    /// Boxes sold on each weekday at full price.
    var boxes: [Int] {
        switch self {
        case .apples: return [32, 41, 28, 45, 52]
        case .pears: return [18, 22, 30, 26, 20]
        case .plums: return [12, 9, 15, 21, 17]
        }
    }
}

struct FruitSale: Identifiable {
    let day: String
    let boxes: Double
    var id: String { day }
}

struct FruitSalesControls: View {
    @State private var fruit = Fruit.apples
    @State private var discount = 0.0
    @State private var showTarget = false
    @State private var selectedDay: String?
    @State private var note = ""
    @State private var savedNote = ""

    let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    let target = 40.0

    /// A discount sells more: each percent off adds two percent of boxes.
    var sales: [FruitSale] {
        zip(days, fruit.boxes).map { day, boxes in
            FruitSale(day: day, boxes: (Double(boxes) * (1 + discount / 50)).rounded())
        }
    }

    var total: Double { sales.map(\.boxes).reduce(0, +) }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("\(fruit.rawValue) sold")
                .font(.title2.bold())
            Text("Total: \(String(format: "%.0f", total)) boxes")
                .foregroundStyle(.secondary)
            Chart {
                ForEach(sales) { sale in
                    BarMark(x: .value("Day", sale.day), y: .value("Boxes", sale.boxes))
                        .foregroundStyle(fruit.color.gradient)
                        .opacity(selectedDay == nil || selectedDay == sale.day ? 1 : 0.4)
                }
                if showTarget {
                    RuleMark(y: .value("Target", target))
                        .foregroundStyle(.orange)
                        .lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 3]))
                        .annotation(position: .top, alignment: .leading) {
                            Text("Target").font(.caption).foregroundStyle(.orange)
                        }
                }
                if let selectedDay, let sale = sales.first(where: { $0.day == selectedDay }) {
                    RuleMark(x: .value("Day", selectedDay))
                        .foregroundStyle(.gray.opacity(0.3))
                        .annotation(position: .top) {
                            Text("\(sale.day): \(String(format: "%.0f", sale.boxes))")
                                .font(.caption.bold())
                                .padding(4)
                                .background(.background, in: RoundedRectangle(cornerRadius: 4))
                        }
                }
            }
            .chartXSelection(value: $selectedDay)
            .chartYScale(domain: 0...120)
            .frame(height: 220)
            Picker("Fruit", selection: $fruit) {
                ForEach(Fruit.allCases) { fruit in
                    Text(fruit.rawValue).tag(fruit)
                }
            }
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text("Discount: \(String(format: "%.0f", discount))%")
                    Spacer()
                    Text("Reset")
                        .foregroundStyle(.blue)
                        .onTapGesture { discount = 0 }
                }
                Slider(value: $discount, in: 0...50, step: 5)
            }
            Toggle("Show target", isOn: $showTarget)
            TextField("Note", text: $note)
                .textFieldStyle(.roundedBorder)
                .onSubmit { savedNote = note }
            if !savedNote.isEmpty {
                Text("Saved: \(savedNote)")
            }
        }
        .padding()
    }
}
// end source
