import StoreKitSim

/// How StoreKit 2 values print: transactions with Transaction's property names, verification
/// results, subscription statuses with RenewalState and RenewalInfo's names, thrown errors.
enum StoreKit2Text {
    /// `t1 com.example.gems purchaseDate 2026-01-01T00:00:00Z`, then what else the Transaction
    /// holds: purchasedQuantity, expirationDate, originalID, reason, isUpgraded, revocation,
    /// appAccountToken.
    static func transaction(_ transaction: PaymentTransaction) -> String {
        var words = [transaction.id.rawValue, transaction.productID.rawValue, "purchaseDate", EventRenderer.date(transaction.purchaseDate)]
        if transaction.quantity != 1 { words += ["purchasedQuantity", String(transaction.quantity)] }
        if let expires = transaction.expiresDate { words += ["expirationDate", EventRenderer.date(expires)] }
        if let original = transaction.originalTransactionID ?? transaction.originalID { words += ["originalID", original.rawValue] }
        if transaction.isRenewal { words += ["reason", "renewal"] }
        if transaction.isUpgraded { words.append("isUpgraded") }
        if let offer = transaction.offer { words += offerWords(offer) }
        if let revoked = transaction.revocationDate {
            words += ["revocationDate", EventRenderer.date(revoked), "revocationReason", transaction.revocationReason?.rawValue ?? "other"]
            // Transaction.revocationType and revocationPercentage (a Decimal from 0 to 100).
            if let type = transaction.revocationType { words += ["revocationType", type.rawValue] }
            if let percentage = transaction.revocationPercentage { words += ["revocationPercentage", percentText(percentage)] }
        }
        if let token = transaction.appAccountToken { words += ["appAccountToken", token] }
        if transaction.ownership == .familyShared { words += ["ownershipType", "familyShared"] }
        return words.joined(separator: " ")
    }

