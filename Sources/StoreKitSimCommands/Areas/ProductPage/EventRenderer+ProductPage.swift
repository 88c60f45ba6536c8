import StoreKitSim

/// The product page: the parameter dictionary, the load's completion block (and the sample's
/// prints), the payment sheet of a purchase on the page and its answer, Done.
extension EventRenderer {
    static func callback(_ event: ProductPageEvent) -> String? {
        switch event {
        case .loadCompleted(let load):
            if case .failed(let error, _) = load.outcome { return "loadProduct(withParameters:completionBlock:) false \(error.domain) \(error.code)" }
            return "loadProduct(withParameters:completionBlock:) true"
        case .didFinish(let item):
            return "productViewControllerDidFinish(_:) \(item.id)"
        case .parametersPassed, .loadNeverCompleted, .paymentSheetPresented, .purchaseCancelled, .purchased:
            return nil
        }
    }

    static func shown(_ event: ProductPageEvent) -> [OutputLine] {
        switch event {
        case .parametersPassed(let parameters):
            var lines = parameters.sortedEntries.map { OutputLine(LineText("\($0.key) \(ProductPageText.value($0.value))")) }
            if let unsent = parameters.unsentTokens {
                lines.append(OutputLine(LineText("not sent \(unsent.keys.joined(separator: ", ")): \(ProductPageText.reason(unsent.reason))")))
            }
            return lines
        case .loadCompleted(let load):
            switch load.outcome {
            case .presented:
                return [OutputLine("result true", style: .success), OutputLine("The store view controller was presented.", style: .pending)]
            case .replaced(let previous):
                return [OutputLine("result true", style: .success),
                        OutputLine(LineText("content replaced \(previous) -> \(load.item?.id ?? "") (the page stays presented)"), style: .pending)]
            case .failed(let error, let still):
                var lines = [OutputLine(LineText("result false error \(error.domain) \(error.code)"), style: .failure),
                             OutputLine(LineText("Error: \(error.localizedDescription)"), style: .failure)]
                if let still { lines.append(OutputLine(LineText("the presented page still shows \(still.id)"))) }
                return lines
            case .neverCompleted:
                return []
            }
        case .loadNeverCompleted:
            return [OutputLine("no completion: the completion block is never called (page unknown-item silent)", style: .failure)]
        case .paymentSheetPresented(let item):
            return [OutputLine(LineText("payment-sheet \(item.id) \(ProductPageText.quoted(item.title)) from the App Store: confirm or cancel"),
                style: .pending)]
        case .purchaseCancelled(let item):
            return [OutputLine(LineText("purchase cancelled \(item.id): nothing bought, the page stays presented"), style: .failure)]
        case .purchased(let purchase):
            var lines = [OutputLine("""
                purchased \(purchase.item.id) \(ProductPageText.quoted(purchase.item.title)) from the App Store (a media purchase, not an in-app \
                purchase)
                """, style: .success)]
            if let campaign = purchase.campaignToken, let provider = purchase.providerToken {
                lines.append(OutputLine(LineText(
                    "attributed to campaign \(ProductPageText.quoted(campaign)) provider \(ProductPageText.quoted(provider))")))
            } else {
                lines.append(OutputLine("not attributed to a campaign: the page was loaded without tokens"))
            }
            return lines
        case .didFinish:
            return [OutputLine("The store view controller was dismissed.")]
        }
    }
}
