import StoreKitSim

/// The show-or-set settings, one row each: the commands, their echo and their `status` lines all
/// come from these rows (`SettingRow`).
enum Settings {
    static let rows: [SettingRow] = [
        SettingRow("agreement", area: .appStore, words: ["signed", "unsigned"], valueHelp: "the Paid Applications Agreement",
                   summary: "show or set whether the Paid Applications Agreement is signed",
                   discussion: "While the agreement (or its tax and banking parts) is not in effect, every identifier of every products request comes back invalid (\"Fetching product information from the App Store\"). The default is signed.",
                   examples: ["agreement unsigned", "agreement signed", "agreement"],
                   current: { $0.world.catalog.agreementSigned ? "signed" : "unsigned" },
                   apply: { session, word in session.world.catalog.agreementSigned = word == "signed" }),
        .onOff("ask-to-buy", area: .payments, valueHelp: "whether purchases need a parent's approval",
               summary: "show or set Ask to Buy (SKTestSession.askToBuyEnabled)",
               discussion: "With Ask to Buy on, a confirmed purchase becomes deferred until 'approve TXN' (purchased) or 'decline TXN' (failed with paymentCancelled; that error code is UNCONFIRMED).",
               \.payments.askToBuyEnabled),
        .choice("build", area: .device, placeholder: "CONFIGURATION",
                summary: "show or set the app's build configuration",
                discussion: "A development build shows an error for each invalid product identifier; a production build leaves it out of the store UI (\"Fetching product information from the App Store\"). Both log it. The default is development.",
                examples: ["build", "build production"], \.app.build),
        SettingRow("dialogs", area: .payments, words: ["on", "off"], valueHelp: "off answers sheets at once",
                   summary: "show or set whether sheets wait for an answer",
                   discussion: "on (the default): a payment sheet stays up until 'confirm' or 'cancel', so things can happen mid-purchase. off: payment sheets (the product page's too) are confirmed and the external purchase disclosure notice is continued at once, like SKTestSession.disableDialogs, for short scripts. The product page is not a dialog: it stays up until 'done'.",
                   examples: ["dialogs off", "dialogs on", "dialogs"],
                   current: { $0.world.disableDialogs ? "off" : "on" },
                   apply: { session, word in session.world.disableDialogs = word == "off" }),
        SettingRow("trace", area: .watching, words: ["on", "off"],
                   summary: "print each delegate and observer callback as it happens",
                   discussion: "With trace on, every callback StoreKit makes (productsRequest(_:didReceive:), paymentQueue(_:updatedTransactions:), paymentQueue(_:shouldContinue:in:) with its answer, paymentQueueDidChangeStorefront(_:), requestDidFinish(_:) …) prints as a 'trace:' line in the order it happened, so a scenario can pin the sequence.",
                   examples: ["trace on", "trace off", "trace"],
                   current: { $0.trace ? "on" : "off" },
                   apply: { session, word in session.trace = word == "on" }),
        SettingRow("page network", area: .productPage, words: ["online", "offline"], showsWithoutValue: false,
                   summary: "let product page loads reach the App Store, or fail them as offline",
                   discussion: "offline makes every 'load' fail: the completion block gets false and an NSURLErrorDomain -1009 error ('The Internet connection appears to be offline.'), the simulator's stand-in for a network failure. The default is online.",
                   examples: ["page network offline", "page network online"],
                   current: { $0.world.productPage.networkAvailable ? "online" : "offline" },
                   apply: { session, word in session.world.productPage.networkAvailable = word == "online" }),
        .choice("page unknown-item", area: .productPage, placeholder: "BEHAVIOR", showsWithoutValue: false,
                summary: "choose what loading an unknown iTunes id does",
                discussion: "Apple does not document what loadProduct(withParameters:completionBlock:) does for an item the App Store does not have (UNCONFIRMED). error (the default): the completion block gets false and SKErrorDomain code 0. silent: the completion block is never called and no page appears, as developers reported for iOS 8 (radars 19220228 and 20089825); an app that waits for it hangs.",
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
                discussion: "StoreKit asks paymentQueue(_:shouldContinue:in:) for each open transaction when the storefront changes. available (the default) answers the SKStorefront sample's shouldShow(productIdentifier, in: newStorefront); always answers true; never answers false; timeout does not answer within about a second, which StoreKit counts as false (the virtual clock moves 1 s). False fails the transaction with storeProductNotAvailable. none: the app sets no storefront delegate (or one without this method), so StoreKit does not ask and the transaction continues.",
                examples: ["delegate should-continue", "delegate should-continue never", "delegate should-continue timeout", "delegate should-continue none"],
                \.payments.shouldContinue),
    ]

    private static let byPath: [String: SettingRow] = Dictionary(uniqueKeysWithValues: rows.map { ($0.path, $0) })

    /// The command of the row at `path` (each area's command list places it).
    static func command(_ path: String) -> CommandSpec {
        guard let row = byPath[path] else { preconditionFailure("no setting row '\(path)'") }
        return row.command
    }

    /// The setting's line now, for `status` and listings.
    static func line(_ path: String, _ session: Session) -> String {
        guard let row = byPath[path] else { preconditionFailure("no setting row '\(path)'") }
        return row.line(session)
    }
}
