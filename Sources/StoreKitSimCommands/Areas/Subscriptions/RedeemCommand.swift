import StoreKitSim

/// `redeem CODE`: an offer code typed in the code redemption sheet
/// (SKPaymentQueue.presentCodeRedemptionSheet(), Apple's "Set up offer codes").
public struct RedeemCommand: TypedCommand {
    /// The offer's id or reference name, any case.
    public var code = ""

    public init() {}
    public init(_ code: String) { self.code = code }

    public static let declaration = CommandDeclaration(
        "redeem", area: .subscriptions, summary: "redeem an offer code in the code redemption sheet",
        discussion: """
            SKPaymentQueue.presentCodeRedemptionSheet(), and the customer types CODE. The code's eligibility (new, existing or expired \
            subscribers of its group; \"Set up offer codes\") must include the customer, else the sheet refuses it. Without an active \
            subscription in the group, a purchased transaction with the code's offer reaches the observer, and the subscription runs \
            under the offer, then renews at its regular price. A current subscriber of the code's product keeps the current period and \
            gets the offer at the next renewal (Product.SubscriptionInfo.RenewalInfo.offer: \"applies to the transaction at the next \
            renewal period\"). A code for another product of a group the customer is subscribed to is refused (UNCONFIRMED, the tool's \
            rule).
            """,
        examples: ["redeem PROCODE"])
    public static let fields: [CommandField<Self>] = [
        .argument("CODE", \.code, .word, help: "an offer code: the offer's id or reference name, any case"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.redeemOfferCode(code) }
    }
}
