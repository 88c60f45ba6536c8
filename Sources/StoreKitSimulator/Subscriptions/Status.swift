import Foundation
import StoreKitSim
import StoreKitSimSigning

extension Product.SubscriptionInfo {
    /// Product.SubscriptionInfo.Status: a group's renewal state, latest transaction and renewal info.
    public struct Status: Sendable, Hashable {
        public let state: RenewalState
        public let transaction: VerificationResult<Transaction>
        public let renewalInfo: VerificationResult<RenewalInfo>

        /// Product.SubscriptionInfo.Status.Statuses.
        public typealias Statuses = SimulatedSequence<Status>

        /// Product.SubscriptionInfo.Status.updates: each change of a group's status (purchases,
        /// renewals, billing retry and grace, expiry, auto-renew and price-increase answers), in
        /// the world's order.
        public static var updates: Statuses {
            SimulatedSequence(source: .live(SessionBinding.liveSource("Product.SubscriptionInfo.Status.updates"), \.statusUpdates,
                                           api: "Product.SubscriptionInfo.Status.updates"))
        }
    }

    /// Product.SubscriptionInfo.RenewalState.
    public struct RenewalState: RawRepresentable, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let subscribed = RenewalState(rawValue: 1)
        public static let expired = RenewalState(rawValue: 2)
        public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
        public static let inGracePeriod = RenewalState(rawValue: 4)
        public static let revoked = RenewalState(rawValue: 5)

        init(_ status: SubscriptionStatus) {
            switch status {
            case .subscribed: self = .subscribed
            case .expired: self = .expired
            case .inBillingRetryPeriod: self = .inBillingRetryPeriod
            case .inGracePeriod: self = .inGracePeriod
            case .revoked: self = .revoked
            }
        }
    }

    /// Product.SubscriptionInfo.RenewalInfo: what happens at the next renewal date.
    ///
    /// Differs from StoreKit: `offer` is only in `jsonRepresentation`.
    public struct RenewalInfo: Sendable, Hashable, JWSCarrying {
        public let originalTransactionID: UInt64
        public let currentProductID: String
        public let willAutoRenew: Bool
        public let autoRenewPreference: String?
        public let expirationReason: ExpirationReason?
        public let isInBillingRetry: Bool
        public let gracePeriodExpirationDate: Date?
        public let priceIncreaseStatus: PriceIncreaseStatus
        /// Product.SubscriptionInfo.RenewalInfo.PriceIncreaseStatus: Apple declares it here.
        public typealias PriceIncreaseStatus = Product.SubscriptionInfo.PriceIncreaseStatus
        public let renewalDate: Date?
        public let signedDate: Date
        public let environment: AppStore.Environment
        /// RenewalInfo.renewalPrice ("renewalPrice"): what the next renewal charges (an offer's
        /// price while it has charges left, the next product's after a change, an agreed
        /// increase), the payload's "renewalPrice"; nil once the subscription ended.
        public let renewalPrice: Decimal?
        /// RenewalInfo.currency: the ISO 4217 currency of `renewalPrice`.
        public let currency: Locale.Currency?
        /// RenewalInfo.eligibleWinBackOfferIDs ("eligibleWinBackOfferIDs"): the win-back offers
        /// the customer may redeem, best first; empty while the subscription is in service, in
        /// billing retry or grace (the ranking is UNCONFIRMED, see docs/fidelity.md).
        public let eligibleWinBackOfferIDs: [String]
        /// RenewalInfo.appAccountToken ("appAccountToken"): the token the latest purchase in the
        /// group was made with (`Product.PurchaseOption.appAccountToken(_:)`), or nil.
        public let appAccountToken: UUID?
        /// RenewalInfo.renewalBillingPlanType (iOS 26.4), read from the payload's
        /// "renewalBillingPlanType": `.monthly` while the subscription is billed through a
        /// 12-month commitment, else `.upFront`; nil once the subscription has ended.
        public var renewalBillingPlanType: Product.SubscriptionInfo.BillingPlanType? {
            lazyJWS.billingPlanType("renewalBillingPlanType")
        }
        /// RenewalInfo.commitmentInfo (iOS 26.4), read from the payload's "commitmentInfo": what
        /// renews when the 12-month commitment ends; nil for a subscription paid up front.
        public var commitmentInfo: CommitmentInfo? { lazyJWS.objectField("commitmentInfo").flatMap(CommitmentInfo.init(payload:)) }
        /// The decoded JWS payload (JWSRenewalInfoDecodedPayload's fields), as UTF-8 JSON.
        public var jsonRepresentation: Data { lazyJWS.jsonRepresentation }
        let lazyJWS: LazyJWS?
        var jws: String { lazyJWS?.value ?? "" }

        init(_ state: SubscriptionState, in world: World, signed: LazyJWS?) {
            originalTransactionID = Transaction.number(state.originalTransactionID)
            currentProductID = state.productID.rawValue
            willAutoRenew = state.willRenewNextPeriod
            autoRenewPreference = (state.pendingProductID ?? state.productID).rawValue
            expirationReason = state.expirationReason.map(ExpirationReason.init)
            isInBillingRetry = state.status == .inBillingRetryPeriod || state.status == .inGracePeriod
            gracePeriodExpirationDate = state.gracePeriodExpiresDate.map(Date.init(virtual:))
            switch state.priceIncrease {
            case nil: priceIncreaseStatus = .noIncreasePending
            case .pending?, .declined?: priceIncreaseStatus = .pending
            case .agreed?: priceIncreaseStatus = .agreed
            }
            renewalDate = state.status.isActive ? Date(virtual: state.expiresDate) : nil
            signedDate = Date(virtual: world.clock.now)
            environment = AppStore.Environment(rawValue: world.storeKit2.signingEnvironment.payloadValue)
            let price = SignedPayloads.nextRenewalPrice(state, in: world)
            renewalPrice = price.map(Decimal.init)
            currency = price.map { Locale.Currency($0.currency) }
            eligibleWinBackOfferIDs = world.eligibleWinBackOfferIDs(state)
            appAccountToken = world.payments.transaction(state.latestTransactionID)?.appAccountToken.flatMap(UUID.init(uuidString:))
            lazyJWS = signed
        }
    }

    /// Product.SubscriptionInfo.RenewalInfo.ExpirationReason.
    public struct ExpirationReason: RawRepresentable, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let autoRenewDisabled = ExpirationReason(rawValue: 1)
        public static let billingError = ExpirationReason(rawValue: 2)
        public static let didNotConsentToPriceIncrease = ExpirationReason(rawValue: 3)
        public static let productUnavailable = ExpirationReason(rawValue: 4)
        public static let unknown = ExpirationReason(rawValue: 5)

        init(_ reason: StoreKitSim.ExpirationReason) {
            switch reason {
            case .autoRenewDisabled: self = .autoRenewDisabled
            case .billingError: self = .billingError
            case .didNotConsentToPriceIncrease: self = .didNotConsentToPriceIncrease
            case .productUnavailable: self = .productUnavailable
            case .unknown: self = .unknown
            }
        }
    }

    /// Product.SubscriptionInfo.RenewalInfo.PriceIncreaseStatus.
    public enum PriceIncreaseStatus: Sendable, Hashable {
        case noIncreasePending
        case pending
        case agreed
    }
}
