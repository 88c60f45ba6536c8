/// What the presenter asked for between two steps of a demo.
public enum DemoKey: Sendable, Equatable {
    /// Play the next command (Enter, space, n, →; or the `--delay` timer).
    case next
    /// Go back one command: the world is rebuilt from the start up to the one before it (b, ←, Backspace).
    case back
    /// Play the command just shown again, in a world rebuilt up to it (r).
    case replay
    /// Stop (q, Ctrl-C, Ctrl-D, end of input).
    case quit
}

/// How a demo waits: between typed characters, and between commands for the presenter.
public protocol DemoPacing: AnyObject {
    /// Pause after typing one character of a command.
    func afterCharacter()
    /// Wait for the presenter before going on.
    func waitForKey() -> DemoKey
}

/// No waiting at all, for tests and for a demo piped to a file; `keys` are answered in order,
/// then `next` every time.
public final class ImmediatePacing: DemoPacing {
    public private(set) var waits = 0
    private var keys: [DemoKey]
    private let stopAfter: Int?

    /// `stopAfter`: answer `quit` at that wait (1-based), as if q were pressed.
    public init(keys: [DemoKey] = [], stopAfter: Int? = nil) {
        self.keys = keys
        self.stopAfter = stopAfter
    }

    public func afterCharacter() {}

    public func waitForKey() -> DemoKey {
        waits += 1
        if let stopAfter, waits >= stopAfter { return .quit }
        return keys.isEmpty ? .next : keys.removeFirst()
    }
}
