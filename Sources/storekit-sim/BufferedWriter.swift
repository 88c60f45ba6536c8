import StoreKitSimSystem

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

    /// `writeLine` for a text given as its UTF-8 bytes (a string's own).
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
