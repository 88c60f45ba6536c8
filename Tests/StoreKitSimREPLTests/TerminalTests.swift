import Foundation
import Testing
import TestSupport
import StoreKitSim
import StoreKitSimCommands

/// The real binary in a real terminal (tmux): completion, history, Ctrl-C, Ctrl-D, the history
/// file, `record`, `demo`. Each test polls the screen with a timeout.
@Suite(.serialized) struct TerminalTests {
    private func lastLine(_ screen: String) -> String {
        screen.split(separator: "\n").last.map(String.init) ?? ""
    }

    func start(_ arguments: [String] = [], environment: [String: String] = [:], folder: String? = nil, width: Int = 120) throws -> TmuxTerminal? {
        if let missing = TmuxTerminal.missing {
            Issue.record(Comment(rawValue: missing))
            return nil
        }
        let terminal = try TmuxTerminal(arguments, environment: environment, folder: folder, width: width)
        #expect(try terminal.waitFor("storekit-sim USA>") != nil || !arguments.isEmpty)
        return terminal
    }

    @Test func tabCompletesACommandAStorefrontCodeAndAProductID() throws {
        guard let terminal = try start() else { return }
        try terminal.type("storef")
        try terminal.keys("Tab")
        #expect(try terminal.waitFor { self.lastLine($0) == "storekit-sim USA> storefront" } != nil)
        try terminal.keys("Tab") // several subcommands: listed
        #expect(try terminal.waitFor { $0.contains("set") && $0.contains("list") && $0.split(separator: "\n").count >= 3 } != nil)
        try terminal.type("se")
        try terminal.keys("Tab")
        try terminal.type("jp")
        try terminal.keys("Tab")
        #expect(try terminal.waitFor { self.lastLine($0) == "storekit-sim USA> storefront set JPN" } != nil)
        try terminal.keys("Enter")
        #expect(try terminal.waitFor("storefront JPN 143462 Japan\nstorekit-sim JPN>") != nil)

        // Product ids come from the built-in catalog (another area); when it has some, Tab
        // completes one here from its shortest unique prefix. CompleterTests covers the
        // product-id path with a constructed world either way.
        let ids = CommandTable.shared.command(["buy"])?.arguments.first?.kind.completions(World.builtIn()) ?? []
        if let (id, prefix) = Self.uniquePrefix(ids) {
            try terminal.type("buy " + prefix)
            try terminal.keys("Tab")
            #expect(try terminal.waitFor { self.lastLine($0) == "storekit-sim JPN> buy \(id)" } != nil)
        }
    }

    /// The first id with a prefix shorter than itself that no other id starts with.
    static func uniquePrefix(_ ids: [String]) -> (String, String)? {
        for id in ids where !ids.contains(where: { $0 != id && $0.hasPrefix(id) }) {
            for length in 1..<max(1, id.count) {
                let prefix = String(id.prefix(length))
                if ids.filter({ $0.hasPrefix(prefix) }).count == 1 { return (id, prefix) }
            }
        }
        return nil
    }

    @Test func upRecallsHistoryCtrlCKeepsTheSessionCtrlDExitsZeroAndHistoryIsPrivate() throws {
        guard let terminal = try start(environment: ["NO_COLOR": "1"]) else { return }
        try terminal.type("echo first")
        try terminal.keys("Enter")
        #expect(try terminal.waitFor("first\nstorekit-sim USA>") != nil)
        try terminal.type("half typed")
        #expect(try terminal.waitFor("half typed") != nil)
        try terminal.keys("C-c")
        #expect(try terminal.waitFor { self.lastLine($0) == "storekit-sim USA>" } != nil) // fresh, empty prompt
        #expect(try terminal.screen().contains("half typed^C\n"))
        try terminal.keys("Up")
        #expect(try terminal.waitFor { self.lastLine($0) == "storekit-sim USA> echo first" } != nil)
        try terminal.keys("Enter")
        #expect(try terminal.waitFor { $0.components(separatedBy: "\nfirst\n").count == 3 } != nil)
        #expect(try !terminal.screen(escapes: true).contains("\u{1B}[36m")) // NO_COLOR: no colour
        try terminal.keys("C-d")
        #expect(try terminal.exitStatus() == 0)
        #expect(terminal.terminalRestored)

        let attributes = try FileManager.default.attributesOfItem(atPath: terminal.historyFile)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let history = try String(contentsOfFile: terminal.historyFile, encoding: .utf8)
        #expect(history == "_HiStOrY_V2_\necho\\040first\n") // repeated line kept once, no \012
    }

