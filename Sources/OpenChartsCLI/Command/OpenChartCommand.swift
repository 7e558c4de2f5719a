import ArgumentParser
import Foundation

/// `openchart`: charts from data files without writing Swift, and the built-in gallery.
public struct OpenChartCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "openchart",
        abstract: "Draw Swift Charts from CSV or JSON data, and render the built-in gallery.",
        discussion: """
            Examples:
              openchart render sales.csv --x month --y revenue --mark bar -o sales.png
              openchart render prices.csv --x date --y close --color ticker --mark line -o prices.svg
              openchart render --spec chart.json data.csv -o chart.pdf
              cat data.csv | openchart render - --x day --y visits -o visits.html
            """,
        subcommands: [RenderCommand.self, GalleryCommand.self])

    public init() {}
}

/// Prints `openchart: error: MESSAGE` on one line and exits with status 2.
func failing(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as CLIError {
        FileHandle.standardError.write(Data("openchart: error: \(error.message)\n".utf8))
        throw ExitCode(2)
    }
}

/// A warning line on standard error.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("openchart: warning: \(message)\n".utf8))
}
