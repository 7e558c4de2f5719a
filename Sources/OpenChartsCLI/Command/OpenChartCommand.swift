import ArgumentParser
import Foundation
import OpenCharts

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

            Every error, a mistyped flag included, prints one line on standard error and \
            exits with status 2; --help exits with status 0.
            """,
        subcommands: [RenderCommand.self, GalleryCommand.self])

    public init() {}

    /// Parses `arguments` (the process's own when nil), runs the command and exits: 0 when it
    /// succeeds or prints help, 2 after one line on standard error for any error, a usage error
    /// included (Swift Argument Parser alone would exit 64 for those).
    public static func runAsMain(_ arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            let outcome = Self.outcome(of: error, arguments: arguments ?? Array(CommandLine.arguments.dropFirst()))
            guard let line = outcome.line else {
                // Help, --version and clean exits: printed as Argument Parser prints them, status 0.
                Self.exit(withError: error)
            }
            if !line.isEmpty { FileHandle.standardError.write(Data((line + "\n").utf8)) }
            Foundation.exit(outcome.status)
        }
        Foundation.exit(0)
    }

    /// What the process does for `error`: the line it prints on standard error (empty when it
    /// was printed already; nil when Argument Parser prints help or version to standard output)
    /// and the status it exits with.
    static func outcome(of error: Error, arguments: [String]) -> (line: String?, status: Int32) {
        if let code = error as? ExitCode {
            // Thrown by `failing` once its line is printed.
            return ("", code.rawValue == 0 ? 0 : 2)
        }
        if Self.exitCode(for: error) == .success { return (nil, 0) }
        let message = Self.message(for: error)
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
        let command = arguments.first.flatMap { name in
            configuration.subcommands.first { $0.configuration.commandName == name }?.configuration.commandName
        }
        let help = command.map { "openchart \($0) --help lists its flags" } ?? "openchart --help lists the commands"
        return ("openchart: error: \(message.isEmpty ? "\(error)" : message) (\(help))", 2)
    }
}

/// Prints `openchart: error: MESSAGE` on one line and exits with status 2, whatever the error.
func failing(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as ExitCode {
        throw error
    } catch {
        FileHandle.standardError.write(Data("openchart: error: \(errorLine(error))\n".utf8))
        throw ExitCode(2)
    }
}

/// The one line an error prints after `openchart: error: `.
func errorLine(_ error: Error) -> String {
    let text: String
    switch error {
    case let e as CLIError: text = e.message
    case let e as ChartRenderLimitError: text = CLIError.limit(e).message
    default: text = "\(error)"
    }
    return text.split(whereSeparator: \.isNewline).joined(separator: " ")
}

/// A warning line on standard error.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("openchart: warning: \(message)\n".utf8))
}
