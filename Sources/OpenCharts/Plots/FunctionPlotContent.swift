import ChartEngine
import Foundation

/// The content type of a `LinePlot` that plots a function.
public struct FunctionLinePlotContent: VectorizedChartContent {
    public typealias Body = Never
    /// Key-path modifiers of a function plot read the x of each sample.
    public typealias DataElement = Double
}

/// The content type of an `AreaPlot` that plots a function.
public struct FunctionAreaPlotContent: VectorizedChartContent {
    public typealias Body = Never
    /// Key-path modifiers of a function plot read the x of each sample.
    public typealias DataElement = Double
}

/// One sample of a plotted function: where it was taken and what the function gave.
struct FunctionSample {
    var x: Double
    /// The y of the sample (the lower curve of an area between two curves).
    var y: Double
    /// The upper curve of an area between two curves; `y` elsewhere.
    var yEnd: Double
    /// Which unbroken run of the curve the sample belongs to.
    var run: Int
}

/// Samples a function into rows, one series per run between places where the function is not finite.
enum FunctionPlotColumns {
    /// The columns of a sampled function; the collector numbers each plot so that plots never join.
    static func columns(kind: MarkKind, xLabel: String, yLabel: String, yEndLabel: String? = nil,
                        domain: ClosedRange<Double>?, stacking: StackingMethod? = nil,
                        sample: @escaping (ClosedRange<Double>) -> [[FunctionSample]]) -> AnyPlotColumns<Double> {
        AnyPlotColumns { modifiers, collector in
            let plotIndex = collector.functionPlots
            collector.functionPlots += 1
            let range = domain ?? Self.domain(collector)
            let rows = sample(range).flatMap { $0 }
            let yAxis: PlotAxis<[FunctionSample]>
            if let yEndLabel {
                yAxis = PlotAxis(encode: { .interval(ValueSlot(label: yLabel, value: .number($0.y)),
                                                      ValueSlot(label: yEndLabel, value: .number($0.yEnd))) })
            } else {
                yAxis = PlotAxis(encode: { .value(ValueSlot(label: yLabel, value: .number($0.y))) }, numbers: { $0.map(\.y) }, label: yLabel)
            }
            var columns = PlotColumns(data: rows, kind: kind,
                                      x: PlotAxis(encode: { .value(ValueSlot(label: xLabel, value: .number($0.x))) },
                                                  numbers: { $0.map(\.x) }, label: xLabel),
                                      y: yAxis, stacking: stacking)
            columns.series = { ValueSlot(label: "Function", value: .string("\(plotIndex).\($0.run)")) }
            columns.modifiers = modifiers.map { m in RowModifier(apply: { s, spec, env in m.apply(s.x, &spec, env) }) }
            columns.collect(into: &collector)
        }
    }

    /// The x domain when the plot names none: the chart's own, else that of the marks so far, else 0...1.
    static func domain(_ collector: MarkCollector) -> ClosedRange<Double> {
        if case .numbers(let a, let b)? = collector.env.chartOptions.xAxis.scale.domain?.resolved(for: .linear),
           a.isFinite, b.isFinite, a != b {
            return min(a, b)...max(a, b)
        }
        var lo = Double.infinity, hi = -Double.infinity
        for m in collector.marks {
            for s in m.x.slots { if let v = s.value.number, v.isFinite { lo = min(lo, v); hi = max(hi, v) } }
        }
        return lo < hi ? lo...hi : 0...1
    }

    /// Runs of samples of `f` in `domain`, broken where it is not finite.
    static func runs(_ domain: ClosedRange<Double>, _ f: @escaping (Double) -> (x: Double, y: Double, yEnd: Double)) -> [[FunctionSample]] {
        // The sampler refines on (x, y); the upper curve rides along in a side table keyed by t.
        var ends: [Double: Double] = [:]
        let runs = FunctionSampler.sample(domain: domain) { t in
            let v = f(t)
            ends[v.x] = v.yEnd
            return (v.x, v.yEnd.isFinite ? v.y : .nan)
        }
        return runs.enumerated().map { i, run in
            run.map { FunctionSample(x: $0.x, y: $0.y, yEnd: ends[$0.x] ?? $0.y, run: i) }
        }
    }
}
