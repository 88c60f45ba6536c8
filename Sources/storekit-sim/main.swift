import StoreKitSimCommands

/// Picks the mode from the arguments and whether standard input is a terminal:
/// REPL, batch, run, test, demo, man, help.
let arguments = Array(CommandLine.arguments.dropFirst())
let stderrWriter = BufferedWriter(fd: 2, limit: 0)
let stdoutWriter = BufferedWriter(fd: 1)

@MainActor func usageError(_ message: String) -> Never {
    stderrWriter.writeLine("storekit-sim: \(message)")
    stderrWriter.writeLine("hint: 'storekit-sim --help' shows the usage")
    stderrWriter.flush()
    System.exit(2)
}

@MainActor func printHelp() {
    for line in ExecutableCommandLine.shared.usageLines { stdoutWriter.writeLine(line) }
    for line in HelpRenderer().overview() { stdoutWriter.writeLine(line.text) }
}

/// Flushes standard output; 0, or 2 with a message when the output could not be written (a full disk).
@MainActor func finish() -> Int32 {
    stdoutWriter.reportFailure("standard output") ? 2 : 0
}

var bail = false
var index = 0
while index < arguments.count {
    let argument = arguments[index]
    switch argument {
    case "--help", "-h":
        printHelp()
        System.exit(finish())
    case "--version":
        if index + 1 < arguments.count { usageError("'--version' takes no arguments; '\(arguments[index + 1])' is one too many") }
        stdoutWriter.writeLine("storekit-sim \(Version.current)")
        System.exit(finish())
    case "--bail":
        bail = true
        index += 1
        continue
    case "help":
        let sink = StandardStreamSink(prefix: "storekit-sim: ")
        let session = Session(sink: sink)
        let words = Array(arguments[(index + 1)...])
        let ok = session.execute((["help"] + words.map(quoteWord)).joined(separator: " "), file: nil, line: 1)
        sink.flush()
        if sink.out.reportFailure("standard output") { System.exit(2) }
        System.exit(ok ? 0 : 2)
    case "completion":
        guard index + 2 == arguments.count, ExecutableCommandLine.shells.contains(arguments[index + 1]) else {
            usageError("'completion' takes one shell: bash, zsh or fish (storekit-sim completion zsh)")
        }
        switch arguments[index + 1] {
        case "zsh": stdoutWriter.write(ShellCompletion(table: .shared).zsh())
        case "fish": stdoutWriter.write(ShellCompletion(table: .shared).fish())
        default: stdoutWriter.write(BashCompletion(table: .shared).render())
        }
        System.exit(finish())
    case "man":
        if index + 1 < arguments.count { usageError("'man' takes no arguments; '\(arguments[index + 1])' is one too many (for one command: storekit-sim help COMMAND)") }
        stdoutWriter.write(ManPage(version: Version.current).render())
        System.exit(finish())
    default:
        if let mode = Subcommands.handlers[argument] {
            System.exit(mode(Array(arguments[(index + 1)...])))
        }
        let hint = Suggester.didYouMean(argument, among: ExecutableCommandLine.shared.firstWords)
        usageError("unknown argument '\(argument)'" + (hint.map { " (\($0))" } ?? ""))
    }
}

if Terminal.isTerminal(System.standardInput) && Terminal.isTerminal(System.standardOutput), let repl = Subcommands.interactive {
    System.exit(repl())
}
System.exit(BatchRunner(bail: bail).run())

/// Quotes a word from argv so the lexer reads it back as one word.
func quoteWord(_ word: String) -> String {
    "'" + word.replacing("'", with: "'\\''") + "'"
}
