import StoreKitSim

/// `offer add PRODUCT OFFER --type T --mode M ...`: a subscription offer as App Store Connect
/// declares it (introductory, promotional, offer code, win-back), or a one-time offer code for
/// another in-app purchase.
public struct OfferAddCommand: TypedCommand {
    /// `--mode oneTime`: an offer code for a consumable, non-consumable or non-renewing subscription
    /// (Transaction.Offer.PaymentMode.oneTime).
    static let oneTimeMode = "oneTime"

    public var product: ProductID = ""
    /// The offer id (promotional, win-back), the code (offer codes), or any name for the introductory offer.
    public var offer = ""
    /// An `OfferType` case name.
    public var type: String?
    /// An `OfferPaymentMode` case name, or `oneTime`.
    public var mode: String?
    /// One offer period in ISO 8601 (P1W, P1M).
    public var period: String?
    /// numberOfPeriods; nil is 1.
    public var periods: Int?
    /// The offer's price in the product's currency, as typed.
    public var price: String?
    /// new, existing, expired, comma-separated; nil is everyone.
    public var eligibility: String?

    public init() {}
    public init(_ product: ProductID, _ offer: String, type: OfferType?, mode: String?, period: String? = nil, periods: Int? = nil,
                price: String? = nil, eligibility: String? = nil) {
        self.product = product
        self.offer = offer
        self.type = type?.rawValue
        self.mode = mode
        self.period = period
        self.periods = periods
        self.price = price
        self.eligibility = eligibility
    }

    public static let declaration = CommandDeclaration(
        "offer add", area: .subscriptions, summary: "add or replace a subscription offer",
        discussion: """
            Like App Store Connect's offers (\"Set up introductory offers\", \"Set up promotional offers\", \"Set up offer codes\", \
            win-back offers). An introductory offer is applied to an eligible purchase by itself, once per subscription group per \
            customer. A promotional offer is bought with 'buy PRODUCT --offer OFFER' and needs a valid signature; a win-back offer the \
            same way, by a customer whose subscription in the group expired; an offer code with 'redeem CODE'. freeTrial costs nothing \
            for periods × period; payAsYouGo charges the price every period for that many periods; payUpFront charges it once for the \
            whole time. After the offer the subscription renews at its regular price and period. A product has at most one \
            introductory offer: adding one replaces it. --eligibility limits an offer code (or a promotional offer) to new subscribers \
            (never subscribed in the group), existing ones (subscribed now) or expired ones, as App Store Connect's \"Set up offer \
            codes\" and a .storekit file's eligibility do; others are refused (the code redemption sheet's refusal; ineligibleForOffer \
            for a purchase). Offer codes exist for every in-app purchase type ("Supporting offer codes in your app"): a \
            consumable, non-consumable or non-renewing subscription takes '--type code --mode oneTime --price P' (no period), \
            redeemed from iOS 16.3 for one purchase at that price, signed with offerType 3 and offerDiscountType ONE_TIME; a \
            subscription's codes redeem from iOS 14.2. A subscription holds at most 10 offer codes ("up to 10 active offers per \
            subscription").
            """,
        examples: ["offer add com.example.pro.monthly trial --type introductory --mode freeTrial --period P1W",
                   "offer add com.example.pro.monthly winter --type promotional --mode payAsYouGo --period P1M --periods 3 --price 0.99",
                   "offer add com.example.pro.monthly PROCODE --type code --mode freeTrial --period P1M",
                   "offer add com.example.gems GEMS50 --type code --mode oneTime --price 0.49",
                   """
                       offer add com.example.pro.monthly comeback --type winBack --mode payUpFront --period P1M --periods 2 --price 1.99
                       """])
    public static let fields: [CommandField<Self>] = [
        .argument("PRODUCT", \.product, .subscriptionProduct,
                  help: "an auto-renewable subscription (or, for a oneTime offer code, any other in-app purchase)"),
        .argument("OFFER", \.offer, .word,
                  help: "the offer id (promotional, win-back), the code (offer codes), or any name for the introductory offer"),
        .option("type", \.type, .choice(OfferType.allCases.map(\.rawValue)), valueName: "TYPE", help: "introductory, promotional, code or winBack"),
        .option("mode", \.mode, .choice(OfferPaymentMode.allCases.map(\.rawValue) + [oneTimeMode]), valueName: "MODE",
                help: "freeTrial, payAsYouGo or payUpFront; oneTime for another in-app purchase's offer code"),
        .option("period", \.period, .subscriptionPeriod, help: "one offer period, e.g. P1W or P1M"),
        .option("periods", \.periods, .integer(1...100, placeholder: "N"), help: "how many offer periods (numberOfPeriods; default 1)"),
        .option("price", \.price, .word, valueName: "P", help: "the offer's price in the product's currency (not for a free trial)"),
        .option("eligibility", \.eligibility, .word, valueName: "WHO",
                help: "who may redeem it: new, existing, expired, comma-separated (default everyone)"),
    ]

