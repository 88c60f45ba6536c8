import StoreKitSimCommands
import StoreKitSimSystem
import StoreKitSimREPL

/// `storekit-sim demo FILE [--delay SECONDS]`: plays a scenario for an audience. Exit status 1
/// when some command's output differed from the file (a demo is also a test), 0 otherwise.
enum DemoFrontEnd {
    static func run(_ options: DemoOptions) throws(UsageError) -> Int32 {
        RegexMatcherMode.startsHelpers()
        let file = options.file
        let delay = options.delay
        let script: DemoScript
        switch DemoScript.load(path: file) {
        case .success(let loaded): script = loaded
        case .failure(let error): throw UsageError("cannot read '\(file)': \(error.message)", hint: "give the path of a .scenario file")
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
}
