import StoreKitSim

/// `transaction refund-request TXN [--cancel]`: Transaction.beginRefundRequest(for:in:).
public struct TransactionRefundRequestCommand: TypedCommand {
    public var transaction: TransactionID = ""
    /// The customer dismisses the refund sheet (.userCancelled) instead of submitting it.
    public var cancel = false

    public init() {}
    public init(_ transaction: TransactionID, cancel: Bool = false) {
        self.transaction = transaction
        self.cancel = cancel
    }

    public static let declaration = CommandDeclaration(
        "transaction refund-request", area: .storeKit2, summary: "call Transaction.beginRefundRequest(for:in:)",
        discussion: """
            The refund sheet comes up and the customer submits the request (.success: the App Store reviews it) or, with --cancel, \
            dismisses it (.userCancelled). Asking again while a request waits throws Transaction.RefundRequestError.duplicateRequest. \
            'refund-request grant TXN' or 'refund-request decline TXN' is the App Store's decision; a granted refund revokes the \
            transaction, which the app learns through Transaction.updates.
            """,
        examples: ["transaction refund-request t1", "transaction refund-request t1 --cancel"])
    public static let fields: [CommandField<Self>] = [
        .argument("TXN", \.transaction, .historyTransactionID, help: "a purchased transaction"),
        .flag("cancel", \.cancel, help: "the customer dismisses the refund sheet: .userCancelled"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.requestRefund(transaction, submitted: !cancel) }
    }
}