    /// A percentage in milliunits as the decimal StoreKit gives: 40000 is `40`, 67932 is `67.932`.
    static func percentText(_ milliunits: Int) -> String {
        let fraction = milliunits % 1000
        guard fraction != 0 else { return String(milliunits / 1000) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(milliunits / 1000).\(digits)"
    }

    /// Transaction.offer: its OfferType, id (none for an introductory offer), PaymentMode and
    /// period, e.g. `offer promotional id promo.3months payAsYouGo P3M`.
    static func offerWords(_ offer: SubscriptionOffer) -> [String] {
        var words = ["offer", offer.type.rawValue]
        if offer.type != .introductory { words += ["id", offer.id] }
        // Transaction.Offer.PaymentMode.oneTime: an in-app purchase's offer code has no period.
        if offer.oneTime { return words + ["oneTime"] }
        return words + [offer.paymentMode.rawValue, SubscriptionPeriod(value: offer.period.value * offer.periods, unit: offer.period.unit).iso8601]
    }

    /// AppStore.Environment's case name for the signing environment (StoreKit has no case for
    /// local testing: `localTesting` is the tool's word, UNCONFIRMED).
    static func environment(_ environment: SigningEnvironment) -> String {
        switch environment {
        case .xcode: return "xcode"
        case .sandbox: return "sandbox"
        case .localTesting: return "localTesting"
        }
    }

    /// `.verified(…)` or `.unverified(…, VerificationError.invalidSignature)`.
    static func verification(_ body: String, _ error: VerificationErrorCase?) -> String {
        guard let error else { return ".verified(\(body))" }
        return ".unverified(\(body), VerificationResult.VerificationError.\(error.rawValue))"
    }

    /// `StoreKitError.networkError`, `Product.PurchaseError.productUnavailable`, …
    static func error(_ error: SimulatedError) -> String {
        switch error {
        case .storeKit(let e): return "StoreKitError.\(e.rawValue)"
        case .purchase(let e): return "Product.PurchaseError.\(e.rawValue)"
        case .verification(let e): return "VerificationResult.VerificationError.\(e.rawValue)"
        case .refundRequest(let e): return "Transaction.RefundRequestError.\(e.rawValue)"
        }
    }

    /// The error's case name alone, as `simulate-error` takes it.
    static func caseName(_ error: SimulatedError) -> String {
        switch error {
        case .storeKit(let e): return e.rawValue
        case .purchase(let e): return e.rawValue
        case .verification(let e): return e.rawValue
        case .refundRequest(let e): return e.rawValue
        }
    }

    /// ` subscriptionGroupID 4BB746BD groupLevel 1 subscriptionPeriod P1M`: an auto-renewable
    /// product's Product.SubscriptionInfo, whose subscriptionGroupID is the group's identifier
    /// (not its name); empty for other products.
    static func subscriptionInfo(_ product: ReceivedProduct) -> String {
        guard let group = product.subscriptionGroupID ?? product.subscriptionGroup else { return "" }
        return " subscriptionGroupID \(group) groupLevel \(product.groupLevel ?? 1) subscriptionPeriod \(product.subscriptionPeriod ?? "P1M")"
    }

    /// Product.SubscriptionInfo.RenewalInfo in its property names. renewalDate is always there,
    /// even once expired ("a value that's always present for auto-renewable subscriptions, even
    /// for expired subscriptions"), with recentSubscriptionStartDate; eligibleWinBackOfferIDs
    /// when the lapsed customer may redeem some (`winBack`, best first).
    static func renewalInfo(_ state: SubscriptionState, winBack: [String] = []) -> String {
        var words = ["originalTransactionID", state.originalTransactionID.rawValue, "currentProductID", state.productID.rawValue,
                     "willAutoRenew", String(state.willRenewNextPeriod),
                     "autoRenewPreference", (state.pendingProductID ?? state.productID).rawValue]
        words += ["renewalDate", EventRenderer.date(state.expiresDate),
                  "recentSubscriptionStartDate", EventRenderer.date(state.recentStartDate)]
        if !winBack.isEmpty { words += ["eligibleWinBackOfferIDs", winBack.joined(separator: ",")] }
        if let reason = state.expirationReason { words += ["expirationReason", expirationReason(reason)] }
        if state.status == .inBillingRetryPeriod || state.status == .inGracePeriod { words += ["isInBillingRetry", "true"] }
        if let grace = state.gracePeriodExpiresDate { words += ["gracePeriodExpirationDate", EventRenderer.date(grace)] }
        if let offer = state.pendingOffer { words += ["offer", offer.type.rawValue, offer.id] }
        words += ["priceIncreaseStatus", priceIncreaseStatus(state.priceIncrease)]
        return words.joined(separator: " ")
    }

    /// `pro subscribed com.example.pro.monthly expirationDate … willAutoRenew true`: one
    /// Product.SubscriptionInfo.Status.updates element.
    static func status(_ state: SubscriptionState) -> String {
        var words = [OneValueText.text(state.group), state.status.rawValue, state.productID.rawValue]
        switch state.status {
        case .revoked: words += ["revocationDate", EventRenderer.date(state.revocationDate ?? .epoch)]
        default: words += ["expirationDate", EventRenderer.date(state.expiresDate)]
        }
        words += ["willAutoRenew", String(state.willRenewNextPeriod)]
        if let next = state.pendingProductID { words += ["autoRenewPreference", next.rawValue] }
        if let offer = state.pendingOffer { words += ["renewalInfo.offer", offer.type.rawValue, offer.id] }
        if let reason = state.expirationReason { words += ["expirationReason", expirationReason(reason)] }
        if let grace = state.gracePeriodExpiresDate { words += ["gracePeriodExpirationDate", EventRenderer.date(grace)] }
        if let increase = state.priceIncrease, increase != .declined { words += ["priceIncreaseStatus", priceIncreaseStatus(increase)] }
        return words.joined(separator: " ")
    }

    /// RenewalInfo.ExpirationReason: autoRenewDisabled, billingError, didNotConsentToPriceIncrease,
    /// productUnavailable, unknown.
    static func expirationReason(_ reason: ExpirationReason) -> String { reason.rawValue }

    /// RenewalInfo.PriceIncreaseStatus: noIncreasePending, pending, agreed. A declined increase is
    /// removed (declinePriceIncreaseForTransaction(identifier:)): no increase is pending.
    static func priceIncreaseStatus(_ status: PriceIncreaseStatus?) -> String {
        switch status {
        case nil, .declined?: return "noIncreasePending"
        case .pending?: return "pending"
        case .agreed?: return "agreed"
        }
    }

    /// `Storefront JPN 143462 Japan` in Storefront's words: countryCode and id.
    static func storefront(_ storefront: Storefront) -> String {
        "countryCode \(storefront.countryCode) id \(storefront.identifier) \(storefront.name)"
    }
}
