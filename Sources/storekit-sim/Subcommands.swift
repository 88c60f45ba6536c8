/// The executable's modes beyond batch input, registered by their modules' front ends:
/// `run`, `test`, `demo` (scenario and REPL issues) and the interactive REPL.
enum Subcommands {
    /// Mode name -> handler taking the remaining arguments and returning the exit status.
    static let handlers: [String: @Sendable ([String]) -> Int32] = [
        "run": ScenarioModes.run,
        "test": ScenarioModes.test,
    ]
    /// Starts the REPL when stdin and stdout are terminals; nil until the REPL exists.
    static let interactive: (@Sendable () -> Int32)? = nil
}
