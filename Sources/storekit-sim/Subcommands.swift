import StoreKitSimCommands

/// A mode's handler: its parsed arguments in, the exit status out; a usage error it throws is
/// printed by main's one renderer.
typealias ModeHandler = @Sendable @MainActor (ModeArguments) throws(UsageError) -> Int32

/// The executable's modes beyond batch input, one handler per mode declared in
/// `ExecutableCommandLine`; the interactive REPL. A declared mode without a handler answers
/// "not built yet" (exit 2), so a mode can be declared before it is built.
enum Subcommands {
    /// Mode name (as declared, `report merge` for a mode of two words) -> handler.
    @MainActor static let handlers: [String: ModeHandler] = [
        "run": { arguments throws(UsageError) in ScenarioModes.run(try RunOptions(arguments)) },
        "test": { arguments throws(UsageError) in try ScenarioModes.test(try TestOptions(arguments)) },
        "report merge": { arguments throws(UsageError) in try ReportMergeMode.run(try ReportMergeOptions(arguments)) },
        "demo": { arguments throws(UsageError) in try DemoFrontEnd.run(try DemoOptions(arguments)) },
        "diagram": { arguments throws(UsageError) in try DiagramMode.run(try DiagramOptions(arguments)) },
        "help": LanguageHelpMode.run,
        "man": { _ in ManPageMode.run() },
        "completion": { arguments in CompletionMode.run(shell: arguments.operands[0]) },
        "serve": { arguments throws(UsageError) in try ServeMode.run(try ServeOptions(arguments)) },
        "regex-matcher": { _ in RegexMatcherMode.run() },
    ]
    /// Starts the REPL when stdin and stdout are terminals.
    static let interactive: (@Sendable () -> Int32)? = { InteractiveFrontEnd.run() }
}
