import Foundation
@testable import OpenCharts
import Testing

/// A reading of a WAV file: its format and its samples from -1 to 1.
struct DecodedWAV {
    var sampleRate: Int
    var channels: Int
    var bits: Int
    var samples: [Double]

    init?(_ data: Data) {
        let b = [UInt8](data)
        guard b.count >= 44, String(decoding: b[0..<4], as: UTF8.self) == "RIFF", String(decoding: b[8..<12], as: UTF8.self) == "WAVE" else { return nil }
        func u16(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
        func u32(_ i: Int) -> Int { u16(i) | u16(i + 2) << 16 }
        channels = u16(22); sampleRate = u32(24); bits = u16(34)
        guard String(decoding: b[36..<40], as: UTF8.self) == "data" else { return nil }
        let n = u32(40) / 2
        samples = (0..<n).map { Double(Int16(bitPattern: UInt16(u16(44 + 2 * $0)))) / 32767 }
    }

    var seconds: Double { Double(samples.count) / Double(sampleRate) }

    /// The mean fundamental between two times, by counting upward zero crossings.
    func frequency(from a: Double, to b: Double) -> Double {
        let i0 = Int(saturating: a * Double(sampleRate)), i1 = min(samples.count - 1, Int(saturating: b * Double(sampleRate)))
        var crossings: [Int] = []
        for i in max(1, i0)...i1 where samples[i - 1] < 0 && samples[i] >= 0 { crossings.append(i) }
        guard let f = crossings.first, let l = crossings.last, l > f else { return 0 }
        return Double(crossings.count - 1) / (Double(l - f) / Double(sampleRate))
    }

    /// The loudest sample between two times.
    func peak(from a: Double, to b: Double) -> Double {
        let i0 = max(0, Int(saturating: a * Double(sampleRate))), i1 = min(samples.count, Int(saturating: b * Double(sampleRate)))
        return i0 < i1 ? samples[i0..<i1].map(abs).max() ?? 0 : 0
    }
}

/// Temperatures described by hand, as a weather app's chart would, with no grid lines so that
/// nothing but the tones sounds.
struct DescribedTemperatureChart: View, AXChartDescriptorRepresentable {
    var series: [(String, [Double])]
    var gridlines: [Double] = []
    var continuous = true
    var hours: ClosedRange<Double> = 0...10

    var body: some View {
        Chart {
            ForEach(series, id: \.0) { s in
                ForEach(Array(s.1.enumerated()), id: \.offset) { i, t in
                    LineMark(x: .value("Hour", i), y: .value("Temperature", t)).foregroundStyle(by: .value("City", s.0))
                }
            }
        }
        .accessibilityChartDescriptor(self)
    }

    func makeChartDescriptor() -> AXChartDescriptor {
        let hours = AXNumericDataAxisDescriptor(title: "Hour", range: hours, gridlinePositions: gridlines) { "\(Int(saturating: $0)):00" }
        let temperature = AXNumericDataAxisDescriptor(title: "Temperature", range: 0...100, gridlinePositions: []) { "\(Int(saturating: $0))°" }
        return AXChartDescriptor(title: "Temperature", summary: nil, xAxis: hours, yAxis: temperature,
                                 series: series.map { name, values in
                                     AXDataSeriesDescriptor(name: name, isContinuous: continuous,
                                                            dataPoints: values.enumerated().map { AXDataPoint(x: Double($0), y: $1) })
                                 })
    }
}

@Suite("Accessibility: the audio graph plays x as time and y as pitch")
struct AudioGraphTests {
    /// The documented pitch mapping, computed here from its definition: 220 Hz · 4^t.
    static func pitch(_ y: Double) -> Double { 220 * pow(4, y / 100) }

