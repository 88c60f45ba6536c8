import Synchronization

/// The server's gate, set once the server listens (port 0 is known only then). A request that
/// arrives before is refused (503), never let through ungated.
public final class GateSlot: Sendable {
    private let gate = Mutex<ControlGate?>(nil)

    public init() {}

    public func set(_ value: ControlGate) { gate.withLock { $0 = value } }

    /// The gate's refusal, or 503 before it is set.
    public func refusal(_ request: HTTPRequest) -> HTTPResponse? {
        guard let current = gate.withLock({ $0 }) else { return Self.notReady }
        return current.refusal(request)
    }

    public static let notReady = HTTPResponse.error(APIError(503, 5030000, "The server is starting."))
}
