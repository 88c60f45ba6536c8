import StoreKitSimCommands

/// Batch output: command output on stdout, diagnostics on stderr with their location.
/// stdout is flushed before each diagnostic so the two streams stay in order on a terminal.
final class StandardStreamSink: OutputSink {
    let out = BufferedWriter(fd: 1)
    let err = BufferedWriter(fd: 2, limit: 0)
    let renderer = DiagnosticRenderer(showLocation: true)

    func output(_ line: OutputLine) {
        out.writeLine(line.text)
    }

    func diagnostic(_ diagnostic: Diagnostic) {
        out.flush()
        for line in renderer.lines(diagnostic) { err.writeLine(line) }
        err.flush()
    }

    func flush() {
        out.flush()
        err.flush()
    }
}
