import Foundation

/// Runs the package's `openchart-fuzz` executable, built beside the tests, as a child process:
/// for what only a fresh process shows (the machine's `LANG` and `TZ`) or what kills one.
enum ChildProcess {
    /// The executable beside the test bundle.
    static var fuzzer: URL? {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: exe).deletingLastPathComponent()
        // On macOS the test binary sits inside an .xctest bundle.
        while folder.path.contains(".xctest") { folder.deleteLastPathComponent() }
        let url = folder.appendingPathComponent("openchart-fuzz")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// Runs the fuzzer with `arguments` and the environment changed by `environment`; returns
    /// its exit status and standard output.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: Data) {
        guard let fuzzer else { throw Missing() }
        let p = Process()
        p.executableURL = fuzzer
        p.arguments = arguments
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, data)
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "openchart-fuzz is not built beside the tests; run `swift build` first" }
    }
}
