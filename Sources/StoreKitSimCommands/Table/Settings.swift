import StoreKitSim

/// The show-or-set settings, one row each: the commands, their echo and their `status` lines all
/// come from these rows (`SettingRow`).
enum Settings {
    static let rows: [SettingRow] = [
        SettingRow("agreement", area: .appStore, words: ["signed", "unsigned"], valueHelp: "the Paid Applications Agreement",
                   summary: "show or set whether the Paid Applications Agreement is signed",
                   discussion: """
                       While the agreement (or its tax and banking parts) is not in effect, every identifier of every products request comes back \
                       invalid (\"Fetching product information from the App Store\"). The default is signed.
                       """,
                   examples: ["agreement unsigned", "agreement signed", "agreement"],
                   current: { $0.world.catalog.agreementSigned ? "signed" : "unsigned" },
                   apply: { session, word in session.world.catalog.agreementSigned = word == "signed" }),
        .onOff("ask-to-buy", area: .payments, valueHelp: "whether purchases need a parent's approval",
               summary: "show or set Ask to Buy (SKTestSession.askToBuyEnabled)",
               discussion: """
                   With Ask to Buy on, a confirmed purchase becomes deferred until 'approve TXN' (purchased) or 'decline TXN' (failed with \
                   paymentCancelled; that error code is UNCONFIRMED).
                   """,
               \.payments.askToBuyEnabled),
        .choice("build", area: .device, placeholder: "CONFIGURATION",
                summary: "show or set the app's build configuration",
                discussion: """
                    A development build shows an error for each invalid product identifier; a production build leaves it out of the store UI \
                    (\"Fetching product information from the App Store\"). Both log it. The default is development.
                    """,
                examples: ["build", "build production"], \.app.build),
        SettingRow("dialogs", area: .payments, words: ["on", "off"], valueHelp: "off answers sheets at once",
                   summary: "show or set whether sheets wait for an answer",
                   discussion: """
                       on (the default): a payment sheet stays up until 'confirm' or 'cancel', so things can happen mid-purchase. off: payment \
                       sheets (the product page's too) are confirmed and the external purchase disclosure notice is continued at once, like \
                       SKTestSession.disableDialogs, for short scripts. The product page is not a dialog: it stays up until 'done'.
                       """,
                   examples: ["dialogs off", "dialogs on", "dialogs"],
                   current: { $0.world.disableDialogs ? "off" : "on" },
                   apply: { session, word in session.world.disableDialogs = word == "off" }),
        SettingRow("trace", area: .watching, words: ["on", "off"],
                   summary: "print each delegate and observer callback as it happens",
                   discussion: """
                       With trace on, every callback StoreKit makes (productsRequest(_:didReceive:), paymentQueue(_:updatedTransactions:), \
                       paymentQueue(_:shouldContinue:in:) with its answer, paymentQueueDidChangeStorefront(_:), requestDidFinish(_:) …) \
                       prints as a \
                       'trace:' line in the order it happened, so a scenario can pin the sequence.
                       """,
                   examples: ["trace on", "trace off", "trace"],
                   current: { $0.trace ? "on" : "off" },
                   apply: { session, word in session.trace = word == "on" }),
        SettingRow("page network", area: .productPage, words: ["online", "offline"], showsWithoutValue: false,
                   summary: "let product page loads reach the App Store, or fail them as offline",
                   discussion: """
                       offline makes every 'load' fail: the completion block gets false and an NSURLErrorDomain -1009 error ('The Internet \
                       connection appears to be offline.'), the simulator's stand-in for a network failure. The default is online.
                       """,
                   examples: ["page network offline", "page network online"],
                   current: { $0.world.productPage.networkAvailable ? "online" : "offline" },
                   apply: { session, word in session.world.productPage.networkAvailable = word == "online" }),
        .choice("page unknown-item", area: .productPage, placeholder: "BEHAVIOR", showsWithoutValue: false,
                summary: "choose what loading an unknown iTunes id does",
                discussion: """
                    Apple does not document what loadProduct(withParameters:completionBlock:) does for an item the App Store does not have \
                    (UNCONFIRMED). error (the default): the completion block gets false and SKErrorDomain code 0. silent: the completion block is \
                    never called and no page appears, as developers reported for iOS 8 (radars 19220228 and 20089825); an app that waits for it \
                    hangs.
                    """,
                examples: ["page unknown-item silent", "page unknown-item error"], \.productPage.unknownItemBehavior),
        SettingRow(path: "device payments", area: .device, placeholder: "STATE", words: ["allowed", "restricted"], showsWithoutValue: false,
                   valueHelp: "", summary: "allow payments, or restrict them as parental controls do",
                   discussion: "restricted makes SKPaymentQueue.canMakePayments() false.",
                   examples: ["device payments restricted", "device payments allowed"],
                   current: { $0.world.device.canMakePayments ? "allowed" : "restricted" },
                   apply: { session, word in session.world.device.canMakePayments = word == "allowed" },
                   line: { "canMakePayments \($0 == "allowed")" }),
        .choice("delegate should-continue", area: .device, placeholder: "POLICY", valueHelp: "how paymentQueue(_:shouldContinue:in:) answers",
                summary: "show or set the delegate's answer when the storefront changes mid-purchase",
                discussion: """
                    StoreKit asks paymentQueue(_:shouldContinue:in:) for each open transaction when the storefront changes. available (the default) \
                    answers the SKStorefront sample's shouldShow(productIdentifier, in: newStorefront); always answers true; never answers false; \
                    timeout does not answer within about a second, which StoreKit counts as false (the virtual clock moves 1 s). False fails the \
                    transaction with storeProductNotAvailable. none: the app sets no storefront delegate (or one without this method), so StoreKit \
                    does not ask and the transaction continues.
                    """,
                examples: ["delegate should-continue", "delegate should-continue never", "delegate should-continue timeout",
                    "delegate should-continue none"],
                \.payments.shouldContinue),
        SettingRow("locale", area: .products, placeholder: "LOCALE", words: [], valueHelp: "a locale identifier such as en_US, fr_CA or zh_Hans",
                   summary: "show or set the locale products requests fetch titles and descriptions for (SKTestSession.locale)",
                   discussion: """
                       SKTestSession.locale \"determines the locale the test environment uses when it fetches localized metadata for \
                       SKProductsRequest\": a products request returns each product's displayName and description for it (SKProduct.localizedTitle \
                       and localizedDescription). A product without a localization for the locale shows, in this order, the locale with its last \
                       part dropped (zh_Hant_TW, zh_Hant, zh), another region of the same language in the file's order (fr_CA shows fr_FR), then \
                       the file's first localization. Apple documents this fallback for apps' languages (Technical Note TN2418, \"Language \
                       Identifiers in iOS, macOS, watchOS, tvOS and visionOS\"), not for StoreKit Testing (UNCONFIRMED). A .storekit file's _locale \
                       sets it (en_US without one); fr-CA is written fr_CA. Products already received keep their titles until the next request. The \
                       default is en_US.
                       """,
                   examples: ["locale", "locale fr_FR", "locale en_US"], kind: .locale,
                   current: { $0.world.device.locale },
                   apply: { session, word in session.world.device.locale = word }),
    ]

