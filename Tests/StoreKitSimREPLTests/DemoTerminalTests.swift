import Foundation
import Testing

/// `storekit-sim demo` in a real terminal and through a pipe: the title and end cards, the keys,
/// a sheet drawn as a box, a mismatch on screen.
@Suite(.serialized) struct DemoTerminalTests {
    private let terminals = TerminalTests()

    private func start(_ arguments: [String], folder: String) throws -> TmuxTerminal? {
        try terminals.start(arguments, folder: folder)
    }

    private func runs(_ arguments: [String]) -> (status: Int32, output: String) {
        terminals.runs(arguments)
    }

    private func folder(_ name: String, _ files: [String: String]) throws -> String {
        let folder = NSTemporaryDirectory() + "sks-\(name)-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (file, text) in files { try text.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8) }
        return folder
    }

    @Test func demoRunsStraightThroughWhenStdinIsNotATerminal() throws {
        guard FileManager.default.isExecutableFile(atPath: TmuxTerminal.binary) else {
            Issue.record("\(TmuxTerminal.binary) is missing: run swift build first")
            return
        }
        let folder = try folder("demo", ["demo.scenario": "# Japan.\n> storefront set JPN\nstorefront JPN 143462 Japan\n> echo done\ndone\n"])
        let result = runs(["demo", folder + "/demo.scenario"])
        #expect(result.status == 0)
        #expect(result.output.contains("║ Japan."))
        #expect(result.output.contains("╝\nstorekit-sim USA> storefront set JPN\nstorefront JPN 143462 Japan\nstorekit-sim JPN> echo done\ndone\n╔"))
        #expect(result.output.contains("║ End of the demo: demo.scenario"))
        #expect(runs(["demo"]).status == 2)
        #expect(runs(["demo", folder + "/missing.scenario"]).status == 2)
    }

    @Test func titleCardWaitsThenNextBackReplayAndQuit() throws {
        let folder = try folder("demo-tty",
            ["d.scenario": "# Three echoes for the audience.\n\n> echo one\none\n> echo two\ntwo\n> echo three\nthree\n"])
        guard let terminal = try start(["demo", "d.scenario"], folder: folder) else { return }
        #expect(try terminal.waitFor("║ Three echoes for the audience.") != nil)
        #expect(try terminal.waitFor("Enter next · b back · r replay · q quit") != nil)
        usleep(200_000)
        #expect(try !terminal.screen().contains("echo one"), "the first command waits for a key")
        try terminal.keys("Enter")
        #expect(try terminal.waitFor("> echo one\none\n") != nil)
        try terminal.type("n")
        #expect(try terminal.waitFor("> echo two\ntwo\n") != nil)
        try terminal.type("b")
        #expect(try terminal.waitFor("# ── step 1 of 3, from a fresh world\nstorekit-sim USA> echo one\none\n") != nil)
        try terminal.type("r")
        #expect(try terminal.waitFor { $0.components(separatedBy: "> echo one\n").count == 4 } != nil)
        try terminal.keys("Right")
        #expect(try terminal.waitFor("> echo two\ntwo\n") != nil)
        try terminal.type("q")
        #expect(try terminal.exitStatus() == 0)
        #expect(try !terminal.screen().contains("echo three"))
        #expect(try !terminal.screen().contains("End of the demo"))
        #expect(terminal.terminalRestored)
    }

    @Test func endCardSaysWhatWasShownAndASheetIsABox() throws {
        let folder = try folder("demo-end", ["s.scenario": "# Buying gems.\n> buy com.example.gems\n...\n> confirm\n...\n"])
        guard let terminal = try start(["demo", "s.scenario"], folder: folder) else { return }
        try terminal.keys("Enter")
        #expect(try terminal.waitFor("│ 100 Gems (com.example.gems)") != nil)
        let screen = try terminal.screen()
        #expect(screen.contains("│ Price     0.99 USD"))
        #expect(screen.contains("[ Cancel ]   [ Purchase ]"))
        #expect(screen.contains("╰────"))
        try terminal.keys("Enter")
        try terminal.keys("Enter")
        #expect(try terminal.waitFor("║ commands shown  2 of 2") != nil)
        #expect(try terminal.waitFor("║ sheets drawn    1: payment sheet") != nil)
        #expect(try terminal.waitFor("║ output          as the file expects") != nil)
        try terminal.keys("Enter")
        #expect(try terminal.exitStatus() == 0)
    }

    @Test func aMismatchIsShownOnScreenAndTheExitStatusIsOne() throws {
        let folder = try folder("demo-diff", ["m.scenario": "> storefront set JPN\nstorefront JPN 143462 Nippon\n"])
        guard let terminal = try start(["demo", "m.scenario", "--delay", "0.05"], folder: folder) else { return }
        #expect(try terminal.exitStatus() == 1)
        let screen = try terminal.screen()
        #expect(screen.contains("✗ not what the file expects (m.scenario:1): - expected, + shown\n- storefront JPN 143462 Nippon\n+ storefront JPN "
            + "143462 Japan\n"))
        #expect(screen.contains("║ output          differs from the file at line 1"))
    }

    @Test func demoWithDelayGoesOnByItself() throws {
        let folder = try folder("demo-delay", ["d.scenario": "> echo one\none\n> echo two\ntwo\n"])
        guard let terminal = try start(["demo", "d.scenario", "--delay", "0.1"], folder: folder) else { return }
        #expect(try terminal.exitStatus() == 0)
        #expect(try terminal.screen().contains("echo one\none\nstorekit-sim USA> echo two\ntwo\n"))
        #expect(try terminal.screen().contains("║ End of the demo: d.scenario"))
    }

    @Test func theREPLDrawsTheDisclosureNoticeOnATerminal() throws {
        guard let terminal = try terminals.start() else { return }
        try terminal.type("storefront set FRA")
        try terminal.keys("Enter")
        try terminal.type("notice browser")
        try terminal.keys("Enter")
        #expect(try terminal.waitFor("sheet notice browser\n╭") != nil)
        #expect(try terminal.waitFor("│ Leaving the app for purchases from the developer") != nil)
        #expect(try terminal.waitFor("[ Cancel ]   [ Continue ]") != nil)
        #expect(try terminal.waitFor("(approximate wording: Apple does not publish the") != nil)
    }
}
