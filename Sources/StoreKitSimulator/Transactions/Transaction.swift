import Foundation
import StoreKitSim
import StoreKitSimCommands
import StoreKitSimSigning

/// StoreKit 2's Transaction: one purchase, renewal or restore, signed by the session's local test
/// chain. Built from the world's transaction and the payload `transaction jws` prints for it, so
/// its fields and `jsonRepresentation` are the command language's.
///
/// Differs from StoreKit: `advancedCommerceInfo` and `beginRefundRequest(in:)` are not provided (compile errors).
/// `signedDate` is when the library made the value (the virtual clock then).
public struct Transaction: Identifiable, Sendable, Hashable, JWSCarrying {
    public let id: UInt64
    public let originalID: UInt64
    public let webOrderLineItemID: String?
    public let productID: String
    public let subscriptionGroupID: String?
    public let appBundleID: String
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let purchasedQuantity: Int
    public let isUpgraded: Bool
    public let ownershipType: OwnershipType
    public let signedDate: Date
    public let revocationDate: Date?
    public let revocationReason: RevocationReason?
    public let productType: Product.ProductType
    public let appAccountToken: UUID?
    public let environment: AppStore.Environment
    public let reason: Reason
    public let storefront: Storefront
    public let price: Decimal?
    public let currency: Locale.Currency?
    public let offer: Offer?
    /// SHA-384 of the nonce's lowercased string and `AppStore.deviceVerificationID` (the payload's
    /// deviceVerification); empty without libcrypto.
    public var deviceVerification: Data { lazyJWS.deviceVerification }
    public var deviceVerificationNonce: UUID { lazyJWS.deviceVerificationNonce }
    /// Transaction.billingPlanType (iOS 26.4), read from the payload's "billingPlanType":
    /// `.monthly` for a charge of a monthly subscription with a 12-month commitment ("A value of
    /// monthly indicates a commitment plan", "Managing the life cycle of monthly subscriptions with
    /// a 12-month commitment"), `.upFront` for every other auto-renewable subscription ("An up-front
    /// billing plan type is the default for standard auto-renewable subscriptions"); nil for other
    /// products, whose payload has none.
    public var billingPlanType: Product.SubscriptionInfo.BillingPlanType? { lazyJWS.billingPlanType("billingPlanType") }
    /// Transaction.commitmentInfo (iOS 26.4), read from the payload's "commitmentInfo": this
    /// charge's place in its 12-month commitment; nil for a subscription paid up front.
    public var commitmentInfo: CommitmentInfo? { lazyJWS.objectField("commitmentInfo").flatMap(CommitmentInfo.init(payload:)) }
    /// The app transaction's id, the same in every transaction of the customer and app.
    public let appTransactionID: String
    /// The decoded JWS payload (JWSTransactionDecodedPayload's fields), as UTF-8 JSON.
    public var jsonRepresentation: Data { lazyJWS.jsonRepresentation }
    let lazyJWS: LazyJWS?
    var jws: String { lazyJWS?.value ?? "" }
    /// The world's name for it (`t3`), for the commands the library runs.
    let worldID: String

    init(_ transaction: PaymentTransaction, in world: World, signed: LazyJWS?) {
        let product = world.catalog.product(transaction.productID)
        let type = product?.type ?? world.products.received[transaction.productID]?.type
        let originalID = transaction.originalTransactionID ?? transaction.originalID ?? transaction.id
        let storefront = world.purchaseStorefront(of: transaction.id)
        worldID = transaction.id.rawValue
        id = Self.number(transaction.id)
        self.originalID = Self.number(originalID)
        webOrderLineItemID = type == .autoRenewable ? String(Self.number(transaction.originalID ?? transaction.id)) : nil
        productID = transaction.productID.rawValue
        // The group's id as the signed payload carries it (subscriptionGroupIdentifier), not its name.
        subscriptionGroupID = type == .autoRenewable
            ? world.catalog.groupIdentifier(product?.subscriptionGroup ?? transaction.productID.rawValue) : nil
        appBundleID = world.app.bundleID
        purchaseDate = Date(virtual: transaction.purchaseDate)
        originalPurchaseDate = Date(virtual: (world.payments.transaction(originalID) ?? transaction).purchaseDate)
        expirationDate = transaction.expiresDate.map(Date.init(virtual:))
        purchasedQuantity = transaction.quantity
        isUpgraded = transaction.isUpgraded
        ownershipType = transaction.ownership == .familyShared ? .familyShared : .purchased
        signedDate = Date(virtual: world.clock.now)
        revocationDate = transaction.revocationDate.map(Date.init(virtual:))
        revocationReason = transaction.revocationDate == nil ? nil : (transaction.revocationReason == .developerIssue ? .developerIssue : .other)
        productType = Product.ProductType(type ?? .consumable)
        appAccountToken = transaction.appAccountToken.flatMap(UUID.init(uuidString:))
        environment = AppStore.Environment(rawValue: world.storeKit2.signingEnvironment.payloadValue)
        reason = transaction.isRenewal ? .renewal : .purchase
        self.storefront = Storefront(storefront)
        // What the customer paid, frozen when charged (a restore carries its original's).
        let paid = transaction.price ?? world.payments.transaction(originalID)?.price
        price = paid.map { Decimal($0) }
        currency = paid.map { Locale.Currency($0.currency) }
        offer = transaction.offer.map(Offer.init)
        appTransactionID = SignedPayloads.appTransactionID
        lazyJWS = signed
    }

    /// Transaction.offerType, deprecated as Apple marks it: read `offer?.type`.
    @available(*, deprecated, message: "use offer")
    public var offerType: OfferType? { offer?.type }

    /// Transaction.offerID, deprecated as Apple marks it: read `offer?.id`.
    @available(*, deprecated, message: "use offer")
    public var offerID: String? { offer?.id }

    /// Transaction.storefrontCountryCode, deprecated as Apple marks it: read `storefront.countryCode`.
    @available(*, deprecated, message: "use storefront")
    public var storefrontCountryCode: String { storefront.countryCode }

    /// `t12` is 12: Transaction.id is a UInt64, as the App Store's transactionId is digits.
    static func number(_ id: TransactionID) -> UInt64 {
        UInt64(id.rawValue.hasPrefix("t") ? id.rawValue.dropFirst() : Substring(id.rawValue)) ?? 0
    }

    /// transaction.finish(): the transaction leaves `Transaction.unfinished`. Finishing one twice
    /// does nothing, as in StoreKit.
    public func finish() async {
        guard let store = SessionBinding.required("Transaction.finish()") else { return }
        _ = try? store.run(TransactionFinishCommand(TransactionID(worldID)))
    }
}

extension Date {
    /// A virtual-clock instant (seconds since 1970).
    init(virtual instant: VirtualInstant) { self.init(timeIntervalSince1970: TimeInterval(instant.seconds)) }
}

extension VirtualInstant {
    /// A date as the virtual clock's whole seconds, within the instants the clock can show.
    init(_ date: Date) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        self.init(seconds: Int64(max(0, min(seconds, Double(VirtualClock.end.seconds)))))
    }
}
