import StoreKitSimCommands

/// The REPL's output sink: prints lines in colour and keeps the plain transcript of the command
/// being run, which `record` writes to the scenario file.
///
/// Diagnostics are printed without a file location (the offending line is right above them),
/// exactly as a scenario transcript shows them.
final class ConsoleSink: OutputSink {
    let console: Console
    let palette: Palette
    private let renderer = DiagnosticRenderer(showLocation: false)
    /// The current command's output as a transcript shows it.
    private(set) var transcript: [String] = []

    init(console: Console, palette: Palette) {
        self.console = console
        self.palette = palette
    }

    func output(_ line: OutputLine) {
        transcript.append(line.text)
        console.write(palette.paint(line.text, line.style) + "\n")
    }

    func diagnostic(_ diagnostic: Diagnostic) {
        for text in renderer.lines(diagnostic) {
            transcript.append(text)
            console.writeError(palette.diagnostic(text) + "\n")
        }
    }

    /// Returns the transcript since the last call and starts a new one.
    func takeTranscript() -> [String] {
        defer { transcript.removeAll() }
        return transcript
    }
}
