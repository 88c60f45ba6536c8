/// One delegate or observer callback StoreKit made, in the order it happened.
///
/// `trace on` prints these, so a scenario can pin the exact callback sequence.
public struct Callback: Sendable, Hashable {
    /// The Swift signature, e.g. `paymentQueue(_:updatedTransactions:)`.
    public var name: String
    /// What it carried, e.g. `t1 com.example.gems purchased`; may be empty.
    public var detail: String

    public init(_ name: String, _ detail: String = "") {
        self.name = name
        self.detail = detail
    }
}
