import Testing
@testable import StoreKitSimREPL

/// `demo` reads a scenario's commands and plays them with pauses.
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

    @Test func readsCommandsWithTheCommentsAboveThemAsNarration() {
        let script = DemoScript(text: text)
        #expect(script.steps.map(\.command) == ["storefront set JPN", "storefront set FRA", "echo done"])
        #expect(script.steps[0].narration == ["# Buying in Japan."])
        #expect(script.steps[1].narration == ["# Then France."])
        #expect(script.steps[2].narration == ["# not narration for anything"])
    }

    @Test func playsEachCommandAtThePromptWithItsOutput() {
        let console = CollectingConsole()
        let pacing = ImmediatePacing()
        let played = DemoPlayer(script: DemoScript(text: text), console: console, palette: Palette(enabled: false), pacing: pacing).play()
        #expect(played == 3)
        #expect(pacing.waits == 2)
        #expect(console.text.hasPrefix("# Buying in Japan.\nstorekit-sim USA> storefront set JPN\nstorefront JPN 143462 Japan\n"))
        #expect(console.text.contains("storekit-sim JPN> storefront set FRA\nstorefront FRA 143442 France\n"))
        #expect(console.text.hasSuffix("storekit-sim FRA> echo done\ndone\n"))
    }

    @Test func qStopsBeforeTheNextCommand() {
        let console = CollectingConsole()
        let played = DemoPlayer(script: DemoScript(text: text), console: console, palette: Palette(enabled: false),
                                pacing: ImmediatePacing(stopAfter: 1)).play()
        #expect(played == 1)
        #expect(!console.text.contains("FRA"))
    }

    @Test func colourGoesToPromptAndNarrationWhenEnabled() {
        let console = CollectingConsole()
        DemoPlayer(script: DemoScript(text: text), console: console, palette: Palette(enabled: true), pacing: ImmediatePacing()).play()
        #expect(console.text.hasPrefix("\u{1B}[2m# Buying in Japan.\u{1B}[0m\n\u{1B}[1mstorekit-sim\u{1B}[0m "))
        #expect(!console.text.contains("\u{1}"))
    }
}
