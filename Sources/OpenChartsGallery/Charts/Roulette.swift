import OpenCharts

/// One pocket of the roulette wheel.
struct Item {
    let name: String
    let rate: Int
    let color: Color
}

// begin source
struct RouletteChart: View {
    private var item: [Item] = [
        .init(name: "A", rate: 1, color: .red),
        .init(name: "B", rate: 1, color: .blue),
        .init(name: "C", rate: 1, color: .green),
        .init(name: "D", rate: 1, color: .orange),
        .init(name: "E", rate: 1, color: .purple),
    ]

    var body: some View {
        Chart(item, id: \.name) { item in
            SectorMark( // 円グラフの作成
                angle: .value("rate", item.rate),
                innerRadius: .ratio(0.45)
            )
            .foregroundStyle(item.color) // 色分けするための定義
        }
        .chartLegend(.hidden) // 凡例の非表示
        .frame(width: 300, height: 300)
    }
}
// end source
