import StoreKitSimCommands

/// The transcript of each command the recorder replays in its own session: output lines (a line
/// with newlines is several), and errors as `error:`/`hint:` lines, located only when raised inside
/// a file run by `source`, as a scenario transcript shows them. Prints nothing.
final class RecordingSink: OutputSink {
    private let renderer = DiagnosticRenderer(showLocation: true)
    private var transcript: [String] = []

    func output(_ line: OutputLine) {
        transcript += line.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func diagnostic(_ diagnostic: Diagnostic) {
        transcript += renderer.lines(diagnostic)
    }

    /// Returns the transcript since the last call and starts a new one.
    func takeTranscript() -> [String] {
        defer { transcript.removeAll() }
        return transcript
    }
}
