import StoreKitSim
import StoreKitSimCommands

/// The REPL prompt: the tool, the storefront, the sheet that is up and whether `record` is
/// writing, e.g. `storekit-sim USA> `, `storekit-sim USA [payment-sheet t1]> ` or
/// `storekit-sim USA [rec]> `.
///
/// QA see at a glance which country they are buying in, that a sheet waits for an answer, and
/// that what they type goes into a scenario file.
public struct Prompt: Sendable, Equatable {
    /// The prompt as text.
    public var plain: String
    /// The prompt with colour codes, each wrapped in `\u{1}` so libedit knows they take no room.
    public var styled: String

    public init(plain: String, styled: String) {
        self.plain = plain
        self.styled = styled
    }

    public init(world: World, palette: Palette, recording: Bool = false) {
        let code = world.storefront.countryCode
        let sheet = world.sheet.map { " [\(SheetText.label($0))]" } ?? ""
        let rec = recording ? " [rec]" : ""
        plain = "storekit-sim \(code)\(sheet)\(rec)> "
        guard palette.enabled else { styled = plain; return }
        func wrap(_ sgr: String) -> String { "\u{1}\(sgr)\u{1}" }
        var text = wrap(Palette.bold) + "storekit-sim" + wrap(Palette.reset) + " "
        text += wrap(Palette.cyan) + code + wrap(Palette.reset)
        if let label = world.sheet.map(SheetText.label) {
            text += " " + wrap(Palette.yellow) + "[\(label)]" + wrap(Palette.reset)
        }
        if recording {
            text += " " + wrap(Palette.red) + "[rec]" + wrap(Palette.reset)
        }
        styled = text + "> "
    }
}
