import Testing
import StoreKitSim
import StoreKitSimCommands
@testable import StoreKitSimREPL

/// The REPL loop driven by a scripted line editor: no terminal needed.
@Suite struct REPLLoopTests {
    private func run(_ reads: [LineRead], colour: Bool = false) -> (status: Int32, editor: ScriptedLineEditor, console: CollectingConsole) {
        let editor = ScriptedLineEditor(reads)
        let console = CollectingConsole()
        let repl = REPL(editor: editor, console: console, palette: Palette(enabled: colour))
        return (repl.run(), editor, console)
    }

    @Test func runsLinesAndEndsAtEndOfInputWithStatusZero() {
        let (status, editor, console) = run([.line("echo hello"), .line("storefront set JPN")])
        #expect(status == 0)
        #expect(console.text == "hello\nstorefront JPN 143462 Japan\n\n")
        #expect(editor.closed)
    }

    @Test func promptShowsTheStorefrontAfterItChanges() {
        let (_, editor, _) = run([.line("storefront set FRA"), .line("echo x")])
        #expect(editor.prompts == ["storekit-sim USA> ", "storekit-sim FRA> ", "storekit-sim FRA> "])
    }

    @Test func promptShowsAnOpenSheet() {
        var world = World.builtIn()
        world.sheet = .payment(transactionID: "t1")
        #expect(Prompt(world: world, palette: Palette(enabled: false)).plain == "storekit-sim USA [payment-sheet t1]> ")
        let styled = Prompt(world: world, palette: Palette(enabled: true)).styled
        #expect(styled.contains("\u{1}\u{1B}[33m\u{1}[payment-sheet t1]"))
        #expect(styled.hasSuffix("> "))
    }

    @Test func interruptDropsTheLineAndPromptsAgain() {
        let (status, editor, console) = run([.interrupted, .line("echo still here")])
        #expect(status == 0)
        #expect(console.text == "^C\nstill here\n\n")
        #expect(editor.prompts.count == 3)
        #expect(editor.history == ["echo still here"])
    }

    @Test func quitEndsTheLoopBeforeTheNextLine() {
        let (status, editor, console) = run([.line("quit"), .line("echo never")])
        #expect(status == 0)
        #expect(console.text == "")
        #expect(editor.prompts.count == 1)
    }

    @Test func historyKeepsTypedLinesButNotBlankOnesAndDropsTrailingSpaces() {
        let (_, editor, _) = run([.line(""), .line("   "), .line("storefront set JPN "), .line("bogus")])
        #expect(editor.history == ["storefront set JPN", "bogus"])
    }

    @Test func errorsShowWithoutALocationOnStandardError() {
        let (status, _, console) = run([.line("storefront set XXX")])
        #expect(status == 0)
        #expect(console.errorText.hasPrefix("error: unknown storefront 'XXX'\nhint: "))
        #expect(!console.errorText.contains("<stdin>"))
    }

    @Test func colourOnlyWhenThePaletteIsEnabled() {
        let plain = run([.line("bogus")]).console.text
        #expect(!plain.contains("\u{1B}["))
        let coloured = run([.line("bogus")], colour: true).console.text
        #expect(coloured.contains("\u{1B}[1;31merror: unknown command 'bogus'\u{1B}[0m"))
    }

    @Test func helpListsCommandsAndExplainsOne() {
        let overview = run([.line("help")]).console.text
        #expect(overview.contains("storefront set"))
        let one = run([.line("help storefront set")]).console.text
        #expect(one.contains("storefront set CODE"))
    }
}

/// Output text with a newline in it is several transcript lines, as the scenario runner reads it.
@Suite struct ConsoleSinkTests {
    @Test func multiLineOutputIsSplitForTheTranscript() {
        let console = CollectingConsole()
        let sink = ConsoleSink(console: console, palette: Palette(enabled: true))
        sink.output(OutputLine("one\n# two", style: .success))
        #expect(sink.takeTranscript() == ["one", "# two"])
        #expect(console.text == "\u{1B}[32mone\u{1B}[0m\n\u{1B}[32m# two\u{1B}[0m\n")
    }

    /// On a terminal, help is wrapped to its width at spaces; the transcript `record` writes keeps
    /// each line whole, so a recorded scenario passes wherever it runs.
    @Test func helpWrapsToTheConsoleWidthButTheTranscriptDoesNot() throws {
        let console = CollectingConsole(columns: 40)
        let sink = ConsoleSink(console: console, palette: Palette(enabled: false))
        let session = Session(sink: sink)
        #expect(session.execute("help buy"))
        let transcript = sink.takeTranscript()
        let shown = console.text.split(separator: "\n").map(String.init)
        let discussion = try #require(CommandTable.shared.command(["buy"])?.discussion)
        #expect(transcript.contains(discussion))
        #expect(!shown.contains(discussion))
        // Longer only where one word is wider than the room left (it is never cut), or for an
        // example command, which stays whole so it can be copied.
        let examples = Set(CommandTable.shared.command(["buy"])?.examples ?? [])
        #expect(shown.filter { $0.count > 40 && $0.drop(while: { $0 == " " }).contains(" ")
                               && !examples.contains(String($0.drop(while: { $0 == " " }))) } == [], "\(shown)")
        #expect(shown.flatMap { $0.split(separator: " ") } == transcript.flatMap { $0.split(separator: " ") })

        // Not a terminal: nothing is wrapped.
        let plain = CollectingConsole()
        let plainSink = ConsoleSink(console: plain, palette: Palette(enabled: false))
        #expect(Session(sink: plainSink).execute("help buy"))
        #expect(plain.text == plainSink.takeTranscript().map { $0 + "\n" }.joined())
    }

    @Test func errorsFromASourcedFileKeepItsLocation() {
        let sink = ConsoleSink(console: CollectingConsole(), palette: Palette(enabled: false))
        let range = SourceRange(start: SourceLocation(file: "setup.txt", line: 2, column: 1), endColumn: 4)
        sink.diagnostic(Diagnostic(code: "x", message: "bad", range: range, hint: "fix it"))
        #expect(sink.takeTranscript() == ["setup.txt:2:1: error: bad", "hint: fix it"])
    }
}
