#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to a file descriptor through a buffer: one write(2) per few KB, not per line,
/// which is what makes 100,000 piped commands fast.
final class BufferedWriter {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private let limit: Int

    init(fd: Int32, limit: Int = 64 * 1024) {
        self.fd = fd
        self.limit = limit
        buffer.reserveCapacity(limit + 1024)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= limit { flush() }
    }

    func writeLine(_ text: String) {
        write(text)
        buffer.append(0x0A)
        if buffer.count >= limit { flush() }
    }

    func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { raw in
                Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                break // EPIPE or a closed descriptor: drop output rather than crash
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
