import Foundation
import OpenCharts

/// What rendering one recipe gave, as a child process reports it to the driver.
public struct FuzzCaseResult: Codable, Sendable {
    public var seed: UInt64
    public var milliseconds: Double
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
        let start = DispatchTime.now().uptimeNanoseconds
        let renderer = recipe.renderer()
        let svg = Data(renderer.svg().utf8)
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        var problems: [String] = []
        for checker in checkers where checker.format == "svg" {
            problems += checker.problems(in: svg, userStrings: recipe.userStrings)
        }
        return FuzzCaseResult(seed: recipe.seed, milliseconds: ms, bytes: svg.count, warnings: renderer.warnings.count,
                              rows: recipe.rowCount, problems: problems)
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
