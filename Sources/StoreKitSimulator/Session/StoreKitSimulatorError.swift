/// What the simulator itself refuses: a StoreKit call outside any test session, or a test's
/// command the command language refused. StoreKit's own errors are `StoreKitError`,
/// `Product.PurchaseError` and the others, as StoreKit throws them.
public enum StoreKitSimulatorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A StoreKit entry point ran in a task bound to no SKTestSession.
    case noSession(api: String)
    /// The command language refused a command line; `message` is its diagnostic.
    case commandFailed(command: String, message: String)
    /// A StoreKit call with an argument this simulator (or StoreKit) does not take there.
    case unsupported(String)

    public var description: String {
        switch self {
        case .noSession(let api):
            return "\(api) ran outside any SKTestSession: call it inside session.bind { ... } "
                + "(tasks made with Task { } inherit the session; Task.detached does not)"
        case .commandFailed(let command, let message):
            return "'\(command)' failed: \(message)"
        case .unsupported(let what):
            return what
        }
    }
}