    public func run(in session: Session) throws {
        let made = mode == Self.oneTimeMode ? try oneTimeCode(session) : try subscriptionOffer(session)
        try session.perform { try $0.addOffer(made, to: product) }
        session.emit("offer " + OfferText.line(made) + " for \(product)")
    }

    /// An introductory, promotional, offer code or win-back offer of a subscription.
    private func subscriptionOffer(_ session: Session) throws -> SubscriptionOffer {
        guard let typeName = type, let type = OfferType(rawValue: typeName),
              let modeName = mode, let mode = OfferPaymentMode(rawValue: modeName),
              let periodText = period, let period = SubscriptionPeriod(iso8601: periodText) else {
            throw CommandError(code: "offer-needs-terms", message: "'offer add' needs --type, --mode and --period",
                               hint: "for example 'offer add \(product) trial --type introductory --mode freeTrial --period P1W'")
        }
        if mode == .freeTrial, price != nil {
            throw CommandError(code: "free-trial-price", message: "a free trial has no price",
                               hint: "leave out --price, or use payAsYouGo or payUpFront", argument: Self.name(of: \.price))
        }
        if mode != .freeTrial {
            guard let price, Price(parsing: price, currency: session.world.catalog.product(product)?.priceCurrency ?? "USD") != nil else {
                throw CommandError(code: "offer-price", message: "a \(mode.rawValue) offer needs --price in the product's currency, such as 0.99",
                                   hint: "decimal text with no more decimals than the currency has", argument: Self.name(of: \.price))
            }
        }
        var found: Set<OfferEligibility>?
        if let eligibility {
            var words: Set<OfferEligibility> = []
            for word in eligibility.split(separator: ",") {
                guard let value = OfferEligibility(rawValue: String(word).lowercased()) else {
                    throw CommandError(code: "bad-eligibility", message: "'\(word)' is not an offer eligibility",
                                       hint: "write new, existing or expired, separated by commas", argument: Self.name(of: \.eligibility))
                }
                words.insert(value)
            }
            found = words
        }
        return SubscriptionOffer(id: offer, type: type, paymentMode: mode, period: period, periods: periods ?? 1, price: price,
                                 eligibility: found)
    }

    /// A one-time offer code from `offer add ID CODE --type code --mode oneTime --price P`.
    private func oneTimeCode(_ session: Session) throws -> SubscriptionOffer {
        guard type == OfferType.code.rawValue else {
            throw CommandError(code: "one-time-needs-code", message: "a oneTime offer is an offer code: write --type code",
                               hint: "for example 'offer add \(product) \(offer) --type code --mode oneTime --price 0.49'",
                               argument: Self.name(of: \.type))
        }
        let currency = session.world.catalog.product(product)?.priceCurrency ?? "USD"
        guard let price, Price(parsing: price, currency: currency) != nil else {
            throw CommandError(code: "offer-price", message: "a oneTime offer code needs --price in the product's currency, such as 0.49",
                               hint: "decimal text with no more decimals than the currency has", argument: Self.name(of: \.price))
        }
        if period != nil {
            throw CommandError(code: "one-time-period", message: "a oneTime offer code has no period: it is one purchase at its price",
                               hint: "leave out --period", argument: Self.name(of: \.period))
        }
        var made = SubscriptionOffer(id: offer, type: .code, paymentMode: .payUpFront, period: .oneMonth, price: price)
        made.oneTime = true
        return made
    }
}
