import StoreKitSim

/// Family Sharing: a family member buys and shares, or stops sharing.
enum FamilyCommands {
    static let all: [CommandSpec] = [
        CommandSpec("family purchase", area: .subscriptions,
                    arguments: [ArgumentSpec("PRODUCT", .productID, help: "a family-shareable non-consumable or subscription")],
                    summary: "a family member buys a product and shares it with this account",
                    discussion: """
                        Family Sharing (\"Supporting Family Sharing in your app\"): when a family member buys a non-consumable or a subscription \
                        that has Family Sharing on ('product set ID --family-shareable on', or familyShareable in a .storekit file), a purchased \
                        transaction reaches this device's observer with ownershipType familyShared (printed as familyShared; FAMILY_SHARED in \
                        signed transactions). A subscription shared this way is a subscription of its own beside any the account bought in the \
                        same group: Product.SubscriptionInfo.status then holds two Statuses ("The array can have more than one subscription \
                        status if your subscription supports Family Sharing"), 'subscriptions' lists both (the shared one marked familyShared), \
                        and it renews on its own dates with familyShared transactions, paid by the family member (this account's billing \
                        issue does not reach it).
                        """,
                    examples: ["family purchase com.example.premium"], performing: Key.product) { try $0.familyMemberPurchase($1) },
        CommandSpec("family stop-sharing", area: .subscriptions,
                    arguments: [ArgumentSpec("PRODUCT", .productID, .optional, help: "one product; everything shared when left out")],
                    summary: "the family member stops sharing: this account loses what was shared",
                    discussion: """
                        When the family member who bought it stops sharing, leaves the family or gets a refund, the shared entitlement is revoked \
                        on this device: the transaction gets a revocation date, and the observer hears \
                        paymentQueue(_:didRevokeEntitlementsForProductIdentifiers:) (StoreKit 2: Transaction.updates with the revocation). What \
                        this account bought itself stays.
                        """,
                    examples: ["family stop-sharing", "family stop-sharing com.example.premium"]) { session, arguments in
            let product = arguments[Key.product]
            try session.perform { try $0.stopFamilySharing(product) }
        },
    ]
}
