import StoreKitSim

extension SignedPayloads {
    /// JWSTransactionDecodedPayload for `transaction`, signed at the world's current time. The
    /// price is what the customer paid for it, frozen when the App Store charged it (a restored
    /// transaction: the original purchase's). The device's payload carries deviceVerification and
    /// its nonce; the server's (`audience` .server) does not.
    public static func transaction(_ transaction: PaymentTransaction, in world: World, for audience: Audience = .device) -> OrderedJSON {
        let product = world.catalog.product(transaction.productID)
        let type = product?.type ?? world.products.received[transaction.productID]?.type
        let originalID = transaction.originalTransactionID ?? transaction.originalID ?? transaction.id
        let original = world.payments.transaction(originalID) ?? transaction
        let storefront = world.purchaseStorefront(of: transaction.id)
        var json = OrderedJSON()
        json.add("transactionId", numericID(transaction.id))
        json.add("originalTransactionId", numericID(originalID))
        // One per period bought: a restore brings back the purchase's.
        if type == .autoRenewable { json.add("webOrderLineItemId", numericID(transaction.originalID ?? transaction.id)) }
        json.add("bundleId", world.app.bundleID)
        json.add("productId", transaction.productID.rawValue)
        // The group's identifier, not its name (JWSTransactionDecodedPayload, "subscriptionGroupIdentifier").
        if type == .autoRenewable {
            json.add("subscriptionGroupIdentifier", world.catalog.groupIdentifier(product?.subscriptionGroup ?? transaction.productID.rawValue))
        }
        json.add("purchaseDate", milliseconds(transaction.purchaseDate))
        json.add("originalPurchaseDate", milliseconds(original.purchaseDate))
        json.add("expiresDate", transaction.expiresDate.map(milliseconds))
        json.add("quantity", Int64(transaction.quantity))
        json.add("type", Self.type(type))
        addDeviceVerification(number: numericID(transaction.id), for: audience, in: world, to: &json)
        json.add("appAccountToken", transaction.appAccountToken)
        json.add("inAppOwnershipType", transaction.ownership == .familyShared ? "FAMILY_SHARED" : "PURCHASED")
        json.add("signedDate", milliseconds(world.clock.now))
        if let revoked = transaction.revocationDate {
            json.add("revocationReason", Int64(transaction.revocationReason == .developerIssue ? 1 : 0))
            json.add("revocationDate", milliseconds(revoked))
        }
        json.add("isUpgraded", transaction.isUpgraded)
        if let offer = transaction.offer {
            json.add("offerType", offerType(offer.type))
            if offer.type != .introductory { json.add("offerIdentifier", offer.id) }
        }
        json.add("environment", world.storeKit2.signingEnvironment.payloadValue)
        json.add("transactionReason", transaction.isRenewal ? "RENEWAL" : "PURCHASE")
        json.add("storefront", storefront.countryCode)
        json.add("storefrontId", String(storefront.identifier))
        if let price = transaction.price ?? original.price {
            json.add("price", milliunits(price))
            json.add("currency", price.currency)
        }
        if let offer = transaction.offer {
            // "ONE_TIME … applies to the consumable, non-consumable, and non-renewing subscription
            // product types" (offerDiscountType); a one-time offer has no period.
            json.add("offerDiscountType", offer.oneTime ? "ONE_TIME" : offerDiscountType(offer.paymentMode))
            if !offer.oneTime { json.add("offerPeriod", offerPeriod(offer)) }
        }
        // "Every auto-renewable subscription carries a BillingPlanType value" ("Supporting monthly
        // subscriptions with a 12-month commitment"): BILLED_UPFRONT, or for a monthly plan's
        // charge MONTHLY with its TransactionCommitmentInfo (App Store Server API).
        if type == .autoRenewable && transaction.commitment == nil {
            json.add("billingPlanType", BillingPlan.upFront.payloadValue)
        }
        if let commitment = transaction.commitment {
            json.add("billingPlanType", BillingPlan.monthly.payloadValue)
            var info = OrderedJSON()
            info.add("billingPeriodNumber", Int64(commitment.billingPeriodNumber))
            info.add("commitmentExpiresDate", milliseconds(commitment.expiresDate))
            info.add("commitmentPrice", commitment.commitmentPrice.flatMap(milliunits))
            info.add("totalBillingPeriods", Int64(BillingCommitment.totalBillingPeriods))
            json.add("commitmentInfo", info)
        }
        // "revocationType" (REFUND_FULL, REFUND_PRORATED, FAMILY_REVOKE) and, for a refund,
        // "revocationPercentage" in milliunits (App Store Server API 1.19).
        json.add("revocationType", transaction.revocationType.map(revocationType))
        json.add("revocationPercentage", transaction.revocationPercentage.map(Int64.init))
        json.add("appTransactionId", appTransactionID)
        return json
    }
}
