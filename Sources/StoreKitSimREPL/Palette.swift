import StoreKitSimCommands

/// ANSI colours for the terminal front ends (REPL, demo): states, errors, the prompt.
///
/// On only when output is a terminal and `NO_COLOR` is unset or empty (https://no-color.org),
/// and never for a `dumb` terminal; files and pipes always get plain text.
public struct Palette: Sendable, Equatable {
    public var enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// The rule: NO_COLOR set and not empty wins, then a dumb or missing terminal, then isatty.
    public static func decide(noColor: String?, term: String?, outputIsTerminal: Bool) -> Palette {
        if let noColor, !noColor.isEmpty { return Palette(enabled: false) }
        if term == "dumb" { return Palette(enabled: false) }
        return Palette(enabled: outputIsTerminal)
    }

    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    static let red = "\u{1B}[31m"
    static let green = "\u{1B}[32m"
    static let yellow = "\u{1B}[33m"
    static let cyan = "\u{1B}[36m"
    static let boldRed = "\u{1B}[1;31m"

    /// An output line in the colour of its style.
    public func paint(_ text: String, _ style: OutputLine.Style) -> String {
        switch style {
        case .plain: return text
        case .success: return wrap(text, Self.green)
        case .failure: return wrap(text, Self.red)
        case .pending: return wrap(text, Self.yellow)
        case .callback: return wrap(text, Self.cyan)
        case .heading: return wrap(text, Self.bold)
        }
    }

    /// A diagnostic line: `error:` in bold red, `hint:` and `note:` dimmed.
    public func diagnostic(_ text: String) -> String {
        if text.hasPrefix("error:") || text.hasPrefix("warning:") { return wrap(text, Self.boldRed) }
        return wrap(text, Self.dim)
    }

    /// A scenario comment shown as narration in a demo.
    public func narration(_ text: String) -> String { wrap(text, Self.dim) }

    private func wrap(_ text: String, _ sgr: String) -> String {
        enabled ? sgr + text + Self.reset : text
    }
}
