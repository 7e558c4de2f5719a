import Foundation

/// An outside program that tests compare our output with (rsvg-convert, poppler's tools,
/// qpdf, pngcheck, Python), found on the `PATH` and run in a world the tests pin, so that the
/// machine's fonts, locale and time zone never change what the program draws or prints:
///
/// - `FONTCONFIG_FILE` names `Tests/Fonts/fonts.conf`, whose only fonts are the Liberation Sans
///   the package ships, and which maps every family our SVG names (Helvetica, Arial,
///   `-apple-system`, `sans-serif`…) to it;
/// - `LANG` and `LC_ALL` are `C.UTF-8` (`LANGUAGE` is removed) and `TZ` is `UTC`.
///
/// A test that needs a program is `.enabled(if: tool.isAvailable, tool.missing)`, so that a
/// machine without it reports the test as skipped with the package to install, never as
/// passed. With `OPENCHARTS_REQUIRE_TOOLS=1` (set by `.ci/run`, which installs them) a missing
/// program that is not `optional` fails its tests instead of skipping them.
public struct ExternalTool: Sendable {
    /// The program's name, as found on the `PATH`.
    public let name: String
    /// The Debian package that installs it.
    public let package: String
    /// Whether the tests that use it are extras that CI does not install it for.
    public let optional: Bool
    /// Its full path, or nil when it is not installed.
    public let path: String?

    public init(_ name: String, package: String, optional: Bool = false) {
        self.name = name
        self.package = package
        self.optional = optional
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
            + ["/usr/local/bin", "/opt/homebrew/bin"]
        path = folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    public static let rsvgConvert = ExternalTool("rsvg-convert", package: "librsvg2-bin")
    public static let pdftotext = ExternalTool("pdftotext", package: "poppler-utils")
    public static let pdffonts = ExternalTool("pdffonts", package: "poppler-utils")
    public static let pdfinfo = ExternalTool("pdfinfo", package: "poppler-utils")
    public static let qpdf = ExternalTool("qpdf", package: "qpdf", optional: true)
    public static let pngcheck = ExternalTool("pngcheck", package: "pngcheck", optional: true)
    public static let fcMatch = ExternalTool("fc-match", package: "fontconfig", optional: true)
    public static let python3 = ExternalTool("python3", package: "python3", optional: true)

    /// Whether `OPENCHARTS_REQUIRE_TOOLS=1`: a missing program fails its tests.
    public static let required = ProcessInfo.processInfo.environment["OPENCHARTS_REQUIRE_TOOLS"] == "1"

    /// Whether the tests that use the program should run: it is installed, or it is required
    /// (and running it then fails, saying what is missing).
    public var isAvailable: Bool { path != nil || (Self.required && !optional) }

    /// Why the tests that use the program do not run, for `.enabled(if:_:)`.
    public var missing: String { "\(name) is not installed (apt-get install \(package)): the comparison with it did not run" }

    /// Runs the program in the pinned world; returns its exit status, standard output and
    /// standard error. Throws when the program is not installed.
    public func run(_ arguments: [String], input: Data? = nil) throws -> (status: Int32, output: Data, error: Data) {
        guard let path else { throw Missing(description: missing) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = Self.environment
        let output = Pipe(), error = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        // Standard error is read on its own thread so that neither pipe fills while the other is read.
        let errorBox = DataBox()
        let reader = Thread { errorBox.data = error.fileHandleForReading.readDataToEndOfFile(); errorBox.done.signal() }
        reader.start()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        errorBox.done.wait()
        process.waitUntilExit()
        return (process.terminationStatus, out, errorBox.data)
    }

    /// `run(_:input:)`, its standard output as text.
    public func text(_ arguments: [String]) throws -> String {
        String(decoding: try run(arguments).output, as: UTF8.self)
    }

    /// The environment every program runs in: the test's own, with the fonts, the locale and
    /// the time zone pinned.
    public static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT"] { environment[name] = nil }
        environment["FONTCONFIG_FILE"] = fontConfiguration.path
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        environment["TZ"] = "UTC"
        return environment
    }()

    /// Whether the programs find their fonts through fontconfig, so that the pinned configuration
    /// is the one they use: on Linux. On macOS, Pango, which rsvg-convert draws text with, can
    /// use Core Text and the Mac's own Helvetica instead, so drawn text is not compared there.
    public static let fontsArePinned: Bool = {
        #if os(macOS)
        return false
        #else
        return true
        #endif
    }()

    /// `Tests/Fonts/fonts.conf`, the font configuration the programs see.
    public static let fontConfiguration = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts/fonts.conf")

    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    private final class DataBox: @unchecked Sendable {
        var data = Data()
        let done = DispatchSemaphore(value: 0)
    }
}
