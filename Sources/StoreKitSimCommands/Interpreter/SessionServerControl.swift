import Synchronization

/// A server that serves a session's world (`server start` in the REPL).
public protocol SessionServing: AnyObject {
    var address: String { get }
    var port: UInt16 { get }
    /// The secret requests to the control endpoint carry (`Authorization: Bearer TOKEN`).
    var controlToken: String { get }
    func stop()
}

/// What lets `server start` and `server stop` serve the REPL's own world: the front end that can
/// serve registers `launch` (the command module cannot depend on the server module), and every
/// reader of the session on another thread (the server's) and the REPL's own line take
/// `exclusively`, so commands and API requests still run one at a time.
public enum SessionServerControl {
    /// Starts serving `session` on 127.0.0.1:`port`; set by the interactive front end.
    nonisolated(unsafe) public static var launch: ((Session, UInt16) throws -> any SessionServing)?
    /// The server `server start` started, until `server stop`.
    nonisolated(unsafe) public static var running: (any SessionServing)?

    private static let exclusion = Mutex(())

    /// Runs `body` while no other thread uses the session.
    public static func exclusively<T: Sendable>(_ body: () -> T) -> T {
        exclusion.withLock { _ in body() }
    }
}
