import ChartEngine
import Foundation

extension ChartRenderer {
    /// The first chart of the view as an audio graph, the way VoiceOver's Audio Graph plays it:
    /// a WAV file (16-bit PCM, mono, 22,050 Hz) that plays each series in turn, x as time and y
    /// as pitch from 220 Hz to 880 Hz, a gliding tone for lines and areas and a note per point
    /// for bars and points, a click at each x grid line and half a second of silence between
    /// series. Each series lasts 0.25 s per point of the longest series, from 2 to 8 seconds.
    ///
    /// ```swift
    /// let wav = try ChartRenderer(content: SalesChart()).audioGraph()
    /// try wav.write(to: URL(fileURLWithPath: "sales.wav"))
    /// ```
    ///
    /// A chart with an `accessibilityChartDescriptor` plays its descriptor's series and axes.
    public func audioGraph() throws -> Data {
        _ = scene()
        guard let described = report.descriptions.first(where: { $0.series.contains { $0.y.contains(where: \.isFinite) } }) else {
            throw AudioGraphError.noData
        }
        let plan = AudioGraphPlan(described)
        return WAVEncoder.encode(AudioGraphSynthesizer(plan: plan).samples(), sampleRate: AudioGraphSynthesizer.sampleRate)
    }
}

/// Why an audio graph could not be made.
public enum AudioGraphError: Error, CustomStringConvertible, Equatable {
    /// The view draws no chart with a value to play.
    case noData

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .noData:
            return "The view draws no chart with a plotted value, so there is nothing to play; give the chart data or an accessibilityChartDescriptor."
        }
    }
}
