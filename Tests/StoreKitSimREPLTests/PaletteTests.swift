import Testing
import StoreKitSimCommands
@testable import StoreKitSimREPL

/// NO_COLOR and terminals decide colour (runner-anchors.md section 5).
@Suite struct PaletteTests {
    @Test func colourOnATerminalUnlessNoColorIsSetNonEmpty() {
        #expect(Palette.decide(noColor: nil, term: "xterm", outputIsTerminal: true).enabled)
        #expect(Palette.decide(noColor: "", term: "xterm", outputIsTerminal: true).enabled)
        #expect(!Palette.decide(noColor: "1", term: "xterm", outputIsTerminal: true).enabled)
        #expect(!Palette.decide(noColor: nil, term: "xterm", outputIsTerminal: false).enabled)
        #expect(!Palette.decide(noColor: nil, term: "dumb", outputIsTerminal: true).enabled)
    }

    @Test func stylesMapToColoursAndPlainStaysPlain() {
        let palette = Palette(enabled: true)
        #expect(palette.paint("purchased", .success) == "\u{1B}[32mpurchased\u{1B}[0m")
        #expect(palette.paint("failed", .failure) == "\u{1B}[31mfailed\u{1B}[0m")
        #expect(palette.paint("x", .plain) == "x")
        #expect(Palette(enabled: false).paint("purchased", .success) == "purchased")
    }
}
