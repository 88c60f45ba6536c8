import StoreKitSim

/// Subscription offers: declaring them, listing them, redeeming an offer code. Buying with a
/// promotional or win-back offer is `buy ID --offer OFFER`.
enum OfferCommands {
    /// `--mode oneTime`: an offer code for a consumable, non-consumable or non-renewing subscription
    /// (Transaction.Offer.PaymentMode.oneTime).
    static let oneTimeMode = "oneTime"

    /// A one-time offer code from `offer add ID CODE --type code --mode oneTime --price P`.
    static func oneTimeCode(_ id: String, _ productID: ProductID, _ arguments: Arguments, _ session: Session) throws -> SubscriptionOffer {
        guard arguments[Key.typeOption] == OfferType.code.rawValue else {
            throw CommandError(code: "one-time-needs-code", message: "a oneTime offer is an offer code: write --type code",
                               hint: "for example 'offer add \(productID) \(id) --type code --mode oneTime --price 0.49'", argument: "type")
        }
        let currency = session.world.catalog.product(productID)?.priceCurrency ?? "USD"
        guard let price = arguments[Key.price], Price(parsing: price, currency: currency) != nil else {
            throw CommandError(code: "offer-price", message: "a oneTime offer code needs --price in the product's currency, such as 0.49",
                               hint: "decimal text with no more decimals than the currency has", argument: Key.price.name)
        }
        if arguments[Key.period] != nil {
            throw CommandError(code: "one-time-period", message: "a oneTime offer code has no period: it is one purchase at its price",
                               hint: "leave out --period", argument: Key.period.name)
        }
        var offer = SubscriptionOffer(id: id, type: .code, paymentMode: .payUpFront, period: .oneMonth, price: price)
        offer.oneTime = true
        return offer
    }

    static let all: [CommandSpec] = [
        CommandSpec("offer add", area: .subscriptions,
                    arguments: [ArgumentSpec("PRODUCT", .subscriptionProduct,
                                    help: "an auto-renewable subscription (or, for a oneTime offer code, any other in-app purchase)"),
                                ArgumentSpec("OFFER", .word,
                                    help: "the offer id (promotional, win-back), the code (offer codes), or any name for the introductory offer")],
                    options: [OptionSpec("type", .choice(OfferType.allCases.map(\.rawValue)), valueName: "TYPE",
                        help: "introductory, promotional, code or winBack"),
                              OptionSpec("mode", .choice(OfferPaymentMode.allCases.map(\.rawValue) + [oneTimeMode]), valueName: "MODE",
                                  help: "freeTrial, payAsYouGo or payUpFront; oneTime for another in-app purchase's offer code"),
                              OptionSpec("period", .subscriptionPeriod, help: "one offer period, e.g. P1W or P1M"),
                              OptionSpec("periods", .integer(1...100, placeholder: "N"), help: "how many offer periods (numberOfPeriods; default 1)"),
                              OptionSpec("price", .word, valueName: "P", help: "the offer's price in the product's currency (not for a free trial)"),
                              OptionSpec("eligibility", .word, valueName: "WHO",
                                  help: "who may redeem it: new, existing, expired, comma-separated (default everyone)")],
                    summary: "add or replace a subscription offer",
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
                                   """]) { session, arguments in
            let productID = try arguments.required(Key.product), id = try arguments.required(Key.offer)
            if arguments[Key.mode] == oneTimeMode {
                let offer = try oneTimeCode(id, productID, arguments, session)
                try session.perform { try $0.addOffer(offer, to: productID) }
                session.emit("offer " + OfferText.line(offer) + " for \(productID)")
                return
            }
            guard let typeName = arguments[Key.typeOption], let type = OfferType(rawValue: typeName),
                  let modeName = arguments[Key.mode], let mode = OfferPaymentMode(rawValue: modeName),
                  let periodText = arguments[Key.period], let period = SubscriptionPeriod(iso8601: periodText) else {
                throw CommandError(code: "offer-needs-terms", message: "'offer add' needs --type, --mode and --period",
                                   hint: "for example 'offer add \(productID) trial --type introductory --mode freeTrial --period P1W'")
            }
            let price = arguments[Key.price]
            if mode == .freeTrial, price != nil {
                throw CommandError(code: "free-trial-price", message: "a free trial has no price",
                    hint: "leave out --price, or use payAsYouGo or payUpFront", argument: Key.price.name)
            }
            if mode != .freeTrial {
                guard let price, Price(parsing: price, currency: session.world.catalog.product(productID)?.priceCurrency ?? "USD") != nil else {
                    throw CommandError(code: "offer-price", message: "a \(mode.rawValue) offer needs --price in the product's currency, such as 0.99",
                                       hint: "decimal text with no more decimals than the currency has", argument: Key.price.name)
                }
            }
            var eligibility: Set<OfferEligibility>?
            if let text = arguments[Key.eligibility] {
                var found: Set<OfferEligibility> = []
                for word in text.split(separator: ",") {
                    guard let value = OfferEligibility(rawValue: String(word).lowercased()) else {
                        throw CommandError(code: "bad-eligibility", message: "'\(word)' is not an offer eligibility",
                                           hint: "write new, existing or expired, separated by commas", argument: Key.eligibility.name)
                    }
                    found.insert(value)
                }
                eligibility = found
            }
            let offer = SubscriptionOffer(id: id, type: type, paymentMode: mode, period: period, periods: arguments[Key.periods] ?? 1,
                price: price, eligibility: eligibility)
            try session.perform { try $0.addOffer(offer, to: productID) }
            session.emit("offer " + OfferText.line(offer) + " for \(productID)")
        },
        CommandSpec("offers", area: .subscriptions,
                    arguments: [ArgumentSpec("PRODUCT", .subscriptionProduct, .optional, help: "one subscription; all when left out")],
                    summary: "list the subscription offers",
                    discussion: """
                        One offer per line: the product, the type, the id, the payment mode, the period, the number of periods and the price, in \
                        the order they were added. Then, per group, whether the customer has had its introductory offer.
                        """,
                    examples: ["offers", "offers com.example.pro.monthly"], reads: true) { session, arguments in
            let only = arguments[Key.product]
            let products = session.world.catalog.products.filter { (only == nil || $0.id == only) }
            var any = false
            for product in products {
                for offer in product.offers {
                    session.emit("\(product.id) " + OfferText.line(offer))
                    any = true
                }
            }
            if !any { session.emit("offers none") }
            for group in session.world.subscriptions.introductoryOfferUsed.sorted() {
                session.emit("introductory offer used in group \(OneValueText.text(group))")
            }
        },
        CommandSpec(RedeemCommand.self),
    ]
}
