#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Where the terminal front ends write: standard output and standard error, unbuffered enough
/// for a conversation. A test substitutes a collecting console.
public protocol Console: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    /// The terminal's width in columns, or nil when output is not a terminal (help stays unwrapped).
    var columns: Int? { get }
}

extension Console {
    public var columns: Int? { nil }
}

/// Writes straight to file descriptors 1 and 2 with write(2).
public final class StandardConsole: Console {
    public init() {}

    public func write(_ text: String) { Self.write(text, to: 1) }
    public func writeError(_ text: String) { Self.write(text, to: 2) }

    /// Asked on every use: the window may have been resized since the last command.
    public var columns: Int? {
        guard isatty(1) == 1 else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

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
    /// A terminal width to pretend, for tests of wrapping.
    public var columns: Int?
    public init(columns: Int? = nil) { self.columns = columns }
    public func write(_ text: String) { self.text += text }
    public func writeError(_ text: String) { self.text += text; errorText += text }
}
