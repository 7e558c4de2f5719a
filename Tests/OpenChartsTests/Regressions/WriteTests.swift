import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import OpenCharts
import OpenChartsFuzz
import Testing

/// `write(to:)` writes whole files or none, cleans up after writers that were killed, and says
/// what to do when it cannot write.
@Suite("Regressions: writing files") struct WriteTests {
    struct WeeklySteps: View {
        var body: some View {
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_200))
                BarMark(x: .value("Day", "Tue"), y: .value("Steps", 10_400))
            }
        }
    }

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("write-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func error(writing url: URL) -> ChartRendererError? {
        do { try TestRender.renderer(WeeklySteps()).write(to: url) } catch let e as ChartRendererError { return e } catch { return nil }
        return nil
    }

    @Test("a file name without an extension is refused with the formats to choose from")
    func missingExtension() throws {
        let e = try #require(error(writing: try folder().appendingPathComponent("steps")))
        #expect(e == .missingExtension(e.path))
        #expect(e.description.hasSuffix("the name has no extension to choose the format. Add one of .svg, .png, .pdf or .html."))
    }

    @Test("an unknown extension names the formats there are")
    func unknownFormat() throws {
        let e = try #require(error(writing: try folder().appendingPathComponent("steps.gif")))
        #expect(e.description == "Cannot write '.gif' files: use a file name ending in .svg, .png, .pdf or .html.")
    }

    @Test("a folder named like the file is reported as in the way, not as a Cocoa error")
    func folderInTheWay() throws {
        let url = try folder().appendingPathComponent("x.svg")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        let e = try #require(error(writing: url))
        #expect(e == .folderInTheWay(url.path))
        #expect(e.description.contains("a folder of that name is in the way"))
    }

    @Test("a missing folder is reported as missing")
    func missingFolder() throws {
        let url = try folder().appendingPathComponent("no/such/folder/steps.svg")
        #expect(error(writing: url) == .missingFolder(url.path))
    }

    @Test("a full disk and a read-only folder map to messages that say what to do")
    func errnoMessages() {
        let url = URL(fileURLWithPath: "/reports/steps.svg")
        #expect(AtomicFileWriter.error(ENOSPC, url) == .diskFull("/reports/steps.svg"))
        #expect(AtomicFileWriter.error(ENOSPC, url).description
            == "Cannot write /reports/steps.svg: the disk is full. Free some space or write to another disk; the old file, if any, is unchanged.")
        #expect(AtomicFileWriter.error(EROFS, url) == .permissionDenied("/reports/steps.svg"))
        #expect(AtomicFileWriter.error(EIO, url) == .cannotWrite("/reports/steps.svg", underlying: "Input/output error"))
    }

    @Test("a written file is whole, and no hidden file is left beside it")
    func writes() throws {
        let dir = try folder()
        let url = dir.appendingPathComponent("steps.svg")
        try TestRender.renderer(WeeklySteps()).write(to: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == TestRender.renderer(WeeklySteps()).svg())
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["steps.svg"])
    }

    @Test("a writer killed mid-write leaves the old file as it was, and the next write removes its hidden file")
    func killedMidWrite() throws {
        guard let fuzzer = ChildProcess.fuzzer else { throw ChildProcess.Missing() }
        let dir = try folder()
        let target = dir.appendingPathComponent("report.svg")
        try Data("old report".utf8).write(to: target)
        let child = Process()
        child.executableURL = fuzzer
        // Seed 7 renders to more than a pipe holds (64 KiB), so the child blocks in write().
        #expect(FuzzRecipe(seed: 7).renderer().svg().utf8.count > 128 << 10)
        child.arguments = ["write", "7", target.path, "--wait"]
        let input = Pipe()
        child.standardInput = input
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        // The child writes through `.report.svg.opencharts-tmp-PID`; made a FIFO first, that open
        // blocks until we read, so the child is caught mid-write whatever the machine's speed.
        let temp = AtomicFileWriter.temporaryURL(for: target, pid: child.processIdentifier)
        #expect(mkfifo(temp.path, 0o644) == 0)
        input.fileHandleForWriting.write(Data("go\n".utf8))
        // Opened without waiting for a writer, and read with a time limit: a child that died
        // before writing fails the test instead of hanging it.
        let fd = open(temp.path, O_RDONLY | O_NONBLOCK)
        #expect(fd >= 0)
        var firstBytes = [UInt8]()
        let deadline = Date().addingTimeInterval(120)
        while fd >= 0, firstBytes.count < 5, Date() < deadline, child.isRunning || firstBytes.isEmpty {
            var chunk = [UInt8](repeating: 0, count: 5 - firstBytes.count)
            let n = read(fd, &chunk, chunk.count)
            if n > 0 { firstBytes += chunk.prefix(n) } else if !child.isRunning { break } else { usleep(10_000) }
        }
        #expect(String(decoding: firstBytes, as: UTF8.self) == "<?xml")
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        if fd >= 0 { close(fd) }
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(try String(contentsOf: target, encoding: .utf8) == "old report")
        #expect(FileManager.default.fileExists(atPath: temp.path))

        try TestRender.renderer(WeeklySteps()).write(to: dir.appendingPathComponent("next.svg"))
        #expect(!FileManager.default.fileExists(atPath: temp.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["next.svg", "report.svg"])
    }
}

extension ChartRendererError {
    /// The path an error names.
    var path: String {
        switch self {
        case .unsupportedFormat(let ext): return ext
        case .cannotWrite(let p, _), .missingExtension(let p), .folderInTheWay(let p), .missingFolder(let p),
             .diskFull(let p), .permissionDenied(let p): return p
        }
    }
}
