import StoreKitSim

/// `refund-request decline TXN`: the App Store declines a refund request.
public struct RefundRequestDeclineCommand: TypedCommand {
    public var transaction: TransactionID = ""

    public init() {}
    public init(_ transaction: TransactionID) { self.transaction = transaction }

    public static let declaration = CommandDeclaration(
        "refund-request decline", area: .storeKit2, summary: "the App Store declines a refund request",
        discussion: "Nothing changes for the app: the transaction stays and no update comes.",
        examples: ["refund-request decline t1"])
    public static let fields: [CommandField<Self>] = [
        .argument("TXN", \.transaction, .historyTransactionID, help: "a transaction with a refund request waiting"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.decideRefund(transaction, grant: false) }
    }
}
