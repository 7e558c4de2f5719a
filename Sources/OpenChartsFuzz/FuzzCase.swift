import Foundation
import OpenCharts

/// What rendering one recipe gave, as a child process reports it to the driver.
public struct FuzzCaseResult: Codable, Sendable {
    public var seed: UInt64
    public var milliseconds: Double
    /// The processor time the render took, which a busy machine does not stretch as it does
    /// the wall-clock `milliseconds`.
    public var cpuMilliseconds: Double = 0
    public var bytes: Int
    public var warnings: Int
    /// Data rows plotted, to compare the cost per row across charts.
    public var rows: Int = 0
    public var problems: [String]
}

/// Renders one recipe in this process and checks the output.
public enum FuzzCase {
    /// The checkers every render passes through; other formats add theirs here.
    public static let checkers: [any OutputChecker] = [SVGOutputChecker()]

    /// Renders `recipe` to every format checked and returns what the checks found.
    public static func run(_ recipe: FuzzRecipe) -> FuzzCaseResult {
        let start = DispatchTime.now().uptimeNanoseconds, cpuStart = Self.cpuSeconds()
        let renderer = recipe.renderer()
        let svg = Data(renderer.svg().utf8)
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let cpu = (Self.cpuSeconds() - cpuStart) * 1000
        var problems: [String] = []
        for checker in checkers where checker.format == "svg" {
            problems += checker.problems(in: svg, userStrings: recipe.userStrings)
        }
        return FuzzCaseResult(seed: recipe.seed, milliseconds: ms, cpuMilliseconds: cpu, bytes: svg.count,
                              warnings: renderer.warnings.count, rows: recipe.rowCount, problems: problems)
    }

    /// The processor time this process has used, in seconds.
    static func cpuSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    /// JSON that keeps NaN and the infinities, which recipes are full of.
    public static func encoder() -> JSONEncoder {
        let e = JSONEncoder()
        e.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        e.outputFormatting = [.sortedKeys]
        return e
    }

    public static func decoder() -> JSONDecoder {
        let d = JSONDecoder()
        d.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return d
    }
}
