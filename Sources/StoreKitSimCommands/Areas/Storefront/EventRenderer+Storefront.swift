import StoreKitSim

/// Storefront changes: the account's move, the delegate's answers, the observer's notification.
extension EventRenderer {
    static func callback(_ event: StorefrontEvent) -> String? {
        switch event {
        case .accountMoved, .accountUnchanged, .continuedWithoutDelegate, .sandboxRegionChanged, .sandboxSignedIn: return nil
        case .shouldContinueAsked(let answer):
            let said = answer.timedOut ? "timeout (false)" : String(answer.shouldContinue)
            return "paymentQueue(_:shouldContinue:in:) \(answer.transactionID) \(answer.productID) \(answer.storefront.countryCode) -> \(said)"
        case .didChangeStorefront(let storefront):
            return "paymentQueueDidChangeStorefront(_:) \(storefront.countryCode) \(storefront.identifier)"
        }
    }

    static func shown(_ event: StorefrontEvent) -> [OutputLine] {
        switch event {
        case .accountMoved(_, let storefront):
            return [OutputLine(StorefrontText.line(storefront))]
        case .accountUnchanged(let storefront):
            return [OutputLine(StorefrontText.line(storefront) + " unchanged: StoreKit calls nothing")]
        case .shouldContinueAsked(let answer):
            if answer.shouldContinue { return [continues(answer.transactionID, answer.productID, answer.storefront)] }
            if answer.timedOut {
                return [OutputLine(LineText("shouldContinue \(answer.transactionID) timed out: counted as false"), style: .failure)]
            }
            return []
        case .continuedWithoutDelegate(let transactionID, let productID, let storefront):
            return [continues(transactionID, productID, storefront)]
        case .didChangeStorefront:
            return []
        case .sandboxRegionChanged(let region, let current):
            return [OutputLine("""
                sandbox account region \(region.countryCode) \(region.name) in App Store Connect; the storefront stays \(current.countryCode) \
                until the tester signs out and in
                """, style: .pending)]
        case .sandboxSignedIn(let region):
            return [OutputLine(LineText("sandbox account signed out and in: \(region.countryCode) \(region.name)"))]
        }
    }

    private static func continues(_ transactionID: TransactionID, _ productID: ProductID, _ storefront: Storefront) -> OutputLine {
        OutputLine(LineText("\(transactionID) \(productID) continues in \(storefront.countryCode)"), style: .success)
    }
}

/// How storefronts print.
enum StorefrontText {
    /// `storefront JPN 143462 Japan`: a storefront's line never changes, and every `storefront set`
    /// prints one, so each is made once, the first time any is asked for (175 lines).
    static func line(_ storefront: Storefront) -> String {
        lines[storefront.index]
    }

    private static let lines: [String] = Storefront.all.map { storefront in
        "storefront \(storefront.countryCode) \(storefront.identifier) \(storefront.name)"
    }

    /// `JPN JP 143462 JPY Japan`, as `storefront list` prints each storefront: made once too, as
    /// a scenario suite lists storefronts in thousands of files.
    static func listing(_ storefront: Storefront) -> String {
        listings[storefront.index]
    }

    private static let listings: [String] = Storefront.all.map { storefront in
        "\(storefront.countryCode) \(storefront.alpha2) \(storefront.identifier) \(storefront.currency) \(storefront.name)"
    }
}
