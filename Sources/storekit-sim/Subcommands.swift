/// The executable's modes beyond batch input, registered by their modules' front ends:
/// `run`, `test` (the scenario runner), `demo`, `diagram` and the interactive REPL.
enum Subcommands {
    /// Mode name -> handler taking the remaining arguments and returning the exit status.
    static let handlers: [String: @Sendable ([String]) -> Int32] = [
        "run": ScenarioModes.run,
        "test": ScenarioModes.test,
        "demo": { DemoFrontEnd.run($0) },
        "diagram": DiagramMode.run,
        "serve": { arguments in MainActor.assumeIsolated { ServeMode.run(arguments) } },
    ]
    /// Starts the REPL when stdin and stdout are terminals.
    static let interactive: (@Sendable () -> Int32)? = { InteractiveFrontEnd.run() }
}
