import OpenCharts

/// One pocket of the roulette wheel.
struct Item {
    let name: String
    let rate: Int
    let color: Color
}

// begin source
struct RouletteView: View {
    @State private var item: [Item] = [
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
                // MARK: - ルーレット
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

                // MARK: - 針
                Triangle()
                    .fill(.black)
                    .frame(width: 30, height: 30)
                    .rotationEffect(.degrees(180))
                    .offset(y: -160)

                // MARK: - ボタン
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

    // MARK: - 回転処理
    private func spin() {
        // ぐるぐる回すための角度の定義
        let extraRotations = Double.random(in: 3...6) * 360
        // 最後の結果をランダムにする定義
        let randomOffset = Double.random(in: 0..<360)
        let target = rotation + extraRotations + randomOffset

        // 3秒かけてtargetの位置まで変化させるアニメーション
        withAnimation(.easeOut(duration: 3)) {
            rotation = target
        }

        // 3秒のアニメーションを待ってから結果の印字
        Task {
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            judgeResult()
        }
    }

    private func judgeResult() {
        let n = item.count
        guard n > 0 else { return }

        // 角度の算出
        let degree = (rotation.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)

        let divisor = 360.0 / Double(n)
        let ccwIndex = Int(saturating: degree / divisor)
        let index = (n - 1 - ccwIndex + n) % n
        selectedItem = item[index].name
    }
}

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
// end source

extension RouletteView {
    /// The screen after a spin that stopped at `rotation` degrees and was judged, as the button
    /// leaves it three seconds after a tap.
    static func stopped(at rotation: Double) -> RouletteView {
        let view = RouletteView()
        view.rotation = rotation
        view.judgeResult()
        return view
    }

    /// The pocket `judgeResult` picks for a rotation, for checking it against the drawn wheel.
    static func judged(at rotation: Double) -> String? {
        stopped(at: rotation).selectedItem
    }
}
