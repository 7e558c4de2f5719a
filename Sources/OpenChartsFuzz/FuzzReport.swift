import Foundation

/// The outcome of a run of many seeds, summarised for a person.
public struct FuzzReport: Sendable {
    public var outcomes: [FuzzChildOutcome]

    public var failed: Int { outcomes.filter { $0.kind != .passed }.count }

    /// Runs `seeds` through `driver`, `jobs` children at a time.
    public static func run(driver: FuzzDriver, seeds: [UInt64], jobs: Int) -> FuzzReport {
        let results = Locked([FuzzChildOutcome]())
        let next = Locked(0)
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while true {
                var i = 0
                next.update { i = $0; $0 += 1 }
                guard i < seeds.count else { return }
                let o = driver.run(seed: seeds[i])
                results.update { $0.append(o) }
                // Failures are printed as they come, so a long run shows what it found so far.
                if o.kind != .passed {
                    let what = o.crashSite ?? o.result?.problems.first ?? "\(o.kind)"
                    FileHandle.standardError.write(Data("seed \(o.seed): \(o.kind) \(what)\n".utf8))
                }
            }
        }
        return FuzzReport(outcomes: results.get().sorted { $0.seed < $1.seed })
    }

    public var summary: String {
        var lines: [String] = []
        let crashes = Dictionary(grouping: outcomes.filter { $0.kind == .crashed }) { $0.crashSite ?? "?" }
        for (site, group) in crashes.sorted(by: { $0.value.count > $1.value.count }) {
            lines.append("CRASH ×\(group.count) \(site)")
            lines.append("  seeds: " + group.prefix(12).map { String($0.seed) }.joined(separator: " "))
        }
        for o in outcomes where o.kind == .timedOut {
            lines.append("TIMEOUT seed \(o.seed) after \(String(format: "%.1f", o.seconds)) s")
        }
        let checks = Dictionary(grouping: outcomes.filter { $0.kind == .failedChecks }) {
            String(($0.result?.problems.first ?? "?").prefix(100))
        }
        for (problem, group) in checks.sorted(by: { $0.value.count > $1.value.count }) {
            lines.append("CHECK ×\(group.count) \(problem)")
            lines.append("  seeds: " + group.prefix(12).map { String($0.seed) }.joined(separator: " "))
        }
        if let slowest = outcomes.max(by: { $0.seconds < $1.seconds }) {
            let render = slowest.result.map { String(format: ", rendering %.0f ms", $0.milliseconds) } ?? ""
            lines.append(String(format: "slowest: seed %llu, %.2f s in its process%@", slowest.seed, slowest.seconds, render))
        }
        let perRow = outcomes.compactMap { o in o.result.flatMap { $0.rows >= 1_000 ? (o.seed, $0.milliseconds / Double($0.rows)) : nil } }
        if let costliest = perRow.max(by: { $0.1 < $1.1 }) {
            lines.append(String(format: "costliest per row (charts of 1,000 rows or more): seed %llu, %.3f ms a row", costliest.0, costliest.1))
        }
        let slow = outcomes.filter { $0.seconds > 20 }.sorted { $0.seconds > $1.seconds }
        if !slow.isEmpty {
            // Wall time stretches on a busy machine; the render's processor time says what it costs.
            lines.append("over 20 s: " + slow.prefix(12).map { o in
                let cpu = o.result.map { String(format: " (%.1f s of processor time rendering)", $0.cpuMilliseconds / 1000) } ?? ""
                return String(format: "seed %llu %.1f s", o.seed, o.seconds) + cpu
            }.joined(separator: ", "))
        }
        let over = slow.count
        lines.append("\(outcomes.count) seeds, \(crashes.values.reduce(0) { $0 + $1.count }) crashed, "
                     + "\(outcomes.filter { $0.kind == .timedOut }.count) timed out, \(over) over 20 s")
        lines.append("\(outcomes.count - failed) passed, \(failed) failed")
        return lines.joined(separator: "\n")
    }
}
