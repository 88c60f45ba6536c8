/// The payment queue: transactions, Ask to Buy, injected failures (seed 002).
/// (The payments issue fills in the rules.)
public struct PaymentQueue: Sendable {
    /// Ask to Buy: purchases become deferred until approved or declined.
    public var askToBuyEnabled = false
    /// SKTestSession's failTransactionsEnabled: every purchase fails with `failureError`.
    public var failTransactionsEnabled = false
    /// The SKError case name purchases fail with when failures are enabled.
    public var failureError = "unknown"

    public init() {}

    /// The built-in default world's part of this area.
    public static var builtIn: PaymentQueue { PaymentQueue() }
}
