import StoreKitSimCommands

/// Reads argv with the one parser (`ExecutableCommandLine.parse`) and runs what it names: batch
/// input or the REPL, the usage, the version, or a mode's handler (`Subcommands.run`).
let stdoutWriter = BufferedWriter(fd: 1)

/// Prints a usage error through its one renderer (`UsageError.lines`): exit status 2.
@MainActor func usageError(_ error: UsageError) -> Int32 {
    let stderrWriter = BufferedWriter(fd: 2, limit: 0)
    for line in error.lines { stderrWriter.writeLine(line) }
    stderrWriter.flush()
    return 2
}

/// Flushes standard output; 0, or 2 with a message when the output could not be written (a full disk).
@MainActor func finish() -> Int32 {
    stdoutWriter.reportFailure("standard output") ? 2 : 0
}

@MainActor func main() -> Int32 {
    let invocation: Invocation
    do {
        invocation = try ExecutableCommandLine.shared.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        return usageError(error)
    }
    switch invocation {
    case .help:
        for line in ExecutableCommandLine.shared.usageLines { stdoutWriter.writeLine(line) }
        for line in HelpRenderer().overview() { stdoutWriter.writeLine(line.text) }
        return finish()
    case .version:
        stdoutWriter.writeLine("storekit-sim \(Version.current)")
        return finish()
    case .mode(let parsed):
        if parsed.wantsHelp {
            for line in parsed.mode.helpLines { stdoutWriter.writeLine(line) }
            return finish()
        }
        do {
            // Every mode the executable's parser finds is one of `ModeName`'s (only a test's own
            // declarations have none, and they never reach here).
            guard let mode = parsed.mode.id else { return usageError(parsed.error("not a mode of this executable", hint: "")) }
            return try Subcommands.run(mode, parsed)
        } catch {
            return usageError(error.within(parsed.mode.name))
        }
    case .batch(let options):
        if !options.json, Terminal.isTerminal(System.standardInput) && Terminal.isTerminal(System.standardOutput),
           let repl = Subcommands.interactive {
            return repl()
        }
        return BatchRunner(bail: options.bail, json: options.json).run()
    }
}

System.exit(main())
