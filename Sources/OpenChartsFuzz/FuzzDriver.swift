import Foundation

/// How one child process ended.
public struct FuzzChildOutcome: Sendable {
    public enum Kind: Sendable, Equatable { case passed, failedChecks, crashed, timedOut }
    public var seed: UInt64
    public var kind: Kind
    public var seconds: Double
    public var result: FuzzCaseResult?
    /// For a crash: the first frame of the package's own code, which groups crashes.
    public var crashSite: String?
}

/// Renders recipes each in a child process of this executable, so a crash or a hang stops only
/// that child, and groups crashes by the first frame of the package's code in the backtrace.
public struct FuzzDriver: Sendable {
    public var executable: URL
    public var timeout: Double
    public var maxRows: Int
    public var scratch: URL

    public init(executable: URL, timeout: Double, maxRows: Int, scratch: URL) {
        self.executable = executable; self.timeout = timeout; self.maxRows = maxRows; self.scratch = scratch
    }

    /// Runs the child for a seed: `openchart-fuzz one SEED`.
    public func run(seed: UInt64) -> FuzzChildOutcome {
        child(["one", String(seed), "--max-rows", String(maxRows)], seed: seed)
    }

    /// Runs the child for a recipe written to a file.
    public func run(recipe: FuzzRecipe) -> FuzzChildOutcome {
        let file = scratch.appendingPathComponent("recipe-\(ProcessInfo.processInfo.processIdentifier)-\(recipe.seed).json")
        try? FuzzCase.encoder().encode(recipe).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return child(["one", "--recipe", file.path], seed: recipe.seed)
    }

    func child(_ arguments: [String], seed: UInt64) -> FuzzChildOutcome {
        let out = scratch.appendingPathComponent("out-\(seed)-\(UUID().uuidString)")
        let err = out.appendingPathExtension("err")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: out); try? FileManager.default.removeItem(at: err) }
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no"
        p.environment = env
        guard let outHandle = try? FileHandle(forWritingTo: out), let errHandle = try? FileHandle(forWritingTo: err) else {
            return FuzzChildOutcome(seed: seed, kind: .crashed, seconds: 0, crashSite: "the driver could not open its scratch files")
        }
        p.standardOutput = outHandle
        p.standardError = errHandle
        p.standardInput = FileHandle.nullDevice
        let start = Date()
        do { try p.run() } catch {
            return FuzzChildOutcome(seed: seed, kind: .crashed, seconds: 0, crashSite: "could not start \(executable.path): \(error)")
        }
        let timedOut = Locked(false)
        let pid = p.processIdentifier
        let deadline = DispatchWorkItem {
            timedOut.set(true)
            kill(pid, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        p.waitUntilExit()
        deadline.cancel()
        try? outHandle.close(); try? errHandle.close()
        let seconds = Date().timeIntervalSince(start)
        if timedOut.get() { return FuzzChildOutcome(seed: seed, kind: .timedOut, seconds: seconds) }
        let stdout = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        if p.terminationReason == .uncaughtSignal || p.terminationStatus != 0 {
            let stderr = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
            return FuzzChildOutcome(seed: seed, kind: .crashed, seconds: seconds, crashSite: Self.crashSite(stderr))
        }
        let line = stdout.split(separator: "\n").last.map(String.init) ?? ""
        guard let result = try? FuzzCase.decoder().decode(FuzzCaseResult.self, from: Data(line.utf8)) else {
            return FuzzChildOutcome(seed: seed, kind: .crashed, seconds: seconds, crashSite: "the child printed no result")
        }
        return FuzzChildOutcome(seed: seed, kind: result.problems.isEmpty ? .passed : .failedChecks, seconds: seconds,
                                result: result)
    }

    /// The first backtrace frame outside the runtime and the C library, with its source line,
    /// and the fatal error's message: "PositionScaleBuilder.tickCount(…) at PositionScaleBuilder.swift:86".
    public static func crashSite(_ stderr: String) -> String {
        let lines = stderr.split(separator: "\n").map(String.init)
        let message = lines.first { $0.contains("Fatal error:") }.map {
            String($0[($0.range(of: "Fatal error:")!.upperBound)...]).trimmingCharacters(in: .whitespaces)
        }
        for line in lines {
            // "  2 [ra] 0x000055… tick(_:) + 284 in crash at /path/crash.swift:1:33"
            guard let hex = line.range(of: " 0x"), line.contains(" in ") else { continue }
            let rest = line[hex.upperBound...].drop { $0 != " " }.dropFirst()
            guard let inRange = rest.range(of: " in ", options: .backwards) ?? rest.range(of: " in ") else { continue }
            let image = rest[inRange.upperBound...].split(separator: " ").first.map(String.init) ?? ""
            if image.hasPrefix("libswift") || image.hasPrefix("libc") || image.hasPrefix("libFoundation")
                || image.hasPrefix("ld-") || image.hasPrefix("libdispatch") { continue }
            var symbol = String(rest[..<inRange.lowerBound])
            if let plus = symbol.range(of: " + ", options: .backwards) { symbol = String(symbol[..<plus.lowerBound]) }
            var site = symbol
            if let at = rest.range(of: " at ") {
                let file = rest[at.upperBound...].split(separator: "/").last.map(String.init) ?? ""
                site += " at " + file.split(separator: ":").prefix(2).joined(separator: ":")
            }
            return message.map { "\(site): \($0)" } ?? site
        }
        return message ?? "a crash with no backtrace"
    }
}

/// A value shared between threads.
final class Locked<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T
    init(_ value: T) { self.value = value }
    func get() -> T { lock.lock(); defer { lock.unlock() }; return value }
    func set(_ v: T) { lock.lock(); value = v; lock.unlock() }
    func update(_ f: (inout T) -> Void) { lock.lock(); f(&value); lock.unlock() }
}
