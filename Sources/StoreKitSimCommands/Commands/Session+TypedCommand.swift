import StoreKitSim

/// Running a command given as a value: no text is lexed or bound. The session's history and the
/// outcome name it by the line `CommandLineWriter` writes for it, the line that binds to it.
extension Session {
    /// Runs a typed command and returns its outcome, as `run(_:)` of its line would.
    ///
    /// No words were typed, so an error points at no column (its `range` is nil).
    public func run<Command: TypedCommand>(_ command: Command) -> Outcome {
        let line = command.line
        return outcome(of: line) { execute(command, line: line) }
    }

    /// Runs a typed command for its printed lines alone. Returns false if it failed.
    @discardableResult
    public func execute<Command: TypedCommand>(_ command: Command) -> Bool {
        execute(command, line: command.line)
    }

    private func execute<Command: TypedCommand>(_ command: Command, line: String) -> Bool {
        history.begin(line: Array(line.utf8))
        return perform({ session, _ in try command.run(in: session) }, Arguments())
    }
}
