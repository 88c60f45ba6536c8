/// A transaction's identifier (SKPaymentTransaction.transactionIdentifier, Transaction.id in
/// StoreKit 2): `t1`, `t2`, … in the order the payment queue makes transactions.
///
/// Its own type so that a transaction id cannot be passed where a product id is expected; it
/// prints as its raw string, so transcripts read the same as with a bare `String`. Numeric inside:
/// the number of a minted id is read from its text once, here, so the queue finds it by position,
/// Apple's payloads print it (`appleID`) and ids order by it (`t2 < t10`) without parsing again.
public struct TransactionID: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier exactly as given or minted.
    public let rawValue: String
    /// The number a minted id carries (3 for `t3`); nil for any other text (`t03`, `t+3`, `abc`),
    /// which a command may name and the world then does not find.
    public let number: Int?

    public init(_ rawValue: String) {
        self.rawValue = rawValue
        number = Self.number(in: rawValue)
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// The id of the queue's `number`th transaction (counting from 1): `t1`, `t2`, …
    /// `PaymentQueue.nextTransactionID` is the one caller, the one place ids are minted.
    init(minted number: Int) {
        rawValue = "t\(number)"
        self.number = number
    }

    /// The one reading of an id's text: `t` then digits without a leading zero.
    private static func number(in text: String) -> Int? {
        let digits = text.utf8.dropFirst()
        guard text.utf8.first == UInt8(ascii: "t"), let first = digits.first, first != UInt8(ascii: "0"),
              digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(text.dropFirst())
    }

    /// `number`, under the name the payment queue reads it by.
    var mintedNumber: Int? { number }

    /// The id as Apple's payloads and the App Store Server API print it: the digits (`12` for
    /// `t12`); an id that is not minted keeps its text without a leading `t`.
    public var appleID: String {
        if let number { return String(number) }
        return rawValue.hasPrefix("t") ? String(rawValue.dropFirst()) : rawValue
    }

    public var description: String { rawValue }

    /// Minted ids by number (`t2 < t10`), before any other, which go by their text.
    public static func < (lhs: TransactionID, rhs: TransactionID) -> Bool {
        switch (lhs.number, rhs.number) {
        case let (l?, r?): l < r
        case (_?, nil): true
        case (nil, _?): false
        case (nil, nil): lhs.rawValue < rhs.rawValue
        }
    }

    public static func == (lhs: TransactionID, rhs: TransactionID) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
