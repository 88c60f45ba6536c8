import StoreKitSimCommands
import StoreKitSimSystem
import StoreKitSimREPL

/// `storekit-sim demo FILE [--delay SECONDS]`: plays a scenario for an audience. Exit status 1
/// when some command's output differed from the file (a demo is also a test), 0 otherwise.
enum DemoFrontEnd {
    /// From the mode's declaration in `ExecutableCommandLine`, as completion and the man page are.
    static let usage = ExecutableCommandLine.shared.mode("demo")?.usage ?? "usage: storekit-sim demo"

    static func run(_ arguments: [String]) -> Int32 {
        var file: String?
        var delay: Double?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--help", "-h":
                StandardConsole().write(usage + "\n"
                    + "Shows a title card from the file's top comment, then types each command at the prompt and shows\n"
                    + "its output in colour, the payment sheet, disclosure notice and product page drawn as boxes.\n"
                    + "Each output is compared with the file's expected lines and a difference is shown on screen.\n"
                    + "Keys: Enter, space, n or → next; b, ← or Backspace back (the world is rebuilt up to the\n"
                    + "previous command); r replays the command; q quits. --delay goes on by itself after SECONDS.\n"
                    + "An end card sums up what was shown. Exit status 1 when some output differed from the file.\n")
                return 0
            case "--delay":
                guard index < arguments.count, let seconds = Double(arguments[index]), seconds >= 0, seconds <= 3600 else {
                    return fail("--delay needs a number of seconds from 0 to 3600", hint: "for example 'storekit-sim demo FILE --delay 2'")
                }
                delay = seconds
                index += 1
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    return fail("unknown option '\(argument)' for 'demo'", hint: usage)
                }
                guard file == nil else { return fail("demo plays one file; '\(argument)' is one too many", hint: usage) }
                file = argument
            }
        }
        guard let file else { return fail("demo needs a scenario FILE", hint: usage) }
        let script: DemoScript
        switch DemoScript.load(path: file) {
        case .success(let loaded): script = loaded
        case .failure(let error): return fail("cannot read '\(file)': \(error.message)", hint: "give the path of a .scenario file")
        }
        let environment: (String) -> String? = System.environment
        let outputIsTerminal = Terminal.isTerminal(System.standardOutput)
        let palette = Palette.decide(noColor: environment("NO_COLOR"), term: environment("TERM"), outputIsTerminal: outputIsTerminal)
        let pacing = TerminalPacing(delay: delay, typing: outputIsTerminal)
        defer { pacing.close() }
        let directory = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let player = DemoPlayer(script: script, console: StandardConsole(), palette: palette, pacing: pacing,
                                directory: directory.isEmpty ? "/" : directory, name: name)
        let summary = player.play()
        return summary.mismatchLines.isEmpty ? 0 : 1
    }

    private static func fail(_ message: String, hint: String) -> Int32 {
        StandardConsole().writeError("storekit-sim: \(message)\nhint: \(hint)\n")
        return 2
    }
}
