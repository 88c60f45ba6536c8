import StoreKitSim

/// `appstore redeem-offer-code`: AppStore.presentOfferCodeRedeemSheet(in:).
public struct AppStoreRedeemOfferCodeCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "appstore redeem-offer-code", area: .storeKit2, summary: "call AppStore.presentOfferCodeRedeemSheet(in:)",
        discussion: """
            The offer code redemption sheet comes up, or the call throws the error 'simulate-error offerCodeRedeem ERROR' sets. \
            'redeem CODE' plays the customer typing a code into it (offer codes are offers of type code; 'offers' lists them).
            """,
        examples: ["appstore redeem-offer-code"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        session.perform { $0.presentStoreSheet(.offerCodeRedeem) }
    }
}
