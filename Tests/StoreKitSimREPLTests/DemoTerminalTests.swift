import Foundation
import Testing

/// `storekit-sim demo` in a real terminal and through a pipe.
@Suite(.serialized) struct DemoTerminalTests {
    private let terminals = TerminalTests()

    private func start(_ arguments: [String], folder: String) throws -> TmuxTerminal? {
        try terminals.start(arguments, folder: folder)
    }

    private func runs(_ arguments: [String]) -> (status: Int32, output: String) {
        terminals.runs(arguments)
    }

    @Test func demoRunsStraightThroughWhenStdinIsNotATerminal() throws {
        guard FileManager.default.isExecutableFile(atPath: TmuxTerminal.binary) else {
            Issue.record("\(TmuxTerminal.binary) is missing: run swift build first")
            return
        }
        let folder = NSTemporaryDirectory() + "sks-demo-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/demo.scenario"
        try "# Japan.\n> storefront set JPN\nstorefront JPN 143462 Japan\n> echo done\ndone\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = runs(["demo", file])
        #expect(result.status == 0)
        #expect(result.output == "# Japan.\nstorekit-sim USA> storefront set JPN\nstorefront JPN 143462 Japan\nstorekit-sim JPN> echo done\ndone\n")
        #expect(runs(["demo"]).status == 2)
        #expect(runs(["demo", folder + "/missing.scenario"]).status == 2)
    }

    @Test func demoOnATerminalWaitsForEnterAndStopsAtQ() throws {
        let folder = NSTemporaryDirectory() + "sks-demo-tty-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "> echo one\n> echo two\n> echo three\n".write(toFile: folder + "/d.scenario", atomically: true, encoding: .utf8)
        guard let terminal = try start(["demo", "d.scenario"], folder: folder) else { return }
        #expect(try terminal.waitFor("echo one\none\n") != nil)
        #expect(try !terminal.screen().contains("echo two"))
        try terminal.keys("Enter")
        #expect(try terminal.waitFor("echo two\ntwo\n") != nil)
        try terminal.type("q")
        #expect(try terminal.exitStatus() == 0)
        #expect(try !terminal.screen().contains("echo three"))
        #expect(terminal.terminalRestored)
    }

    @Test func demoWithDelayGoesOnByItself() throws {
        let folder = NSTemporaryDirectory() + "sks-demo-delay-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "> echo one\n> echo two\n".write(toFile: folder + "/d.scenario", atomically: true, encoding: .utf8)
        guard let terminal = try start(["demo", "d.scenario", "--delay", "0.1"], folder: folder) else { return }
        #expect(try terminal.exitStatus() == 0)
        #expect(try terminal.screen().contains("echo one\none\nstorekit-sim USA> echo two\ntwo\n"))
    }
}
