// The roulette of the Qiita article "SwiftChartsでルーレットを作ってみた", copied as written;
// only `import SwiftUI` and `import Charts` became `import OpenCharts`, and `Int(_:)` of a
// Double became `Int(saturating:)`, which this package requires.
import OpenCharts

struct SeedItem {
    let name: String
    let rate: Int
    let color: Color
}

struct SeedRouletteView: View {
    @State private var item: [SeedItem] = [
        .init(name: "A", rate: 1, color: .red),
        .init(name: "B", rate: 1, color: .blue),
        .init(name: "C", rate: 1, color: .green),
        .init(name: "D", rate: 1, color: .orange),
        .init(name: "E", rate: 1, color: .purple),
    ]
    @State private var rotation: Double = 0
    @State private var selectedItem: String? = nil

    var body: some View {
        VStack {
            ZStack {
                Chart(item, id: \.name) { item in
                    SectorMark(
                        angle: .value("rate", item.rate),
                        innerRadius: .ratio(0.45)
                    )
                    .foregroundStyle(item.color)
                }
                .chartLegend(.hidden)
                .frame(width: 300, height: 300)
                .rotationEffect(.degrees(rotation))

                SeedTriangle()
                    .fill(.black)
                    .frame(width: 30, height: 30)
                    .rotationEffect(.degrees(180))
                    .offset(y: -160)

                Button("Spin") {
                    spin()
                }
                .buttonStyle(.borderedProminent)
            }

            Text(selectedItem != nil ? "当選: \(selectedItem!)" : "当選結果")
                .font(.title)
                .bold()
                .foregroundStyle(selectedItem == nil ? .clear : .primary)
                .padding(.top, 30)
                .animation(.default, value: selectedItem)

            VStack(spacing: 8) {
                ForEach(item, id: \.name) { item in
                    HStack {
                        Circle()
                            .fill(item.color)
                            .frame(width: 16, height: 16)
                        Text(item.name)
                            .font(.body)
                        Spacer()
                        Text("rate: \(item.rate)")
                            .font(.caption)
                            .foregroundColor(.secondary)
                    }
                }
            }
            .padding(.horizontal, 16)
        }
    }

    private func spin() {
        let extraRotations = Double.random(in: 3...6) * 360
        let randomOffset = Double.random(in: 0..<360)
        let target = rotation + extraRotations + randomOffset
        withAnimation(.easeOut(duration: 3)) {
            rotation = target
        }
        Task {
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            judgeResult()
        }
    }

    private func judgeResult() {
        let n = item.count
        guard n > 0 else { return }
        let degree = (rotation.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        let divisor = 360.0 / Double(n)
        let ccwIndex = Int(saturating: degree / divisor)
        let index = (n - 1 - ccwIndex + n) % n
        selectedItem = item[index].name
    }
}

struct SeedTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
