import StoreKitSimCommands

/// Batch output: command output on stdout, diagnostics on stderr with their location.
///
/// When both streams reach the same place (a terminal, or `2>&1` into one pipe or file), stdout
/// is flushed before each diagnostic so the two stay in order, and the diagnostic goes out in one
/// write. When they go to different places, both are buffered: order across two files means
/// nothing, and 100,000 piped commands with many errors must not cost a system call per line.
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
        err = BufferedWriter(fd: 2, limit: interleaved ? 0 : 16 * 1024)
    }

    func output(_ line: OutputLine) {
        out.writeLine(line.text)
    }

    func diagnostic(_ diagnostic: Diagnostic) {
        if interleaved { out.flush() }
        err.write(prefix + renderer.render(diagnostic) + "\n")
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
