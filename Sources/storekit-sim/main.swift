#if canImport(Glibc)
@preconcurrency import Glibc
#endif
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
    exit(2)
}

@MainActor func printHelp() {
    for line in Usage.lines { stdoutWriter.writeLine(line) }
    for line in HelpRenderer().overview() { stdoutWriter.writeLine(line.text) }
    stdoutWriter.flush()
}

var bail = false
var index = 0
while index < arguments.count {
    let argument = arguments[index]
    switch argument {
    case "--help", "-h":
        printHelp()
        exit(0)
    case "--version":
        stdoutWriter.writeLine("storekit-sim \(Version.current)")
        stdoutWriter.flush()
        exit(0)
    case "--bail":
        bail = true
        index += 1
        continue
    case "help":
        let sink = StandardStreamSink()
        let session = Session(sink: sink)
        let words = Array(arguments[(index + 1)...])
        let ok = session.execute((["help"] + words.map(quoteWord)).joined(separator: " "), file: nil, line: 1)
        sink.flush()
        exit(ok ? 0 : 2)
    case "completion":
        guard index + 1 < arguments.count, arguments[index + 1] == "bash", index + 2 == arguments.count else {
            usageError("'completion' takes one shell: bash (storekit-sim completion bash)")
        }
        stdoutWriter.write(BashCompletion(table: .shared).render())
        stdoutWriter.flush()
        exit(0)
    case "man":
        stdoutWriter.write(ManPage(version: Version.current).render())
        stdoutWriter.flush()
        exit(0)
    default:
        if let mode = Subcommands.handlers[argument] {
            exit(mode(Array(arguments[(index + 1)...])))
        }
        let hint = Suggester.didYouMean(argument, among: ["--help", "--version", "--bail", "help", "man", "completion"] + Subcommands.handlers.keys.sorted())
        usageError("unknown argument '\(argument)'" + (hint.map { " (\($0))" } ?? ""))
    }
}

if isatty(0) == 1 && isatty(1) == 1, let repl = Subcommands.interactive {
    exit(repl())
}
exit(BatchRunner(bail: bail).run())

/// Quotes a word from argv so the lexer reads it back as one word.
func quoteWord(_ word: String) -> String {
    "'" + word.replacing("'", with: "'\\''") + "'"
}
