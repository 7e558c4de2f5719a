import Foundation

/// An audio graph as Apple's Audio Graphs play a chart: each series in turn, x as time and y as
/// pitch, one gliding tone for a joined series (a line or area) and a note per point for the
/// others, a click at each x grid line, and a pause between series. The WAV writer and the
/// HTML page's Web Audio player both play this plan, so they sound the same.
///
/// The mapping, fixed so that a listener learns it once:
/// - **Pitch**: the y axis's range maps to 220 Hz (A3) … 880 Hz (A5), evenly in pitch (two
///   octaves, a musical scale's spacing): `f = 220 · 4^t` with `t = (y − low) / (high − low)`,
///   clamped to 0…1; on a logarithmic axis `t` is taken between the logarithms.
/// - **Time**: every series plays for the same `passage` seconds, 0.25 s per point of the
///   longest series, at least 2 s and at most 8 s. A numeric or date x plays at
///   `(x − low) / (high − low) · passage`; category *i* of *k* at `i / k · passage`.
/// - **Notes** last 0.2 s, or 80 % of the room one point has when that is shorter.
/// - **Clicks**: 4 ms at 2,000 Hz at each x grid line inside the axis's range.
/// - **Series** play one after another with 0.5 s of silence between them, so the whole graph
///   lasts `series × passage + (series − 1) × 0.5` seconds.
package struct AudioGraphPlan: Sendable, Equatable {
    package static let lowFrequency = 220.0
    package static let highFrequency = 880.0
    package static let secondsPerPoint = 0.25
    package static let shortestPassage = 2.0
    package static let longestPassage = 8.0
    package static let longestNote = 0.2
    package static let pause = 0.5
    package static let clickLength = 0.004
    package static let clickFrequency = 2000.0

    /// A moment of a gliding tone: when, and at what pitch.
    package struct Point: Sendable, Equatable { package var time, frequency: Double }
    /// A separate note.
    package struct Note: Sendable, Equatable { package var time, length, frequency: Double }

    /// One series' passage; times are from the start of the graph.
    package struct Passage: Sendable, Equatable {
        package var name: String
        package var start: Double
        /// Gliding tones: each run is played without a break, gaps in the data end a run.
        package var runs: [[Point]]
        package var notes: [Note]
        package var clicks: [Double]
    }

    /// Seconds each series plays for.
    package var passage: Double
    package var passages: [Passage]
    /// Seconds the whole graph lasts.
    package var duration: Double { passages.isEmpty ? 0 : Double(passages.count) * passage + Double(passages.count - 1) * Self.pause }

    /// The plan of a described chart; series without a value are left out.
    package init(_ d: ChartDescription) {
        let series = d.series.filter { $0.y.contains(where: \.isFinite) }
        let longest = series.map(\.count).max() ?? 0
        let passage = min(max(Self.secondsPerPoint * Double(longest), Self.shortestPassage), Self.longestPassage)
        self.passage = passage
        let xAxis = d.x ?? AxisDescription(title: "", range: 0...Double(max(1, longest - 1)), words: ValueWords { "\($0)" })
        let pitch = Self.pitchMap(d.y, series: series)
        let time = Self.timeMap(xAxis, passage: passage)
        var passages: [Passage] = []
        for (i, s) in series.enumerated() {
            let start = Double(i) * (passage + Self.pause)
            var runs: [[Point]] = [], notes: [Note] = [], run: [Point] = []
            let room = xAxis.categories.map { passage / Double(max(1, $0.count)) } ?? passage / Double(max(1, s.count))
            let length = min(Self.longestNote, 0.8 * room)
            for j in 0..<s.count {
                guard s.y[j].isFinite, s.x[j].isFinite else {
                    if !run.isEmpty { runs.append(run); run = [] }
                    continue
                }
                let t = start + time(s.x[j]), f = pitch(s.y[j])
                if s.isContinuous && s.count > 1 {
                    run.append(Point(time: t, frequency: f))
                } else {
                    notes.append(Note(time: min(t, start + passage - length), length: length, frequency: f))
                }
            }
            if !run.isEmpty { runs.append(run) }
            // A line drawn out of x order still plays from left to right.
            runs = runs.map { r in zip(r.indices.dropFirst(), r).allSatisfy { r[$0].time >= $1.time } ? r : r.sorted { $0.time < $1.time } }
            // A run of one point is heard as a note.
            for r in runs where r.count == 1 { notes.append(Note(time: min(r[0].time, start + passage - length), length: length, frequency: r[0].frequency)) }
            runs.removeAll { $0.count < 2 }
            notes.sort { $0.time < $1.time }
            let clicks = xAxis.gridlines.filter { g in xAxis.span.contains(g) }.map { start + time($0) }
            passages.append(Passage(name: s.name, start: start, runs: runs, notes: notes, clicks: clicks))
        }
        self.passages = passages
    }

    /// y → frequency over the y axis's range (or the values' own range without one).
    static func pitchMap(_ axis: AxisDescription?, series: [SeriesDescription]) -> @Sendable (Double) -> Double {
        let values = series.flatMap { $0.y.filter(\.isFinite) }
        var lo = axis?.range?.lowerBound ?? values.min() ?? 0, hi = axis?.range?.upperBound ?? values.max() ?? 1
        let logarithmic = axis?.isLogarithmic == true && lo > 0 && hi > 0
        if logarithmic { lo = log10(lo); hi = log10(hi) }
        let (low, high) = (lo, hi)
        return { y in
            let v = logarithmic ? (y > 0 ? log10(y) : low) : y
            let t = high > low ? min(max((v - low) / (high - low), 0), 1) : 0.5
            return AudioGraphPlan.lowFrequency * pow(AudioGraphPlan.highFrequency / AudioGraphPlan.lowFrequency, t)
        }
    }

    /// x → seconds from the passage's start.
    static func timeMap(_ axis: AxisDescription, passage: Double) -> @Sendable (Double) -> Double {
        if let categories = axis.categories {
            let k = Double(max(1, categories.count))
            return { x in min(max(x / k, 0), 1) * passage }
        }
        let r = axis.span
        let lo = r.lowerBound, width = r.upperBound - r.lowerBound
        return { x in width > 0 ? min(max((x - lo) / width, 0), 1) * passage : 0 }
    }
}
