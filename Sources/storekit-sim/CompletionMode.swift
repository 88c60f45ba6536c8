import StoreKitSimCommands

/// `storekit-sim completion SHELL`: a completion script generated from the same declarations.
enum CompletionMode {
    /// `shell` is one of `ExecutableCommandLine.shells`: the parser checked it.
    @MainActor static func run(shell: String) -> Int32 {
        switch shell {
        case "zsh": stdoutWriter.write(ShellCompletion(table: .shared).zsh())
        case "fish": stdoutWriter.write(ShellCompletion(table: .shared).fish())
        default: stdoutWriter.write(BashCompletion(table: .shared).render())
        }
        return finish()
    }
}
