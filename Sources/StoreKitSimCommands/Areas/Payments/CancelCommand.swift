import StoreKitSim

/// `cancel`: the customer cancels whichever sheet is up: the payment sheet (in-app or the
/// product page's) or the external purchase disclosure notice.
public struct CancelCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "cancel", area: .payments, summary: "cancel the payment sheet or the disclosure notice",
        discussion: """
            On the payment sheet, the transaction fails with paymentCancelled. On the product page's payment sheet, nothing is bought \
            and the page shows again. On the external purchase notice, showNotice returns cancelled.
            """,
        examples: ["cancel"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        switch session.world.sheet {
        case .payment?: try session.perform { try $0.cancelPaymentSheet() }
        case .mediaPayment?: try session.perform { try $0.cancelMediaPayment() }
        case .notice?: try ExternalPurchaseCommands.cancelNotice(session)
        case .productPage?:
            throw CommandError(code: "wrong-sheet", message: "the product page has no cancel button",
                               hint: "'done' dismisses it (productViewControllerDidFinish)")
        case nil:
            throw CommandError(code: "no-sheet", message: "no sheet is up to cancel",
                               hint: "'buy ID' shows the payment sheet; 'notice within-app' shows the disclosure notice")
        }
    }
}
