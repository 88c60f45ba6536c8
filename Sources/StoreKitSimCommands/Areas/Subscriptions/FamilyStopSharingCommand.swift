import StoreKitSim

/// `family stop-sharing [PRODUCT]`: the family member who bought stops sharing, and this
/// account's shared entitlement is revoked.
public struct FamilyStopSharingCommand: TypedCommand {
    /// One product; nil stops sharing everything shared.
    public var product: ProductID?

    public init() {}
    public init(_ product: ProductID?) { self.product = product }

    public static let declaration = CommandDeclaration(
        "family stop-sharing", area: .subscriptions, summary: "the family member stops sharing: this account loses what was shared",
        discussion: """
            When the family member who bought it stops sharing, leaves the family or gets a refund, the shared entitlement is revoked \
            on this device: the transaction gets a revocation date, and the observer hears \
            paymentQueue(_:didRevokeEntitlementsForProductIdentifiers:) (StoreKit 2: Transaction.updates with the revocation). What \
            this account bought itself stays.
            """,
        examples: ["family stop-sharing", "family stop-sharing com.example.premium"])
    public static let fields: [CommandField<Self>] = [
        .argument("PRODUCT", \.product, .productID, help: "one product; everything shared when left out"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.stopFamilySharing(product) }
    }
}