    /// The subscription settings (SKTestSession's timeRate, billing, interrupted purchases).
    static let subscriptionRows: [SettingRow] = [
        .choice("renewal-rate", area: .subscriptions, placeholder: "RATE", valueHelp: "an SKTestSession.TimeRate case",
                summary: "show or set how fast subscriptions renew on the virtual clock (SKTestSession.timeRate)",
                discussion: """
                    realTime (the default): periods run on the calendar; 'clock advance 1mo' steps renew monthly subscriptions; grace is 6 \
                    days for a weekly subscription (3, 16 or 28 otherwise, as 'grace-period' says), billing retry 60 days. The other rates shrink \
                    periods as Xcode's StoreKit Testing does, but on the virtual clock, so nothing races a test, with the tables of Apple's page \
                    for each SKTestSession.TimeRate case. The monthly rates renew each period in its own time, a week not in proportion of its \
                    days: monthlyRenewalEveryThirtySeconds renews a weekly subscription every 10 s, monthly 30 s, bimonthly 1 min, quarterly 1 min \
                    30 s, semiannual 3 min, annual 6 min, with grace 9 s (weekly) or 15 s and billing retry 1 min; monthlyRenewalEveryFiveMinutes \
                    3 min, 5 min … 1 h, grace 2 min 34 s or 2 min 30 s, retry 10 min; monthlyRenewalEveryFifteenMinutes 5 min, 15 min … 3 \
                    h, grace \
                    4 min 17 s or 7 min 30 s, retry 30 min; monthlyRenewalEveryThirtyMinutes 10 min, 30 min … 6 h, grace 8 min 34 s or 15 min, \
                    retry 1 h; monthlyRenewalEveryHour 15 min, 1 h … 12 h, grace 12 min 51 s or 30 min, retry 2 h (those grace lengths are for a \
                    16-day grace period; 3 and 28 days scale them, UNCONFIRMED). The fixed rates (oneRenewalEveryTwoSeconds … \
                    oneRenewalEveryFifteenMinutes) renew every period in one interval, with grace one interval and retry two. The deprecated day \
                    rates (oneSecondIsOneDay …) make a day last that long, grace and retry days too (UNCONFIRMED: Apple gives no table). A \
                    .storekit file's _timeRate is the raw value of SKTestTimeRate in Apple's StoreKitTest header: realTime 0, the day rates 1 \
                    (oneHourIsOneDay) to 6 (oneSecondIsOneDay), the monthly rates 10 (every hour), 11, 12, 13 (every five minutes) and 15 (every \
                    thirty seconds), the fixed rates 1000 (every fifteen minutes) to 1005 (every two seconds). The rate applies to periods that \
                    start after it is set.
                    """,
                examples: ["renewal-rate", "renewal-rate oneRenewalEveryTwoSeconds", "renewal-rate realTime"], \.subscriptions.renewalRate),
        SettingRow("billing-issue", area: .subscriptions, words: ["on", "off"], valueHelp: "on: the customer's payment method fails",
                   summary: "show or set whether the customer's payment method fails at renewal",
                   discussion: """
                       on: a renewal fails and the subscription enters billing retry (inBillingRetryPeriod; \
                       SKTestSession.shouldEnterBillingRetryOnRenewal); with 'grace-period' on it is inGracePeriod first and keeps its service. The \
                       App Store retries for up to 60 days (\"Handling subscriptions billing\"), then the subscription expires (billingError). off: \
                       the payment method works again and every subscription in retry recovers at once: one in its grace period keeps its renewal \
                       dates, one past it starts a new period today.
                       """,
                   examples: ["billing-issue on", "billing-issue off", "billing-issue"],
                   current: { $0.world.subscriptions.billingIssue ? "on" : "off" },
                   apply: { session, word in session.perform { $0.setBillingIssue(word == "on") } }),
        SettingRow("grace-period", area: .subscriptions, words: ["off", "3d", "16d", "28d"], valueHelp: "off, or the grace period's length",
                   summary: "show or set the billing grace period (SKTestSession.billingGracePeriodIsEnabled)",
                   discussion: """
                       App Store Connect offers 3, 16 or 28 days (\"Enable billing grace period for auto-renewable subscriptions\"); a weekly \
                       subscription's grace period is at most 6 days. During it the subscription is inGracePeriod and keeps its service while the \
                       App Store retries; fixed in time, no days of paid service are lost. At an accelerated renewal rate the days shrink with the \
                       periods. The default is off.
                       """,
                   examples: ["grace-period 16d", "grace-period off", "grace-period"],
                   current: { $0.world.subscriptions.gracePeriodDays.map { "\($0)d" } ?? "off" },
                   apply: { session, word in session.world.subscriptions.gracePeriodDays = Int64(word.dropLast()) }),
        SettingRow("grace-period-renewals", area: .subscriptions, words: GraceRenewals.allCases.map(\.rawValue),
                   valueHelp: "all, or paid-to-paid only",
                   summary: "show or set which renewals the billing grace period covers",
                   discussion: """
                       App Store Connect's two choices (\"Enable billing grace period for auto-renewable subscriptions\"): all renewals, or only \
                       paid-to-paid renewals, when the first paid renewal after a free trial that fails goes straight to billing retry without \
                       grace. The default is all.
                       """,
                   examples: ["grace-period-renewals paid-to-paid", "grace-period-renewals all", "grace-period-renewals"],
                   current: { $0.world.subscriptions.graceRenewals.rawValue },
                   apply: { session, word in session.world.subscriptions.graceRenewals = GraceRenewals(rawValue: word) ?? .all }),
        .onOff("interrupted-purchases", area: .subscriptions, valueHelp: "on: purchases fail first, until resolved",
               summary: "show or set whether purchases are interrupted (SKTestSession.interruptedPurchasesEnabled)",
               discussion: """
                   on: a confirmed purchase fails (paymentCancelled), as when the customer must first accept new terms or fix a payment method \
                   outside the app; 'resolve TXN' resolves the issue and a purchased transaction arrives.
                   """,
               \.subscriptions.interruptedPurchases),
    ]

