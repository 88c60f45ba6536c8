import StoreKitSim
import StoreKitSimSigning

/// `transaction jws TXN`: VerificationResult.jwsRepresentation of a transaction, decoded and whole.
public struct TransactionJWSCommand: TypedCommand {
    public var transaction: TransactionID = ""

    public init() {}
    public init(_ transaction: TransactionID) { self.transaction = transaction }

    public static let declaration = CommandDeclaration(
        "transaction jws", area: .storeKit2, summary: "print a transaction's JWS (VerificationResult.jwsRepresentation)",
        discussion: """
            Three lines: the decoded header (alg ES256 and the x5c chain by name: leaf, intermediate, the local test root), the \
            decoded payload as JSON with the App Store Server API's JWSTransactionDecodedPayload field names and types (dates in \
            milliseconds since 1970, price in milliunits, transactionId as digits, environment as 'signing environment' sets it, \
            \"Xcode\" by default; the offer fields and the price the customer paid, frozen at purchase), and the JWS compact \
            serialization. The signature differs on every run (ECDSA with a random nonce); verify it against 'signing root'. \
            While 'simulate-error verification invalidSignature' is set, the signature is altered so that it no longer verifies.
            """,
        examples: ["transaction jws t1"])
    public static let fields: [CommandField<Self>] = [
        .argument("TXN", \.transaction, .historyTransactionID, help: "a purchased, renewed or restored transaction"),
    ]

    public func run(in session: Session) throws {
        let id = transaction
        guard let found = session.world.transactionHistory.first(where: { $0.id == id }) else { throw PaymentError.unknownTransaction(id) }
        guard found.state == .purchased || found.state == .restored else {
            throw CommandError(code: "not-signed", message: "\(id) is \(found.state.rawValue): StoreKit 2 signs only purchased transactions",
                               hint: "'transaction all' lists the signed ones", argument: Self.name(of: \.transaction))
        }
        try session.emitSigned(SignedPayloads.transaction(found, in: session.world))
    }
}
