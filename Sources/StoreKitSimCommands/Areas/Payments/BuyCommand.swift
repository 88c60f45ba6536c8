import StoreKitSim

/// `buy [ID] [options]`: an SKPayment (SKMutablePayment's quantity, applicationUsername and
/// paymentDiscount), or with no ID the item of the presented product page.
public struct BuyCommand: TypedCommand {
    /// The product; nil buys the presented product page's item.
    public var product: ProductID?
    /// SKMutablePayment.quantity; nil is 1.
    public var quantity: Int?
    /// SKPaymentDiscount.identifier: a promotional or win-back offer.
    public var offer: String?
    /// valid (nil), wrong, missing, a JWS or a base64 signature.
    public var signature: String?
    public var keyID: String?
    public var nonce: String?
    public var timestamp: Int?
    /// SKMutablePayment.applicationUsername.
    public var username: String?
    /// Product.SubscriptionInfo.BillingPlanType: "monthly" buys the 12-month commitment billed monthly.
    public var billingPlan: String?

    public init() {}
    public init(_ product: ProductID?, quantity: Int? = nil, offer: String? = nil, signature: String? = nil, keyID: String? = nil,
                nonce: String? = nil, timestamp: Int? = nil, username: String? = nil) {
        self.product = product
        self.quantity = quantity
        self.offer = offer
        self.signature = signature
        self.keyID = keyID
        self.nonce = nonce
        self.timestamp = timestamp
        self.username = username
    }

    public static let declaration = CommandDeclaration(
        "buy", area: .payments, summary: "buy an in-app product, or the item on the presented product page",
        discussion: """
            Adds an SKPayment for a product a products request returned; the transaction is purchasing while the payment sheet is up, \
            until 'confirm' or 'cancel'. With no ID while a product page is presented (after 'load'), buys the page's item instead: the \
            App Store's payment sheet comes up over the page, and 'confirm' completes the media purchase (counted for the page's \
            campaign) or 'cancel' drops it; either way the page stays up until 'done'. A subscription purchase gets its introductory \
            offer when the customer is eligible; --offer asks for a promotional or win-back offer, and a wrong or missing signature, an \
            unknown offer, a price above the regular one or an ineligible customer fails the transaction with invalidSignature, \
            missingOfferParams, invalidOfferIdentifier, invalidOfferPrice or ineligibleForOffer. An account owns what it bought: an \
            item the signed-in customer already owns is not sold again (the App Store shows Open instead of a price), so 'buy' on its \
            page is an error, whichever page load it is; 'customer new' signs in another account.
            """,
        examples: ["buy com.example.gems", "buy com.example.gems --quantity 3", "buy com.example.pro.monthly --offer winter", "buy"])
    public static let fields: [CommandField<Self>] = [
        .argument("ID", \.product, .productID, help: "a product the app has fetched; omit it on a product page"),
        .option("quantity", \.quantity, .integer(1...10, placeholder: "N"), help: "how many (SKMutablePayment.quantity), 1 to 10"),
        .option("offer", \.offer, .word, valueName: "OFFER", help: "a promotional or win-back offer's id (SKPaymentDiscount)"),
        .option("signature", \.signature, .word, valueName: "SIGNATURE",
                help: """
                    the promotional offer's signature: valid (default), wrong, missing, the JWS Apple's \
                    PromotionalOfferV2SignatureCreator makes with the key 'server key' prints, or the base64 signature of \
                    its PromotionalOfferSignatureCreator
                    """),
        .option("key-id", \.keyID, .word, valueName: "ID", help: "SKPaymentDiscount.keyIdentifier, for a base64 signature"),
        .option("nonce", \.nonce, .uuid, valueName: "UUID", help: "SKPaymentDiscount.nonce, for a base64 signature; good for one buy request"),
        .option("timestamp", \.timestamp, .integer(0...Int.max, placeholder: "MS"),
                help: "SKPaymentDiscount.timestamp in milliseconds, for a base64 signature"),
        .option("username", \.username, .word, valueName: "TEXT", help: "SKMutablePayment.applicationUsername, signed into a base64 signature"),
        .option("billing-plan", \.billingPlan, .choice(BillingPlan.allCases.map(\.rawValue)), valueName: "PLAN",
                help: "monthly: the subscription's 12-month commitment billed monthly (iOS 26.4+); up-front is the default"),
    ]

    public func run(in session: Session) throws {
        if let id = product {
            let offer = try offer.map {
                OfferRequest(offerID: $0, signature: try PromotionalOfferSignature.resolve(
                    signature, productID: id, offerID: $0, session: session,
                    discount: .init(keyID: keyID, nonce: nonce, timestamp: timestamp, username: username ?? "")),
                             nonce: nonce?.lowercased())
            }
            let plan = billingPlan.flatMap(BillingPlan.init(rawValue:)) ?? .upFront
            try session.perform { try $0.buy(productID: id, quantity: quantity ?? 1, offer: offer, billingPlan: plan) }
        } else if case .productPage? = session.world.sheet {
            try session.perform { try $0.buyOnProductPage() }
        } else if case .mediaPayment? = session.world.sheet {
            try session.perform { try $0.buyOnProductPage() } // refused: the sheet is still up
        } else {
            throw CommandError(code: "missing-argument", message: "'buy' needs a product ID when no product page is presented",
                               hint: "'fetch' then 'buy com.example.gems', or 'load 12345' then 'buy'")
        }
    }
}
