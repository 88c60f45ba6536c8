import Foundation
import StoreKitSim
import StoreKitSimCommands

extension Product {
    /// Product.PurchaseOption: what a purchase asks for beyond the product.
    ///
    /// Differs from StoreKit: a promotional offer's signature is not checked byte for byte; an
    /// empty signature counts as missing (missingOfferParameters) and any other as valid. Use
    /// `SKTestSession.run("purchase ID --promotional-offer OFFER --signature wrong")` for a wrong
    /// one. `codeOffer(referenceName:)` applies to `SKTestSession.buyProduct(identifier:options:)`
    /// only, as StoreKitTest documents it; `purchase(options:)` refuses it. `introductoryOfferEligibility(compactJWS:)`, `onStorefrontChange` and
    /// `custom` options are not provided (compile errors): offer codes are redeemed with the
    /// command language (`appstore redeem-offer-code`).
    public struct PurchaseOption: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            case quantity(Int)
            case appAccountToken(UUID)
            case promotionalOffer(id: String, signed: Bool)
            case winBackOffer(String)
            case codeOffer(String)
            case simulatesAskToBuy(Bool)
            case billingPlanType(Product.SubscriptionInfo.BillingPlanType)
        }

        let kind: Kind

        /// Product.PurchaseOption.quantity(_:): 1 to 10; others make the purchase throw invalidQuantity.
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(kind: .quantity(quantity)) }

        /// Product.PurchaseOption.appAccountToken(_:): kept on the transaction.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(kind: .appAccountToken(token)) }

        /// Product.PurchaseOption.promotionalOffer(offerID:keyID:nonce:signature:timestamp:).
        public static func promotionalOffer(offerID: String, keyID: String, nonce: UUID, signature: Data, timestamp: Int) -> PurchaseOption {
            PurchaseOption(kind: .promotionalOffer(id: offerID, signed: !signature.isEmpty && !keyID.isEmpty))
        }

        /// Product.PurchaseOption.promotionalOffer(_:compactJWS:).
        public static func promotionalOffer(_ offerID: String, compactJWS: String) -> [PurchaseOption] {
            [PurchaseOption(kind: .promotionalOffer(id: offerID, signed: !compactJWS.isEmpty))]
        }

        /// Product.PurchaseOption.winBackOffer(_:).
        public static func winBackOffer(_ offer: Product.SubscriptionOffer) -> PurchaseOption {
            PurchaseOption(kind: .winBackOffer(offer.id ?? ""))
        }

        /// Product.PurchaseOption.codeOffer(referenceName:) (StoreKitTest): the purchase redeems
        /// this offer code, for `SKTestSession.buyProduct(identifier:options:)`.
        public static func codeOffer(referenceName: String) -> PurchaseOption { PurchaseOption(kind: .codeOffer(referenceName)) }

        /// Product.PurchaseOption.simulatesAskToBuyInSandbox(_:) ("simulatesAskToBuyInSandbox(_:)"):
        /// "Simulates an Ask to Buy scenario when testing your app in the sandbox environment".
        /// With `true`, while the session signs as the sandbox (`session.run("signing environment
        /// sandbox")`) the purchase goes to Ask to Buy: `purchase(options:)` returns `.pending` and
        /// the transaction comes through `Transaction.updates` once approved
        /// (`approveAskToBuyTransaction(identifier:)`). In the session's default environment,
        /// StoreKit Testing in Xcode, the purchase goes through as without it (UNCONFIRMED: Apple's
        /// page names the sandbox only); Ask to Buy there is `SKTestSession.askToBuyEnabled`.
        public static func simulatesAskToBuyInSandbox(_ simulateAskToBuy: Bool) -> PurchaseOption {
            PurchaseOption(kind: .simulatesAskToBuy(simulateAskToBuy))
        }

        /// Product.PurchaseOption.billingPlanType(_:) (iOS 26.4): "tells StoreKit which billing plan
        /// the customer is purchasing for the subscription"; `.monthly` buys a yearly
        /// subscription's monthly plan with a 12-month commitment ("Supporting monthly subscriptions
        /// with a 12-month commitment", "Initiate a purchase"), as `purchase ID --billing-plan
        /// monthly` does: refused before iOS 26.4, in the United States and Singapore, and for a
        /// product without the plan.
        public static func billingPlanType(_ type: Product.SubscriptionInfo.BillingPlanType) -> PurchaseOption {
            PurchaseOption(kind: .billingPlanType(type))
        }

        /// The most the `purchase` command takes either way; beyond it `purchase(options:)` throws
        /// invalidQuantity without a command (no transcript line for that call).
        static let commandQuantityLimit = 1_000_000

        /// Sets this option on a `purchase` command.
        func apply(to command: inout PurchaseCommand) {
            switch kind {
            case .quantity(let n):
                // The quantity as asked: the world throws invalidQuantity outside 1...10, and
                // `purchase(options:)` throws it itself beyond the command's -1,000,000...1,000,000.
                command.quantity = n
            case .appAccountToken(let token): command.appAccountToken = token.uuidString.lowercased()
            case .promotionalOffer(let id, let signed):
                command.promotionalOffer = id
                command.signature = signed ? "valid" : "missing"
            case .winBackOffer(let id): command.winBackOffer = id
            case .simulatesAskToBuy(let on): command.askToBuy = command.askToBuy || on
            case .billingPlanType(let type): command.billingPlan = type.rawValue
            case .codeOffer: return
            }
        }
    }
}
