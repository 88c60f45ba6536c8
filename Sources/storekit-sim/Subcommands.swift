import StoreKitSimCommands

/// The executable's modes beyond batch input, one case per mode declared in
/// `ExecutableCommandLine`; the interactive REPL. A declared mode without a case answers
/// "not built yet" (exit 2), so a mode can be declared before it is built.
enum Subcommands {
    /// Runs the mode named as declared (`report merge` for a mode of two words) and returns its
    /// exit status; nil when this build has no handler for it. A switch rather than a dictionary
    /// of closures: the statically linked release build (the wheel's) failed to make the
    /// dictionary's metadata for `@MainActor` closures with typed throws and crashed on every mode.
    @MainActor static func run(_ name: String, _ arguments: ModeArguments) throws(UsageError) -> Int32? {
        switch name {
        case "run": return ScenarioModes.run(try RunOptions(arguments))
        case "test": return try ScenarioModes.test(try TestOptions(arguments))
        case "report merge": return try ReportMergeMode.run(try ReportMergeOptions(arguments))
        case "demo": return try DemoFrontEnd.run(try DemoOptions(arguments))
        case "diagram": return try DiagramMode.run(try DiagramOptions(arguments))
        case "help": return LanguageHelpMode.run(arguments)
        case "man": return ManPageMode.run()
        case "completion": return CompletionMode.run(shell: arguments.operands[0])
        case "serve": return try ServeMode.run(try ServeOptions(arguments))
        case "regex-matcher": return RegexMatcherMode.run()
        default: return nil
        }
    }
    /// Starts the REPL when stdin and stdout are terminals.
    static let interactive: (@Sendable () -> Int32)? = { InteractiveFrontEnd.run() }
}
