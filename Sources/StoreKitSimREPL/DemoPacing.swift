/// How a demo waits: between typed characters, and between commands for the presenter.
public protocol DemoPacing: AnyObject {
    /// Pause after typing one character of a command.
    func afterCharacter()
    /// Wait before the next command; false means stop (the presenter pressed q).
    func waitForNext() -> Bool
}

/// No waiting at all, for tests and for a demo piped to a file.
public final class ImmediatePacing: DemoPacing {
    public private(set) var waits = 0
    private let stopAfter: Int?

    /// `stopAfter`: answer "stop" at that wait (1-based), as if q were pressed.
    public init(stopAfter: Int? = nil) {
        self.stopAfter = stopAfter
    }

    public func afterCharacter() {}

    public func waitForNext() -> Bool {
        waits += 1
        return stopAfter.map { waits < $0 } ?? true
    }
}
