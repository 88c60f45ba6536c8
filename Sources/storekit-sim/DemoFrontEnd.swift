#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import StoreKitSimREPL

/// `storekit-sim demo FILE [--delay SECONDS]`: plays a scenario for an audience.
enum DemoFrontEnd {
    static let usage = "usage: storekit-sim demo FILE [--delay SECONDS]"

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
                    + "Types each command of the scenario at the prompt and shows its output in colour.\n"
                    + "Enter (or space) plays the next command, q stops; --delay goes on by itself after SECONDS.\n")
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
        let environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }
        let outputIsTerminal = isatty(1) == 1
        let palette = Palette.decide(noColor: environment("NO_COLOR"), term: environment("TERM"), outputIsTerminal: outputIsTerminal)
        let pacing = TerminalPacing(delay: delay, typing: outputIsTerminal)
        defer { pacing.close() }
        let directory = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
        let player = DemoPlayer(script: script, console: StandardConsole(), palette: palette, pacing: pacing,
                                directory: directory.isEmpty ? "/" : directory)
        if isatty(0) == 1, delay == nil {
            StandardConsole().write(palette.narration("# demo: Enter plays the next command, q stops") + "\n")
        }
        player.play()
        return 0
    }

    private static func fail(_ message: String, hint: String) -> Int32 {
        StandardConsole().writeError("storekit-sim: \(message)\nhint: \(hint)\n")
        return 2
    }
}
