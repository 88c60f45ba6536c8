import StoreKitSimCommands
import StoreKitSimScenario

/// Checks a recorded scenario without the scenario runner: runs its commands in a fresh world
/// and compares each output with its expected block (exact lines; `record` writes no matchers).
enum ScenarioReplay {
    /// The commands whose output differs from their expected block.
    static func mismatches(_ text: String) -> [String] {
        let sink = CollectingSink(renderer: DiagnosticRenderer(showLocation: false))
        let session = Session(sink: sink)
        var mismatches: [String] = []
        var command: String?
        var expected: [String] = []
        func check() {
            guard let command else { return }
            session.execute(command, file: nil, line: 1)
            let actual = sink.take()
            if actual != expected { mismatches.append("\(command): expected \(expected), got \(actual)") }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("> ") {
                check(); command = String(line.dropFirst(2)); expected = []
            } else if line.isEmpty || line.hasPrefix("#") {
                check(); command = nil; expected = []
            } else {
                expected.append(ScenarioText.unescapeOutputLine(line))
            }
        }
        check()
        return mismatches
    }
}
