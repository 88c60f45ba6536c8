#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Where the terminal front ends write: standard output and standard error, unbuffered enough
/// for a conversation. A test substitutes a collecting console.
public protocol Console: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
}

/// Writes straight to file descriptors 1 and 2 with write(2).
public final class StandardConsole: Console {
    public init() {}

    public func write(_ text: String) { Self.write(text, to: 1) }
    public func writeError(_ text: String) { Self.write(text, to: 2) }

    static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}

/// Keeps everything written, standard output and error interleaved, for tests.
public final class CollectingConsole: Console {
    public private(set) var text = ""
    public private(set) var errorText = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
    public func writeError(_ text: String) { self.text += text; errorText += text }
}
