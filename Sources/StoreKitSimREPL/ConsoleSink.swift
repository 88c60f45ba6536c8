import StoreKitSimCommands

/// The REPL's output sink: prints lines in colour and keeps the plain transcript of the command
/// being run, which `record` writes to the scenario file.
///
/// Diagnostics about a typed line print without a location (the line is right above them), as a
/// scenario transcript shows them; one raised inside a file run by `source` keeps that file's
/// location, as the scenario runner keeps it. Output text with newlines is several lines.
///
/// On a terminal every line is broken at spaces to its width (`TextWrapper`), output and
/// diagnostics alike, in the REPL and in demos: the terminal alone would cut a word where the
/// width ends ("auto-re" / "newable", issue 45). A continued line is indented by
/// `continuationIndent` (help keeps its own hanging indent); the transcript keeps the line whole.
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

    /// How far a line broken to the terminal's width indents what it continues.
    static let continuationIndent = 2

    func output(_ line: OutputLine) {
        let columns = console.columns
        for text in line.text.split(separator: "\n", omittingEmptySubsequences: false) {
            transcript.append(String(text))
            let shown = columns.map { TextWrapper.wrap(String(text), width: $0, indent: line.wrapIndent ?? Self.continuationIndent) }
                ?? [String(text)]
            for piece in shown { console.write(palette.paint(piece, line.style) + "\n") }
        }
    }

    func diagnostic(_ diagnostic: Diagnostic) {
        for text in renderer.lines(diagnostic) {
            transcript.append(text)
            let shown = console.columns.map { TextWrapper.wrap(text, width: $0, indent: Self.continuationIndent) } ?? [text]
            // Each piece painted alone: diagnostic() colours a line by its leading word (error:, hint:).
            for (index, piece) in shown.enumerated() {
                console.writeError((index == 0 ? palette.diagnostic(piece) : palette.paint(piece, .plain)) + "\n")
            }
        }
    }

    /// Returns the transcript since the last call and starts a new one.
    func takeTranscript() -> [String] {
        defer { transcript.removeAll() }
        return transcript
    }
}
