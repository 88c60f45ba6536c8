import StoreKitSim
import StoreKitSimSigning

/// StoreKit 2's AppStore, Storefront, subscription status, app transaction and Message calls, the
/// test controls SKTestSession gives them (simulated errors per API, refund decisions, messages),
/// and the local test root the signed data chains to.
enum AppStoreCommands {
    static let all: [CommandSpec] = [
        CommandSpec("appstore sync", area: .storeKit2, summary: "call AppStore.sync()",
                    discussion: """
                        StoreKit 2's restore: it brings the app's transactions up to date with the App Store (Transaction.currentEntitlements then \
                        holds what the customer owns; on a second device, see 'app relaunch --new-device'). It shows the sign-in prompt, answered \
                        by 'sync-sign-in' (cancel: it throws StoreKitError.userCancelled). The simulated App Store is always up to date, so it \
                        returns, or throws the error 'simulate-error appStoreSync ERROR' sets.
                        """,
                    examples: ["appstore sync"]) { session, _ in
            session.perform { $0.syncWithAppStore() }
        },
        CommandSpec("appstore can-make-payments", area: .storeKit2, summary: "show AppStore.canMakePayments",
                    discussion: "False while 'device payments restricted' is set, as StoreKit 1's SKPaymentQueue.canMakePayments().",
                    examples: ["appstore can-make-payments"]) { session, _ in
            session.emit("AppStore.canMakePayments \(session.world.device.canMakePayments)")
        },
        CommandSpec("appstore manage-subscriptions", area: .storeKit2, summary: "call AppStore.showManageSubscriptions(in:)",
                    discussion: """
                        The manage subscriptions sheet comes up, or the call throws the error 'simulate-error manageSubscriptions ERROR' sets.
                        """,
                    examples: ["appstore manage-subscriptions"]) { session, _ in
            session.perform { $0.presentStoreSheet(.manageSubscriptions) }
        },
        CommandSpec("appstore redeem-offer-code", area: .storeKit2, summary: "call AppStore.presentOfferCodeRedeemSheet(in:)",
                    discussion: """
                        The offer code redemption sheet comes up, or the call throws the error 'simulate-error offerCodeRedeem ERROR' sets. \
                        'redeem CODE' plays the customer typing a code into it (offer codes are offers of type code; 'offers' lists them).
                        """,
                    examples: ["appstore redeem-offer-code"]) { session, _ in
            session.perform { $0.presentStoreSheet(.offerCodeRedeem) }
        },
        CommandSpec("storefront current", area: .storeKit2, summary: "show Storefront.current",
                    discussion: """
                        The account's storefront with Storefront's properties: countryCode (ISO 3166-1 alpha-3) and id. 'storefront set' changes \
                        it; in the storekit2 vocabulary the change prints as a Storefront.updates line.
                        """,
                    examples: ["storefront current"]) { session, _ in
            session.emit("Storefront.current " + StoreKit2Text.storefront(session.world.storefront))
        },
        CommandSpec("subscription status", area: .storeKit2,
                    arguments: [ArgumentSpec("GROUP", .subscriptionGroupOrProduct, help: "a subscription group, or one of its products")],
                    options: [OptionSpec("jws", help: "also print the transaction's and the renewal info's JWS")],
                    summary: "show Product.SubscriptionInfo.status for a subscription group",
                    discussion: """
                        The group's status, one Status per subscription: the account's own, then one a family member shares (its \
                        transaction's ownershipType familyShared), as "The array can have more than one subscription status if your \
                        subscription supports Family Sharing" (Product.SubscriptionInfo.status). Each has its RenewalState (subscribed, \
                        expired, inBillingRetryPeriod, inGracePeriod, revoked), the latest \
                        transaction, and the renewal info with RenewalInfo's names (willAutoRenew, autoRenewPreference, renewalDate, \
                        expirationReason, isInBillingRetry, gracePeriodExpirationDate, priceIncreaseStatus), each as a VerificationResult. With \
                        --jws, the renewal info's JWS has the App Store Server API's JWSRenewalInfoDecodedPayload fields. A group the customer \
                        never subscribed to has no status (an empty array). 'simulate-error subscriptionStatus ERROR' makes the call throw.
                        """,
                    examples: ["subscription status pro", "subscription status com.example.pro.monthly --jws"]) { session, arguments in
            let name = try arguments.required(Key.group)
            if let error = session.world.simulatedError(for: .subscriptionStatus) {
                session.emit("Product.SubscriptionInfo.status threw " + StoreKit2Text.error(error), style: .failure)
                return
            }
            let statuses = try session.world.subscriptionStatus(name)
            if statuses.isEmpty {
                session.emit("Product.SubscriptionInfo.status []")
                return
            }
            // One Status per subscription: the account's own, then a family-shared one.
            let error = session.world.storeKit2.verificationError
            for state in statuses {
                session.emit("Product.SubscriptionInfo.status \(OneValueText.text(state.group)) state \(state.status.rawValue)")
                let transaction = session.world.payments.transaction(state.latestTransactionID)
                if let transaction { session.emit("transaction " + StoreKit2Text.verification(StoreKit2Text.transaction(transaction), error)) }
                let renewal = StoreKit2Text.renewalInfo(state, winBack: session.world.eligibleWinBackOfferIDs(state))
                session.emit("renewalInfo " + StoreKit2Text.verification(renewal, error))
                if arguments.isSet(Key.jws) {
                    if let transaction { try session.emitSigned(SignedPayloads.transaction(transaction, in: session.world)) }
                    try session.emitSigned(SignedPayloads.renewalInfo(state, in: session.world))
                }
            }
        },
        CommandSpec("subscription intro-eligible", area: .storeKit2,
                    arguments: [ArgumentSpec("GROUP", .subscriptionGroupOrProduct, help: "a subscription group, or one of its products")],
                    summary: "show Product.SubscriptionInfo.isEligibleForIntroOffer(for:) for a group",
                    discussion: """
                        Whether a purchase in the group would get its introductory offer: true until the customer has had an introductory offer on \
                        any subscription of the group (\"Implementing introductory offers in your app\"), and true even when the group has no \
                        introductory offer (isEligibleForIntroOffer(for:)). A lapsed subscriber who never had an introductory offer stays \
                        eligible: the tool follows Apple's article; Apple's forum answers say introductory offers are only for customers never \
                        subscribed in the group (UNCONFIRMED).
                        """,
                    examples: ["subscription intro-eligible pro", "subscription intro-eligible com.example.pro.monthly"]) { session, arguments in
            let name = try arguments.required(Key.group)
            let answer = try session.world.isEligibleForIntroOffer(name)
            session.emit("Product.SubscriptionInfo.isEligibleForIntroOffer(for: \(answer.group)) \(answer.eligible)")
        },
        CommandSpec("app-transaction", area: .storeKit2,
                    options: [OptionSpec("jws", help: "also print its JWS")],
                    summary: "show AppTransaction.shared",
                    discussion: """
                        The app's signed purchase record: bundle id, app id (nil in the Xcode and sandbox environments, as AppTransaction.appID \
                        says), versions, the original purchase date (the virtual clock's start) and the environment ('signing environment': \
                        xcode unless set). With --jws, its JWS, whose payload has the App Store Server API's AppTransaction field names. \
                        'simulate-error appTransaction ERROR' makes it throw.
                        """,
                    examples: ["app-transaction", "app-transaction --jws"]) { session, arguments in
            if let error = session.world.simulatedError(for: .appTransaction) {
                session.emit("AppTransaction.shared threw " + StoreKit2Text.error(error), style: .failure)
                return
            }
            let world = session.world
            // AppTransaction.appID: "In the sandbox and xcode environments, this value is nil".
            let environment = world.storeKit2.signingEnvironment
            let appID = environment.carriesAppAppleID ? String(world.app.appAppleID) : "nil"
            // Xcode's app transaction is dated -62135769600000 ms, 0000-12-30 (SignedPayloads.xcodeOriginalPurchaseDate).
            let originalPurchaseDate = environment == .xcode ? "0000-12-30T00:00:00Z" : EventRenderer.date(VirtualClock.start)
            let body = """
                bundleID \(world.app.bundleID) appID \(appID) appVersion 1 originalAppVersion 1 originalPurchaseDate \
                \(originalPurchaseDate) environment \(StoreKit2Text.environment(environment))
                """
            session.emit("AppTransaction.shared " + StoreKit2Text.verification(body, world.storeKit2.verificationError))
            if arguments.isSet(Key.jws) { try session.emitSigned(SignedPayloads.appTransaction(in: world)) }
        },
        CommandSpec("signing root", area: .storeKit2,
                    arguments: [ArgumentSpec("FILE", .file, .optional, help: "write the certificate here instead of printing it")],
                    options: [OptionSpec("der", help: """
                        DER instead of PEM (needs FILE): what the App Store Server Library's SignedDataVerifier takes as a root certificate
                        """)],
                    summary: "print or write the local test root certificate (PEM, or DER with --der)",
                    discussion: """
                        StoreKit 2's signed data (transactions, renewal info, the app transaction) carries three certificates in its x5c \
                        header, as the App Store's does: a leaf, an intermediate, and this root, which the tool makes for the world from its \
                        signing seed as Xcode makes its local StoreKit testing certificate. Leaf and intermediate carry subject and \
                        authority key identifiers and Apple's marker extensions (1.2.840.113635.100.6.11.1 on the leaf, \
                        1.2.840.113635.100.6.2.1 on the intermediate), so the chain passes OpenSSL's strict checks ('openssl verify \
                        -x509_strict'); every certificate is valid from 2025 to the virtual clock's last instant (9999-12-31). The keys are \
                        the same on every run, so a root saved once verifies the JWS of every later run with the same seed; the \
                        certificate's signature bytes differ. With FILE the certificate is written atomically; --der writes DER, the form \
                        the App Store Server Library's SignedDataVerifier takes (root_certificates) in Environment.SANDBOX mode ('signing \
                        environment sandbox').
                        """,
                    examples: ["signing root", "signing root root.pem", "signing root --der root.cer"]) { session, arguments in
            let path = arguments[Key.file]
            let der = arguments.isSet(Key.der)
            guard path != nil || !der else {
                throw CommandError(code: "binary-output", message: "a DER certificate is binary and is not printed",
                                   hint: "give a file: 'signing root --der root.cer', or print PEM with 'signing root'", argument: Key.der.name)
            }
            let bytes: [UInt8]
            do {
                let signer = try session.signer()
                bytes = der ? try signer.rootDER() : Array(try signer.rootPEM().utf8)
            } catch let error as CommandError { throw error } catch {
                throw CommandError(code: "signing-failed", message: "libcrypto could not write the root certificate (\(error))")
            }
            guard let path else {
                for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") { session.emit(String(line)) }
                return
            }
            let resolved = try session.confinedPath(path)
            do throws(SystemError) {
                try session.replaceFile(resolved, with: bytes)
            } catch {
                throw CommandError(code: "root-write", message: "cannot write the root certificate to '\(path)': \(error.reason)",
                                   hint: "check that the folder exists and can be written", argument: Key.file.name)
            }
            session.wroteFile(path)
            session.emit("wrote \(path) (\(der ? "DER" : "PEM"), \(bytes.count) bytes)", style: .success)
        },
        Settings.command(.signingEnvironment),
        CommandSpec("simulate-error", area: .storeKit2,
                    arguments: [ArgumentSpec("API", .choice(StoreKitAPI.allCases.map(\.rawValue), placeholder: "API"), .optional,
                        help: "a FailableStoreKitAPI"),
                                ArgumentSpec("ERROR", .choice(SimulatedErrorWords.all.map(\.word) + ["none"], placeholder: "ERROR"), .optional,
                                    help: "the error's case name, or none")],
                    summary: "make a StoreKit 2 API fail (SKTestSession.setSimulatedError(_:forAPI:))",
                    discussion: """
                        Until set to none, the API throws the error: loadProducts ('products'), purchase ('purchase'), subscriptionStatus \
                        ('subscription status'), appTransaction ('app-transaction'), appStoreSync ('appstore sync'), refundRequest ('transaction \
                        refund-request'), manageSubscriptions ('appstore manage-subscriptions') and offerCodeRedeem ('appstore redeem-offer-code') \
                        take a StoreKitError case (unknown, userCancelled, networkError, systemError, notAvailableInStorefront, notEntitled, \
                        unsupported); purchase also a Product.PurchaseError case, refundRequest also a Transaction.RefundRequestError case \
                        (duplicateRequest, failed). verification takes a VerificationResult.VerificationError case (invalidCertificateChain, \
                        invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties, revokedCertificate): every \
                        VerificationResult is then .unverified with it. Without arguments, lists each API's error.
                        """,
                    examples: ["simulate-error", "simulate-error purchase productUnavailable", "simulate-error verification invalidSignature",
                        "simulate-error purchase none"]) { session, arguments in
            guard let apiWord = arguments[Key.api], let api = StoreKitAPI(rawValue: apiWord) else {
                for api in StoreKitAPI.allCases { session.emit(line(api, session.world)) }
                return
            }
            if let word = arguments[Key.errorWord] {
                let error = SimulatedErrorWords.all.first { $0.word == word }?.error
                try session.perform { try $0.setSimulatedError(error, for: api) }
            }
            session.emit(line(api, session.world))
        },
        CommandSpec("refund-request grant", area: .storeKit2,
                    arguments: [ArgumentSpec("TXN", .historyTransactionID, help: "a transaction with a refund request waiting")],
                    options: [.revocationReason, .refundPercentage],
                    summary: "the App Store grants a refund request: the transaction is revoked",
                    discussion: """
                        The refund goes through the subscriptions model's refund ('refund TXN'): the transaction gets a revocation date and reason \
                        and its entitlement is gone; a StoreKit 2 app learns it through Transaction.updates. --percentage grants part of it \
                        (REFUND_PRORATED), as 'refund TXN --percentage P' does.
                        """,
                    examples: ["refund-request grant t1", "refund-request grant t1 --reason developerIssue",
                               "refund-request grant t1 --percentage 40"]) { session, arguments in
            let id = try arguments.required(Key.txn)
            let reason = arguments[Key.revocationReason] ?? .other
            let percentage = arguments[Key.refundPercentage] ?? RevocationType.wholePercentage
            try session.perform { try $0.decideRefund(id, grant: true, reason: reason, percentage: percentage) }
        },
        CommandSpec("refund-request decline", area: .storeKit2,
                    arguments: [ArgumentSpec("TXN", .historyTransactionID, help: "a transaction with a refund request waiting")],
                    summary: "the App Store declines a refund request",
                    discussion: "Nothing changes for the app: the transaction stays and no update comes.",
                    examples: ["refund-request decline t1"], performing: Key.txn) { try $0.decideRefund($1, grant: false) },
        CommandSpec("message send", area: .storeKit2,
                    arguments: [ArgumentSpec("REASON", .choice(StoreMessage.Reason.allCases.map(\.rawValue), placeholder: "REASON"),
                        help: "a Message.Reason"),
                                ArgumentSpec("PRODUCT", .subscriptionProduct, .optional, help: "the subscription it is about")],
                    summary: "the App Store sends the app a message (Message.messages)",
                    discussion: """
                        Message.Reason: priceIncreaseConsent, billingIssue, winBackOffer, generic. The app's listener lets it display at once or \
                        defers it, as 'message-handling' says. The App Store also sends priceIncreaseConsent when 'price-increase request' asks for \
                        consent and billingIssue when a renewal enters billing retry. Messages reach only a StoreKit 2 app: they print in the \
                        storekit2 vocabulary only.
                        """,
                    examples: ["message send winBackOffer com.example.pro.monthly", "message send generic"]) { session, arguments in
            guard let reason = StoreMessage.Reason(rawValue: try arguments.required(Key.reason)) else { return }
            let product = arguments[Key.product]
            session.perform { $0.sendMessage(reason, productID: product) }
        },
        CommandSpec("message display", area: .storeKit2, summary: "display the oldest deferred message (message.display(in:))",
                    discussion: "The app shows a message it deferred.",
                    examples: ["message display"]) { session, _ in
            try session.perform { try $0.displayDeferredMessage() }
        },
        Settings.command(.messageHandling),
        Settings.command(.syncSignIn),
    ]

    /// `simulate-error purchase Product.PurchaseError.productUnavailable`, or `… none`.
    static func line(_ api: StoreKitAPI, _ world: World) -> String {
        "simulate-error \(api.rawValue) " + (world.simulatedError(for: api).map(StoreKit2Text.error) ?? "none")
    }
}

/// Each simulated error by its case name, as `simulate-error` takes it.
enum SimulatedErrorWords {
    static let all: [(word: String, error: SimulatedError)] = SimulatedError.all.map { (StoreKit2Text.caseName($0), $0) }
}

extension ValueKind {
    /// A subscription group, or an auto-renewable product id; completes from the catalog.
    static let subscriptionGroupOrProduct = ValueKind(placeholder: "GROUP", description: "a subscription group or an auto-renewable product id",
                                                      completions: { world in
        let subscriptions = world.catalog.products.filter { $0.type == .autoRenewable }
        var names: [String] = []
        for name in subscriptions.compactMap(\.subscriptionGroup) + subscriptions.map(\.id.rawValue) where !names.contains(name) {
            names.append(name)
        }
        return names
    }) { word, _ throws(CommandError) in .text(word) }
}
