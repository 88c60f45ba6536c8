#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Testing
import StoreKitSim
import StoreKitSimCommands
@testable import StoreKitSimScenario
@testable import StoreKitSimREPL

/// `record FILE` ... `record stop` write the session as a scenario file.
@Suite struct RecordTests {
    private func temporaryFolder() -> String {
        var template = Array("/tmp/storekit-sim-record-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    private func contents(_ path: String) -> String? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(fd, &chunk, chunk.count)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func session(_ lines: [String]) -> (CollectingConsole, REPL) {
        let console = CollectingConsole()
        let repl = REPL(editor: ScriptedLineEditor(lines: lines), console: console, palette: Palette(enabled: false))
        _ = repl.run()
        return (console, repl)
    }

    /// A recorded `catalog load` of a .storekit file holds its short summary, not every product and
    /// note: those wait for `catalog notes`, so a recorded exploration and a demo are not flooded.
    @Test func recordingACatalogLoadWritesTheSummary() throws {
        let file = temporaryFolder() + "/load.scenario"
        let storekit = String("\(#filePath)".dropLast("Tests/StoreKitSimREPLTests/RecordTests.swift".count)) + "scenarios/catalogs/Example.storekit"
        let (console, _) = session(["record \(file)", "catalog load \(storekit)", "buy com.example.sim.coins100", "record stop"])
        #expect(console.errorText.isEmpty)
        let text = try #require(contents(file))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("loaded \(storekit): 3 products (1 consumable, 1 non-consumable, 1 auto-renewable), 1 subscription group, 0 offers "
            + "('catalog notes' has the details)"), "one stable line: the settings, removals and keys wait for 'catalog notes'")
        #expect(!lines.contains { $0.hasPrefix("settings applied") || $0.hasPrefix("removed ") || $0.hasPrefix("the app has fetched") })
        #expect(lines.contains("t1 com.example.sim.coins100 purchasing"))
        #expect(!lines.contains { $0.hasPrefix("product ") || $0.hasPrefix("note: ") || $0.hasPrefix("read, not simulated") })
        #expect(lines.count < 8)
    }

    @Test func writesCommandsAndOutputAsExpectedBlocksWithErrorsUnlocated() throws {
        let file = temporaryFolder() + "/gems.scenario"
        let (console, _) = session([
            "record \(file)", "# Japan first", "storefront set JPN", "storefront set XXX", "record keep", "echo", "record stop", "echo after",
        ])
        #expect(console.errorText.contains("not recorded: the command failed; 'record keep' writes it with its error as expected output\n"))
        #expect(console.text.contains("kept 'storefront set XXX' and its error in \(file)\n"))
        #expect(console.text.contains("recording to \(file)\n"))
        #expect(console.text.contains("recorded 3 commands to \(file)\n"))
        let text = try #require(contents(file))
        let hint = try #require(console.errorText.split(separator: "\n").first { $0.hasPrefix("hint: ") })
        #expect(text == """
            # Recorded in the storekit-sim REPL. Say here what this scenario shows and which Apple document backs it.
            # Japan first
            > storefront set JPN
            storefront JPN 143462 Japan
            > storefront set XXX
            error: unknown storefront 'XXX'
            \(hint)
            > echo
            \\

            """)
    }

    @Test func changesBeforeRecordAreWrittenAsSetupUnlessResetCameAfter() throws {
        let folder = temporaryFolder()
        _ = session(["storefront set FRA", "record \(folder)/a.scenario", "echo hi"])
        let withSetup = try #require(contents(folder + "/a.scenario"))
        #expect(withSetup.contains("('demo' runs them unseen).\n# setup\n> storefront set FRA\n"
            + "storefront FRA 143442 France\n# end setup\n\n> echo hi\nhi\n"), "the block demo's DemoScript reads as setup")

        _ = session(["storefront set FRA", "reset", "record \(folder)/b.scenario", "echo hi"])
        let afterReset = try #require(contents(folder + "/b.scenario"))
        #expect(!afterReset.contains("# setup"))
        #expect(afterReset.hasSuffix("> echo hi\nhi\n"))
    }

    @Test func endOfInputClosesAnOpenRecording() throws {
        let file = temporaryFolder() + "/open.scenario"
        let (console, _) = session(["record \(file)", "echo one"])
        #expect(console.text.hasSuffix("recorded 1 command to \(file)\n"))
        #expect(try #require(contents(file)).hasSuffix("> echo one\none\n"))
    }

    @Test func recordingTwiceOrStoppingWithoutOneIsAnError() {
        let folder = temporaryFolder()
        let (console, _) = session(["record stop", "record \(folder)/x.scenario", "record \(folder)/y.scenario"])
        #expect(console.errorText.contains("error: not recording\nhint: 'record FILE' starts a recording\n"))
        #expect(console.errorText.contains("error: already recording to '\(folder)/x.scenario'\n"))
    }

    @Test func anUnwritableFileIsAnErrorAndNothingIsRecorded() {
        let (console, repl) = session(["record /nonexistent-folder/x.scenario"])
        #expect(console.errorText.contains("error: cannot record to '/nonexistent-folder/x.scenario': cannot write the file: cannot create a "
            + "temporary file next to it: No such file or directory\n"))
        #expect(!repl.recorder.isRecording)
    }

    @Test func outsideTheREPLRecordIsALocatedError() {
        let sink = CollectingSink(renderer: DiagnosticRenderer(showLocation: true))
        let session = Session(sink: sink)
        #expect(!session.execute("record x.scenario", file: "s.txt", line: 3))
        #expect(sink.lines == ["s.txt:3:1: error: 'record' works in the REPL and in batch input, not in a scenario file",
                               "hint: type 'record FILE' at the 'storekit-sim' prompt, or pipe the commands: printf 'record f.scenario\\n...' | "
                                   + "storekit-sim"])
    }

    @Test func aFailedCommandIsHeldBackUntilRecordKeepAndDroppedByTheNextCommand() throws {
        let file = temporaryFolder() + "/typo.scenario"
        let (console, _) = session([
            "record keep", "record \(file)", "record keep", "storefornt set JPN", "storefront set JPN", "record keep",
            "storefront set XXX", "storefront set XXX", "record keep", "record stop",
        ])
        #expect(console.errorText.contains("error: not recording\nhint: 'record FILE' starts a recording\n"))
        #expect(console.errorText.components(separatedBy: "error: no failed command to keep\n").count == 3,
                "nothing failed yet, and the typo was dropped by the command after it")
        #expect(console.errorText.components(separatedBy: "not recorded: the command failed").count == 4)
        let text = try #require(contents(file))
        #expect(!text.contains("storefornt"))
        #expect(text.components(separatedBy: "> storefront set XXX\n").count == 2, "kept once, the second time")
        #expect(text.contains("> storefront set JPN\nstorefront JPN 143462 Japan\n> storefront set XXX\nerror: unknown storefront 'XXX'\n"))
        #expect(console.text.contains("recorded 2 commands to \(file)\n"))
    }

    @Test func tooLongASetupAsksForAResetInsteadOfGrowingWithoutBound() throws {
        let folder = temporaryFolder()
        let many = Array(repeating: "echo x", count: SessionHistory.journalLimit + 1)
        let (console, repl) = session(many + ["record \(folder)/long.scenario", "reset", "record \(folder)/short.scenario", "echo y"])
        #expect(console.errorText.contains("error: more than 10000 commands since the start or the last 'reset', too many to write as the "
            + "recording's setup\nhint: type 'reset' and set the world up again before 'record FILE'\n"))
        #expect(repl.session.history.journal.count <= SessionHistory.journalLimit)
        #expect(contents(folder + "/long.scenario") == nil)
        #expect(try #require(contents(folder
            + "/short.scenario")).hasSuffix("REPL. Say here what this scenario shows and which Apple document backs it.\n> echo y\ny\n"))
    }

    @Test func thePromptShowsThatRecordingIsOn() {
        let palette = Palette(enabled: false)
        #expect(Prompt(world: .builtIn(), palette: palette).plain == "storekit-sim USA> ")
        #expect(Prompt(world: .builtIn(), palette: palette, recording: true).plain == "storekit-sim USA [rec]> ")
        #expect(Prompt(world: .builtIn(), palette: Palette(enabled: true), recording: true).styled.contains("\u{1}\u{1B}[31m\u{1}[rec]"))
    }

    @Test func outputThatLooksLikeSyntaxIsEscapedWithTheScenarioRule() throws {
        let file = temporaryFolder() + "/escape.scenario"
        _ = session(["record \(file)", "echo '# not a comment'", "echo '> not a command'", "echo ..."])
        let text = try #require(contents(file))
        #expect(text.contains("> echo '# not a comment'\n\\# not a comment\n"))
        #expect(text.contains("\n\\> not a command\n"))
        #expect(text.contains("> echo ...\n\\...\n"))
    }

    /// Commands that only show what is there are left out of a recording (their text documents
    /// the tool, not the behaviour under test), with one note; `--inspections` keeps them.
    @Test func inspectionsAreLeftOutUnlessAsked() throws {
        let folder = temporaryFolder()
        let (console, _) = session(["record \(folder)/a.scenario", "status", "help storefront set", "storefront list japan", "echo hi",
                                    "catalog", "record stop"])
        let plain = try #require(contents(folder + "/a.scenario"))
        #expect(plain.hasSuffix("# Recorded in the storekit-sim REPL. Say here what this scenario shows and which Apple document backs it.\n"
            + "> echo hi\nhi\n"))
        #expect(console.errorText.components(separatedBy: "only shows what is there").count == 2, "one note a recording")
        _ = session(["record \(folder)/b.scenario --inspections", "status", "storefront list japan", "record stop"])
        let kept = try #require(contents(folder + "/b.scenario"))
        #expect(kept.contains("> status\nstorefront USA 143441 United States\n"))
        #expect(kept.contains("> storefront list japan\nJPN JP 143462 JPY Japan\n"))
    }

    /// In the REPL the line's output is the session's own (each line runs once: nothing it does
    /// outside the world happens twice), with the typed path written as the recorded line names it.
    @Test func theREPLWritesTheLoadedNameAsTheRecordedLineNamesIt() throws {
        let root = temporaryFolder()
        _ = mkdir(root + "/sub", 0o755)
        _ = mkdir(root + "/plan", 0o755)
        let storekit = String("\(#filePath)".dropLast("Tests/StoreKitSimREPLTests/RecordTests.swift".count)) + "scenarios/catalogs/Example.storekit"
        let copy = try #require(contents(storekit))
        let fd = open(root + "/plan/rc.storekit", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = copy.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, copy.utf8.count) }
        close(fd)
        let console = CollectingConsole()
        let lines = ["record sub/x.scenario", "catalog load plan/rc.storekit", "record stop"]
        _ = REPL(editor: ScriptedLineEditor(lines: lines), console: console, palette: Palette(enabled: false), directory: root).run()
        #expect(console.text.contains("loaded plan/rc.storekit: 3 products"), "the screen names the file as typed")
        let text = try #require(contents(root + "/sub/x.scenario"))
        #expect(text.contains("> catalog load ../plan/rc.storekit\nloaded ../plan/rc.storekit: 3 products"))
    }

    /// A file argument is written relative to the scenario's folder, found by the command table's
    /// declaration (a FILE argument), whatever word it is; other words and absolute paths stay.
    @Test func fileArgumentsAreWrittenRelativeToTheScenarioFolder() throws {
        let root = temporaryFolder()
        _ = mkdir(root + "/sub", 0o755)
        _ = mkdir(root + "/plan", 0o755)
        func rewritten(_ line: String) -> String {
            RecordedLine(line, workingFolder: root, scenarioFolder: root + "/sub").text
        }
        #expect(rewritten("catalog load plan/rc.storekit") == "catalog load ../plan/rc.storekit")
        #expect(rewritten("source 'plan/a b.txt'") == "source ../plan/a\\ b.txt")
        #expect(rewritten("catalog load /etc/rc.storekit") == "catalog load /etc/rc.storekit")
        #expect(rewritten("echo plan/rc.storekit") == "echo plan/rc.storekit", "not a FILE argument")
        #expect(rewritten("catalog load sub/x.storekit") == "catalog load x.storekit")
        #expect(RecordedLine("status", workingFolder: root, scenarioFolder: root).isInspection)
        #expect(!RecordedLine("storefront set JPN", workingFolder: root, scenarioFolder: root).isInspection)
    }
}
