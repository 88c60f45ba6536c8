import StoreKitSimCommands
import StoreKitSimSystem

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
        line.text.utf8Span.span.withUnsafeBufferPointer { output(utf8: $0, style: line.style) }
    }

    func output(utf8 text: UnsafeBufferPointer<UInt8>, style: OutputLine.Style) {
        if interleaved { err.flush() }
        out.writeLine(utf8: text)
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

/// Writes to a file descriptor through a buffer: one write(2) per few KB, not per line,
/// which is what makes 100,000 piped commands fast.
///
/// Every write is checked: the first failure (a full disk, /dev/full, a closed descriptor) is
/// kept in `failure`, later output is dropped, and the mode reports it and exits non-zero.
final class BufferedWriter {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private let limit: Int
    /// strerror(3)'s words for the first write that failed; nil while every write succeeded.
    private(set) var failure: String?

    init(fd: Int32, limit: Int = 64 * 1024) {
        self.fd = fd
        self.limit = limit
        buffer.reserveCapacity(limit + 1024)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= limit { flush() }
    }

    /// Lets `body` append bytes to the buffer itself (a diagnostic written part by part).
    func append(_ body: (inout [UInt8]) -> Void) {
        body(&buffer)
        if buffer.count >= limit { flush() }
    }

    /// The text and a newline in one access to the buffer (each access to a class's stored
    /// property is checked for exclusivity at run time, and every output line comes here).
    func writeLine(_ text: String) {
        text.utf8Span.span.withUnsafeBufferPointer { writeLine(utf8: $0) }
    }

    /// `writeLine` for a text given as its UTF-8 bytes (a `LineText`'s, or a string's own).
    func writeLine(utf8 text: UnsafeBufferPointer<UInt8>) {
        let full = Self.appendLine(text, to: &buffer, limit: limit)
        if full { flush() }
    }

    private static func appendLine(_ text: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8], limit: Int) -> Bool {
        buffer.append(contentsOf: text)
        buffer.append(0x0A)
        return buffer.count >= limit
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        if failure == nil, let error = System.writeAll(fd, buffer) { failure = error.reason }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, then reports a failed write on stderr (`storekit-sim: cannot write to standard
    /// output: No space left on device`); true when there was one.
    func reportFailure(_ what: String) -> Bool {
        flush()
        guard let failure else { return false }
        // Nothing more can be done when standard error fails too.
        System.writeAll(System.standardError, "storekit-sim: cannot write to \(what): \(failure)\n")
        return true
    }
}