    /// StoreKit 2's settings: the vocabulary the shared events are told in, and how the app
    /// handles Message.messages.
    static let storeKit2Rows: [SettingRow] = [
        SettingRow("vocabulary", area: .storeKit2, placeholder: "VOCABULARY", words: Vocabulary.allCases.map { $0.rawValue },
                   valueHelp: "whose words tell what happens",
                   summary: "show or set whether events are told in StoreKit 1's or StoreKit 2's words",
                   discussion: """
                       Both vocabularies drive the same world, and every command works in both; this chooses how the shared events print. storekit1 \
                       (the default): the observer's callbacks, paymentQueue(_:updatedTransactions:) lines such as 't1 com.example.gems purchased', \
                       paymentQueueDidChangeStorefront(_:), and the App Store's subscription lines. storekit2: a transaction that reaches the app \
                       outside purchase(options:) (a renewal, an Ask to Buy approval, a refund, a purchase made with 'buy') prints as \
                       'Transaction.updates .verified(...)'; purchasing, deferred and failed transactions print nothing (a StoreKit 2 app never \
                       sees them); a storefront change prints 'Storefront.updates ...'; a subscription change prints \
                       'Product.SubscriptionInfo.Status.updates ...'; finishing prints 'transaction.finish()'; and Message.messages lines appear. \
                       What StoreKit 2's calls return ('products', 'purchase', 'appstore sync' …) prints the same in both.
                       """,
                   examples: ["vocabulary storekit2", "vocabulary storekit1", "vocabulary"],
                   current: { $0.vocabulary.rawValue },
                   apply: { session, word in if let vocabulary = Vocabulary(rawValue: word) { session.vocabulary = vocabulary } }),
        .choice("message-handling", area: .storeKit2, placeholder: "HANDLING", valueHelp: "what the app's Message.messages listener does",
                summary: "show or set whether the app displays App Store messages at once or defers them",
                discussion: """
                    show (the default): each message displays when it arrives. defer: the app keeps it and 'message display' shows it later \
                    (message.display(in:)), for example after an onboarding flow.
                    """,
                examples: ["message-handling defer", "message-handling show", "message-handling"], \.storeKit2.messageHandling),
        .choice("sync-sign-in", area: .storeKit2, placeholder: "ANSWER", valueHelp: "the customer's answer to AppStore.sync()'s sign-in prompt",
                summary: "show or set how the customer answers the sign-in prompt of AppStore.sync()",
                discussion: """
                    AppStore.sync() prompts the customer to authenticate (\"AppStore.sync()\"); call it only when the customer asks to restore. \
                    sign-in (the default): the sync goes on. cancel: sync() throws StoreKitError.userCancelled and nothing is synced.
                    """,
                examples: ["sync-sign-in cancel", "sync-sign-in sign-in", "sync-sign-in"], \.storeKit2.syncSignIn),
        .choice("signing environment", area: .storeKit2, placeholder: "ENVIRONMENT", valueHelp: "the environment the signed data names",
                summary: "show or set the environment StoreKit 2's signed data names (xcode, sandbox, local-testing)",
                discussion: """
                    The App Store Server API's \"environment\" field of every signed transaction and renewal info, and the app transaction's \
                    receiptType: xcode (the default) signs \"Xcode\", as StoreKit Testing in Xcode does; sandbox signs \"Sandbox\", so a backend \
                    verifies the tool's JWS with the App Store Server Library's SignedDataVerifier in Environment.SANDBOX mode, which checks the \
                    chain and the signature, given 'signing root --der FILE' as its trusted root; local-testing signs \"LocalTesting\". The chain \
                    and keys are the same in every environment. In xcode and sandbox the app transaction carries no appAppleId or \
                    versionExternalIdentifier and a notification's data no appAppleId (AppTransaction.appID: "In the sandbox and xcode \
                    environments, this value is nil"); local-testing carries them (UNCONFIRMED). A .storekit file cannot set it: \
                    StoreKit configuration files have no such setting.
                    """,
                examples: ["signing environment", "signing environment sandbox", "signing environment xcode"], \.storeKit2.signingEnvironment),
    ]

