import StoreKitSim
import StoreKitSimCommands

/// The REPL prompt: the tool, the storefront and the sheet that is up, e.g.
/// `storekit-sim USA> ` or `storekit-sim USA [payment-sheet t1]> `.
///
/// QA see at a glance which country they are buying in and that a sheet waits for an answer.
public struct Prompt: Sendable, Equatable {
    /// The prompt as text.
    public var plain: String
    /// The prompt with colour codes, each wrapped in `\u{1}` so libedit knows they take no room.
    public var styled: String

    public init(plain: String, styled: String) {
        self.plain = plain
        self.styled = styled
    }

    public init(world: World, palette: Palette) {
        let code = world.storefront.countryCode
        let sheet = world.sheet.map { " [\(SheetText.label($0))]" } ?? ""
        plain = "storekit-sim \(code)\(sheet)> "
        guard palette.enabled else { styled = plain; return }
        func wrap(_ sgr: String) -> String { "\u{1}\(sgr)\u{1}" }
        var text = wrap(Palette.bold) + "storekit-sim" + wrap(Palette.reset) + " "
        text += wrap(Palette.cyan) + code + wrap(Palette.reset)
        if let label = world.sheet.map(SheetText.label) {
            text += " " + wrap(Palette.yellow) + "[\(label)]" + wrap(Palette.reset)
        }
        styled = text + "> "
    }
}
