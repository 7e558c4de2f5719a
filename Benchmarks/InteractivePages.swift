import Foundation
import OpenCharts
import OpenChartsGallery

/// The interactive pages of the gallery against their budgets: the selection chart's page at
/// most 2.5 times its static SVG, the year of daily sales (scrolling, with a selection) at most
/// 400 kB and built within a second.
func benchmarkInteractivePages(filter: String?, budget: Double) {
    let budgets: [String: (ratio: Double?, bytes: Int?, seconds: Double?)] = [
        "50-selection-popover": (2.5, nil, nil),
        "51-range-selection": (nil, nil, nil),
        "52-donut-angle-selection": (nil, nil, nil),
        "53-scrolling-daily-sales": (nil, 400_000, 1.0),
    ]
    // On a busy machine wall time says little; the build is timed in the process's CPU time.
    print("\n" + pad("interactive page", 36) + " runs  cpu ms     svg kB  page kB  page/svg  budget")
    print(String(repeating: "-", count: 100))
    for item in Gallery.items where item.interactive {
        if let filter, !item.id.contains(filter) { continue }
        let renderer = item.renderer()
        let svg = renderer.svg()
        var page = ""
        let both = measure(budget: budget) {
            let t0 = clock.now, c0 = cpuSeconds()
            page = (try? renderer.html()) ?? ""
            return [seconds(clock.now - t0), cpuSeconds() - c0]
        }
        let times = both[1]
        let ratio = Double(page.utf8.count) / Double(svg.utf8.count)
        let b = budgets[item.id]
        var verdicts: [String] = []
        if let r = b?.ratio { verdicts.append(ratio <= r ? "≤\(r)× ok" : "≤\(r)× OVER") }
        if let n = b?.bytes { verdicts.append(page.utf8.count <= n ? "≤\(n / 1000) kB ok" : "≤\(n / 1000) kB OVER") }
        if let s = b?.seconds { verdicts.append(median(times) <= s ? "≤\(s) s ok" : "≤\(s) s OVER") }
        print(pad(item.id, 36) + String(format: "%5d", times.count) + ms(median(times)) + "   "
              + String(format: "%6.1f  %7.1f  %8.2f  ", Double(svg.utf8.count) / 1000, Double(page.utf8.count) / 1000, ratio)
              + verdicts.joined(separator: ", "))
        if !renderer.warnings.isEmpty { print("    warnings: " + renderer.warnings.joined(separator: "; ")) }
    }
}

/// The CPU time this process has used, in seconds.
func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}
