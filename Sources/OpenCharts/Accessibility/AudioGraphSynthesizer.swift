import ChartEngine
import Foundation

/// Plays an ``AudioGraphPlan`` into samples: sine tones whose phase runs on through a glide, so
/// pitch changes without clicks, short fades at the ends of tones and notes, and 2 kHz clicks.
struct AudioGraphSynthesizer {
    /// Samples per second: enough for the highest tone (880 Hz) and the clicks.
    static let sampleRate = 22_050
    static let toneLevel = 0.35
    static let clickLevel = 0.25
    /// Seconds over which tones fade in and out.
    static let fade = 0.01

    let plan: AudioGraphPlan

    /// The samples, from -1 to 1.
    func samples() -> [Double] {
        let rate = Double(Self.sampleRate)
        var out = [Double](repeating: 0, count: Int(saturating: (plan.duration * rate).rounded(.up)))
        for p in plan.passages {
            for run in p.runs { glide(run, into: &out) }
            for n in p.notes { tone(from: n.time, length: n.length, into: &out) { _ in n.frequency } }
            for c in p.clicks {
                tone(from: c, length: AudioGraphPlan.clickLength, level: Self.clickLevel, fade: 0.001, into: &out) { _ in
                    AudioGraphPlan.clickFrequency
                }
            }
        }
        return out
    }

    /// One tone through a run of points, its pitch moving evenly in pitch between them.
    func glide(_ run: [AudioGraphPlan.Point], into out: inout [Double]) {
        guard let first = run.first, let last = run.last, last.time > first.time else { return }
        var segment = 0
        tone(from: first.time, length: last.time - first.time, into: &out) { t in
            while segment + 1 < run.count - 1 && t >= run[segment + 1].time { segment += 1 }
            let a = run[segment], b = run[segment + 1]
            let u = b.time > a.time ? min(max((t - a.time) / (b.time - a.time), 0), 1) : 1
            return a.frequency * pow(b.frequency / a.frequency, u)
        }
    }

    /// Adds a sine tone starting at `start` (seconds) for `length`, its frequency asked at each
    /// sample, with a linear fade at each end.
    func tone(from start: Double, length: Double, level: Double = Self.toneLevel, fade: Double = Self.fade,
              into out: inout [Double], frequency: (Double) -> Double) {
        let rate = Double(Self.sampleRate)
        let first = max(0, Int(saturating: (start * rate).rounded())), count = Int(saturating: (length * rate).rounded())
        let ramp = max(1.0, fade * rate)
        var phase = 0.0
        for i in 0..<max(0, count) where first + i < out.count {
            let t = start + Double(i) / rate
            let edge = min(Double(i), Double(count - 1 - i))
            out[first + i] += level * min(1, edge / ramp) * sin(phase)
            phase += 2 * Double.pi * frequency(t) / rate
            if phase > 2 * Double.pi { phase -= 2 * Double.pi }
        }
    }
}

/// A RIFF WAVE file of 16-bit PCM samples, mono.
enum WAVEncoder {
    static func encode(_ samples: [Double], sampleRate: Int) -> Data {
        var data = Data(capacity: 44 + samples.count * 2)
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
        func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
        let bytes = UInt32(samples.count * 2)
        data.append(contentsOf: Array("RIFF".utf8)); u32(36 + bytes)
        data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); u32(16)
        u16(1); u16(1)                                   // PCM, one channel
        u32(UInt32(sampleRate)); u32(UInt32(sampleRate * 2))
        u16(2); u16(16)                                  // block align, bits per sample
        data.append(contentsOf: Array("data".utf8)); u32(bytes)
        for s in samples {
            let v = Int16(saturating: (min(max(s.isFinite ? s : 0, -1), 1) * 32767).rounded())
            u16(UInt16(bitPattern: v))
        }
        return data
    }
}
