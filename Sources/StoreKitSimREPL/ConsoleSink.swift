import StoreKitSimCommands

/// The REPL's output sink: prints lines in colour and keeps the plain transcript of the command
/// being run, which `record` writes to the scenario file.
///
/// Diagnostics about a typed line print without a location (the line is right above them), as a
/// scenario transcript shows them; one raised inside a file run by `source` keeps that file's
/// location, as the scenario runner keeps it. Output text with newlines is several lines.
final class ConsoleSink: OutputSink {
    let console: Console
    let palette: Palette
    private let renderer = DiagnosticRenderer(showLocation: true)
    /// The current command's output as a transcript shows it.
    private(set) var transcript: [String] = []

    init(console: Console, palette: Palette) {
        self.console = console
        self.palette = palette
    }

    func output(_ line: OutputLine) {
        let columns = line.wrapIndent == nil ? nil : console.columns
        for text in line.text.split(separator: "\n", omittingEmptySubsequences: false) {
            transcript.append(String(text))
            let shown = columns.map { TextWrapper.wrap(String(text), width: $0, indent: line.wrapIndent ?? 0) } ?? [String(text)]
            for piece in shown { console.write(palette.paint(piece, line.style) + "\n") }
        }
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
