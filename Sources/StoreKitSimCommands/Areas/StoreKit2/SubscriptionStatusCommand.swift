import StoreKitSim
import StoreKitSimSigning

/// `subscription status GROUP [--jws]`: Product.SubscriptionInfo.status for a subscription group.
public struct SubscriptionStatusCommand: TypedCommand {
    /// A subscription group, or one of its products.
    public var group = ""
    /// Also print the transaction's and the renewal info's JWS.
    public var jws = false

    public init() {}
    public init(_ group: String, jws: Bool = false) {
        self.group = group
        self.jws = jws
    }

    public static let declaration = CommandDeclaration(
        "subscription status", area: .storeKit2, summary: "show Product.SubscriptionInfo.status for a subscription group",
        discussion: """
            The group's status, one Status per subscription: the account's own, then one a family member shares (its \
            transaction's ownershipType familyShared), as "The array can have more than one subscription status if your \
            subscription supports Family Sharing" (Product.SubscriptionInfo.status). Each has its RenewalState (subscribed, \
            expired, inBillingRetryPeriod, inGracePeriod, revoked), the latest \
            transaction, and the renewal info with RenewalInfo's names (willAutoRenew, autoRenewPreference, renewalDate, \
            expirationReason, isInBillingRetry, gracePeriodExpirationDate, priceIncreaseStatus), each as a VerificationResult. With \
            --jws, the renewal info's JWS has the App Store Server API's JWSRenewalInfoDecodedPayload fields. A group the customer \
            never subscribed to has no status (an empty array). 'simulate-error subscriptionStatus ERROR' makes the call throw.
            """,
        examples: ["subscription status pro", "subscription status com.example.pro.monthly --jws"])
    public static let fields: [CommandField<Self>] = [
        .argument("GROUP", \.group, .subscriptionGroupOrProduct, help: "a subscription group, or one of its products"),
        .flag("jws", \.jws, help: "also print the transaction's and the renewal info's JWS"),
    ]

    public func run(in session: Session) throws {
        if let error = session.world.simulatedError(for: .subscriptionStatus) {
            session.emit("Product.SubscriptionInfo.status threw " + StoreKit2Text.error(error), style: .failure)
            return
        }
        let statuses = try session.world.subscriptionStatus(group)
        if statuses.isEmpty {
            session.emit("Product.SubscriptionInfo.status []")
            return
        }
        // One Status per subscription: the account's own, then a family-shared one.
        let error = session.world.storeKit2.verificationError
        for state in statuses {
            session.emit("Product.SubscriptionInfo.status \(OneValueText.text(state.group)) state \(state.status.rawValue)")
            let transaction = session.world.payments.transaction(state.latestTransactionID)
            if let transaction { session.emit("transaction " + StoreKit2Text.verification(StoreKit2Text.transaction(transaction), error)) }
            let renewal = StoreKit2Text.renewalInfo(state, winBack: session.world.eligibleWinBackOfferIDs(state))
            session.emit("renewalInfo " + StoreKit2Text.verification(renewal, error))
            if jws {
                if let transaction { try session.emitSigned(SignedPayloads.transaction(transaction, in: session.world)) }
                try session.emitSigned(SignedPayloads.renewalInfo(state, in: session.world))
            }
        }
    }
}
