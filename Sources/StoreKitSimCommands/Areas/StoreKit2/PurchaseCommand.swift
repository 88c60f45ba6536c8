import StoreKitSim

/// `purchase ID [options]`: product.purchase(options:) with Product.PurchaseOption's options.
public struct PurchaseCommand: TypedCommand {
    public var product: ProductID = ""
    /// Product.PurchaseOption.quantity(_:); nil is 1. Out of 1...10 throws invalidQuantity, as StoreKit does.
    public var quantity: Int?
    public var appAccountToken: String?
    public var promotionalOffer: String?
    /// The promotional offer's signature: valid (nil), wrong, missing, or a JWS.
    public var signature: String?
    public var winBackOffer: String?
    public var introductoryOfferEligibility: String?
    /// Product.SubscriptionInfo.BillingPlanType: "monthly" buys the 12-month commitment billed monthly.
    public var billingPlan: String?
    /// Product.PurchaseOption.simulatesAskToBuyInSandbox(true): Ask to Buy under `signing environment sandbox` only.
    public var askToBuy = false

    public init() {}
    public init(_ product: ProductID, quantity: Int? = nil, appAccountToken: String? = nil, promotionalOffer: String? = nil,
                signature: String? = nil, winBackOffer: String? = nil, introductoryOfferEligibility: String? = nil) {
        self.product = product
        self.quantity = quantity
        self.appAccountToken = appAccountToken
        self.promotionalOffer = promotionalOffer
        self.signature = signature
        self.winBackOffer = winBackOffer
        self.introductoryOfferEligibility = introductoryOfferEligibility
    }

    public static let declaration = CommandDeclaration(
        "purchase", area: .storeKit2, summary: "call product.purchase(options:) and print its result",
        discussion: """
            The payment sheet comes up as for 'buy' ('confirm' or 'cancel'; with 'dialogs off' it is confirmed at once) and \
            purchase(options:) returns when the transaction settles: .success(.verified(transaction)); \
            .success(.unverified(transaction, error)) while 'simulate-error verification ERROR' is set; .userCancelled when the \
            customer cancels; .pending under Ask to Buy (the transaction then comes through Transaction.updates once 'approve'd). A \
            simulated userCancelled ('simulate-error purchase userCancelled') returns .userCancelled, as a cancelled purchase does, \
            rather than throwing. It throws Product.PurchaseError.invalidQuantity for a quantity outside 1 to 10 or a quantity above 1 \
            for a product that is neither a consumable nor a non-renewing subscription (Product.PurchaseOption.quantity(_:)), \
            purchaseNotAllowed when payments are restricted, productUnavailable when the product is not sold in the storefront, or the \
            error 'simulate-error purchase ERROR' sets. The transaction is told by the result, not again by Transaction.updates. \
            --promotional-offer and --win-back-offer ask for an offer ('offers' lists them); a bad one throws invalidOfferIdentifier, \
            invalidOfferSignature, missingOfferParameters, invalidOfferPrice or ineligibleForOffer. --intro-eligibility \
            passes the developer's server's signed answer (\"Generating JWS to sign App Store requests\"): its \
            allowIntroductoryOffer, not the once-per-group rule, decides whether the product's introductory offer applies; a JWS \
            made with another key, for another product or bundle, altered, or more than 24 hours old (UNCONFIRMED window) \
            throws invalidOfferSignature (UNCONFIRMED: Apple names no error for it). true and false stand for a valid \
            signature with that answer, wrong for a refused one. --ask-to-buy is \
            Product.PurchaseOption.simulatesAskToBuyInSandbox(true), which Apple applies "when testing your app in the sandbox \
            environment": under 'signing environment sandbox' the purchase goes to Ask to Buy (.pending, then 'approve' or \
            'decline'); in Xcode's environment (the default) and local-testing it has no effect (UNCONFIRMED: Apple's page names \
            the sandbox only), and 'ask-to-buy on' is StoreKit Testing's switch.
            """,
        examples: ["purchase com.example.gems", "purchase com.example.gems --quantity 3",
                   "purchase com.example.premium --app-account-token 45812c9b-c296-43d3-b6a0-c5a02f74bf6e",
                   "purchase com.example.pro.monthly --intro-eligibility false", "purchase com.example.premium --ask-to-buy"])
    public static let fields: [CommandField<Self>] = [
        .argument("ID", \.product, .productID, help: "a product the app loaded with 'products' (or 'request')"),
        .option("quantity", \.quantity, .integer(-1_000_000...1_000_000), valueName: "N",
                help: "Product.PurchaseOption.quantity(_:), 1 to 10 (others throw invalidQuantity)"),
        .option("app-account-token", \.appAccountToken, .uuid, valueName: "UUID",
                help: "Product.PurchaseOption.appAccountToken(_:): kept on the transaction"),
        .option("promotional-offer", \.promotionalOffer, .word, valueName: "OFFER",
                help: "Product.PurchaseOption.promotionalOffer(offerID:signature:)"),
        .option("signature", \.signature, .word, valueName: "SIGNATURE",
                help: """
                    the promotional offer's signature: valid (default), wrong, missing, or the JWS Apple's \
                    PromotionalOfferV2SignatureCreator makes with the key 'server key' prints \
                    (Product.PurchaseOption.promotionalOffer(_:compactJWS:))
                    """),
        .option("win-back-offer", \.winBackOffer, .word, valueName: "OFFER", help: "Product.PurchaseOption.winBackOffer(_:)"),
        .option("intro-eligibility", \.introductoryOfferEligibility, .word, valueName: "JWS",
                help: """
                    Product.PurchaseOption.introductoryOfferEligibility(compactJWS:): the JWS Apple's \
                    IntroductoryOfferEligibilitySignatureCreator makes with the key 'server key' prints, or \
                    true, false or wrong
                    """),
        .option("billing-plan", \.billingPlan, .choice(BillingPlan.allCases.map(\.rawValue)), valueName: "PLAN",
                help: "monthly: the subscription's 12-month commitment billed monthly (Product.SubscriptionInfo.BillingPlanType, iOS 26.4+)"),
        .flag("ask-to-buy", \.askToBuy,
              help: "Product.PurchaseOption.simulatesAskToBuyInSandbox(true): Ask to Buy under 'signing environment sandbox' only"),
    ]

    public func run(in session: Session) throws {
        let id = product
        let offer = try promotionalOffer.map {
            OfferRequest(offerID: $0, signature: try PromotionalOfferSignature.resolve(signature, productID: id, offerID: $0, session: session))
        }
            ?? winBackOffer.map { OfferRequest(offerID: $0) }
        let eligibility = try introductoryOfferEligibility.map {
            try IntroductoryOfferEligibilitySignature.resolve($0, productID: id, session: session)
        }
        var options = PurchaseOptions(quantity: quantity ?? 1, appAccountToken: appAccountToken?.lowercased(), offer: offer,
                                      introductoryOfferEligibility: eligibility)
        options.billingPlan = billingPlan.flatMap(BillingPlan.init(rawValue:)) ?? .upFront
        options.simulatesAskToBuyInSandbox = askToBuy
        try session.perform { try $0.purchase(id, options: options) }
    }
}