    @Test("a rising line glides up in pitch segment by segment, as the documented mapping says, and lasts 0.25 s per point")
    func risingLine() throws {
        let values = (0...10).map { Double($0) * 10 }
        let data = try TestRender.renderer(DescribedTemperatureChart(series: [("Cupertino", values)])).audioGraph()
        if let folder = ProcessInfo.processInfo.environment["OPENCHARTS_HTML_FIXTURES"] {
            // For an outside decoder to measure as well (Tests/Browser/accessible_pages.py).
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: folder + "/a11y-rising.wav"))
        }
        let wav = try #require(DecodedWAV(data))
        #expect(wav.sampleRate == 22_050 && wav.channels == 1 && wav.bits == 16)
        // 11 points: 11 × 0.25 s = 2.75 s, more than the 2 s floor.
        #expect(abs(wav.seconds - 2.75) < 0.001)
        // x runs 0…10 over 2.75 s: point i sounds at 0.275·i s. Between two points the pitch glides
        // evenly in pitch, so the mean frequency is (fb − fa) / ln(fb / fa).
        var last = 0.0
        for i in 0..<10 {
            let fa = Self.pitch(values[i]), fb = Self.pitch(values[i + 1])
            let expected = (fb - fa) / log(fb / fa)
            let measured = wav.frequency(from: 0.275 * Double(i) + 0.01, to: 0.275 * Double(i + 1) - 0.01)
            #expect(abs(measured - expected) / expected < 0.03, "segment \(i): \(measured) Hz, expected \(expected) Hz")
            #expect(measured > last)
            last = measured
        }
    }

    @Test("two series play as two passages, one after the other, with half a second of silence between")
    func twoSeries() throws {
        let chart = DescribedTemperatureChart(series: [("Cupertino", [20, 40, 60, 80]), ("Tokyo", [90, 70, 50, 30])], hours: 0...3)
        let wav = try #require(DecodedWAV(try TestRender.renderer(chart).audioGraph()))
        // 4 points give the 2 s floor: 2 + 0.5 + 2 = 4.5 s.
        #expect(abs(wav.seconds - 4.5) < 0.001)
        #expect(wav.peak(from: 0.1, to: 1.9) > 0.2)
        #expect(wav.peak(from: 2.0, to: 2.5) == 0)
        #expect(wav.peak(from: 2.6, to: 4.4) > 0.2)
        // Hours 0…3 over 2 s: a point every 2/3 s. The first rises (20 → 40, then 60 → 80), the
        // second, from 2.5 s, falls (90 → 70, then 50 → 30).
        #expect(wav.frequency(from: 0.02, to: 0.65) < wav.frequency(from: 1.35, to: 1.98))
        #expect(wav.frequency(from: 2.52, to: 3.15) > wav.frequency(from: 3.85, to: 4.48))
        let f = wav.frequency(from: 2.52, to: 3.15), expected = (Self.pitch(70) - Self.pitch(90)) / log(Self.pitch(70) / Self.pitch(90))
        #expect(abs(f - expected) / expected < 0.03)
    }

    @Test("bars play as separate notes with silence between, and grid lines as clicks")
    func notesAndClicks() throws {
        // 8 points over 0…10, one every 0.2 s of a 2 s passage; notes last 0.2 s or 80 % of their room.
        let chart = DescribedTemperatureChart(series: [("Cupertino", [50, 50, 50, 50, 50, 50, 50, 50])], gridlines: [5], continuous: false)
        let wav = try #require(DecodedWAV(try TestRender.renderer(chart).audioGraph()))
        #expect(abs(wav.seconds - 2) < 0.001)
        // Note 0 plays 0…0.2 s (room 2 s / 8 = 0.25 s, 80 % = 0.2 s): 440 Hz for y = 50.
        #expect(abs(wav.frequency(from: 0.02, to: 0.18) - 440) < 10)
        // x = 1 sounds at 0.2 s: between notes 0 and 1 there is no gap, but after the last note (x = 7 at 1.4 s) there is silence,
        // except for the click of the grid line at x = 5, at 1 s.
        #expect(wav.peak(from: 1.62, to: 1.99) == 0)
        #expect(wav.peak(from: 1.0, to: 1.004) > 0)
    }

    @Test("a chart drawn from data, with no descriptor, plays its line rising when its values rise")
    func fromMarks() throws {
        let sales = [12, 30, 45, 80, 120, 150, 190]
        let view = Chart(Array(sales.enumerated()), id: \.offset) { LineMark(x: .value("Day", $0.offset), y: .value("Sales", $0.element)) }
        let wav = try #require(DecodedWAV(try TestRender.renderer(view).audioGraph()))
        // 7 points: below the floor, so the passage lasts 2 s.
        #expect(abs(wav.seconds - 2) < 0.001)
        #expect(wav.frequency(from: 0.05, to: 0.3) < wav.frequency(from: 1.6, to: 1.9))
    }

    @Test("a view without a chart has no audio graph, and says so")
    func noChart() {
        #expect(throws: AudioGraphError.noData) { try TestRender.renderer(Text("Nothing to plot")).audioGraph() }
    }
}
