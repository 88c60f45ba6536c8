import Testing
@testable import StoreKitSimREPL

/// `demo` reads a scenario's commands, plays them between a title card and an end card, draws the
/// system sheets, checks each output against the file, and goes back or replays on request.
@Suite struct DemoTests {
    private let text = """
        # Buying in Japan.
        > storefront set JPN
        storefront JPN 143462 Japan

        # Then France.
        > storefront set FRA
        storefront FRA 143442 France
        # not narration for anything
        > echo done
        done
        """

    private func play(_ text: String, keys: [DemoKey] = [], stopAfter: Int? = nil) -> (DemoPlayer.Summary, String, ImmediatePacing) {
        let console = CollectingConsole()
        let pacing = ImmediatePacing(keys: keys, stopAfter: stopAfter)
        let summary = DemoPlayer(script: DemoScript(text: text), console: console, palette: Palette(enabled: false), pacing: pacing,
            name: "d.scenario").play()
        return (summary, console.text + console.errorText, pacing)
    }

    @Test func readsTheTopCommentAsTitleCommandsWithNarrationAndTheirExpectedOutput() {
        let script = DemoScript(text: text)
        #expect(script.title == ["# Buying in Japan."])
        #expect(script.steps.map(\.command) == ["storefront set JPN", "storefront set FRA", "echo done"])
        #expect(script.steps[0].narration == [])
        #expect(script.steps[1].narration == ["# Then France."])
        #expect(script.steps[2].narration == ["# not narration for anything"])
        #expect(script.steps.map(\.expected) == [["storefront JPN 143462 Japan"], ["storefront FRA 143442 France"], ["done"]])
        #expect(script.steps.map(\.line) == [2, 6, 9])
    }