    /// Whether a row answers to `name` (for the test that every `SettingName` has one).
    static func hasRow(_ name: SettingName) -> Bool { byPath[name.rawValue] != nil }

    private static let byPath: [String: SettingRow] = Dictionary(uniqueKeysWithValues: (rows + subscriptionRows
        + storeKit2Rows).map { ($0.path, $0) })

    /// The command of the row at `path` (each area's command list places it).
    static func command(_ name: SettingName) -> CommandSpec {
        guard let row = byPath[name.rawValue] else { preconditionFailure("no setting row '\(name.rawValue)'") }
        return row.command
    }

    /// What `line` needs of each row, in `SettingName` order: `status` prints fifteen setting lines.
    /// Looking a row up by its path copied the whole row (its words, texts and closures) for each;
    /// a dictionary keyed by name hashed the name's string; and each line was its words joined anew.
    /// A row's line for each of its words is made once here.
    private struct LineSource {
        let name: SettingName
        let current: @Sendable (Session) -> String
        let words: [String]
        let lines: [String]
        let line: @Sendable (String) -> String
    }

    private static let lineSources: [LineSource] = SettingName.allCases.compactMap { name in
        guard let row = byPath[name.rawValue] else { return nil }
        return LineSource(name: name, current: row.current, words: row.words, lines: row.words.map(row.line), line: row.line)
    }

    /// The setting's line now, for `status` and listings.
    static func line(_ name: SettingName, _ session: Session) -> String {
        guard let index = lineSources.indices.first(where: { lineSources[$0].name == name }) else {
            preconditionFailure("no setting row '\(name.rawValue)'")
        }
        // Each part read in place: taking the source whole retained and released all five.
        let word = lineSources[index].current(session)
        for made in lineSources[index].words.indices where lineSources[index].words[made] == word { return lineSources[index].lines[made] }
        return lineSources[index].line(word)
    }
}
