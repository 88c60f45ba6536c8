import StoreKitSim

/// The payloads of StoreKit 2's signed data, with the field names and JSON types the App Store
/// Server API documents ("JWSTransactionDecodedPayload", "JWSRenewalInfoDecodedPayload",
/// "AppTransaction"): dates in milliseconds since 1970, prices in milliunits, the environment
/// `signing environment` chose. Public so that everything that signs (the commands, App Store
/// Server Notifications, the App Store Server API, the StoreKit 2 library) builds the same payloads
/// from the world alone.
public enum SignedPayloads {

    /// Milliseconds since 1970 for a virtual-clock instant (the clock ends in 9999, far inside Int64).
    public static func milliseconds(_ seconds: Int64) -> Int64 { seconds * 1000 }

    /// Transaction ids as the App Store writes them: digits (`t12` is `12`), as Transaction.id is a UInt64.
    public static func numericID(_ id: String) -> String { id.hasPrefix("t") ? String(id.dropFirst()) : id }

    /// A price in milliunits of its currency ("price": 0.99 USD is 990; 120 JPY is 120000); nil if it overflows.
    public static func milliunits(_ price: Price) -> Int64? {
        var factor: Int64 = 1
        for _ in 0..<max(0, 3 - price.scale) { factor *= 10 }
        let (value, overflow) = Int64(price.minorUnits).multipliedReportingOverflow(by: factor)
        return overflow ? nil : value
    }

    /// "type": Auto-Renewable Subscription, Non-Consumable, Consumable, Non-Renewing Subscription.
    public static func type(_ type: InAppProductType?) -> String? {
        switch type {
        case .consumable?: return "Consumable"
        case .nonConsumable?: return "Non-Consumable"
        case .autoRenewable?: return "Auto-Renewable Subscription"
        case .nonRenewing?: return "Non-Renewing Subscription"
        case nil: return nil
        }
    }

    /// JWSTransactionDecodedPayload for `transaction`, signed at the world's current time.
    public static func transaction(_ transaction: PaymentTransaction, in world: World) -> OrderedJSON {
        let product = world.catalog.product(transaction.productID)
        let originalID = transaction.originalTransactionID ?? transaction.originalID ?? transaction.id
        let original = world.payments.transaction(originalID) ?? transaction
        let storefront = world.purchaseStorefront(of: transaction.id)
        var json = OrderedJSON()
        json.add("transactionId", numericID(transaction.id))
        json.add("originalTransactionId", numericID(originalID))
        if product?.type == .autoRenewable { json.add("webOrderLineItemId", numericID(transaction.id)) }
        json.add("bundleId", world.app.bundleID)
        json.add("productId", transaction.productID)
        if product?.type == .autoRenewable { json.add("subscriptionGroupIdentifier", product?.subscriptionGroup ?? transaction.productID) }
        json.add("purchaseDate", milliseconds(transaction.purchaseDate))
        json.add("originalPurchaseDate", milliseconds(original.purchaseDate))
        json.add("expiresDate", transaction.expiresDate.map(milliseconds))
        json.add("quantity", Int64(transaction.quantity))
        json.add("type", type(product?.type ?? world.products.received[transaction.productID]?.type))
        json.add("appAccountToken", transaction.appAccountToken)
        json.add("inAppOwnershipType", transaction.ownership == .familyShared ? "FAMILY_SHARED" : "PURCHASED")
        json.add("signedDate", milliseconds(world.clock.now))
        if let revoked = transaction.revocationDate {
            json.add("revocationReason", Int64(transaction.revocationReason == .developerIssue ? 1 : 0))
            json.add("revocationDate", milliseconds(revoked))
        }
        if transaction.isUpgraded { json.add("isUpgraded", true) }
        json.add("environment", "Xcode")
        json.add("transactionReason", transaction.isRenewal ? "RENEWAL" : "PURCHASE")
        json.add("storefront", storefront.countryCode)
        json.add("storefrontId", String(storefront.identifier))
        if let price = product?.price(in: storefront) {
            json.add("price", milliunits(price).flatMap { unit in
                let (total, overflow) = unit.multipliedReportingOverflow(by: Int64(transaction.quantity))
                return overflow ? nil : total
            })
            json.add("currency", price.currency)
        }
        return json
    }

    /// JWSRenewalInfoDecodedPayload for a group's subscription.
    public static func renewalInfo(_ state: SubscriptionState, in world: World) -> OrderedJSON {
        var json = OrderedJSON()
        if let reason = state.expirationReason { json.add("expirationIntent", Int64(expirationIntent(reason))) }
        json.add("originalTransactionId", numericID(state.originalTransactionID))
        let next = state.pendingProductID ?? state.productID
        json.add("autoRenewProductId", next)
        json.add("productId", state.productID)
        json.add("autoRenewStatus", Int64(state.autoRenew && state.status.isActive ? 1 : 0))
        json.add("isInBillingRetryPeriod", state.status == .inBillingRetryPeriod || state.status == .inGracePeriod)
        if let increase = state.priceIncrease { json.add("priceIncreaseStatus", Int64(increase == .agreed ? 1 : 0)) }
        json.add("gracePeriodExpiresDate", state.gracePeriodExpiresDate.map(milliseconds))
        json.add("signedDate", milliseconds(world.clock.now))
        json.add("environment", "Xcode")
        json.add("recentSubscriptionStartDate", milliseconds(state.anchor))
        if state.status.isActive {
            json.add("renewalDate", milliseconds(state.expiresDate))
            if let price = world.catalog.product(next)?.price(in: world.storefront) {
                json.add("currency", price.currency)
                json.add("renewalPrice", milliunits(price))
            }
        }
        return json
    }

    /// expirationIntent: 1 the customer cancelled, 2 billing error, 3 no consent to a price
    /// increase, 4 product unavailable, 5 other.
    public static func expirationIntent(_ reason: ExpirationReason) -> Int {
        switch reason {
        case .autoRenewDisabled: return 1
        case .billingError: return 2
        case .didNotConsentToPriceIncrease: return 3
        case .productUnavailable: return 4
        case .unknown: return 5
        }
    }

    /// The app transaction (AppTransaction, "AppTransaction" in the App Store Server API).
    public static func appTransaction(in world: World) -> OrderedJSON {
        var json = OrderedJSON()
        json.add("receiptType", "Xcode")
        json.add("appAppleId", world.app.appAppleID)
        json.add("bundleId", world.app.bundleID)
        json.add("applicationVersion", "1")
        json.add("versionExternalIdentifier", Int64(0))
        json.add("receiptCreationDate", milliseconds(world.clock.now))
        json.add("originalPurchaseDate", milliseconds(VirtualClock.start))
        json.add("originalApplicationVersion", "1")
        json.add("deviceVerification", "c3RvcmVraXQtc2ltIGxvY2FsIHRlc3Rpbmc=")
        json.add("deviceVerificationNonce", "00000000-0000-4000-8000-000000000000")
        json.add("appTransactionId", "1")
        json.add("originalPlatform", "iOS")
        return json
    }
}
