import Foundation
import Testing

/// Every write is checked: output to a full disk (/dev/full) is an error with a message and a
/// non-zero exit, in batch mode, `run`, `test`, `man` and `--version` (it used to exit 0).
@Suite struct WriteErrorTests {
    func runToDevFull(_ arguments: [String], stdin: String = "") throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = try BinaryRunner.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil // as BuiltBinary: the run's CI setting is not the child's
        process.environment = environment
        let input = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    static let message = "storekit-sim: cannot write to standard output: No space left on device\n"

    @Test func batchModeReportsAFullDisk() throws {
        let result = try runToDevFull([], stdin: "echo hi\nstorefront set JPN\n")
        #expect(result.status == 1)
        #expect(result.stderr == Self.message)
    }

    @Test func runReportsAFullDisk() throws {
        let scenario = BinaryRunner.root.appendingPathComponent("scenarios/catalogs/storekit-file.scenario").path
        let result = try runToDevFull(["run", scenario])
        #expect(result.status == 2)
        #expect(result.stderr == Self.message)
    }

    @Test func testReportsAFullDisk() throws {
        let folder = BinaryRunner.root.appendingPathComponent("scenarios/catalogs").path
        let result = try runToDevFull(["test", folder])
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix(Self.message))
    }

    @Test func manVersionHelpAndCompletionReportAFullDisk() throws {
        for arguments in [["man"], ["--version"], ["--help"], ["completion", "bash"], ["help", "storefront"]] {
            let result = try runToDevFull(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == Self.message, "\(arguments)")
        }
    }

    @Test func aLineOverTheLimitIsRefusedWhileItStreams() throws {
        // Behaviour only: its time and memory (0.19 s and 34 MB in a release build, against 6-7 s and
        // 259 MB before) are for a benchmark, not a unit test on a shared machine.
        let long = String(repeating: "x", count: 50_000_000)
        let result: BinaryRunner.Result? = try BinaryRunner.run(input: "echo \(long)\necho after\n")
        #expect(result?.status == 1)
        #expect(result?.stdout == "after\n")
        #expect(result?.stderr == "<stdin>:1:1: error: line longer than 4 MiB; it was not run\nhint: put each command on a line of its own\n")
    }
}
