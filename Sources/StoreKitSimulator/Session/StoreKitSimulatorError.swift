/// What the simulator itself refuses: a StoreKit call outside any test session, or a test's
/// command the command language refused. StoreKit's own errors are `StoreKitError`,
/// `Product.PurchaseError` and the others, as StoreKit throws them.
public enum StoreKitSimulatorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A StoreKit entry point ran in a task bound to no SKTestSession.
    case noSession(api: String)
    /// A StoreKit entry point ran outside every `bind` while several sessions were live, so it
    /// could not tell which test it belongs to.
    case ambiguousSession(api: String, sessions: Int)
    /// The command language refused a command line; `message` is its diagnostic.
    case commandFailed(command: String, message: String)
    /// A StoreKit call with an argument this simulator (or StoreKit) does not take there.
    case unsupported(String)

    public var description: String {
        switch self {
        case .noSession(let api):
            return "\(api) ran while no SKTestSession is live: create the test's SKTestSession first "
                + "(a call outside session.bind { ... } reaches the one live session)"
        case .ambiguousSession(let api, let sessions):
            return "\(api) ran outside session.bind { ... } while \(sessions) SKTestSessions were live, so it cannot tell "
                + "which test it belongs to: run that suite one test at a time, @Suite(.serialized), as SKTestSession "
                + "requires (or make the call inside session.bind { ... })"
        case .commandFailed(let command, let message):
            return "'\(command)' failed: \(message)"
        case .unsupported(let what):
            return what
        }
    }
}
