/// A transaction's identifier (SKPaymentTransaction.transactionIdentifier, Transaction.id in
/// StoreKit 2): `t1`, `t2`, … in the order the payment queue makes transactions.
///
/// Its own type so that a transaction id cannot be passed where a product id is expected; it
/// prints as its raw string, so transcripts read the same as with a bare `String`.
public struct TransactionID: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier exactly as given or minted.
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    /// The id of the queue's `number`th transaction (counting from 1): `t1`, `t2`, …
    /// `PaymentQueue.nextTransactionID` is the one caller, the one place ids are minted.
    init(minted number: Int) { rawValue = "t\(number)" }

    /// The number a minted id carries (3 for `t3`), nil for any other text (`t03`, `t+3`), so the
    /// queue finds a transaction by position rather than by scanning.
    var mintedNumber: Int? {
        let digits = rawValue.utf8.dropFirst()
        guard rawValue.hasPrefix("t"), let first = digits.first, first != UInt8(ascii: "0"),
              digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(rawValue.dropFirst())
    }

    public var description: String { rawValue }

    /// Ordered by the raw string.
    public static func < (lhs: TransactionID, rhs: TransactionID) -> Bool { lhs.rawValue < rhs.rawValue }
}
