import StoreKitSimCommands

/// The executable's modes beyond batch input, one case per `ModeName` (the declarations
/// `ExecutableCommandLine` lists are made from those cases); the interactive REPL. The switch has
/// no `default`: a mode declared without a handler here does not compile.
enum Subcommands {
    /// Runs the mode and returns its exit status. A switch rather than a dictionary
    /// of closures: the statically linked release build (the wheel's) failed to make the
    /// dictionary's metadata for `@MainActor` closures with typed throws and crashed on every mode.
    @MainActor static func run(_ mode: ModeName, _ arguments: ModeArguments) throws(UsageError) -> Int32 {
        switch mode {
        case .run: return ScenarioModes.run(try RunOptions(arguments))
        case .test: return try ScenarioModes.test(try TestOptions(arguments))
        case .reportMerge: return try ReportMergeMode.run(try ReportMergeOptions(arguments))
        case .demo: return try DemoFrontEnd.run(try DemoOptions(arguments))
        case .diagram: return try DiagramMode.run(try DiagramOptions(arguments))
        case .help: return LanguageHelpMode.run(arguments)
        case .man: return ManPageMode.run()
        case .completion: return CompletionMode.run(shell: arguments.operands[0])
        case .serve: return try ServeMode.run(try ServeOptions(arguments))
        case .regexMatcher: return RegexMatcherMode.run()
        }
    }
    /// Starts the REPL when stdin and stdout are terminals.
    static let interactive: (@Sendable () -> Int32)? = { InteractiveFrontEnd.run() }
}
