import StoreKitSimSystem

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
        Terminal.columns(System.standardOutput)
    }

    static func write(_ text: String, to fd: Int32) {
        // A terminal that went away cannot be told so; the conversation ends at end of input.
        System.writeAll(fd, text)
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
