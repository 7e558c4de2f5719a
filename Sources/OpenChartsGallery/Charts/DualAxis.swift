import Foundation
import OpenCharts

// begin source
struct GraphData: Identifiable {
    var id: UUID = UUID()
    var index: Int
    var value1: Double // 0...150     // point
    var value2: Double // -20...100   // temperature degree in Celsius
}

let graphData: [GraphData] = [GraphData(index: 0, value1: 125, value2: 23),
                              GraphData(index: 1, value1:  80, value2: 32),
                              GraphData(index: 2, value1: 100, value2: 15),
                              GraphData(index: 3, value1: 130, value2: 17),
                              GraphData(index: 4, value1: 115, value2: 21),
                              GraphData(index: 5, value1:  90, value2: -5)]

extension ClosedRange where Bound == Double {
    func ratio(for value: Bound) -> Bound {
        return (value - self.lowerBound) / (self.upperBound - self.lowerBound)
    }

    func value(from ratio: Bound) -> Bound {
        return self.lowerBound + (self.upperBound - self.lowerBound) * ratio
    }
}

struct ContentView: View {
    var body: some View {
        let value1Range: ClosedRange<Double> = 0...150
        let value2Range: ClosedRange<Double> = -20...45
        let graphRange: ClosedRange<Double> = 0...100
        Chart(graphData, content: { data in
            LineMark(x: .value("index", data.index),
                     y: .value("Point", map(data.value1, in: value1Range, to: graphRange)),
                     series: .value("Point", "Point"))
            .foregroundStyle(.cyan)
            LineMark(x: .value("index", data.index),
                     y: .value("Temperature", map(data.value2, in: value2Range, to: graphRange)),
                     series: .value("Temperature", "Temperature"))
            .foregroundStyle(.orange)
        })
        .chartYAxis(content: {
            let value1AxisValues = stride(from: value1Range.lowerBound, through: value1Range.upperBound, by: 10)
                .map({ map($0, in: value1Range, to: graphRange) })
            AxisMarks(position: .leading, values: value1AxisValues, content: { axis in
                let actualValue = map(value1AxisValues[axis.index], in: graphRange, to: value1Range)
                AxisValueLabel("\(actualValue.formatted(.number)) points")
                    .foregroundStyle(.cyan)
                AxisGridLine(stroke: .init(lineWidth: 0.5, dash: [2], dashPhase: 2)).foregroundStyle(.blue)
            })
            let value2AxisValues = stride(from: value2Range.lowerBound, through: value2Range.upperBound, by: 5)
                .map({ map($0, in: value2Range, to: graphRange) })
            AxisMarks(position: .trailing, values: value2AxisValues, content: { axis in
                let actualValue = map(value2AxisValues[axis.index], in: graphRange, to: value2Range)
                AxisValueLabel("\(actualValue.formatted(.number)) celcius")
                    .foregroundStyle(.orange)
                AxisGridLine(stroke: .init(lineWidth: 0.5, dash: [2], dashPhase: 2)).foregroundStyle(.orange)
            })
        })
        .padding()
    }
    func map(_ value: Double, in range: ClosedRange<Double>, to toRange: ClosedRange<Double>) -> Double {
        let ratio = range.ratio(for: value)
        return toRange.value(from: ratio)
    }
}
// end source
