import StoreKitSimCommands

/// Batch output: command output on stdout, diagnostics on stderr with their location.
///
/// Both streams are buffered: 100,000 piped commands, failing or not, must not cost a system call
/// per line. When both reach the same place (a terminal, or `2>&1` into one pipe or file), the
/// stream written to flushes the other first, so lines reach it in the order they were made: a
/// run of diagnostics goes out in one write, and output after it follows it. The front end
/// flushes both after each chunk of input it reads, so a terminal sees each chunk's lines at once.
final class StandardStreamSink: OutputSink {
    let out = BufferedWriter(fd: 1)
    let err: BufferedWriter
    let renderer = DiagnosticRenderer(showLocation: true)
    private let interleaved: Bool

    /// Put before each diagnostic: `storekit-sim: ` when the input is the command line, which has no line or column.
    private let prefix: String

    init(prefix: String = "") {
        self.prefix = prefix
        interleaved = Self.sameDestination(1, 2)
        err = BufferedWriter(fd: 2, limit: 16 * 1024)
    }

    func output(_ line: OutputLine) {
        if interleaved { err.flush() }
        line.text.utf8Span.span.withUnsafeBufferPointer { out.writeLine(utf8: $0) }
    }

    func diagnostic(_ diagnostic: Diagnostic) {
        if interleaved { out.flush() }
        err.append { renderer.append(diagnostic, prefix: prefix, to: &$0) }
    }

    /// Text for standard error that is not a diagnostic (a recorder's note), kept in order.
    func errorText(_ text: String) {
        if interleaved { out.flush() }
        err.write(text)
    }

    func flush() {
        out.flush()
        err.flush()
    }

    /// True when both descriptors are terminals or the same open file (same device and inode).
    static func sameDestination(_ a: Int32, _ b: Int32) -> Bool {
        System.sameDestination(a, b)
    }
}