    /// Ctrl-R's reverse history search: Ctrl-C ends the search and keeps the session (it used to
    /// end it with status 0, the typed session lost), Ctrl-G abandons the search and leaves an
    /// empty line, Enter runs the line found, a Ctrl-D inside the search ends it and edits the
    /// line found, and Ctrl-D on an empty line leaves with status 0.
    @Test func ctrlCAndCtrlGInReverseSearchKeepTheSession() throws {
        guard let terminal = try start(environment: ["NO_COLOR": "1"]) else { return }
        try terminal.type("echo first")
        try terminal.keys("Enter")
        #expect(try terminal.waitFor("first\nstorekit-sim USA>") != nil)

        try terminal.keys("C-r")
        try terminal.type("fir")
        #expect(try terminal.waitFor("bck:fir") != nil)
        try terminal.keys("C-c")
        #expect(try terminal.waitFor { $0.contains("^C\n") && self.lastLine($0) == "storekit-sim USA>" } != nil)
        try terminal.type("echo second")
        try terminal.keys("Enter")
        #expect(try terminal.waitFor("\nsecond\nstorekit-sim USA>") != nil, "the session goes on after Ctrl-C in the search")

        try terminal.keys("C-r")
        try terminal.type("sec")
        #expect(try terminal.waitFor { self.lastLine($0).hasSuffix("sec") } != nil)
        try terminal.keys("C-g")
        #expect(try terminal.waitFor { self.lastLine($0) == "storekit-sim USA>" } != nil, "Ctrl-G leaves an empty line")

        try terminal.keys("C-r")
        try terminal.type("fir")
        try terminal.keys("Enter")
        #expect(try terminal.waitFor { $0.components(separatedBy: "\nfirst\n").count == 3 } != nil, "Enter runs the line found")

        try terminal.keys("C-r")
        try terminal.type("fir")
        try terminal.keys("C-d", "Enter")
        #expect(try terminal.waitFor("\nirst\nstorekit-sim USA>") != nil, "Ctrl-D ends the search and deletes under the cursor")

        try terminal.keys("C-d")
        #expect(try terminal.exitStatus() == 0)
        #expect(terminal.terminalRestored)
    }

    /// libedit's own Ctrl-D writes `^D` before ending input; ours leaves the prompt line clean,
    /// so the shell's prompt follows on a line of its own. Ctrl-D inside a line deletes forward.
    @Test func ctrlDLeavesNoCaretDBeforeTheShellPrompt() throws {
        guard let terminal = try start(environment: ["NO_COLOR": "1"]) else { return }
        try terminal.type("echo abc")
        try terminal.keys("Left", "Left", "C-d", "Enter")
        #expect(try terminal.waitFor("\nac\nstorekit-sim USA>") != nil)
        try terminal.keys("C-d")
        #expect(try terminal.exitStatus() == 0)
        let screen = try terminal.waitFor { $0.contains(TmuxTerminal.shellPrompt.trimmingCharacters(in: .whitespaces)) }
        #expect(screen?.contains("\nstorekit-sim USA>\nshell$") == true, "screen:\n\(screen ?? "")")
        #expect(screen?.contains("^D") == false)
    }

    /// In a 60-column terminal, `help buy` wraps its discussion at spaces: every word of it is
    /// whole on the screen, where the terminal alone would cut "payment sheet" as "payment s" / "heet".
    @Test func helpWrapsAtWordsToTheTerminalsWidth() throws {
        guard let terminal = try start(environment: ["NO_COLOR": "1"], width: 60) else { return }
        try terminal.type("help buy")
        try terminal.keys("Enter")
        let screen = try #require(try terminal.waitFor { $0.contains("examples:") && self.lastLine($0) == "storekit-sim USA>" })
        let discussion = try #require(CommandTable.shared.command(["buy"])?.discussion)
        #expect(discussion.count > 60)
        let shown = Set(screen.split(whereSeparator: { $0 == " " || $0 == "\n" }))
        let missing = discussion.split(separator: " ").filter { !shown.contains($0) }
        #expect(missing.isEmpty, "cut words \(missing) in:\n\(screen)")
    }

