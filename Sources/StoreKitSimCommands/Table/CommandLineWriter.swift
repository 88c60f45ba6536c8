import StoreKitSim

/// Writes a bound command back as one line that binds to the same values: the command's words,
/// its positional values in declaration order, then its options, each word quoted by
/// `Lexer.quote`, the language's one quoting rule. A line read back gives equal `Arguments`
/// (`CommandLineWriterTests` binds every command of the table from its examples and from lines
/// that set every option, writes each back and binds it again).
public enum CommandLineWriter {
    /// A typed command as a line: its fields' values, written as a line the binder made them from.
    public static func line<Command: TypedCommand>(_ command: Command) -> String {
        line(CommandSpec(Command.self), command.arguments)
    }

    public static func line(_ command: CommandSpec, _ arguments: Arguments) -> String {
        var positional: [String] = []
        for argument in command.arguments {
            positional += arguments.values(argument.name).compactMap { argument.kind.write?($0) ?? word($0) }
        }
        var options: [String] = []
        for option in command.options {
            guard let value = arguments.options[option.name] else { continue }
            options.append("--" + option.name)
            if let text = option.kind?.write?(value) ?? word(value) { options.append(text) }
        }
        // A value that reads as an option (`--x`) goes after `--`, which ends the options.
        let words = positional.contains { $0.hasPrefix("--") }
            ? command.path + options + ["--"] + positional
            : command.path + positional + options
        return words.map { $0 == "--" ? $0 : Lexer.quote($0) }.joined(separator: " ")
    }

    /// A bound value as the word that binds to it again; nil for a flag, which is its option alone.
    static func word(_ value: BoundValue) -> String? {
        switch value {
        case .text(let text): text
        case .integer(let number): String(number)
        case .seconds(let seconds): "\(seconds)s"
        case .clockStep(let step): clockStep(step)
        case .storefront(let storefront): storefront.countryCode
        case .version(let version): version.components.map(String.init).joined(separator: ".")
        case .externalPurchase(let value): externalPurchase(value)
        case .flag: nil
        }
    }

    /// `1y2mo` and `1h30m` as `clock advance` reads them: the months, then the seconds.
    private static func clockStep(_ step: ClockStep) -> String {
        switch (step.months, step.seconds) {
        case (0, let seconds): "\(seconds)s"
        case (let months, 0): "\(months)mo"
        case (let months, let seconds): "\(months)mo\(seconds)s"
        }
    }

    private static func externalPurchase(_ value: ExternalPurchaseValue) -> String {
        switch value {
        case .tokenType(let type): type.rawValue
        // iOS 27.2's TokenType spelling is written back as typed, so the line binds to the same value.
        case .tokenTypeStruct(let type): type.tokenTypeName ?? type.rawValue
        case .noticeType(let type): type.rawValue
        case .entitlement(let entitlement): entitlement.rawValue
        case .plistKey(let key): key.rawValue
        case .environment(let environment): environment.rawValue
        case .reportStatus(let status): status.rawValue
        case .reportWord(.start(let text)): text
        case .reportWord(.field(_, _, let word)): word
        case .customer(let change): change.rawValue
        }
    }
}
