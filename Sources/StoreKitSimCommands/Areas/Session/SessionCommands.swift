import StoreKitSim

/// Commands about the session itself: help, status, reset, echo, the clock, quit.
enum SessionCommands {
    static let all: [CommandSpec] = [
        CommandSpec(HelpCommand.self),
        CommandSpec(StatusCommand.self),
        CommandSpec(ResetCommand.self),
        CommandSpec(EchoCommand.self),
        CommandSpec(ClockCommand.self),
        CommandSpec(ClockAdvanceCommand.self),
        CommandSpec(ClockStartCommand.self),
        CommandSpec(QuitCommand.self),
    ]
}

extension ValueKind {
    /// A command word, completed from the command table (for `help`).
    static let commandWord = ValueKind(placeholder: "COMMAND", description: "a command name",
                                       completions: { _ in CommandTable.shared.topLevelWords }) { word, _ throws(CommandError) in .text(word) }
}