    /// In a 60-column terminal every line the REPL prints breaks at spaces, output and errors
    /// alike (issue 45: "auto-re|newable"): each word of the transcript, as batch mode prints it,
    /// is whole on the screen, and the payment sheet's box holds a long product id uncut.
    @Test func everyLineWrapsAtWordsInASixtyColumnTerminal() throws {
        let id = "com.example.pro.monthly.with.a.longer.identifier"
        // Few enough lines for the 40-line terminal: nothing scrolls off before the screen is read.
        let commands = ["clock advance 1 month",
                        "product add \(id) --type auto-renewable --price 4.99 --title 'Pro Monthly With A Longer Name'",
                        "request \(id)", "buy \(id)"]
        let batch = try BuiltBinary.run([], input: commands.joined(separator: "\n") + "\n")
        let transcript = (batch.stdout + batch.stderr).split(whereSeparator: { $0 == " " || $0 == "\n" })
            .filter { !$0.hasPrefix("<stdin>") }
        #expect(transcript.contains { $0 == "'1mo'" } && transcript.contains { $0 == "auto-renewable" })
        guard let terminal = try start(environment: ["NO_COLOR": "1"], width: 60) else { return }
        // Each command typed once the prompt is back: typed ahead, its echo and the previous
        // command's error would share a row ("...Name'error: ...").
        for (index, command) in commands.enumerated() {
            try terminal.type(command)
            try terminal.keys("Enter")
            guard index < commands.count - 1 else { break }
            _ = try terminal.waitFor { $0.components(separatedBy: "storekit-sim USA").count - 1 >= index + 2 }
        }
        let screen = try #require(try terminal.waitFor { $0.contains("confirm or cancel") && self.lastLine($0).hasPrefix("storekit-sim USA") })
        let rows = screen.split(separator: "\n")
        #expect(rows.allSatisfy { $0.count <= 60 }, "no row wider than the terminal:\n\(screen)")
        let shown = Set(screen.split(whereSeparator: { $0 == " " || $0 == "\n" }))
        let cut = transcript.filter { !shown.contains($0) }
        #expect(cut.isEmpty, "cut words \(cut) in:\n\(screen)")
        #expect(screen.contains("(\(id))"), "the box holds the id whole")
    }

    /// libedit drops non-ASCII input in the C locale; the REPL falls back to C.UTF-8.
    @Test func utf8InputWorksInTheCLocale() throws {
        guard let terminal = try start(environment: ["LC_ALL": "C", "LANG": "C"]) else { return }
        try terminal.type("echo hé€llo")
        try terminal.keys("Enter")
        #expect(try terminal.waitFor("\nhé€llo\n") != nil)
    }

    @Test func colourOnATerminalAndHistoryOffWithDevNull() throws {
        guard let terminal = try start(environment: ["STOREKIT_SIM_HISTORY": "/dev/null"]) else { return }
        try terminal.type("bogus")
        try terminal.keys("Enter")
        #expect(try terminal.waitFor("hint: ") != nil)
        let screen = try terminal.screen(escapes: true)
        #expect(screen.contains("\u{1B}[36mUSA"))
        #expect(screen.hasPrefix("\u{1B}[2mstorekit-sim ") && screen.contains("'help' lists the commands, Tab completes, Ctrl-D leaves"))
        #expect(screen.contains("\u{1B}[31merror: unknown command 'bogus'"))
        try terminal.type("quit")
        try terminal.keys("Enter")
        let status = try terminal.exitStatus()
        let after = try terminal.screen()
        #expect(status == 0, "screen:\n\(after)")
        #expect(!FileManager.default.fileExists(atPath: terminal.stateHome))
    }

    @Test func aRecordedScenarioPassesTest() throws {
        guard let terminal = try start() else { return }
        let file = terminal.home + "/recorded.scenario"
        // A failed command is held back unless 'record keep' follows it.
        for line in ["storefront set FRA", "record recorded.scenario", "# Japan, then a typo", "storefront set JPN",
                     "storefront set XXX", "record keep", "echo", "record stop"] {
            try terminal.type(line)
            try terminal.keys("Enter")
        }
        #expect(try terminal.waitFor("recorded 3 commands to recorded.scenario") != nil)
        try terminal.keys("C-d")
        #expect(try terminal.exitStatus() == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("> storefront set FRA\nstorefront FRA 143442 France\n"))
        #expect(text.contains("# Japan, then a typo\n> storefront set JPN\nstorefront JPN 143462 Japan\n> storefront set XXX\nerror: unknown "
            + "storefront 'XXX'\nhint: "))

        // The scenario runner, when it exists on this branch; otherwise the same check in process.
        if runs(["test", "--help"]).status == 0 {
            let result = runs(["test", file])
            #expect(result.status == 0, "storekit-sim test failed:\n\(result.output)")
        }
        #expect(ScenarioReplay.mismatches(text) == [])
    }

    /// Runs the binary with stdin from /dev/null; returns its status and stdout+stderr.
    func runs(_ arguments: [String]) -> (status: Int32, output: String) {
        ChildProcess.run(TmuxTerminal.binary, arguments, mergeErrors: true)
    }

}