    @Test func titleCardThenEachCommandAtThePromptThenTheEndCard() {
        let (summary, output, pacing) = play(text)
        #expect(summary.shown == 3 && summary.distinct == 3 && summary.mismatchLines.isEmpty && !summary.quit)
        #expect(pacing.waits == 5) // after the title card, after each command, after the end card
        let title = output.range(of: "║ Buying in Japan.")
        let first = output.range(of: "storekit-sim USA> storefront set JPN\nstorefront JPN 143462 Japan\n")
        let end = output.range(of: "║ End of the demo: d.scenario")
        #expect(title != nil && first != nil && end != nil)
        if let title, let first, let end { #expect(title.upperBound < first.lowerBound && first.upperBound < end.lowerBound) }
        #expect(output.contains("║ 3 commands from d.scenario"))
        #expect(output.contains("║ Enter next · b back · r replay · q quit"))
        #expect(output.contains("║ commands shown  3 of 3"))
        #expect(output.contains("║ output          as the file expects"))
    }

    @Test func qOnTheTitleCardPlaysNothingAndQLaterStopsBeforeTheNextCommand() {
        let (none, beforeAny, _) = play(text, stopAfter: 1)
        #expect(none.shown == 0 && none.quit)
        #expect(!beforeAny.contains("storekit-sim USA>"))
        let (one, output, _) = play(text, stopAfter: 2)
        #expect(one.shown == 1)
        #expect(!output.contains("FRA"))
        #expect(!output.contains("End of the demo"))
    }

    @Test func backRebuildsTheWorldUpToThePreviousCommand() {
        // next (title), next (after JPN), back (after FRA): FRA again is shown from a world that
        // ran only the JPN step, so its prompt says JPN again.
        let (summary, output, _) = play(text, keys: [.next, .next, .back])
        #expect(output.contains("# ── step 1 of 3, from a fresh world\nstorekit-sim USA> storefront set JPN"))
        #expect(summary.shown == 5)
        #expect(summary.distinct == 3)
        let (replayed, again, _) = play(text, keys: [.next, .next, .replay])
        #expect(again.contains("# ── step 2 of 3, from a fresh world that ran commands 1-1 again\n# Then France.\nstorekit-sim JPN> storefront set "
            + "FRA"))
        #expect(replayed.shown == 4)
    }

    @Test func aMismatchIsShownWithTheFilesLineAndCountedOnTheEndCard() {
        let wrong = "> storefront set JPN\nstorefront JPN 143462 Nippon\n> echo ok\nok\n"
        let (summary, output, _) = play(wrong)
        #expect(summary.mismatchLines == [1])
        #expect(output.contains("✗ not what the file expects (d.scenario:1): - expected, + shown\n- storefront JPN 143462 Nippon\n+ storefront JPN "
            + "143462 Japan\n"))
        #expect(output.contains("║ output          differs from the file at line 1 "))
        // Matchers count as in 'test': '...' stands for any lines.
        let (matched, _, _) = play("> status\n...\n")
        #expect(matched.mismatchLines.isEmpty)
    }

    @Test func theSheetsAreDrawnAsBoxesFromTheEvents() {
        let (summary, output, _) = play("> buy com.example.gems\n...\n> cancel\n...\n> storefront set FRA\n...\n> notice within-app\n...\n> "
            + "continue\n...\n> load 12345\n...\n")
        #expect(summary.sheets == ["payment sheet t1: confirm or cancel", "disclosure notice within-app: continue or cancel",
            "product page 12345: buy or done"])
        #expect(output.contains("│ 100 Gems (com.example.gems)"))
        #expect(output.contains("│ Price     0.99 USD"))
        #expect(output.contains("[ Cancel ]   [ Purchase ]"))
        #expect(output.contains("│ Purchases from the developer, in this app"))
        #expect(output.contains("(approximate wording: Apple does not publish the"))
        #expect(output.contains("  Apple: NoticeType.withinApp: the app displays the\n"))
        #expect(output.contains("[ Get ]   [ Done ]"))
        #expect(output.contains("║ sheets drawn    3: payment sheet, disclosure notice, product page"))
    }

    /// A marked setup section runs before the first step and is never shown; going back rebuilds
    /// the world with it; the title card says how many setup commands ran.
    @Test func theSetupSectionRunsButIsNotShown() {
        let file = """
            # Subscribing in France.
            # setup
            > storefront set FRA
            storefront FRA 143442 France
            > dialogs off
            dialogs off
            # end setup

            # The customer buys.
            > buy com.example.gems
            ...
            """
        let script = DemoScript(text: file)
        #expect(script.title == ["# Subscribing in France."])
        #expect(script.setup.map(\.command) == ["storefront set FRA", "dialogs off"])
        #expect(script.steps.map(\.command) == ["buy com.example.gems"])
        #expect(script.steps[0].narration == ["# The customer buys."])
        let (summary, output, _) = play(file, keys: [.next, .replay])
        #expect(summary.mismatchLines.isEmpty && summary.shown == 2)
        #expect(!output.contains("storefront set FRA") && !output.contains("dialogs off"))
        #expect(output.contains("║ 1 command from d.scenario"))
        #expect(output.contains("║ after 2 setup commands run first and not shown"))
        // Shown from the world the setup made: France, and dialogs off (no sheet), after a replay too.
        #expect(output.components(separatedBy: "storekit-sim FRA> buy com.example.gems\n").count == 3)
        #expect(!output.contains("payment sheet"))
        let (_, wrong, _) = play("# setup\n> storefront set FRA\nstorefront FRA 1 Nowhere\n# end setup\n> echo x\nx\n")
        #expect(wrong.contains("✗ setup command 'storefront set FRA' (d.scenario:2) printed what the file does not expect"))
    }

    /// Apple's payment sheet leads with an offer's terms; durations read as people say them.
    @Test func thePaymentSheetLeadsWithTheOfferInWords() {
        let (_, output, _) = play("""
            > offer add com.example.pro.yearly trial2w --type introductory --mode freeTrial --period P2W
            ...
            > buy com.example.pro.yearly
            ...
            > cancel
            ...
            > offer add com.example.pro.monthly intro3 --type introductory --mode payAsYouGo --period P1M --periods 3 --price 0.99
            ...
            > buy com.example.pro.monthly
            ...
            """)
        let trial = output.range(of: "│ 2 weeks free, then 29.99 USD a year")
        let product = output.range(of: "│ Pro Yearly (com.example.pro.yearly)")
        #expect(trial != nil && product != nil)
        if let trial, let product { #expect(trial.upperBound < product.lowerBound) }
        #expect(output.contains("│ introductory offer trial2w"))
        #expect(output.contains("│ Price     29.99 USD a year"))
        #expect(output.contains("[ Cancel ]   [ Start Free Trial ]"))
        #expect(output.contains("│ 0.99 USD a month for 3 months, then 2.99 USD a month"))
    }

    /// The title card keeps the file's own line breaks, blank comment lines and indentation: its
    /// lines are the comment's lines one for one (a line longer than the card wraps on its own),
    /// never joined with the next or re-flowed into a paragraph.
    @Test func theTitleCardKeepsTheFilesLineBreaks() {
        let long = "A long line that says more than the card holds, so it wraps by itself at a space and then goes on"
        let (_, output, _) = play("# Gems in Japan\n#\n# Steps:\n#   1. move to Japan\n#   2. buy\n#short\n# \(long)\n# last\n> echo x\nx\n")
        // The card's text lines, from its top border to the line that counts the commands.
        let rows = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let top = rows.firstIndex { $0.hasPrefix("╔") } ?? 0
        let card = rows[(top + 1)...].prefix { !$0.contains("1 command") }.map { row -> String in
            var text = Substring(row.dropFirst(2).dropLast(2))
            while text.last == " " { text.removeLast() }
            return String(text)
        }
        #expect(card == [
            "Gems in Japan", "", "Steps:", "  1. move to Japan", "  2. buy", "short",
            "A long line that says more than the card holds, so it wraps by itself at a",
            "space and then goes on", "last", "",
        ])
    }

    @Test func colourGoesToPromptAndNarrationWhenEnabled() {
        let console = CollectingConsole()
        DemoPlayer(script: DemoScript(text: "# Title.\n\n# Said first.\n> echo hi\nhi\n"), console: console, palette: Palette(enabled: true),
            pacing: ImmediatePacing()).play()
        #expect(console.text.contains("\u{1B}[2m# Said first.\u{1B}[0m\n\u{1B}[1mstorekit-sim\u{1B}[0m "))
        #expect(!console.text.contains("\u{1}"))
    }
}
