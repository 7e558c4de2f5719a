import ArgumentParser
import Foundation
import Testing
@testable import OpenChartsCLI

@Suite("Every error exits 2 with one line; help exits 0")
struct CommandErrorTests {
    /// What the process prints and exits with for `arguments`, when parsing them fails.
    func outcome(_ arguments: [String]) -> (line: String?, status: Int32)? {
        do {
            _ = try OpenChartCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return OpenChartCommand.outcome(of: error, arguments: arguments)
        }
    }

    @Test("an unknown flag, a missing value, an unknown command and a bad gallery format exit 2 with one line", arguments: [
        (["render", "sales.csv", "--x", "a", "--frobnicate"], "Unknown option '--frobnicate'", "openchart render --help"),
        (["render", "sales.csv", "--x"], "Missing value for '--x <column>'", "openchart render --help"),
        (["draw", "sales.csv"], "unexpected arguments: 'draw', 'sales.csv'", "openchart --help"),
        (["gallery", "--format", "gif"], "unknown format 'gif'", "openchart gallery --help"),
    ])
    func usageErrors(arguments: [String], message: String, help: String) throws {
        let (line, status) = try #require(outcome(arguments))
        #expect(status == 2)
        let text = try #require(line)
        #expect(text.hasPrefix("openchart: error: "))
        #expect(text.contains(message))
        #expect(text.contains(help))
        #expect(!text.contains("\n"))
    }

    @Test("--help, for the command and each subcommand, is the parser's help, which exits 0")
    func help() {
        for arguments in [["--help"], ["render", "--help"], ["gallery", "-h"], ["help", "render"]] {
            do {
                // Argument Parser answers --help with its help command, which prints and returns.
                let command = try OpenChartCommand.parseAsRoot(arguments)
                #expect(!(command is RenderCommand || command is GalleryCommand || command is OpenChartCommand), "\(arguments)")
            } catch {
                let (line, status) = OpenChartCommand.outcome(of: error, arguments: arguments)
                #expect(line == nil && status == 0, "\(arguments)")
            }
        }
    }

    @Test("an error already printed by a command keeps its status 2 and prints nothing more")
    func printedError() {
        let (line, status) = OpenChartCommand.outcome(of: ExitCode(2), arguments: ["render"])
        #expect(line == "")
        #expect(status == 2)
    }

    @Test("any error of a render, not only the command's own, is one line")
    func anyError() {
        struct Odd: Error, CustomStringConvertible { var description: String { "first\nsecond" } }
        #expect(errorLine(Odd()) == "first second")
        #expect(errorLine(CLIError("plain")) == "plain")
    }
}

@Suite("Numbers of the picture out of range")
struct PictureRangeTests {
    func job(_ args: [String]) throws -> RenderJob {
        let c = try RenderCommand.parse(args)
        return try RenderJob(input: c.input, output: c.output, format: c.format, specPath: c.spec,
                             marks: c.marks, chart: c.chart, picture: c.picture, data: c.data, limits: c.limits)
    }

    func message(_ args: [String]) -> String? {
        do { _ = try job(["d.csv", "--x", "a", "--y", "b"] + args); return nil } catch let e as CLIError { return e.message } catch { return "\(error)" }
    }

    @Test("a negative, zero or huge size or scale is out of range, not a missing value", arguments: [
        (["--width", "-5"], "--width -5 is out of range: give a number of points from 1 to 20,000"),
        (["--height", "0"], "--height 0 is out of range"),
        (["--width", "1e9"], "--width 1000000000 is out of range"),
        (["--scale", "-1"], "--scale -1 is out of range"),
        (["--scale", "9"], "--scale 9 is out of range"),
        (["--max-marks", "-3"], "--max-marks -3 is out of range"),
        (["--max-output-bytes", "0"], "--max-output-bytes 0 is out of range"),
    ])
    func outOfRange(args: [String], expected: String) {
        let text = message(args)
        #expect(text?.contains(expected) == true, "\(text ?? "no error")")
    }

    @Test("sizes, scales and limits in range are taken")
    func inRange() throws {
        let j = try job(["d.csv", "--x", "a", "--y", "b", "--width", "800", "--height", "20000", "--scale", "0.5",
                         "--max-marks", "5", "--max-output-bytes", "1000"])
        #expect(j.spec.width == 800 && j.spec.height == 20_000)
        #expect(j.limits.maximumMarks == 5)
        #expect(j.limits.maximumOutputBytes == 1000)
        #expect(try job(["d.csv", "--x", "a", "--y", "b"]).limits == .init())
    }
}

@Suite("Files that are not text")
struct TextFileTests {
    @Test("NUL bytes or many control characters are not a text file; Latin-1 text is left to the UTF-8 check")
    func binary() {
        #expect(DataFileReader.textProblem(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00])) == "is not a text file: give a CSV, TSV or JSON file")
        #expect(DataFileReader.textProblem(Data((0..<200).map { UInt8(($0 % 8) + 1) })) == "is not a text file: give a CSV, TSV or JSON file")
        #expect(DataFileReader.textProblem(Data("name,v\nCaf\u{e9},3\r\n\tx,1\n".utf8)) == nil)
        #expect(DataFileReader.textProblem(Data([0x6E, 0x61, 0x6D, 0x65, 0x0A, 0x43, 0x61, 0x66, 0xE9])) == nil)
        #expect(DataFileReader.textProblem(Data([0xFF, 0xFE, 0x61, 0x00])) == "is UTF-16 text: convert it to UTF-8 first (iconv -f utf-16 -t utf-8)")
    }

    @Test("a binary data file stops with \"not a text file\" and no advice about iconv")
    func binaryFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("openchart-binary-\(UUID().uuidString).csv").path
        try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x0A, 0x41]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let request = TableRequest(columns: [("a", nil)], dateFormat: nil, timeZone: TimeZone(identifier: "UTC")!, skipInvalid: false)
        do {
            _ = try DataFileReader(path: path).read(request)
            Issue.record("a binary file was read")
        } catch let e as CLIError {
            #expect(e.message.hasSuffix("is not a text file: give a CSV, TSV or JSON file"))
            #expect(!e.message.contains("iconv"))
        }
    }
}
